import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import type { Access } from '../common/auth/permissions.js';
import { InvalidFieldsError } from '../common/errors/domain-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { inTransaction } from '../database/transactions.js';
import { newSecret } from '../auth/one-time-token.js';
import {
  FormSubmissionsService,
  type SubmissionTemplate,
  type SubmissionView,
} from '../forms/submissions/form-submissions.service.js';
import { customerDocumentTitle, type CustomerDocument } from '../forms/engine/form-type-policy.js';
import { FormTypePolicies } from '../forms/submissions/form-type-policies.js';
import { assertSubmissionAccess, type SubmissionUse } from '../forms/submissions/submission-rules.js';
import { MailService, MAX_ATTACHMENT_BYTES, type DeliveryOutcome, type MailAttachment } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import { DocumentLink, DocumentSend, type DocumentKind } from './document-link.entity.js';
import { recipientsOf, type SendFormSubmissionInput } from './dto/document-bodies.js';
import { DOCUMENT_SEND_MAIL, MAIL_NOT_CONFIGURED, NOT_SENDABLE } from './document-rules.js';

const DAY_MS = 86_400_000;

/** A quote or an invoice of the caller's account, with what kind it is and how it is sent. */
export interface SentDocument {
  submission: SubmissionView;
  template: SubmissionTemplate;
  kind: DocumentKind;
  sending: CustomerDocument;
}

export interface DocumentHistory {
  sends: DocumentSend[];
  links: DocumentLink[];
}

/**
 * Quotes and invoices sent to customers (docs/billing.md, Sending to the customer): each send makes a link
 * (`/d/{token}`, the token kept only as its SHA-256) and queues one e-mail with the PDF and the link, in one
 * transaction; the mail module reports each delivery attempt back (`DOCUMENT_SEND_MAIL`), which the send records,
 * and an invoice becomes Sent once the mail server accepted it. Statuses change through the submissions' edit only.
 */
@Injectable()
export class DocumentLinksService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly submissions: FormSubmissionsService,
    private readonly policies: FormTypePolicies,
    private readonly mail: MailService,
    private readonly users: UsersService,
    @InjectTenantRepository(DocumentLink) private readonly links: TenantRepository<DocumentLink>,
    @InjectTenantRepository(DocumentSend) private readonly sends: TenantRepository<DocumentSend>,
  ) {}

  onModuleInit(): void {
    this.mail.onDelivery(DOCUMENT_SEND_MAIL, (outcome) => this.delivered(outcome));
  }

  /**
   * The caller's quote or invoice: 404 for a missing one or another account's, 403 without the permission its form
   * type gives this use (quotes web:quoting to send, invoices web:invoice), 400 for any other form's submission.
   */
  async document(access: Access, id: string, use: SubmissionUse): Promise<SentDocument> {
    const { submission, template } = await this.submissions.withTemplate(access, id);
    const policy = this.policies.policyOf(template.formTypeSlug);
    assertSubmissionAccess(access, policy, use);
    if (!policy.customerDocument) throw new InvalidFieldsError({ id: [NOT_SENDABLE] });
    return { submission, template, kind: policy.slug, sending: policy.customerDocument };
  }

  /**
   * The access the link of a document acts with: the user who made it, with the permission to write that kind of
   * document only; what a customer does through the link (read it, answer a quote) is done in that user's name.
   */
  linkAccess(link: Pick<DocumentLink, 'accountId' | 'kind' | 'createdBy'>): Access {
    const policy = this.policies.policyOf(link.kind);
    return {
      userId: link.createdBy,
      accountId: link.accountId,
      divisionIds: [],
      permissions: [...policy.scopes.write],
    };
  }

  /** The customer's address of a token: where the SPA shows the document. */
  url(token: string): string {
    return `${this.config.publicUrl}/d/${token}`;
  }

  /**
   * sendFormSubmission: a new link, and an e-mail to the recipients with the PDF and the link (queued in the
   * transaction that records the send). A draft quote becomes Sent first, so the customer's PDF says so.
   */
  async send(access: Access, body: SendFormSubmissionInput): Promise<{ link: string }> {
    const to = recipientsOf(body);
    const { submission, kind, sending } = await this.document(access, body.id, 'write');
    const { sent } = sending;
    if (sent.when === 'sending' && sent.from.includes(submission.status)) {
      await this.changeStatus(access, submission.id, sent.status, `Sent to ${to.join(', ')}.`);
    }
    const pdf = await this.submissions.pdf(access, submission.id);
    const sender = await this.users.profile(access);
    const { link, values } = this.newLink(access, submission, kind, sender.email);
    const attachments: MailAttachment[] =
      pdf.bytes.length <= MAX_ATTACHMENT_BYTES
        ? [{ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes }]
        : [];
    const title = customerDocumentTitle(sending, submission.number);
    const text = [
      body.message.trim(),
      `View ${title} online: ${link}`,
      `The link works until ${values.expiresAt.toUTCString()}.`,
      attachments.length ? 'The PDF is attached.' : 'The PDF can be downloaded from the link.',
    ]
      .filter(Boolean)
      .join('\n\n');
    const { accountId } = submission;
    await inTransaction(this.dataSource, async (manager) => {
      const made = await this.links.with(manager).create(accountId, values);
      const send = await this.sends.with(manager).create(accountId, {
        formSubmissionId: submission.id,
        linkId: made.id,
        recipients: to,
        subject: body.subject,
        message: body.message,
        sentBy: access.userId,
        sentByName: [sender.firstName, sender.lastName].filter(Boolean).join(' '),
        delivery: 'queued',
        deliveredAt: null,
        error: null,
      });
      await this.mail.send(
        { accountId },
        {
          to: to.join(', '),
          subject: body.subject,
          text: `${text}\n`,
          attachments,
          purpose: { name: DOCUMENT_SEND_MAIL, id: send.id },
        },
        manager,
      );
    });
    return { link };
  }

  /** createFormSubmissionLink ("Copy link"): a new link without an e-mail; older links keep working. */
  async createLink(access: Access, id: string): Promise<{ link: string }> {
    const { submission, kind } = await this.document(access, id, 'write');
    const { email } = await this.users.profile(access);
    const { link, values } = this.newLink(access, submission, kind, email);
    await this.links.create(submission.accountId, values);
    return { link };
  }

  /** A new link of the document (its address, and its row: the token's hash only), working DOCUMENT_LINK_TTL_DAYS. */
  private newLink(access: Access, submission: SubmissionView, kind: DocumentKind, email: string | null) {
    const { secret, secretHash } = newSecret();
    const values = {
      formSubmissionId: submission.id,
      kind,
      tokenHash: secretHash,
      expiresAt: new Date(Date.now() + this.config.documentLinkTtlDays * DAY_MS),
      revokedAt: null,
      createdBy: access.userId,
      createdByEmail: email,
    };
    return { link: this.url(secret), values };
  }

  /** revokeFormSubmissionLink: every link of the document stops working now; answers how many were working. */
  async revoke(access: Access, id: string): Promise<number> {
    const { submission } = await this.document(access, id, 'write');
    return this.links.updateWhere(
      submission.accountId,
      { formSubmissionId: submission.id, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      { revokedAt: new Date() },
    );
  }

  /** The document's sends and links, newest first (the detail pages' Sent history). */
  async history(access: Access, id: string): Promise<DocumentHistory> {
    const { submission } = await this.document(access, id, 'read');
    const where = { formSubmissionId: submission.id };
    const order = { createdAt: 'DESC', id: 'DESC' } as const;
    const [sends, links] = await Promise.all([
      this.sends.find(submission.accountId, { where, order }),
      this.links.find(submission.accountId, { where, order }),
    ]);
    return { sends, links };
  }

  /** The status of a quote or an invoice, through the submissions' edit (its audit entry, the invoice's record). */
  async changeStatus(access: Access, id: string, status: string, changeNotes: string): Promise<void> {
    await this.submissions.edit(access, null, id, { data: { status }, changeNotes });
  }

  /**
   * A delivery attempt of a send's e-mail: recorded on the send; an accepted invoice becomes Sent (unless paid or
   * voided meanwhile). Runs again for an accepted message when its job is retried: nothing changes twice.
   */
  private async delivered({ accountId, purposeId, sentAt, error }: DeliveryOutcome): Promise<void> {
    const send = await this.sends.findOne(accountId, { id: purposeId });
    if (!send) return;
    const delivery = sentAt ? 'accepted' : error ? 'failed' : 'outbox';
    await this.sends.update(accountId, send.id, {
      delivery,
      deliveredAt: sentAt,
      error: delivery === 'outbox' ? MAIL_NOT_CONFIGURED : error,
    });
    if (!sentAt) return;
    const link = await this.links.findOne(accountId, { id: send.linkId });
    const sent = link && this.policies.policyOf(link.kind).customerDocument?.sent;
    if (!link || sent?.when !== 'accepted') return;
    const access = this.linkAccess({ ...link, createdBy: send.sentBy });
    const document = await this.submissions.get(access, null, send.formSubmissionId);
    if (sent.from.includes(document.status)) {
      await this.changeStatus(
        access,
        document.id,
        sent.status,
        `Sent to ${send.recipients.join(', ')} (accepted by the mail server).`,
      );
    }
  }
}
