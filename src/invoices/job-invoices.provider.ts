import { Injectable } from '@nestjs/common';
import { hasAnyScope, type Access } from '../common/auth/permissions.js';
import type { JobInvoices } from '../jobs/job-invoices.js';
import type { JobInvoiceModel } from '../jobs/models/job.model.js';
import { InvoicesService } from './invoices.service.js';

/** Fills `Job.invoices` (the jobs module's JOB_INVOICES seam) for callers who may see invoices (web:invoice). */
@Injectable()
export class JobInvoicesProvider implements JobInvoices {
  constructor(private readonly invoices: InvoicesService) {}

  async byJob(access: Access, jobIds: string[]): Promise<Map<string, JobInvoiceModel[]>> {
    if (!hasAnyScope(access, ['web:invoice'])) return new Map();
    const byJob = await this.invoices.byJob(access, jobIds);
    return new Map(
      [...byJob].map(([jobId, rows]) => [
        jobId,
        rows.map((row) => ({
          jobId,
          formSubmissionId: row.formSubmissionId,
          cycleStartDate: row.cycleStartDate,
          cycleEndDate: row.cycleEndDate,
          status: row.status,
        })),
      ]),
    );
  }
}
