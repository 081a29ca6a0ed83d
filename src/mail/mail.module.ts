import { Module } from '@nestjs/common';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { MailService } from './mail.service.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

@Module({
  providers: [tenantRepositoryProvider(OutboxMessage, NOT_FOUND.message), MailService],
  exports: [MailService],
})
export class MailModule {}
