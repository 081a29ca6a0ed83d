import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { hasAnyScope, type Access, type AccountAccess } from '../common/auth/permissions.js';
import type { SqlCondition } from '../database/sql-condition.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import { FormSubmissionsService } from '../forms/submissions/form-submissions.service.js';
import type { JobInvoices } from '../jobs/job-invoices.js';
import type { JobInvoiceModel } from '../jobs/models/job.model.js';
import { Invoice } from './invoice.entity.js';
import { DRAFT_INVOICE, INVOICE_STATUS_TABLE, VOIDED_INVOICE } from './invoice-rules.js';

/**
 * The jobs module's JOB_INVOICES seam: `Job.invoices` and the job's invoiced total for callers who may see invoices
 * (web:invoice), and Ready to Invoice's "no draft invoice" condition. It reads the invoice table itself (not through
 * InvoicesService, which needs the jobs module's JobBillingService, which needs this seam), and the invoices'
 * statuses and amounts from their submissions through the forms module.
 */
@Injectable()
export class JobInvoicesProvider implements JobInvoices {
  constructor(
    @InjectTenantRepository(Invoice) private readonly invoices: TenantRepository<Invoice>,
    private readonly submissions: FormSubmissionsService,
  ) {}

  async byJob(access: Access, jobIds: string[]): Promise<Map<string, JobInvoiceModel[]>> {
    const wanted = jobIds.filter(isUuid);
    if (!hasAnyScope(access, ['web:invoice']) || !wanted.length) return new Map();
    const rows = await this.invoices.find(access.accountId, {
      where: { jobId: In(wanted) },
      order: { cycleStartDate: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    const submissions = await this.submissions.summaries(
      access,
      rows.map((row) => row.formSubmissionId),
    );
    const byJob = new Map<string, JobInvoiceModel[]>();
    for (const row of rows) {
      const invoice: JobInvoiceModel = {
        jobId: row.jobId,
        formSubmissionId: row.formSubmissionId,
        cycleStartDate: row.cycleStartDate,
        cycleEndDate: row.cycleEndDate,
        status: submissions.get(row.formSubmissionId)!.status,
      };
      byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), invoice]);
    }
    return byJob;
  }

  /** The sum of each job's invoices but the voided ones (a voided invoice bills nothing): two queries in all. */
  async invoicedCents(access: Access, jobIds: string[]): Promise<Map<string, number>> {
    const wanted = jobIds.filter(isUuid);
    if (!hasAnyScope(access, ['web:invoice']) || !wanted.length) return new Map();
    const billing = this.submissions.statusCondition(
      access,
      'i.form_submission_id',
      INVOICE_STATUS_TABLE.map(({ id }) => id).filter((status) => status !== VOIDED_INVOICE),
    );
    const rows = await this.invoices
      .query(access.accountId, 'i')
      .select(['i.id', 'i.jobId', 'i.formSubmissionId'])
      .andWhere('i.jobId IN (:...invoicedJobs)', { invoicedJobs: wanted })
      .andWhere(billing.sql, billing.parameters)
      .getMany();
    const amounts = await this.submissions.summaries(
      access,
      rows.map((row) => row.formSubmissionId),
    );
    const cents = new Map<string, number>();
    for (const row of rows) {
      cents.set(row.jobId, (cents.get(row.jobId) ?? 0) + amounts.get(row.formSubmissionId)!.totalCents);
    }
    return cents;
  }

  withoutDraftInvoice(access: AccountAccess, jobColumn: string): SqlCondition {
    const draft = this.submissions.statusCondition(
      access,
      'draft_invoice.form_submission_id',
      [DRAFT_INVOICE],
      'draftInvoiceSubmission',
    );
    return {
      sql: `NOT EXISTS (SELECT 1 FROM invoice draft_invoice WHERE draft_invoice.account_id = :draftInvoiceAccount
        AND draft_invoice.job_id = ${jobColumn} AND ${draft.sql})`,
      parameters: { ...draft.parameters, draftInvoiceAccount: access.accountId },
    };
  }
}
