import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { FilesModule } from '../files/files.module.js';
import { FormsModule } from '../forms/forms.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { CustomerDocumentsService } from './customer-documents.service.js';
import { DocumentLink, DocumentSend } from './document-link.entity.js';
import { DocumentLinksResolver } from './document-links.resolver.js';
import { DocumentLinksService } from './document-links.service.js';
import { PublicDocumentsController, PublicDocumentsLimit } from './public-documents.controller.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const DOCUMENT_LINKS_ENTITIES = [DocumentLink, DocumentSend];

/**
 * Quotes and invoices sent to customers, their links and the customer's page (docs/billing.md, Sending to the
 * customer). The worker imports it too: it hears how the document e-mails were delivered.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(DOCUMENT_LINKS_ENTITIES),
    AccountsModule,
    FilesModule,
    FormsModule,
    MailModule,
    UsersModule,
  ],
  controllers: [PublicDocumentsController],
  providers: [
    tenantRepositoryProvider(DocumentLink, NOT_FOUND.formSubmission),
    tenantRepositoryProvider(DocumentSend, NOT_FOUND.formSubmission),
    DocumentLinksService,
    CustomerDocumentsService,
    DocumentLinksResolver,
    PublicDocumentsLimit,
  ],
})
export class DocumentLinksModule {}
