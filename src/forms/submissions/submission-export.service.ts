import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import type { Access } from '../../common/auth/permissions.js';
import {
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  UnavailableError,
} from '../../common/errors/domain-errors.js';
import { FILE_STORAGE, type FileStorage } from '../../files/file-storage.js';
import { FilesService } from '../../files/files.service.js';
import { JOBS } from '../../queue/jobs.js';
import { QueueService, type JobData } from '../../queue/queue.service.js';
import { csvConfigSchema, type CsvConfig } from '../engine/index.js';
import { FormPdfService, type FormPdfConfig } from '../pdf/form-pdf.js';
import type { FormTemplate as EngineTemplate } from '../engine/index.js';
import { FormConfigsService } from '../form-configs.service.js';
import type { CsvExportJob, CsvExportMessage } from './csv-export.worker.js';
import { writeCsv } from './csv-rows.js';
import { exportBatches } from './export-batches.js';
import type { ExportSubmissionsBody, SubmissionSearchBody } from './dto/submission-search.js';
import {
  FormSubmissionsService,
  type ExportedRow,
  type SubmissionTemplate,
  type SubmissionView,
} from './form-submissions.service.js';

/** A bulk PDF holds at most this many submissions (one document, a page or more each). */
export const MAX_PDF_EXPORT = 500;
/** At most this many CSV exports run in workers at once (each has a connection and a heap); more run here. */
const MAX_CSV_WORKERS = 2;
/** A worker's heap: small, so it is collected often; a batch of 500 submissions needs a few MB. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };
const WORKER_SCRIPT = new URL('./csv-export.worker.js', import.meta.url);

/** How long a call waits for its export (JOBS.submissionExport): a run and its retry. */
const EXPORT_WAIT_MS = (2 * JOBS.submissionExport.timeoutSeconds + 30) * 1000;

/** An export job: the call's checked input and the caller's access, which the job reads the submissions with. */
interface SubmissionExportJob extends JobData {
  access: Access;
  formId: string;
  input: ExportSubmissionsBody;
}

/** What an export job answers: its stored file, or why the export cannot be made (as the call answers it). */
type ExportOutcome = { key: string; fileName: string; contentType: string } | { refused: Refusal };
interface Refusal {
  status: number;
  message: string;
}
const EXPORT_GONE = 'The export could not be read. Please try again.';
const REFUSALS: Record<number, new (message: string) => DomainError> = {
  400: InvalidInputError,
  403: ForbiddenError,
  404: NotFoundError,
  503: UnavailableError,
};

/** An export of the form's submissions: these (the Documents page's selection), else every one the filter finds. */
type ExportRequest = ExportSubmissionsBody & { formId: string };

interface ExportFile {
  fileName: string;
  contentType: string;
  /** CSV: streamed in chunks as it is read; PDF: one document. */
  body: Readable | Buffer;
}

/** A made export: stored (unattached, the cleanup removes it after a day), with its signed link. */
export interface StoredExport {
  key: string;
  url: string;
  fileName: string;
  contentType: string;
}

/** Every chunk of a stream, as one buffer; the stream's error if it fails. */
async function collected(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** Resolves when the stream takes more (drain) or is gone (close), leaving no listener behind. */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });
}

/** The fields whose values a CSV config writes: its columns' and the list it writes a row per item of. */
const csvFieldIds = (config: CsvConfig): string[] => [
  ...new Set([
    ...config.columns.flatMap((column) => (column.fieldId === undefined ? [] : [column.fieldId])),
    ...(config.rowPerItemOf ? [config.rowPerItemOf] : []),
  ]),
];

/** Without a CSV config: number, status, date, user and total hours. */
function defaultCsvConfig(template: SubmissionTemplate): CsvConfig {
  return csvConfigSchema.parse({
    fileName: template.name,
    columns: [
      { header: 'Number', property: 'number' },
      { header: 'Status', property: 'status' },
      { header: 'Date', property: 'localDateTime', format: 'dateTime' },
      { header: 'Submitted By', property: 'userName' },
      { header: 'Total Hours', property: 'totalHours', format: 'hours' },
    ],
  });
}

/**
 * formSubmissionsExport (spec 3 §7): the chosen submissions, or every one a search filter finds, as CSV through the
 * form's CSV config (csv-stringify: read in keyset batches with only the values the config writes, in a worker thread)
 * or as one PDF with each submission on its own pages (FormPdfService.renderMany). Made by a job on the queue
 * (JOBS.submissionExport), in whichever process works it, and stored; the call waits for it and answers the file.
 */
@Injectable()
export class SubmissionExportService implements OnModuleInit {
  /**
   * The CSV worker's script: the compiled csv-export.worker.js beside this file (null where there is none, as when the
   * TypeScript sources run under Jest: the export then runs on the event loop). Tests may point it at a build.
   */
  csvWorker: URL | null = existsSync(fileURLToPath(WORKER_SCRIPT)) ? WORKER_SCRIPT : null;
  /** CSV exports running in workers now. */
  private workers = 0;
  private readonly logger = new Logger(SubmissionExportService.name);

  constructor(
    private readonly submissions: FormSubmissionsService,
    private readonly configs: FormConfigsService,
    private readonly pdfs: FormPdfService,
    private readonly dataSource: DataSource,
    private readonly queue: QueueService,
    private readonly files: FilesService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  onModuleInit(): void {
    this.queue.define<SubmissionExportJob>(JOBS.submissionExport, (job) => this.run(job));
  }

  /**
   * Checks the call's input (400) and the form (404, 403), queues the export and waits for its file; what the job
   * refuses (nothing to export, too many for a PDF, the storage down) is answered as the call's error.
   */
  async export(access: Access, formId: string, input: ExportSubmissionsBody): Promise<StoredExport> {
    const { template } = await this.checked(access, formId, input);
    const { requestId, ...jobAccess } = access;
    const job: SubmissionExportJob = { access: jobAccess, formId: template.id, input, requestId: requestId ?? null };
    const id = await this.queue.send(JOBS.submissionExport, job);
    const outcome = await this.queue.result<ExportOutcome>(JOBS.submissionExport, id, EXPORT_WAIT_MS);
    if ('refused' in outcome)
      throw new (REFUSALS[outcome.refused.status] ?? InvalidInputError)(outcome.refused.message);
    return { ...outcome, url: this.files.url(outcome.key) };
  }

  /** The bytes of a made export, read once: the stored file is removed when the reader is done with it. */
  async read(file: StoredExport): Promise<Readable> {
    const content = await this.storage.get(file.key);
    if (!content) throw new UnavailableError(EXPORT_GONE);
    content.body.once('close', () => void this.files.discard([file.key]));
    return content.body;
  }

  /** The request and the form's template (404, 403). */
  private async checked(access: Access, formId: string, input: ExportSubmissionsBody) {
    const request: ExportRequest = { ...input, formId };
    const { template } = await this.submissions.templateFor(access, formId, 'read');
    return { request, template };
  }

  /** A run of the export job: makes the file and stores it; a refusal is its answer (retrying would not help). */
  private async run(job: SubmissionExportJob): Promise<ExportOutcome> {
    try {
      const file = await this.make(job.access, job.formId, job.input);
      const bytes = Buffer.isBuffer(file.body) ? file.body : await collected(file.body);
      const { key } = await this.files.storeGenerated(job.access, {
        purpose: 'generated-export',
        contentType: file.contentType,
        fileName: file.fileName,
        bytes,
      });
      return { key, fileName: file.fileName, contentType: file.contentType };
    } catch (error) {
      if (error instanceof DomainError) return { refused: { status: error.status, message: error.message } };
      throw error;
    }
  }

  /** The export's file: one PDF, or the CSV as it is written. */
  private async make(access: Access, formId: string, input: ExportSubmissionsBody): Promise<ExportFile> {
    const { request, template } = await this.checked(access, formId, input);
    if (request.fileType === 'PDF') {
      const rows = this.rows(access, request, null);
      const parts: SubmissionView[] = [];
      for await (const row of rows) {
        if (parts.length >= MAX_PDF_EXPORT) {
          throw new InvalidInputError(`A PDF holds at most ${MAX_PDF_EXPORT} submissions: narrow the filter.`);
        }
        parts.push(row);
      }
      if (parts.length === 0) throw new InvalidInputError('No submissions to export.');
      const stored = await this.configs.get(access, template.id, 'pdf');
      const pdfConfig = (stored?.config as FormPdfConfig | undefined) ?? null;
      const engineTemplate = template as unknown as EngineTemplate;
      const bytes = await this.pdfs.renderMany(
        parts.map((submission) => ({ template: engineTemplate, submission, pdfConfig })),
        template.name,
      );
      return { fileName: `${template.name}.pdf`, contentType: 'application/pdf', body: bytes };
    }
    const stored = await this.configs.get(access, template.id, 'csv');
    const config = stored ? csvConfigSchema.parse(stored.config) : defaultCsvConfig(template);
    const query = await this.submissions.exportQuery(access, formId, this.filterOf(request), csvFieldIds(config));
    const out = new PassThrough();
    const fileName = `${config.fileName ?? template.name}.csv`;
    const databaseUrl = (this.dataSource.options as { url?: string }).url;
    if (this.csvWorker && databaseUrl && this.workers < MAX_CSV_WORKERS) {
      this.inWorker({ databaseUrl, query, config }, this.csvWorker, out);
    } else {
      const run = (sql: string, parameters: unknown[]) => this.dataSource.query<ExportedRow[]>(sql, parameters);
      const write = async (chunk: string) => {
        if (out.destroyed) return false;
        if (!out.write(chunk)) await drained(out);
        return !out.destroyed;
      };
      writeCsv(exportBatches(run, query), config, write).then(
        () => out.end(),
        (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    }
    return { fileName, contentType: 'text/csv; charset=utf-8', body: out };
  }

  /**
   * Writes the CSV in a worker (csv-export.worker.ts): off the event loop, and in a small heap of its own that is
   * collected often, where this server's large heap would let 100,000 submissions' garbage pile up before a full
   * collection. Each chunk is passed on when the reader has taken the one before; a reader gone stops the worker.
   */
  private inWorker(job: CsvExportJob, url: URL, out: PassThrough): void {
    this.workers += 1;
    const worker = new Worker(url, { workerData: job, resourceLimits: WORKER_LIMITS });
    let finished = false;
    const more = () => worker.postMessage('more');
    worker.on('message', (message: CsvExportMessage) => {
      if ('chunk' in message) {
        if (out.write(message.chunk)) more();
        else void drained(out).then(more);
        return;
      }
      // The worker closes its connection and exits by itself.
      finished = true;
      if ('done' in message) return void out.end();
      this.logger.warn({ reason: message.error }, 'CSV export failed');
      out.destroy(new Error(message.error));
    });
    worker.on('error', (error) => {
      this.logger.warn({ err: error }, 'CSV export failed');
      out.destroy(error);
    });
    worker.on('exit', (code) => {
      this.workers -= 1;
      if (!out.writableEnded) out.destroy(new Error(`The CSV export stopped (worker exit code ${code}).`));
    });
    // A reader gone before the end stops the worker.
    out.on('close', () => {
      if (!finished) void worker.terminate();
    });
  }

  /** The search filter of an export request, with the chosen submissions' ids. */
  private filterOf(request: ExportRequest): SubmissionSearchBody {
    return { ...request.filter, ...(request.formSubmissionIds ? { ids: request.formSubmissionIds } : {}) };
  }

  /** The submissions of the request, oldest number first, with the values of `fieldIds` (null: all). */
  private rows(access: Access, request: ExportRequest, fieldIds: readonly string[] | null) {
    return this.submissions.exportRows(access, request.formId, this.filterOf(request), fieldIds);
  }
}
