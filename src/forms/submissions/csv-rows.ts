import { stringify } from 'csv-stringify/sync';
import { isNumericText, toDecimal } from '../engine/calculations/decimal.js';
import type { CsvConfig } from '../engine/index.js';
import { DATE_PATTERN, FORMATTERS } from '../pdf/format.js';
import { patternText } from '../pdf/pattern-text.js';

/*
 * The lines a CSV config writes for a submission (docs/forms.md, CSV config): pure code, so an export of 100,000
 * submissions is a loop over it. A submission's own columns (fieldId, property) are written once and repeated on
 * each item's line (`rowPerItemOf`); formatted values are remembered (most dates, times and hours repeat), which
 * keeps date formatting from dominating a large export.
 */

type CsvFormat = CsvConfig['columns'][number]['format'];

/** What a CSV line reads of a submission: its values, its properties (number, status …) and its clock's offset. */
export interface CsvSubmission {
  fields: readonly { id: string; value: unknown }[];
  timezoneOffset: number | null;
}

/**
 * The CSV's times and date-times: `3:30 PM`, `11/20/2026 3:30 PM`, which spreadsheets read as times (the screens' and
 * PDFs' `3:30pm` and `11/20/2026, 3:30pm` stay text in a spreadsheet, and the comma would split a naive reader's cell).
 */
export const CSV_TIME_PATTERN = 'h:mm a';
export const CSV_DATE_TIME_PATTERN = `${DATE_PATTERN} ${CSV_TIME_PATTERN}`;

/** What a spreadsheet may take for the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text, never runs: one starting like a formula gets a leading single quote (OWASP's
 * advice), unless it is a plain number (-5 stays a number).
 */
export function inertCell(text: string): string {
  return FORMULA_START.test(text) && !isNumericText(text) ? `'${text}` : text;
}

/**
 * CSV cell writers: the PDF's formats, but money and numbers without signs or separators and times with a spaced
 * upper-case AM/PM (spreadsheets read them); every cell inert (inertCell).
 */
export function csvCell(value: unknown, format: CsvFormat, timezoneOffset: number | null): string {
  return inertCell(formattedCell(value, format, timezoneOffset));
}

function formattedCell(value: unknown, format: CsvFormat, timezoneOffset: number | null): string {
  if (format === 'money' || format === 'number') {
    const decimal = toDecimal(value);
    return decimal === null ? '' : decimal.round(2).toString();
  }
  if (format === 'time') return patternText(value, CSV_TIME_PATTERN, { timezoneOffset });
  if (format === 'dateTime') return patternText(value, CSV_DATE_TIME_PATTERN, { timezoneOffset });
  return FORMATTERS[format](value, { timezoneOffset });
}

/** Formatted values remembered by an export; emptied when it holds this many. */
const MEMO_LIMIT = 10_000;

/** A writer of the lines of each submission for one CSV config: one line, or one per item of `rowPerItemOf`. */
export function csvRowWriter(config: CsvConfig): (submission: CsvSubmission) => string[][] {
  const memo = new Map<string, string>();
  const cell = (value: unknown, format: CsvFormat, timezoneOffset: number | null): string => {
    const plain = value instanceof Date ? value.toISOString() : value;
    if (typeof plain !== 'string' && typeof plain !== 'number' && typeof plain !== 'boolean') {
      return csvCell(plain, format, timezoneOffset);
    }
    const key = `${format}|${timezoneOffset}|${typeof plain}|${String(plain)}`;
    let text = memo.get(key);
    if (text === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      text = csvCell(plain, format, timezoneOffset);
      memo.set(key, text);
    }
    return text;
  };
  const itemColumns = config.columns.flatMap((column, index) =>
    column.fieldId === undefined && column.property === undefined ? [index] : [],
  );
  return (submission) => {
    const values = new Map(submission.fields.map((field) => [field.id, field.value]));
    const own = config.columns.map((column) =>
      column.fieldId !== undefined
        ? cell(values.get(column.fieldId), column.format, submission.timezoneOffset)
        : column.property !== undefined
          ? cell(
              (submission as unknown as Record<string, unknown>)[column.property],
              column.format,
              submission.timezoneOffset,
            )
          : '',
    );
    if (!config.rowPerItemOf) return [own];
    const items = values.get(config.rowPerItemOf);
    return (Array.isArray(items) ? items : []).map((item: unknown) => {
      const line = own.slice();
      for (const index of itemColumns) {
        const column = config.columns[index];
        const value =
          item !== null && typeof item === 'object'
            ? (item as Record<string, unknown>)[column.itemKey ?? '']
            : undefined;
        line[index] = cell(value, column.format, submission.timezoneOffset);
      }
      return line;
    });
  };
}

/** A CSV is written in chunks of about this many lines. */
export const CSV_CHUNK_LINES = 500;

/**
 * Writes the CSV of the submissions `batches` gives (csv-stringify, the header first when the config has one) in
 * chunks of about CSV_CHUNK_LINES lines: far fewer, larger writes than one per line. `write` resolves once the reader
 * has taken the chunk; false means the reader is gone, and nothing more is read.
 */
export async function writeCsv(
  batches: AsyncIterable<readonly CsvSubmission[]>,
  config: CsvConfig,
  write: (chunk: string) => Promise<boolean>,
): Promise<void> {
  const options = { delimiter: config.delimiter, columns: config.columns.map((column) => inertCell(column.header)) };
  const linesOf = csvRowWriter(config);
  let header = config.includeHeader;
  let lines: string[][] = [];
  const flush = async (): Promise<boolean> => {
    if (lines.length === 0 && !header) return true;
    const chunk = stringify(lines, { ...options, header });
    [header, lines] = [false, []];
    return write(chunk);
  };
  for await (const batch of batches) {
    for (const submission of batch) lines.push(...linesOf(submission));
    if (lines.length >= CSV_CHUNK_LINES && !(await flush())) return;
  }
  await flush();
}
