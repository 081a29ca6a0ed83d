import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountAccess } from '../common/auth/permissions.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { OutboxAttachment } from './outbox-attachment.entity.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { inTransaction } from '../database/transactions.js';

/** A file sent with a message. */
export interface MailAttachment {
  /** The name the recipient sees (`Daily Crane Timecard 12.pdf`). */
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** The most a message's attachments may hold together: what mail servers commonly accept, with room for encoding. */
export const MAX_ATTACHMENT_BYTES = 10_000_000;

/** The bytes of a message's attachments together. */
export const attachmentBytes = (attachments: readonly MailAttachment[] = []): number =>
  attachments.reduce((sum, attachment) => sum + attachment.content.length, 0);

/** A value for a header (recipient, subject, file name) on one line: line breaks could start headers of their own. */
const headerValue = (value: string): string => value.replace(/\s*[\r\n\u0085\u2028\u2029]+\s*/g, ' ');

/** The message with every header value on one line, as it is stored and sent. */
const withOneLineHeaders = ({ attachments, ...message }: MailMessage): MailMessage => ({
  ...message,
  to: headerValue(message.to),
  subject: headerValue(message.subject),
  ...(attachments
    ? { attachments: attachments.map((file) => ({ ...file, filename: headerValue(file.filename) })) }
    : {}),
});

/**
 * Every message is stored in the outbox first, its attachments (name, type, size and bytes) in `outbox_attachment`;
 * with SMTP_URL it is then delivered, else only logged.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  /** The SMTP transport, made at the first delivery: nodemailer is imported then, not at start (docs/performance.md). */
  private transport: Promise<Transporter> | null = null;

  constructor(
    @InjectTenantRepository(OutboxMessage) private readonly outbox: TenantRepository<OutboxMessage>,
    @InjectTenantRepository(OutboxAttachment) private readonly attachments: TenantRepository<OutboxAttachment>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onModuleDestroy(): Promise<void> {
    (await this.transport?.catch(() => null))?.close();
  }

  /** Stores the message in the caller's account and delivers it. */
  async send(access: AccountAccess, message: MailMessage): Promise<OutboxMessage> {
    const mail = withOneLineHeaders(message);
    const stored = await this.store(null, access.accountId, mail);
    return this.deliver(stored, mail.attachments ?? []);
  }

  /** Stores the message in the caller's transaction; deliver it once that transaction has committed. */
  queue(access: AccountAccess, message: MailMessage, manager: EntityManager): Promise<OutboxMessage> {
    return this.store(manager, access.accountId, withOneLineHeaders(message));
  }

  /**
   * Sends a queued message and records the outcome; a delivery failure is recorded, never thrown. The attachments
   * are read from the outbox unless given.
   */
  async deliver(message: OutboxMessage, attachments?: readonly MailAttachment[]): Promise<OutboxMessage> {
    const { smtpUrl } = this.config;
    if (!smtpUrl) {
      const files = attachments ?? (await this.stored(message, false));
      const list = files.length ? ` [attached: ${files.map((file) => file.filename).join(', ')}]` : '';
      this.logger.log(
        `Mail to ${message.to} (SMTP_URL not set, kept in the outbox): ${message.subject}${list}\n${message.text}`,
      );
      return message;
    }
    const { to, subject, text, html } = message;
    try {
      const files = attachments ?? (await this.stored(message, true));
      this.transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl));
      await (
        await this.transport
      ).sendMail({
        from: this.config.mailFrom,
        to,
        subject,
        text,
        html: html ?? undefined,
        attachments: files.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      });
      message.sentAt = new Date();
    } catch (error) {
      message.error = error instanceof Error ? error.message : String(error);
      this.logger.error(`Mail to ${to} failed: ${message.error}`);
    }
    return this.outbox.update(message.accountId, message.id, { sentAt: message.sentAt, error: message.error });
  }

  /** The message and its attachments, in one transaction (the caller's, else one of its own). */
  private async store(manager: EntityManager | null, accountId: string, message: MailMessage): Promise<OutboxMessage> {
    const { attachments = [], ...mail } = message;
    const bytes = attachmentBytes(attachments);
    if (bytes > MAX_ATTACHMENT_BYTES) {
      throw new Error(`A message's attachments hold at most ${MAX_ATTACHMENT_BYTES} bytes, not ${bytes}`);
    }
    const write = async (tx: EntityManager) => {
      const stored = await this.outbox.with(tx).create(accountId, { ...mail, html: mail.html ?? null });
      await this.attachments.with(tx).insertMany(
        accountId,
        attachments.map(({ filename, contentType, content }, position) => ({
          outboxMessageId: stored.id,
          position,
          filename,
          contentType,
          sizeBytes: content.length,
          content,
        })),
      );
      return stored;
    };
    return manager ? write(manager) : inTransaction(this.dataSource, write);
  }

  /** The attachments of a stored message, in order; with their bytes only when `withContent`. */
  private async stored(message: OutboxMessage, withContent: boolean): Promise<MailAttachment[]> {
    const query = this.attachments
      .query(message.accountId, 'a')
      .andWhere('a.outboxMessageId = :id', { id: message.id })
      .orderBy('a.position', 'ASC');
    if (withContent) query.addSelect('a.content');
    const rows = await query.getMany();
    return rows.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content: content ?? Buffer.alloc(0),
    }));
  }
}
