import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Access } from '../../common/auth/permissions.js';
import { InjectTenantRepository, type TenantRepository } from '../../database/tenant-repository.js';
import { FILE_STORAGE, type FileStorage } from '../../files/file-storage.js';
import { FilesService } from '../../files/files.service.js';
import { MailService } from '../../mail/mail.service.js';
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
        this.logger.warn(`PDF of submission ${submission.id} not made: ${String(error)}`);
      } finally {
        this.waiting -= 1;
      }
    });
  }

  private async make(access: Access, template: SubmissionTemplate, submission: SubmissionView, notify: boolean) {
    const { accountId } = submission;
    const pdf = await this.render(accountId, template, submission);
    const { key, url } = await this.files.storeGenerated(
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
    if (notify) await this.notify(accountId, template, submission, url);
  }

  /**
   * The notification e-mails of a new submission (the form's notification config `emails`), through the mail
   * module (SMTP or the outbox). MailService sends text only, so the message carries the PDF's signed link.
   */
  private async notify(accountId: string, template: SubmissionTemplate, submission: SubmissionView, url: string) {
    const config = await this.configs.findOne(accountId, { formTemplateId: template.id, kind: 'notification' });
    const emails = Array.isArray(config?.config.emails) ? (config.config.emails as unknown[]) : [];
    const by = submission.userName ? ` by ${submission.userName}` : '';
    for (const to of new Set(emails.filter((email): email is string => typeof email === 'string' && email !== ''))) {
      await this.mail.send(accountId, {
        to,
        subject: `${template.name} #${submission.number} submitted`,
        text: `${template.name} #${submission.number} was submitted${by} (${submission.localDateTime}).\n\nPDF: ${url}\n`,
      });
    }
  }
}
