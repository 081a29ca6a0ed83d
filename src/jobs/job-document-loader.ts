import { Injectable } from '@nestjs/common';
import type { Access } from '../common/auth/permissions.js';
import { RequestBatches } from '../common/graphql/request-batches.js';
import { JobDocumentsService } from './job-documents.service.js';
import type { JobDocumentModel } from './models/job-document.model.js';

/** `ComplexJob.documents` of a whole page of jobs in one query. */
@Injectable()
export class JobDocumentLoader {
  private readonly batches = new RequestBatches<JobDocumentModel[]>();

  constructor(private readonly service: JobDocumentsService) {}

  async load(request: object, access: Access, jobId: string): Promise<JobDocumentModel[]> {
    return (await this.batches.load(request, jobId, (jobIds) => this.service.activeByJob(access, jobIds))) ?? [];
  }
}
