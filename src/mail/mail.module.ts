import { Module } from '@nestjs/common';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { MailService } from './mail.service.js';
import { OutboxMessage } from './outbox-message.entity.js';

@Module({
  providers: [tenantRepositoryProvider(OutboxMessage, 'Message not found.'), MailService],
  exports: [MailService],
})
export class MailModule {}
