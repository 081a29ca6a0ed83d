import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service.js';
import type { Access } from '../common/auth/permissions.js';
import { ConflictError, NotFoundError } from '../common/errors/domain-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { QUOTE_ANSWER_LOCK, withAdvisoryLock } from '../database/advisory-lock.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { sha256 } from '../auth/one-time-token.js';
import { FilesService } from '../files/files.service.js';
import type { FormTemplate as EngineTemplate } from '../forms/engine/index.js';
import { formDocumentContext } from '../forms/pdf/form-document.js';
import { formFields, isLineItemField } from '../forms/pdf/form-fields.js';
import { customerDocumentTitle, isAnswerable } from '../forms/engine/form-type-policy.js';
import { FormSubmissionsService } from '../forms/submissions/form-submissions.service.js';
import { FormTypePolicies } from '../forms/submissions/form-type-policies.js';
import type { SubmissionPdf } from '../forms/submissions/submission-pdf.service.js';
import { MailService } from '../mail/mail.service.js';
import { DocumentLink, type DocumentAnswer } from './document-link.entity.js';
import { DocumentLinksService } from './document-links.service.js';
import type { ApproveDocumentBody, RejectDocumentBody } from './dto/document-bodies.js';
import type { PublicDocument } from './public-document.model.js';
import { ALREADY_ANSWERED, LINK_NOT_VALID, ONLY_QUOTES_ANSWERED, pngBytes, TOKEN_PATTERN } from './document-rules.js';

/** How the customer answered, as kept on the link. */
type LinkAnswer = Pick<DocumentLink, 'answeredBy' | 'answeredFrom'> &
  Partial<Pick<DocumentLink, 'reason' | 'signatureKey'>> & { answer: DocumentAnswer };

/**
 * The customer's side of a link (GET/POST /api/public/documents/{token}, no sign-in): the one document the link
 * names, read and answered with the access of the user who made the link (DocumentLinksService.linkAccess). An
 * unknown, revoked or expired token is 404 "This link is no longer valid.".
 */
@Injectable()
export class CustomerDocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly documents: DocumentLinksService,
    private readonly submissions: FormSubmissionsService,
    private readonly policies: FormTypePolicies,
    private readonly accounts: AccountsService,
    private readonly files: FilesService,
    private readonly mail: MailService,
    @InjectTenantRepository(DocumentLink) private readonly links: TenantRepository<DocumentLink>,
  ) {}

  /** The working link of a token, found by the token's hash across accounts (a token names its account). */
  private async link(token: string): Promise<{ link: DocumentLink; access: Access }> {
    const link = TOKEN_PATTERN.test(token)
      ? await this.dataSource.getRepository(DocumentLink).findOneBy({
          tokenHash: sha256(token),
          revokedAt: IsNull(),
          expiresAt: MoreThan(new Date()),
        })
      : null;
    if (!link) throw new NotFoundError(LINK_NOT_VALID);
    return { link, access: this.documents.linkAccess(link) };
  }

  /** The document as its link shows it (404 as `link`, also when the document is gone). */
  async view(token: string): Promise<PublicDocument> {
    const { link, access } = await this.link(token);
    const { submission, template } = await this.read(link, access);
    const engine = template as unknown as EngineTemplate;
    const context = formDocumentContext(engine, submission);
    const fields = Object.values(context.fields);
    const customer = fields.find((field) => /customer/i.test(field.label) && !field.empty && field.kind === 'text');
    const lineItems = fields.find(isLineItemField);
    const { account } = await this.accounts.profileAccount(access, []);
    const policy = this.policies.policyOf(link.kind);
    return {
      companyName: account.name,
      kind: link.kind,
      documentName: customerDocumentTitle(policy.customerDocument!, submission.number),
      title: template.name,
      number: submission.number,
      status: submission.status,
      statusLabel: context.info.status,
      date: context.info.date,
      customerName: customer?.value ?? null,
      lines: {
        columns: lineItems?.columns ?? [],
        rows: (lineItems?.rows ?? []).map((cells) => cells.map((cell) => cell.value)),
      },
      totals: context.totals,
      answerable: isAnswerable(policy, submission.status),
      expiresAt: link.expiresAt,
    };
  }

  /** The document's PDF as it is now (the download's: stored, or made now). */
  async pdf(token: string): Promise<SubmissionPdf> {
    const { link, access } = await this.link(token);
    await this.read(link, access);
    return this.submissions.pdf(access, link.formSubmissionId);
  }

  /**
   * The customer approves the quote: the signature is stored (a PNG, attached to the quote) and written to the
   * quote's first signature field with the name in its "Accepted by" field, and the quote becomes accepted, in one
   * edit whose note names the customer and the address; the sender is mailed.
   */
  async approve(token: string, { name, signature }: ApproveDocumentBody, address: string): Promise<PublicDocument> {
    const { link, access } = await this.link(token);
    await this.answerOnce(link, access, async ({ submission, template }) => {
      const { key } = await this.files.storeGenerated(access, {
        purpose: 'document-signature',
        contentType: 'image/png',
        fileName: 'signature.png',
        bytes: pngBytes(signature)!,
        owner: { type: 'form-submission', id: submission.id },
      });
      const byType = [...formFields(template as unknown as EngineTemplate).values()];
      const signatureField = byType.find((field) => field.type === 'SignatureField');
      const nameField = byType.find(
        (field) => field.type === 'TextField' && /accepted by|signed by/i.test(field.label),
      );
      const fields = [
        ...(signatureField ? [{ id: signatureField.id, value: { key, dataUrl: signature } }] : []),
        ...(nameField ? [{ id: nameField.id, value: name }] : []),
      ];
      try {
        await this.submissions.edit(access, null, submission.id, {
          ...(fields.length ? { fields } : {}),
          data: { status: 'accepted' },
          changeNotes: `Accepted by ${name} on the customer page, from ${address}.`,
        });
      } catch (error) {
        await this.files.discard([key]);
        throw error;
      }
      return { answer: 'accepted', answeredBy: name, answeredFrom: address, signatureKey: key };
    });
    return this.view(token);
  }

  /** The customer rejects the quote with a reason: the quote becomes rejected, noted with the name and address. */
  async reject(token: string, { name, reason }: RejectDocumentBody, address: string): Promise<PublicDocument> {
    const { link, access } = await this.link(token);
    await this.answerOnce(link, access, async ({ submission }) => {
      await this.submissions.edit(access, null, submission.id, {
        data: { status: 'rejected' },
        changeNotes: `Rejected by ${name} on the customer page, from ${address}: ${reason}`,
      });
      return { answer: 'rejected', answeredBy: name, answeredFrom: address, reason };
    });
    return this.view(token);
  }

  /** The link's document; a document deleted since (its links go with it, but a read may race) is the same 404. */
  private async read(link: DocumentLink, access: Access) {
    try {
      return await this.submissions.withTemplate(access, link.formSubmissionId);
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError(LINK_NOT_VALID);
      throw error;
    }
  }

  /**
   * Answers the quote while it may still be answered (409 for an invoice, or a quote accepted or rejected already),
   * under QUOTE_ANSWER_LOCK: of two answers at once (two links, two clicks, two servers) the second finds the quote
   * answered. Then records the answer on the link and mails the user who sent it.
   */
  private async answerOnce(
    link: DocumentLink,
    access: Access,
    answer: (document: Awaited<ReturnType<CustomerDocumentsService['read']>>) => Promise<LinkAnswer>,
  ): Promise<void> {
    const policy = this.policies.policyOf(link.kind);
    if (!policy.customerDocument?.answered) throw new ConflictError(ONLY_QUOTES_ANSWERED);
    const given = await withAdvisoryLock(this.dataSource, QUOTE_ANSWER_LOCK, async () => {
      const document = await this.read(link, access);
      if (!isAnswerable(policy, document.submission.status)) throw new ConflictError(ALREADY_ANSWERED);
      const made = await answer(document);
      await this.links.update(link.accountId, link.id, { ...made, answeredAt: new Date() });
      return made;
    });
    await this.answered(link, given);
  }

  /** Mails the user who sent the link how the customer answered. */
  private async answered(link: DocumentLink, answer: LinkAnswer): Promise<void> {
    if (!link.createdByEmail) return;
    const { submission, template } = await this.read(link, this.documents.linkAccess(link));
    const title = `Quote #${submission.number}`;
    const lines = [
      `${title} was ${answer.answer} by ${answer.answeredBy} on ${new Date().toUTCString()}, from ${answer.answeredFrom}.`,
      answer.reason ? `Reason: ${answer.reason}` : '',
      `Open it: ${this.config.publicUrl}/quoting/quote-detail?formId=${template.id}&formSubmissionId=${submission.id}`,
    ];
    await this.mail.send(
      { accountId: link.accountId },
      {
        to: link.createdByEmail,
        subject: `${title} ${answer.answer} by ${answer.answeredBy}`,
        text: `${lines.filter(Boolean).join('\n\n')}\n`,
      },
    );
  }
}
