import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
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
import type { RenderOptions } from '../../pdf/pdf-renderer.js';
import { JOBS } from '../../queue/jobs.js';
import { QueueService, type JobData, type JobFailure } from '../../queue/queue.service.js';

/** A submission's PDF job (JOBS.submissionPdf), after a create or an edit: made from the submission as it is then. */
export interface SubmissionPdfJob extends JobData {
  accountId: string;
  submissionId: string;
  /** Who made the change that queued it: the PDF is stored as theirs. */
  userId: string;
  /** After a create: the notification e-mails follow the PDF. */
  notify: boolean;
}

export interface SubmissionPdf {
  fileName: string;
  bytes: Buffer;
}

/** The row's pdfError when pg-boss gave up on the PDF job by its timeout (a stuck Chromium, a worker that died). */
export const PDF_TIMED_OUT = `The PDF was not made within ${JOBS.submissionPdf.timeoutSeconds} seconds.`;

/**
 * The time the PDF job's render has for all its steps (PdfRenderer): four fifths of the job's, so that a stuck Chromium
 * fails the run itself, with time left to read the submission before and store the PDF after.
 */
const PDF_JOB_RENDER_MS = JOBS.submissionPdf.timeoutSeconds * 800;

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
  const { pdfFilePath: _path, hasFile: _hasFile, pdfError: _error, ...shown } = submission;
  return createHash('sha256')
    .update(JSON.stringify({ template, config, submission: shown }, sortedKeys))
    .digest('hex');
}

/**
 * The PDFs of submissions (docs/pdf.md, Submission PDFs): made on the queue after each create and edit (the job
 * JOBS.submissionPdf, queued in the write's transaction and run by FormSubmissionsService, which reads the submission as
 * it is by then), stored with FilesService.storeGenerated and noted on the row (pdfFilePath, hasFile, pdfDigest)
 * unless the submission changed meanwhile, the PDF it replaces deleted; a download serves the stored PDF only while
 * it is current, else makes it; a failed run noted on the row (pdfError); and the notification e-mails.
 */
@Injectable()
export class SubmissionPdfService {
  private readonly logger = new Logger(SubmissionPdfService.name);

  constructor(
    private readonly queue: QueueService,
    private readonly pdfs: FormPdfService,
    private readonly files: FilesService,
    private readonly mail: MailService,
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectTenantRepository(FormSubmission) private readonly submissions: TenantRepository<FormSubmission>,
    @InjectTenantRepository(FormConfig) private readonly configs: TenantRepository<FormConfig>,
  ) {}

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
    const stored = digest === storedDigest ? await this.stored(template, submission) : null;
    if (stored) return stored;
    const pdf = await this.render(template, config, submission);
    await this.keep(access, submission, pdf, digest).catch((error: unknown) =>
      this.logger.warn(`PDF of submission ${submission.id} not stored: ${String(error)}`),
    );
    return pdf;
  }

  /**
   * Queues the submission's PDF in the transaction of the write that changed it (`manager`), so that the job exists
   * exactly when the write committed; after a create (`notify`), the e-mails to the form's notification list follow.
   */
  async schedule(access: Access, submission: SubmissionView, notify: boolean, manager: EntityManager): Promise<void> {
    const job: SubmissionPdfJob = {
      accountId: submission.accountId,
      submissionId: submission.id,
      userId: access.userId,
      notify,
      requestId: access.requestId ?? null,
    };
    await this.queue.send(JOBS.submissionPdf, job, manager);
  }

  /**
   * A run of the PDF job, with the submission as it is now: makes and stores its PDF unless the stored one is
   * current (a job run twice, or a download made it first); then, after a create, mails it to the notification list.
   * Throws when it cannot be made or stored, for the queue to retry (`failed` notes it on the row).
   */
  async make(
    access: Access,
    template: SubmissionTemplate,
    submission: SubmissionView,
    storedDigest: string | null,
    notify: boolean,
  ): Promise<void> {
    const config = await this.config(submission.accountId, template.id);
    const digest = pdfDigest(template, config, submission);
    let pdf = digest === storedDigest ? await this.stored(template, submission) : null;
    if (!pdf) {
      pdf = await this.render(template, config, submission, { timeoutMs: PDF_JOB_RENDER_MS });
      await this.keep(access, submission, pdf, digest);
    } else if (submission.pdfError) await this.noteFailure(submission, null);
    if (notify) await this.notify(submission.accountId, template, submission, pdf);
  }

  /**
   * A run of the PDF job failed, or the job ended in its dead-letter queue (thrown or timed out): the row says why
   * (until a PDF is made); after the last retry of a create's job, the notification e-mails go without the PDF, saying
   * where to find it.
   */
  async failed(
    job: SubmissionPdfJob,
    failure: JobFailure,
    template: SubmissionTemplate | null,
    submission: SubmissionView | null,
  ): Promise<void> {
    if (!submission) return;
    await this.noteFailure(submission, failure.timedOut ? PDF_TIMED_OUT : failure.message);
    if (job.notify && failure.final && template) await this.notify(job.accountId, template, submission, null);
  }

  /** Notes why the PDF job failed (null: it no longer has), leaving the row's version (`updatedAt`) as it is. */
  private async noteFailure(submission: SubmissionView, error: string | null): Promise<void> {
    await this.submissions.updateWhere(
      submission.accountId,
      { id: submission.id },
      { pdfError: error, updatedAt: () => 'updated_at' },
    );
  }

  /** The stored PDF of the submission, or null when it has none or it cannot be read. */
  private async stored(template: SubmissionTemplate, submission: SubmissionView): Promise<SubmissionPdf | null> {
    if (!submission.hasFile || !submission.pdfFilePath) return null;
    const bytes = await this.read(submission.pdfFilePath).catch((error: unknown) => {
      this.logger.warn({ err: error, key: submission.pdfFilePath }, 'Stored PDF not read: making it again');
      return null;
    });
    return bytes && { fileName: this.fileName(template, submission), bytes };
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
          { pdfFilePath: key, hasFile: true, pdfDigest: digest, pdfError: null, updatedAt: () => 'updated_at' },
        );
        const file = { type: 'form-submission', id: submission.id, purpose: 'generated-pdf' } as const;
        await this.files.attach(owner, [key], file, manager);
        await this.files.detach(owner, [row.pdfFilePath], manager);
        return row.pdfFilePath;
      });
      if (replaced !== undefined) {
        unused = replaced;
        this.logger.log({ msg: 'Submission PDF stored', submissionId: submission.id, key });
      }
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
  private async render(
    template: SubmissionTemplate,
    config: PdfConfig,
    submission: SubmissionView,
    options?: RenderOptions,
  ) {
    const engineTemplate = template as unknown as EngineTemplate;
    const bytes = await this.pdfs.render({ template: engineTemplate, submission, pdfConfig: config }, options);
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
