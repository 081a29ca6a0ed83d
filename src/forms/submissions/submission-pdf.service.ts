import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Access } from '../../common/auth/permissions.js';
import { InjectTenantRepository, type TenantRepository } from '../../database/tenant-repository.js';
import { FILE_STORAGE, type FileStorage } from '../../files/file-storage.js';
import { FilesService } from '../../files/files.service.js';
import { MailService, MAX_ATTACHMENT_BYTES, type MailAttachment } from '../../mail/mail.service.js';
import { FORMATTERS } from '../../pdf/format.js';
import { FormPdfService, formPdfFileName, type FormPdfConfig } from '../../pdf/index.js';
import type { FormTemplate as EngineTemplate } from '../engine/index.js';
import { FormConfig } from '../form-config.entity.js';
import { FormSubmission } from './form-submission.entity.js';
import type { SubmissionTemplate, SubmissionView } from './form-submissions.service.js';

/** At most this many PDFs wait to be made in the background; beyond it the download link renders on demand. */
const MAX_WAITING = 200;

export interface SubmissionPdf {
  fileName: string;
  bytes: Buffer;
}

/**
 * The PDFs of submissions (docs/forms.md, Submissions): made in the background after each create and edit, one at a
 * time (Chromium's page pool serves the interactive PDFs first), stored with FilesService.storeGenerated and noted
 * on the row (pdfFilePath, hasFile) unless the submission changed meanwhile; and the notification e-mails.
 */
@Injectable()
export class SubmissionPdfService implements OnModuleDestroy {
  private readonly logger = new Logger(SubmissionPdfService.name);
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pdfs: FormPdfService,
    private readonly files: FilesService,
    private readonly mail: MailService,
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

  /** The submission's PDF: the template's PDF config, else the built-in layout (FormPdfService). */
  async render(accountId: string, template: SubmissionTemplate, submission: SubmissionView): Promise<SubmissionPdf> {
    const config = await this.configs.findOne(accountId, { formTemplateId: template.id, kind: 'pdf' });
    const engineTemplate = template as unknown as EngineTemplate;
    const bytes = await this.pdfs.render({
      template: engineTemplate,
      submission,
      pdfConfig: (config?.config as FormPdfConfig | undefined) ?? null,
    });
    return { fileName: formPdfFileName(engineTemplate, submission), bytes };
  }

  /** The stored PDF of the submission, or null when it has none (or the file is gone). */
  async stored(submission: SubmissionView): Promise<Buffer | null> {
    if (!submission.hasFile || !submission.pdfFilePath) return null;
    const file = await this.storage.get(submission.pdfFilePath);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  /**
   * Queues the PDF of this version of the submission; after a create (`notify`), the e-mails to the form's
   * notification list follow it. Never throws: a failure is logged and the download link renders on demand.
   */
  schedule(access: Access, template: SubmissionTemplate, submission: SubmissionView, notify: boolean): void {
    if (this.closed || this.waiting >= MAX_WAITING) return;
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

  /** Makes and stores the PDF; then, after a create, mails it to the notification list (without it if it failed). */
  private async make(access: Access, template: SubmissionTemplate, submission: SubmissionView, notify: boolean) {
    const { accountId } = submission;
    let pdf: SubmissionPdf | null = null;
    try {
      pdf = await this.render(accountId, template, submission);
      await this.keep(access, submission, pdf);
    } catch (error) {
      this.logger.warn(`PDF of submission ${submission.id} not made: ${String(error)}`);
    }
    if (notify) await this.notify(accountId, template, submission, pdf);
  }

  /** Stores the PDF and notes it on the row, unless the submission changed meanwhile (then the file goes). */
  private async keep(access: Access, submission: SubmissionView, pdf: SubmissionPdf): Promise<void> {
    const { accountId } = submission;
    const { key } = await this.files.storeGenerated(
      { ...access, accountId },
      {
        purpose: 'generated-pdf',
        contentType: 'application/pdf',
        fileName: pdf.fileName,
        bytes: pdf.bytes,
        owner: { type: 'form-submission', id: submission.id },
      },
    );
    // Only the version the PDF shows: an edit made meanwhile has queued its own.
    const updated = await this.dataSource
      .createQueryBuilder()
      .update(FormSubmission)
      .set({ pdfFilePath: key, hasFile: true, updatedAt: () => 'updated_at' })
      .where("account_id = :accountId AND id = :id AND date_trunc('milliseconds', updated_at) = :updatedAt", {
        accountId,
        id: submission.id,
        updatedAt: submission.updatedAt,
      })
      .execute();
    if (updated.affected === 0) await this.files.discard([key]);
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
