import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { OutboxMessage } from './outbox-message.entity.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Every message is stored in the outbox first; with SMTP_URL it is then delivered, else only logged. */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;

  constructor(
    @InjectTenantRepository(OutboxMessage) private readonly outbox: TenantRepository<OutboxMessage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  async send(accountId: string, message: MailMessage): Promise<OutboxMessage> {
    return this.deliver(await this.outbox.create(accountId, { ...message, html: message.html ?? null }));
  }

  /** Stores the message in the caller's transaction; deliver it once that transaction has committed. */
  queue(manager: EntityManager, accountId: string, message: MailMessage): Promise<OutboxMessage> {
    return this.outbox.with(manager).create(accountId, { ...message, html: message.html ?? null });
  }

  /** Sends a queued message and records the outcome; a delivery failure is recorded, never thrown. */
  async deliver(message: OutboxMessage): Promise<OutboxMessage> {
    if (!this.transport) {
      this.logger.log(
        `Mail to ${message.to} (SMTP_URL not set, kept in the outbox): ${message.subject}\n${message.text}`,
      );
      return message;
    }
    const { to, subject, text, html } = message;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, to, subject, text, html: html ?? undefined });
      message.sentAt = new Date();
    } catch (error) {
      message.error = error instanceof Error ? error.message : String(error);
      this.logger.error(`Mail to ${to} failed: ${message.error}`);
    }
    return this.outbox.update(message.accountId, message.id, { sentAt: message.sentAt, error: message.error });
  }
}
