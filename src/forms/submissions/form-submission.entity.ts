import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, UpdateDateColumn } from 'typeorm';
import { TenantEntity, TenantRecord } from '../../database/tenant-columns.js';
import { FormTemplate } from '../form-template.entity.js';
import { SUBMISSION_SEARCH_TEXT_SQL } from './submission-search-text.js';

/** One stored value of a submission: a template field's id and its value (spec 3 §3 Form submission fields). */
export interface SubmissionField {
  id: string;
  value: unknown;
  type?: string;
  itemType?: string;
}

/**
 * A submission of a form template (spec 3 §3): timecards, documents, and later quotes and invoices. `fields` holds
 * the values as the engine's `recompute` left them (the server recomputes every derived value on each write).
 * `localDateTime` is the submitter's wall-clock time, stored as `YYYY-MM-DDTHH:mm:ss` text (no offset; the offset is
 * `timezoneOffset`), so sorting and date filters never depend on a time zone. Indexes lead with the account and the
 * form and end with the id: each serves one keyset order of the list and search (docs/forms.md, Submissions).
 */
@Entity('form_submission')
@Index('form_submission_account_form_number', ['accountId', 'formId', 'number'], { unique: true })
@Index('form_submission_account_form_local', ['accountId', 'formId', 'localDateTime', 'id'])
@Index('form_submission_account_form_submitted', ['accountId', 'formId', 'submitDateTime', 'id'])
@Index('form_submission_account_form_created', ['accountId', 'formId', 'createdAt', 'id'])
@Index('form_submission_account_form_status_local', ['accountId', 'formId', 'status', 'localDateTime', 'id'])
@Index('form_submission_account_form_user_local', ['accountId', 'formId', 'userId', 'localDateTime', 'id'])
// The submissions of a status across forms (statusCondition, countByStatus: the invoicing overview's tiles and filters).
@Index('form_submission_account_status', ['accountId', 'status', 'id'])
@Check('form_submission_number_positive', '"number" > 0')
// The trigram index of fullTextSearch (migration SubmissionSearchText): TypeORM cannot declare it.
@Index('form_submission_search_text', { synchronize: false })
export class FormSubmission extends TenantEntity {
  @Column('uuid')
  formId: string;

  @ManyToOne(() => FormTemplate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'form_id' })
  form?: FormTemplate;

  /** 1, 2, 3 … per account and form, allocated through `form_submission_counter` in the creating transaction. */
  @Column('integer')
  number: number;

  @Column('text')
  status: string;

  @Column('jsonb', { default: () => "'[]'" })
  fields: SubmissionField[];

  /** The submitting user and the name they had then. */
  @Column('uuid')
  userId: string;

  @Column('text', { default: '' })
  userName: string;

  @Column('uuid', { nullable: true })
  lastModifiedBy: string | null;

  @Column('text')
  version: string;

  @Column('text')
  localDateTime: string;

  /** Minutes east of UTC of the submitter's clock, as sent; null when not sent. */
  @Column('integer', { nullable: true })
  timezoneOffset: number | null;

  @Column('timestamptz')
  submitDateTime: Date;

  @Column('text', { nullable: true })
  adminNotes: string | null;

  @Column('numeric', { precision: 12, scale: 2, nullable: true })
  totalHours: string | null;

  /** The form's line-item total in cents (a quote's cost, an invoice's amount); null when it has no line items. */
  @Column('bigint', { nullable: true })
  totalCents: string | null;

  /** The stored PDF (FilesService.storeGenerated), made after each create and edit. */
  @Column('text', { nullable: true })
  pdfFilePath: string | null;

  @Column('boolean', { default: false })
  hasFile: boolean;

  /** What the stored PDF was made from (`pdfDigest`, submission-pdf.service.ts): it is current while it matches. */
  @Column('text', { nullable: true })
  pdfDigest: string | null;

  /** Why the last run of its PDF job failed (shown as "PDF failed, retry"); null once the PDF is made. */
  @Column('text', { nullable: true })
  pdfError: string | null;

  /** What fullTextSearch reads (submission-search-text.ts); PostgreSQL keeps it, and it is never selected. */
  @Column({
    type: 'text',
    generatedType: 'STORED',
    asExpression: SUBMISSION_SEARCH_TEXT_SQL,
    select: false,
    insert: false,
    update: false,
    nullable: true,
  })
  searchText?: string;
}

/**
 * The last submission number of each form of an account: one row, incremented with `INSERT … ON CONFLICT DO UPDATE`
 * in the transaction that creates the submission, so concurrent creates queue on the row and never share a number.
 */
@Entity('form_submission_counter')
@Index('form_submission_counter_account_form', ['accountId', 'formId'], { unique: true })
export class FormSubmissionCounter extends TenantEntity {
  @Column('uuid')
  formId: string;

  @ManyToOne(() => FormTemplate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'form_id' })
  form?: FormTemplate;

  @Column('integer')
  lastNumber: number;
}

/** What an edit changed: each field's old and new value, and the status, admin notes or date when they changed. */
export interface DiffRecord {
  fields: { id: string; oldValue: unknown; newValue: unknown }[];
  status?: { oldValue: string; newValue: string };
  adminNotes?: { oldValue: string | null; newValue: string | null };
  localDateTime?: { oldValue: string; newValue: string };
}

/** One edit of a submission (spec 3 §3 Audit log entry), written in the edit's transaction. */
@Entity('form_submission_audit')
@Index('form_submission_audit_account_submission_created', ['accountId', 'formSubmissionId', 'createdAt', 'id'])
export class FormSubmissionAudit extends TenantRecord {
  /**
   * When the edit was applied: the time of the insert, which follows the submission's lock (not `now()`, its
   * transaction's start), so that concurrent edits are dated, and the history lists them, in the order they applied.
   */
  @CreateDateColumn({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column('uuid')
  formSubmissionId: string;

  @ManyToOne(() => FormSubmission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'form_submission_id' })
  formSubmission?: FormSubmission;

  @Column('uuid')
  userId: string;

  @Column('text', { default: '' })
  userName: string;

  @Column('text')
  changeNotes: string;

  @Column('boolean', { default: false })
  hidden: boolean;

  @Column('jsonb')
  oldRecord: Record<string, unknown>;

  @Column('jsonb')
  newRecord: Record<string, unknown>;

  @Column('jsonb')
  diffRecord: DiffRecord;
}
