import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { FormSubmission } from '../forms/submissions/form-submission.entity.js';

/**
 * What a customer link shows: the form type slug of its document (quote or invoice), one whose policy has a
 * `customerDocument` (form-type-policy.ts).
 */
export type DocumentKind = string;

/** How the customer answered a quote through its link. */
export type DocumentAnswer = 'accepted' | 'rejected';

/**
 * A customer's link to one quote or invoice (`/d/{token}`; docs/billing.md, Sending to the customer). Only the
 * SHA-256 of the token is kept, and the link is found by it. It works until `expiresAt` unless revoked; each send
 * makes a new one, and older ones keep working.
 */
@Entity('document_link')
@Index('document_link_token_hash', ['tokenHash'], { unique: true })
@Index('document_link_account_submission', ['accountId', 'formSubmissionId', 'createdAt'])
export class DocumentLink extends TenantEntity {
  @Column('uuid')
  formSubmissionId: string;

  @ManyToOne(() => FormSubmission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'form_submission_id' })
  formSubmission?: FormSubmission;

  @Column('text')
  kind: DocumentKind;

  @Column('text')
  tokenHash: string;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;

  /** The user who made the link: what the customer does through it is done in their name and mailed to them. */
  @Column('uuid')
  createdBy: string;

  @Column('text', { nullable: true })
  createdByEmail: string | null;

  @Column('text', { nullable: true })
  answer: DocumentAnswer | null;

  @Column('timestamptz', { nullable: true })
  answeredAt: Date | null;

  /** The name the customer typed. */
  @Column('text', { nullable: true })
  answeredBy: string | null;

  /** The client address the answer came from. */
  @Column('text', { nullable: true })
  answeredFrom: string | null;

  /** Why the customer rejected the quote. */
  @Column('text', { nullable: true })
  reason: string | null;

  /** The stored file of the customer's signature (a PNG, attached to the quote). */
  @Column('text', { nullable: true })
  signatureKey: string | null;
}

/** Whether the mail server took a send's message: queued, accepted, failed (why in `error`), or kept in the outbox. */
export type SendDelivery = 'queued' | 'accepted' | 'failed' | 'outbox';

/** One e-mail of a quote or invoice to the customer: what, to whom, when, and how its delivery went. */
@Entity('document_send')
@Index('document_send_account_submission', ['accountId', 'formSubmissionId', 'createdAt'])
export class DocumentSend extends TenantEntity {
  @Column('uuid')
  formSubmissionId: string;

  @ManyToOne(() => FormSubmission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'form_submission_id' })
  formSubmission?: FormSubmission;

  @Column('uuid')
  linkId: string;

  @ManyToOne(() => DocumentLink, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id' })
  link?: DocumentLink;

  @Column('text', { array: true })
  recipients: string[];

  @Column('text')
  subject: string;

  @Column('text')
  message: string;

  @Column('uuid')
  sentBy: string;

  @Column('text')
  sentByName: string;

  @Column('text')
  delivery: SendDelivery;

  /** When the mail server accepted the message. */
  @Column('timestamptz', { nullable: true })
  deliveredAt: Date | null;

  /** Why the last attempt failed. */
  @Column('text', { nullable: true })
  error: string | null;
}
