import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { DocumentHistoryModel, DocumentLinkPayload, RevokeDocumentLinksPayload } from './document-links.models.js';
import { SendFormSubmissionInput } from './dto/document-bodies.js';
import { DocumentLinksService } from './document-links.service.js';

/** Quotes (web:quoting) and invoices (web:invoice): the service checks the document's own permission. */
const DOCUMENT_SCOPES = ['web:quoting', 'web:invoice'] as const;

/** Sending quotes and invoices to customers, their links and the sent history (docs/billing.md). */
@Resolver()
export class DocumentLinksResolver {
  constructor(private readonly documents: DocumentLinksService) {}

  @Mutation(() => DocumentLinkPayload, {
    description:
      'E-mails the PDF and a new link to the recipients; a draft quote becomes Sent, an invoice once accepted',
  })
  @RequireScopes(...DOCUMENT_SCOPES)
  async sendFormSubmission(
    @CurrentAccess() access: Access,
    @Args('input') input: SendFormSubmissionInput,
  ): Promise<DocumentLinkPayload> {
    const { link } = await this.documents.send(access, input);
    return { code: 200, success: true, message: 'The e-mail is on its way.', link };
  }

  @Mutation(() => DocumentLinkPayload, { description: 'A new customer link without an e-mail (Copy link)' })
  @RequireScopes(...DOCUMENT_SCOPES)
  async createFormSubmissionLink(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DocumentLinkPayload> {
    const { link } = await this.documents.createLink(access, id);
    return { code: 200, success: true, message: 'Link created.', link };
  }

  @Mutation(() => RevokeDocumentLinksPayload, { description: 'Every customer link of the document stops working now' })
  @RequireScopes(...DOCUMENT_SCOPES)
  async revokeFormSubmissionLink(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<RevokeDocumentLinksPayload> {
    const count = await this.documents.revoke(access, id);
    return { code: 200, success: true, message: count ? 'The link no longer works.' : 'No link was working.' };
  }

  @Query(() => DocumentHistoryModel, { description: 'What was sent to whom and how it went, and the links' })
  @RequireScopes(...DOCUMENT_SCOPES)
  async formSubmissionSendHistory(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DocumentHistoryModel> {
    const { sends, links } = await this.documents.history(access, id);
    const now = Date.now();
    return {
      sends,
      links: links.map((link) => ({ ...link, active: !link.revokedAt && link.expiresAt.getTime() > now })),
    };
  }
}
