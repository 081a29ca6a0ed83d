import { Injectable } from '@nestjs/common';
import { JobDocumentsService } from './job-documents.service.js';
import type { JobDocumentModel } from './models/job-document.model.js';

interface Batch {
  jobIds: Set<string>;
  documents: Promise<Map<string, JobDocumentModel[]>>;
}

/**
 * Collects the jobs whose `documents` one GraphQL request resolves and reads them in one query: the batch waits
 * for the current round of field resolution (setImmediate runs after every pending promise), then loads.
 */
@Injectable()
export class JobDocumentLoader {
  private readonly batches = new WeakMap<object, Batch>();

  constructor(private readonly service: JobDocumentsService) {}

  /** `request` is the GraphQL context, which is one object per request. */
  async load(request: object, accountId: string, jobId: string): Promise<JobDocumentModel[]> {
    let batch = this.batches.get(request);
    if (!batch) {
      const jobIds = new Set<string>();
      const documents = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.batches.delete(request);
        return this.service.activeByJob(accountId, [...jobIds]);
      });
      batch = { jobIds, documents };
      this.batches.set(request, batch);
    }
    batch.jobIds.add(jobId);
    return (await batch.documents).get(jobId) ?? [];
  }
}
