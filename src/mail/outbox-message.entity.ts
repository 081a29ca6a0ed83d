import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

/** Every message the app sends: kept here, and delivered through SMTP when SMTP_URL is set. */
@Entity('outbox_message')
@Index('outbox_message_account_created', ['accountId', 'createdAt'])
export class OutboxMessage extends TenantEntity {
  @Column('text')
  to: string;

  @Column('text')
  subject: string;

  @Column('text')
  text: string;

  @Column('text', { nullable: true })
  html: string | null;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;

  @Column('text', { nullable: true })
  error: string | null;

  /** What the message is for, when its sender wants to hear how delivery went (MailService.onDelivery). */
  @Column('text', { nullable: true })
  purpose: string | null;

  /** The sender's record the outcome is reported on (a document send's id). */
  @Column('uuid', { nullable: true })
  purposeId: string | null;
}
