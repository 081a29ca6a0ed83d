import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Access } from '../../common/auth/permissions.js';
import { InjectTenantRepository, type TenantRepository } from '../../database/tenant-repository.js';
import { FILE_STORAGE, type FileStorage } from '../../files/file-storage.js';
import { FilesService } from '../../files/files.service.js';
import { MailService, MAX_ATTACHMENT_BYTES, type MailAttachment } from '../../mail/mail.service.js';
import { FORMATTERS } from '../pdf/format.js';
import { FormPdfService, formPdfFileName, type FormPdfConfig } from '../pdf/form-pdf.js';
import type { FormTemplate as EngineTemplate } from '../engine/index.js';
import { FormConfig } from '../form-config.entity.js';
import { FormSubmission } from './form-submission.entity.js';
import type { SubmissionTemplate, SubmissionView } from './form-submissions.service.js';
import { inTransaction } from '../../database/transactions.js';

/**
 * At most this many edits' PDFs wait to be made in the background; beyond it an edit's PDF is made at its first
 * download (its stored PDF no longer matches). A new submission's PDF always waits: its e-mails go with it.
 */
const MAX_WAITING = 200;

export interface SubmissionPdf {
  fileName: string;
  bytes: Buffer;
}

/** A submission's PDF config, null for the built-in layout. */
type PdfConfig = FormPdfConfig | null;

/** Plain objects with their keys sorted: jsonb answers an object's keys in an order of its own. */
const sortedKeys = (_key: string, value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/**
 * What a submission's PDF is made from, as one SHA-256: its template, its PDF config and the submission (but for
 * the columns that name the PDF). A stored PDF is current while the submission still gives the digest it was made
 * with: an edit, a status change, a new PDF config or template all make it stale, whichever server or call made it.
 */
function pdfDigest(template: SubmissionTemplate, config: PdfConfig, submission: SubmissionView): string {
  const { pdfFilePath: _path, hasFile: _hasFile, ...shown } = submission;
  return createHash('sha256')
    .update(JSON.stringify({ template, config, submission: shown }, sortedKeys))
    .digest('hex');
}

/**
 * The PDFs of submissions (docs/pdf.md, Submission PDFs): made in the background after each create and edit, one at
 * a time (Chromium's page pool serves the interactive PDFs first), stored with FilesService.storeGenerated and noted
 * on the row (pdfFilePath, hasFile, pdfDigest) unless the submission changed meanwhile, the PDF it replaces deleted;
 * a download serves the stored PDF only while it is current, else makes it; and the notification e-mails.
 */
@Injectable()
export class SubmissionPdfService implements OnModuleDestroy {
  private readonly logger = new Logger(SubmissionPdfService.name);
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;
  private closed = false;

  constructor(
    private readonly pdfs: FormPdfService,
    private readonly files: FilesService,
    private readonly mail: MailService,
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectTenantRepository(FormSubmission) private readonly submissions: TenantRepository<FormSubmission>,
    @InjectTenantRepository(FormConfig) private readonly configs: TenantRepository<FormConfig>,
  ) {}

  onModuleDestroy(): void {
    this.closed = true;
  }

  /** Resolves when every PDF asked for so far is made (or failed). */
  idle(): Promise<void> {
    return this.queue;
  }

  /**
   * The submission's PDF showing its values as read: the stored one when it was made from them (`storedDigest` is
   * the row's `pdfDigest`), else one made now, which is then stored in its place (a failure to store is logged: the
   * caller still gets its PDF).
   */
  async current(
    access: Access,
    template: SubmissionTemplate,
    submission: SubmissionView,
    storedDigest: string | null,
  ): Promise<SubmissionPdf> {
    const config = await this.config(submission.accountId, template.id);
    const digest = pdfDigest(template, config, submission);
    if (digest === storedDigest && submission.hasFile && submission.pdfFilePath) {
      const bytes = await this.read(submission.pdfFilePath).catch((error: unknown) => {
        this.logger.warn({ err: error, key: submission.pdfFilePath }, 'Stored PDF not read: making it again');
        return null;
      });
      if (bytes) return { fileName: this.fileName(template, submission), bytes };
    }
    const pdf = await this.render(template, config, submission);
    await this.keep(access, submission, pdf, digest).catch((error: unknown) =>
      this.logger.warn(`PDF of submission ${submission.id} not stored: ${String(error)}`),
    );
    return pdf;
  }

  /**
   * Queues the PDF of this version of the submission; after a create (`notify`), the e-mails to the form's
   * notification list follow it. Never throws: a failure is logged, and the download makes the PDF.
   */
  schedule(access: Access, template: SubmissionTemplate, submission: SubmissionView, notify: boolean): void {
    if (this.closed || (!notify && this.waiting >= MAX_WAITING)) return;
    this.waiting += 1;
    this.queue = this.queue.then(async () => {
      try {
        if (!this.closed) await this.make(access, template, submission, notify);
      } catch (error) {
        this.logger.warn(`Notification e-mails of submission ${submission.id} not sent: ${String(error)}`);
      } finally {
        this.waiting -= 1;
      }
    });
  }

  /**
   * Makes and stores the PDF, unless the submission changed since (its newer version has a PDF of its own to make) or
   * its PDF is already made; then, after a create, mails it to the notification list (without it if it failed).
   */
  private async make(access: Access, template: SubmissionTemplate, submission: SubmissionView, notify: boolean) {
    const { accountId } = submission;
    let pdf: SubmissionPdf | null = null;
    try {
      const config = await this.config(accountId, template.id);
      const digest = pdfDigest(template, config, submission);
      if (notify || (await this.wanted(submission, digest))) {
        pdf = await this.render(template, config, submission);
        await this.keep(access, submission, pdf, digest);
      }
    } catch (error) {
      this.logger.warn(`PDF of submission ${submission.id} not made: ${String(error)}`);
    }
    if (notify) await this.notify(accountId, template, submission, pdf);
  }

  /** True while the row is still this version of the submission and its stored PDF was made from something else. */
  private async wanted(submission: SubmissionView, digest: string): Promise<boolean> {
    const row = await this.version(this.submissions, submission).select(['s.id', 's.pdfDigest']).getOne();
    return row !== null && row.pdfDigest !== digest;
  }

  /** The row of the submission, if it is still the version read (`updatedAt`; the API gives milliseconds). */
  private version(submissions: TenantRepository<FormSubmission>, submission: SubmissionView) {
    return submissions
      .query(submission.accountId, 's')
      .andWhere('s.id = :id', { id: submission.id })
      .andWhere("date_trunc('milliseconds', s.updatedAt) = :updatedAt", { updatedAt: submission.updatedAt });
  }

  /**
   * Stores the PDF and notes it on the row, if the row is still the version it shows; the PDF it replaces is deleted
   * (else the new one is). Under the row's lock, so that of PDFs made at once (an edit's and a download's, or two
   * servers') one is kept and every other deleted. Stored unattached, and the one replaced detached, in the row's
   * transaction: a crash in between leaves them to the cleanup, never a file that no row names.
   */
  private async keep(access: Access, submission: SubmissionView, pdf: SubmissionPdf, digest: string): Promise<void> {
    const owner = { ...access, accountId: submission.accountId };
    const { key } = await this.files.storeGenerated(owner, {
      purpose: 'generated-pdf',
      contentType: 'application/pdf',
      fileName: pdf.fileName,
      bytes: pdf.bytes,
    });
    let unused: string | null = key;
    try {
      // The key of the PDF replaced (null: none), or undefined when the row is another version by now.
      const replaced = await inTransaction(this.dataSource, async (manager) => {
        const submissions = this.submissions.with(manager);
        const row = await this.version(submissions, submission)
          .select(['s.id', 's.pdfFilePath'])
          .setLock('pessimistic_write')
          .getOne();
        if (!row) return undefined;
        await submissions.updateWhere(
          submission.accountId,
          { id: submission.id },
          { pdfFilePath: key, hasFile: true, pdfDigest: digest, updatedAt: () => 'updated_at' },
        );
        const file = { type: 'form-submission', id: submission.id, purpose: 'generated-pdf' } as const;
        await this.files.attach(owner, [key], file, manager);
        await this.files.detach(owner, [row.pdfFilePath], manager);
        return row.pdfFilePath;
      });
      if (replaced !== undefined) unused = replaced;
    } finally {
      await this.files.discard([unused]);
    }
  }

  /** The template's PDF config, null for the built-in layout. */
  private async config(accountId: string, templateId: string): Promise<PdfConfig> {
    const config = await this.configs.findOne(accountId, { formTemplateId: templateId, kind: 'pdf' });
    return (config?.config as FormPdfConfig | undefined) ?? null;
  }

  private fileName(template: SubmissionTemplate, submission: SubmissionView): string {
    return formPdfFileName(template as unknown as EngineTemplate, submission);
  }

  /** The submission's PDF from its PDF config, else the built-in layout (FormPdfService). */
  private async render(template: SubmissionTemplate, config: PdfConfig, submission: SubmissionView) {
    const engineTemplate = template as unknown as EngineTemplate;
    const bytes = await this.pdfs.render({ template: engineTemplate, submission, pdfConfig: config });
    return { fileName: this.fileName(template, submission), bytes };
  }

  /** The bytes of a stored file, or null when the file is gone. */
  private async read(key: string): Promise<Buffer | null> {
    const file = await this.storage.get(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  /**
   * The notification e-mails of a new submission (the form's notification config `emails`), through the mail
   * module (SMTP or the outbox), each with the submission's PDF attached. Without one (rendering failed, or it is
   * larger than a message may carry) the message says where to find it: a signed link would expire.
   */
  private async notify(
    accountId: string,
    template: SubmissionTemplate,
    submission: SubmissionView,
    pdf: SubmissionPdf | null,
  ) {
    const config = await this.configs.findOne(accountId, { formTemplateId: template.id, kind: 'notification' });
    const emails = Array.isArray(config?.config.emails) ? (config.config.emails as unknown[]) : [];
    const recipients = new Set(emails.filter((email): email is string => typeof email === 'string' && email !== ''));
    if (recipients.size === 0) return;
    const attachments: MailAttachment[] =
      pdf && pdf.bytes.length <= MAX_ATTACHMENT_BYTES
        ? [{ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes }]
        : [];
    const title = `${template.name} #${submission.number}`;
    const by = submission.userName ? ` by ${submission.userName}` : '';
    const when = FORMATTERS.dateTime(submission.localDateTime, { timezoneOffset: submission.timezoneOffset });
    const where = attachments.length
      ? 'The PDF is attached.'
      : 'Its PDF can be downloaded from the submission in Groundcrew (Documents).';
    for (const to of recipients) {
      await this.mail.send(
        { accountId },
        {
          to,
          subject: `${title} submitted`,
          text: `${title} was submitted${by} (${when}).\n\n${where}\n`,
          attachments,
        },
      );
    }
  }
}
