import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { hasAnyScope, type Access, type AccountAccess } from '../common/auth/permissions.js';
import type { SqlCondition } from '../database/sql-condition.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import type { JobInvoices } from '../jobs/job-invoices.js';
import type { JobInvoiceModel } from '../jobs/models/job.model.js';
import { Invoice } from './invoice.entity.js';
import { DRAFT_INVOICE, VOIDED_INVOICE } from './invoice-rules.js';

/**
 * The jobs module's JOB_INVOICES seam: `Job.invoices` and the job's invoiced total for callers who may see invoices
 * (web:invoice), and Ready to Invoice's "no draft invoice" condition. It reads the invoice table itself (not through
 * InvoicesService, which needs the jobs module's JobBillingService, which needs this seam).
 */
@Injectable()
export class JobInvoicesProvider implements JobInvoices {
  constructor(@InjectTenantRepository(Invoice) private readonly invoices: TenantRepository<Invoice>) {}

  async byJob(access: Access, jobIds: string[]): Promise<Map<string, JobInvoiceModel[]>> {
    const wanted = jobIds.filter(isUuid);
    if (!hasAnyScope(access, ['web:invoice']) || !wanted.length) return new Map();
    const rows = await this.invoices.find(access.accountId, {
      where: { jobId: In(wanted) },
      order: { cycleStartDate: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    const byJob = new Map<string, JobInvoiceModel[]>();
    for (const row of rows) {
      const invoice: JobInvoiceModel = {
        jobId: row.jobId,
        formSubmissionId: row.formSubmissionId,
        cycleStartDate: row.cycleStartDate,
        cycleEndDate: row.cycleEndDate,
        status: row.status,
      };
      byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), invoice]);
    }
    return byJob;
  }

  /** The sum of each job's invoices but the voided ones (a voided invoice bills nothing), in one query. */
  async invoicedCents(access: Access, jobIds: string[]): Promise<Map<string, number>> {
    const wanted = jobIds.filter(isUuid);
    if (!hasAnyScope(access, ['web:invoice']) || !wanted.length) return new Map();
    const rows = await this.invoices
      .query(access.accountId, 'i')
      .select('i.jobId', 'jobId')
      .addSelect('sum(i.amountCents)::float8', 'cents')
      .andWhere('i.jobId IN (:...invoicedJobs)', { invoicedJobs: wanted })
      .andWhere('i.status <> :voided', { voided: VOIDED_INVOICE })
      .groupBy('i.jobId')
      .getRawMany<{ jobId: string; cents: number }>();
    return new Map(rows.map((row) => [row.jobId, row.cents]));
  }

  withoutDraftInvoice(access: AccountAccess, jobColumn: string): SqlCondition {
    return {
      sql: `NOT EXISTS (SELECT 1 FROM invoice draft_invoice WHERE draft_invoice.account_id = :draftInvoiceAccount
        AND draft_invoice.job_id = ${jobColumn} AND draft_invoice.status = :draftInvoiceStatus)`,
      parameters: { draftInvoiceAccount: access.accountId, draftInvoiceStatus: DRAFT_INVOICE },
    };
  }
}
