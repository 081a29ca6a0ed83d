import { Injectable } from '@nestjs/common';
import { RequestBatches } from '../common/graphql/request-batches.js';
import { JobDocumentsService } from './job-documents.service.js';
import type { JobDocumentModel } from './models/job-document.model.js';

/** `ComplexJob.documents` of a whole page of jobs in one query. */
@Injectable()
export class JobDocumentLoader {
  private readonly batches = new RequestBatches<JobDocumentModel[]>();

  constructor(private readonly service: JobDocumentsService) {}

  async load(request: object, accountId: string, jobId: string): Promise<JobDocumentModel[]> {
    return (await this.batches.load(request, jobId, (jobIds) => this.service.activeByJob(accountId, jobIds))) ?? [];
  }
}
