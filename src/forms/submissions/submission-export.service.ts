import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import type { Access } from '../../common/auth/permissions.js';
import { InvalidInputError } from '../../common/errors/domain-errors.js';
import { toDecimal } from '../engine/calculations/decimal.js';
import { csvConfigSchema, type CsvConfig } from '../engine/index.js';
import { FormPdfService, type FormPdfConfig } from '../../pdf/index.js';
import { FORMATTERS } from '../../pdf/format.js';
import type { FormTemplate as EngineTemplate } from '../engine/index.js';
import { FormConfigsService } from '../form-configs.service.js';
import { exportSchema, parseInput, searchSchema } from './submission-input.js';
import { FormSubmissionsService, type SubmissionTemplate, type SubmissionView } from './form-submissions.service.js';

/** A bulk PDF holds at most this many submissions (one document, a page or more each). */
export const MAX_PDF_EXPORT = 500;
const BATCH = 100;

export type ExportFileType = 'CSV' | 'PDF';

export interface ExportRequest {
  formId: string;
  fileType: ExportFileType;
  /** These submissions (the Documents page's selection); else every one the filter finds. */
  formSubmissionIds?: string[] | null;
  /** The search call's filters (status, userId, dates, fullTextSearch …), without nextPageKey. */
  filter?: unknown;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  /** CSV: streamed row by row as it is read; PDF: one document. */
  body: Readable | Buffer;
}

/** CSV cell writers: the PDF's formats, but money and numbers without signs or separators (spreadsheets read them). */
function csvCell(value: unknown, format: CsvConfig['columns'][number]['format'], timezoneOffset: number | null) {
  if (format === 'money' || format === 'number') {
    const decimal = toDecimal(value);
    return decimal === null ? '' : decimal.round(2).toString();
  }
  return FORMATTERS[format](value, { timezoneOffset });
}

/** The rows of one submission for a CSV config: one, or one per item of `rowPerItemOf`. */
function csvRows(config: CsvConfig, submission: SubmissionView): string[][] {
  const values = new Map(submission.fields.map((field) => [field.id, field.value]));
  const property = (name: string) => (submission as Record<string, unknown>)[name];
  const items = config.rowPerItemOf ? values.get(config.rowPerItemOf) : undefined;
  const each = config.rowPerItemOf ? (Array.isArray(items) ? items : []) : [undefined];
  return each.map((item) =>
    config.columns.map((column) => {
      const value =
        column.fieldId !== undefined
          ? values.get(column.fieldId)
          : column.property !== undefined
            ? property(column.property)
            : item !== null && typeof item === 'object'
              ? (item as Record<string, unknown>)[column.itemKey ?? '']
              : undefined;
      return csvCell(value instanceof Date ? value.toISOString() : value, column.format, submission.timezoneOffset);
    }),
  );
}

/** Without a CSV config: number, status, date, user, hours, then every value by field id. */
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
 * form's CSV config (csv-stringify, streamed: read in keyset batches of 100, written with backpressure, so memory
 * does not grow with the count) or as one PDF with each submission on its own pages (FormPdfService.renderMany).
 */
@Injectable()
export class SubmissionExportService {
  constructor(
    private readonly submissions: FormSubmissionsService,
    private readonly configs: FormConfigsService,
    private readonly pdfs: FormPdfService,
  ) {}

  /** Checks the call's input (400) and the form (404, 403) before anything is written. */
  async export(access: Access, formId: string, input: unknown): Promise<ExportFile> {
    const body = parseInput(exportSchema, input);
    const request: ExportRequest = { formId, ...body };
    const { template } = await this.submissions.templateFor(access, formId);
    if (request.filter) parseInput(searchSchema, request.filter);
    const rows = this.rows(access, request);
    if (request.fileType === 'PDF') {
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
    const out = new PassThrough();
    const csv = stringify({
      delimiter: config.delimiter,
      header: config.includeHeader,
      columns: config.columns.map((column) => column.header),
    });
    csv.pipe(out);
    const write = async () => {
      for await (const row of rows) {
        for (const line of csvRows(config, row)) {
          if (!csv.write(line)) await once(csv, 'drain');
        }
      }
      csv.end();
    };
    write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    return { fileName: `${config.fileName ?? template.name}.csv`, contentType: 'text/csv; charset=utf-8', body: out };
  }

  /** The submissions of the request, oldest number first, read in keyset batches. */
  private async *rows(access: Access, request: ExportRequest): AsyncGenerator<SubmissionView> {
    const filter = request.filter !== null && typeof request.filter === 'object' ? request.filter : {};
    const ids = request.formSubmissionIds ?? null;
    let nextPageKey: string | undefined;
    do {
      const page = await this.submissions.search(access, request.formId, {
        ...filter,
        ...(ids ? { ids } : {}),
        orderField: 'number',
        order: 'ASC',
        limit: BATCH,
        nextPageKey,
      });
      yield* page.rows;
      nextPageKey = page.nextPageKey;
    } while (nextPageKey);
  }
}
