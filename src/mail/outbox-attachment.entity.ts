import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { OutboxMessage } from './outbox-message.entity.js';

/**
 * A file sent with an outbox message (a submission's PDF): its name, type, size and bytes, kept with the message so
 * that a message queued in a transaction is delivered after the commit with its files. The bytes are read only when
 * the message is delivered (`select: false`).
 */
@Entity('outbox_attachment')
@Index('outbox_attachment_account_message', ['accountId', 'outboxMessageId', 'position'])
export class OutboxAttachment extends TenantEntity {
  @Column('uuid')
  outboxMessageId: string;

  @ManyToOne(() => OutboxMessage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'outbox_message_id' })
  outboxMessage?: OutboxMessage;

  /** The attachment's place in the message, from 0. */
  @Column('integer')
  position: number;

  @Column('text')
  filename: string;

  @Column('text')
  contentType: string;

  @Column('integer')
  sizeBytes: number;

  @Column('bytea', { select: false })
  content?: Buffer;
}
