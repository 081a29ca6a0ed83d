import { Module } from '@nestjs/common';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { MailService } from './mail.service.js';
import { OutboxAttachment } from './outbox-attachment.entity.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

@Module({
  providers: [
    tenantRepositoryProvider(OutboxMessage, NOT_FOUND.message),
    tenantRepositoryProvider(OutboxAttachment, NOT_FOUND.message),
    MailService,
  ],
  exports: [MailService],
})
export class MailModule {}
