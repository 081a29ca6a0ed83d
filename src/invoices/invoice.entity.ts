import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { FormSubmission } from '../forms/submissions/form-submission.entity.js';
import { Job } from '../jobs/job.entity.js';

/**
 * An invoice record (spec 3 §3 "Complex invoice / invoice record"): the job it bills, the submission of the invoice
 * form that holds its lines, the quote it came from, and the billing cycle it closes: what the submission does not
 * know. The invoice's status, number and amount are the submission's, stored there alone (docs/billing.md). A cycle
 * is invoiced once per job (unique cycle start).
 */
@Entity('invoice')
@Index('invoice_account_submission', ['accountId', 'formSubmissionId'], { unique: true })
@Index('invoice_account_created', ['accountId', 'createdAt', 'id'])
@Index('invoice_account_job_created', ['accountId', 'jobId', 'createdAt', 'id'])
@Index('invoice_account_job_cycle', ['accountId', 'jobId', 'cycleStartDate'], {
  unique: true,
  where: '"cycle_start_date" IS NOT NULL',
})
export class Invoice extends TenantEntity {
  @Column('uuid')
  jobId: string;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: Job;

  @Column('uuid')
  formSubmissionId: string;

  @ManyToOne(() => FormSubmission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'form_submission_id' })
  formSubmission?: FormSubmission;

  /** The quote (a submission of a quote form) the invoice was made from. */
  @Column('uuid', { nullable: true })
  quoteId: string | null;

  @ManyToOne(() => FormSubmission, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'quote_id' })
  quote?: FormSubmission;

  /** yyyy-MM-dd; both null for an invoice of the whole job. */
  @Column('date', { nullable: true })
  cycleStartDate: string | null;

  @Column('date', { nullable: true })
  cycleEndDate: string | null;
}
