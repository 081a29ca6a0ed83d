import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountAccess } from '../common/auth/permissions.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { JOBS } from '../queue/jobs.js';
import { QueueService, type JobData, type JobFailure } from '../queue/queue.service.js';
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
  /** One address, or several separated by commas (one message to all of them). */
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Reports each delivery attempt to the handler registered for `name` (onDelivery), about the record `id`. */
  purpose?: { name: string; id: string };
}

/** How an attempt to deliver a message with a purpose went: accepted by the mail server (`sentAt`), or `error`. */
export interface DeliveryOutcome {
  accountId: string;
  /** The record the message was sent for (`purpose.id`). */
  purposeId: string;
  sentAt: Date | null;
  error: string | null;
}

/**
 * What a module does when a message it sent for a purpose was accepted or refused: runs after each delivery attempt
 * in the process that delivered it, so a module that registers one must be in the worker's modules (src/worker.ts).
 * It may run again for the same outcome (a job retried after the handler failed): make it idempotent. Throwing
 * retries the delivery job, which does not send an accepted message again.
 */
export type DeliveryHandler = (outcome: DeliveryOutcome) => Promise<void>;

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

/** The outbox row's error when pg-boss gave up on a delivery by its timeout (a mail server that stopped answering). */
export const MAIL_TIMED_OUT = `The mail server did not answer within ${JOBS.mailDelivery.timeoutSeconds} seconds.`;

/** The job that delivers a stored message (JOBS.mailDelivery). */
interface MailDelivery extends JobData {
  accountId: string;
  messageId: string;
}

/**
 * Every message is stored in the outbox first, its attachments (name, type, size and bytes) in `outbox_attachment`,
 * with a delivery job in the same transaction; a worker then delivers it with SMTP_URL, else only logs it. The outbox
 * row keeps the outcome: `sentAt` once the mail server accepted it, else the last attempt's `error`.
 */
@Injectable()
export class MailService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  /** The SMTP transport, made at the first delivery: nodemailer is imported then, not at start (docs/performance.md). */
  private transport: Promise<Transporter> | null = null;
  private readonly handlers = new Map<string, DeliveryHandler>();

  constructor(
    @InjectTenantRepository(OutboxMessage) private readonly outbox: TenantRepository<OutboxMessage>,
    @InjectTenantRepository(OutboxAttachment) private readonly attachments: TenantRepository<OutboxAttachment>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly queue: QueueService,
  ) {}

  onModuleInit(): void {
    this.queue.define<MailDelivery>(
      JOBS.mailDelivery,
      (job) => this.deliverStored(job),
      (job, failure) => this.deliveryFailed(job, failure),
    );
  }

  async onModuleDestroy(): Promise<void> {
    (await this.transport?.catch(() => null))?.close();
  }

  /** Registers what hears how messages sent for `purpose` were delivered (a module's onModuleInit). */
  onDelivery(purpose: string, handler: DeliveryHandler): void {
    if (this.handlers.has(purpose)) throw new Error(`The mail purpose ${purpose} has a delivery handler already`);
    this.handlers.set(purpose, handler);
  }

  /**
   * Stores the message in the caller's account, in the caller's transaction when given, and queues its delivery: it
   * goes out once that transaction has committed.
   */
  send(access: AccountAccess, message: MailMessage, manager?: EntityManager): Promise<OutboxMessage> {
    const mail = withOneLineHeaders(message);
    const write = async (tx: EntityManager) => {
      const stored = await this.store(tx, access.accountId, mail);
      const delivery = { accountId: stored.accountId, messageId: stored.id, requestId: access.requestId ?? null };
      await this.queue.send<MailDelivery>(JOBS.mailDelivery, delivery, tx);
      return stored;
    };
    return manager ? write(manager) : inTransaction(this.dataSource, write);
  }

  /**
   * The delivery job: a message already accepted is not sent again; a failure is recorded, then retried. Each
   * outcome (an accepted one again, when the job runs again) goes to its purpose's handler.
   */
  private async deliverStored({ accountId, messageId }: MailDelivery): Promise<void> {
    const message = await this.outbox.findOne(accountId, { id: messageId });
    if (!message) return;
    const delivered = message.sentAt ? message : await this.deliver(message);
    await this.report(delivered);
    if (delivered.error) throw new Error(delivered.error);
  }

  /**
   * The delivery job ended in its dead-letter queue: a message still not accepted says so on its outbox row (a
   * timed-out attempt recorded nothing itself), and its purpose's handler hears it. Earlier failed attempts recorded
   * their own error.
   */
  private async deliveryFailed({ accountId, messageId }: MailDelivery, failure: JobFailure): Promise<void> {
    if (!failure.final) return;
    const message = await this.outbox.findOne(accountId, { id: messageId });
    if (!message || message.sentAt) return;
    const error = failure.timedOut ? MAIL_TIMED_OUT : (message.error ?? failure.message);
    await this.report(await this.outbox.update(accountId, messageId, { error }));
  }

  /** Tells the handler of the message's purpose, if it has one, how its delivery went. */
  private async report({ accountId, purpose, purposeId, sentAt, error }: OutboxMessage): Promise<void> {
    if (!purpose || !purposeId) return;
    const handler = this.handlers.get(purpose);
    if (!handler) throw new Error(`No delivery handler for the mail purpose ${purpose}`);
    await handler({ accountId, purposeId, sentAt, error });
  }

  /** Sends a stored message with its attachments and records the outcome; a delivery failure is recorded. */
  private async deliver(message: OutboxMessage): Promise<OutboxMessage> {
    const { smtpUrl } = this.config;
    if (!smtpUrl) {
      const files = await this.stored(message, false);
      const list = files.length ? ` [attached: ${files.map((file) => file.filename).join(', ')}]` : '';
      this.logger.log(
        `Mail to ${message.to} (SMTP_URL not set, kept in the outbox): ${message.subject}${list}\n${message.text}`,
      );
      return message;
    }
    const { to, subject, text, html } = message;
    try {
      const files = await this.stored(message, true);
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
      message.error = null;
    } catch (error) {
      message.error = error instanceof Error ? error.message : String(error);
      this.logger.error(`Mail to ${to} failed: ${message.error}`);
    }
    return this.outbox.update(message.accountId, message.id, { sentAt: message.sentAt, error: message.error });
  }

  /** The message and its attachments, in the caller's transaction. */
  private async store(tx: EntityManager, accountId: string, message: MailMessage): Promise<OutboxMessage> {
    const { attachments = [], purpose, ...mail } = message;
    const bytes = attachmentBytes(attachments);
    if (bytes > MAX_ATTACHMENT_BYTES) {
      throw new Error(`A message's attachments hold at most ${MAX_ATTACHMENT_BYTES} bytes, not ${bytes}`);
    }
    const stored = await this.outbox.with(tx).create(accountId, {
      ...mail,
      html: mail.html ?? null,
      purpose: purpose?.name ?? null,
      purposeId: purpose?.id ?? null,
    });
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
