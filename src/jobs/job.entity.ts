import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { Color } from './color.entity.js';
import type { BillingFrequency, JobLocation, JobStatus } from './job-rules.js';
import { bigintAsNumber } from '../database/sql-text.js';

export interface JobCustomer {
  name: string | null;
  email: string | null;
  phone: string | null;
  type: string | null;
  contactName: string | null;
  siteContact: string | null;
  siteContactPhone: string | null;
}

/**
 * A job, simple or complex (one table for both variants, docs/jobs.md). Dates are yyyy-MM-dd, both null for a job
 * without dates. Times, crew and assets live on the job's first task.
 */
@Entity('job')
@Index('job_account_dates', ['accountId', 'startDate', 'endDate'])
@Index('job_account_number', ['accountId', 'number'])
// Ready to Invoice's jobs, newest first, and their count on the invoicing overview.
@Index('job_account_ready_created', ['accountId', 'createdAt', 'id'], { where: '"is_ready_for_invoice"' })
// A GiST index over the job's days, made by migration JobPeriodIndexes (TypeORM cannot declare it).
@Index('job_account_period', { synchronize: false })
export class Job extends TenantEntity {
  @Column('text')
  number: string;

  @Column('text')
  name: string;

  @Column('text', { default: 'SCHEDULED' })
  status: JobStatus;

  @Column('date', { nullable: true })
  startDate: string | null;

  @Column('date', { nullable: true })
  endDate: string | null;

  @Column('text', { default: '' })
  notes: string;

  @Column('uuid', { array: true, default: () => "'{}'" })
  branchIds: string[];

  @Column('uuid', { array: true, default: () => "'{}'" })
  divisionIds: string[];

  @Column('uuid', { nullable: true })
  colorId: string | null;

  @ManyToOne(() => Color, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'color_id' })
  color?: Color;

  @Column('jsonb', { default: () => "'{}'" })
  customer: JobCustomer;

  @Column('jsonb', { nullable: true })
  location: JobLocation | null;

  @Column('text', { nullable: true })
  timezone: string | null;

  /** User ids. */
  @Column('uuid', { array: true, default: () => "'{}'" })
  projectOwner: string[];

  /** User ids. */
  @Column('uuid', { array: true, default: () => "'{}'" })
  salesPerson: string[];

  @Column('text', { default: 'JOB_END' })
  billingFrequency: BillingFrequency;

  @Column('boolean', { default: false })
  isReadyForInvoice: boolean;

  @Column('bigint', { nullable: true, transformer: bigintAsNumber })
  quotedCostCents: number | null;

  @Column('uuid', { nullable: true })
  quoteId: string | null;

  @Column('text', { nullable: true })
  jobType: string | null;
}
