import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { MailService } from './mail.service.js';
import { OutboxAttachment } from './outbox-attachment.entity.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const MAIL_ENTITIES = [OutboxMessage, OutboxAttachment];

@Module({
  imports: [TypeOrmModule.forFeature(MAIL_ENTITIES)],
  providers: [
    tenantRepositoryProvider(OutboxMessage, NOT_FOUND.message),
    tenantRepositoryProvider(OutboxAttachment, NOT_FOUND.message),
    MailService,
  ],
  exports: [MailService],
})
export class MailModule {}
