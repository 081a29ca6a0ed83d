import type Big from 'big.js';
import {
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  instantOf,
  isoFields,
  localDate,
  PATTERN_WRITERS,
  TIME_PATTERN,
  type SpecDatePattern,
} from '../../common/date-formats.js';
import { toDecimal } from '../engine/calculations/decimal.js';
import type { PDF_VALUE_FORMATS } from '../engine/index.js';

/**
 * How the PDF writes values (docs/pdf.md). These are for people reading a document, so they differ from the CSV
 * formats where a spreadsheet would stumble: money has a dollar sign and thousands separators, numbers have
 * separators. Every function takes any value and answers text; a value that is not what the format expects gives ''.
 */
export type PdfValueFormat = (typeof PDF_VALUE_FORMATS)[number];

/**
 * The date, time and date-time formats: spec 1 §9's "MM/dd/yyyy", "h:mmaaa" and "MM/dd/yyyy, h:mmaaa"
 * ("11/20/2026", "3:30pm", "11/20/2026, 3:30pm"), the screens' too (src/common/date-formats.ts, docs/formats.md).
 * A template's own pattern is written as the admin wrote it (pattern-text.ts).
 */
export { DATE_PATTERN, DATE_TIME_PATTERN, TIME_PATTERN };

export interface FormatOptions {
  /**
   * The minutes to subtract from UTC to get the form's local time, as JavaScript's `getTimezoneOffset()` gives them
   * (420 for UTC−7). Used for instants (`…Z`, `…-07:00`); wall-clock values (no offset) are shown as written.
   */
  timezoneOffset?: number | null;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function grouped(decimal: Big, places: number, trim: boolean): string {
  const fixed = decimal.abs().toFixed(places);
  const [whole, fraction = ''] = fixed.split('.');
  const shownFraction = trim ? fraction.replace(/0+$/, '') : fraction;
  const sign = decimal.lt(0) && !/^[0.]*$/.test(fixed) ? '-' : '';
  return `${sign}${group(whole)}${shownFraction ? `.${shownFraction}` : ''}`;
}

/** Dollars (a decimal number or numeric text) as `$1,234.50`; negative amounts as `-$12.00`. */
export function money(value: unknown): string {
  const decimal = toDecimal(value);
  if (decimal === null) return '';
  const text = grouped(decimal, 2, false);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Whole cents (integer cents at rest) as `$1,234.50`. */
export function cents(value: unknown): string {
  const decimal = toDecimal(value);
  return decimal === null ? '' : money(decimal.div(100).toString());
}

/** A number with separators and at most `places` decimals (2): `1,234.5`. */
export function number(value: unknown, places = 2): string {
  const decimal = toDecimal(value);
  return decimal === null ? '' : grouped(decimal, places, true);
}

/** Decimal hours with two decimals: `8.50`. */
export function hours(value: unknown): string {
  const decimal = toDecimal(value);
  return decimal === null ? '' : grouped(decimal, 2, false);
}

/** `Yes` / `No`; text "true"/"yes"/"1" counts as yes; empty is ''. */
export function yesNo(value: unknown): string {
  if (isBlank(value)) return '';
  if (typeof value === 'string')
    return ['true', 'yes', 'y', '1', 'on'].includes(value.trim().toLowerCase()) ? 'Yes' : 'No';
  return value ? 'Yes' : 'No';
}

const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A Date whose local fields are the value's wall-clock time, for a writer to format. Form values are wall-clock
 * text (`2026-11-20`, `2026-11-20T07:30`, docs/forms-calculations.md): they are shown as written, whatever the
 * server's time zone. An instant (with `Z` or an offset, or a Date) is moved to the form's `timezoneOffset` when
 * one is given, else shown in its own offset (a Date: in UTC).
 */
export function wallClock(value: unknown, options: FormatOptions = {}): Date | null {
  if (value instanceof Date) return shifted(value.getTime(), options.timezoneOffset ?? 0);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const time = TIME_OF_DAY.exec(text);
  if (time)
    return localDate({ year: 2000, month: 1, day: 1, hour: +time[1], minute: +time[2], second: +(time[3] ?? 0) });
  const fields = isoFields(text);
  if (!fields) return null;
  const date = localDate(fields);
  const { offset } = fields;
  if (!date || offset === undefined || typeof options.timezoneOffset !== 'number') return date;
  return shifted(instantOf({ ...fields, offset }), options.timezoneOffset);
}

function shifted(instantMs: number, timezoneOffset: number): Date | null {
  const wall = new Date(instantMs - timezoneOffset * 60_000);
  if (Number.isNaN(wall.getTime())) return null;
  return localDate({
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  });
}

/** A date, time or date-time value in one of spec 1 §9's formats (`MM/dd/yyyy` by default); '' when unreadable. */
export function dateText(value: unknown, pattern: SpecDatePattern = DATE_PATTERN, options: FormatOptions = {}): string {
  const date = wallClock(value, options);
  return date === null ? '' : PATTERN_WRITERS[pattern](date);
}

/** Keys that name a record (job, branch, user, place) when a value is an object, in order of preference. */
const NAME_KEYS = ['userName', 'displayName', 'name', 'label', 'title', 'fullName', 'address', 'text', 'value'];

export interface DisplayOptions {
  /** The name of an id (a branch, division, user or job id stored as the value), supplied by the caller. */
  nameOf?: (id: string) => string | undefined;
}

/**
 * A value as people read it: text as is, numbers as written, true/false as Yes/No, lists joined with `; `, and
 * records (a job, branch, user, crew entry, place) by their name. A job with a number reads `1042 · Name`.
 */
export function displayText(value: unknown, options: DisplayOptions = {}): string {
  if (isBlank(value)) return '';
  if (typeof value === 'string') return options.nameOf?.(value) ?? value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return value
      .map((item) => displayText(item, options))
      .filter(Boolean)
      .join('; ');
  }
  if (typeof value !== 'object') return '';
  const record = value as Record<string, unknown>;
  const name = nameOfRecord(record, options);
  const jobNumber = typeof record.number === 'number' || typeof record.number === 'string' ? record.number : '';
  return jobNumber !== '' && name !== '' && name !== String(jobNumber)
    ? `${jobNumber} · ${name}`
    : name || String(jobNumber);
}

function nameOfRecord(record: Record<string, unknown>, options: DisplayOptions): string {
  for (const key of NAME_KEYS) {
    const text = record[key];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  const person = [record.firstName, record.lastName].filter((part) => typeof part === 'string' && part !== '');
  if (person.length) return person.join(' ');
  const id = [record.id, record.userId].find((part): part is string => typeof part === 'string');
  return (id !== undefined && options.nameOf?.(id)) || '';
}

type Formatter = (value: unknown, options?: FormatOptions & DisplayOptions) => string;

/** The writer of each PDF-config format; `image` and `signature` values are pictures and have no text. */
export const FORMATTERS: Record<PdfValueFormat, Formatter> = {
  text: (value, options) => displayText(value, options),
  list: (value, options) => displayText(Array.isArray(value) ? value : isBlank(value) ? [] : [value], options),
  number: (value) => number(value),
  money: (value) => money(value),
  hours: (value) => hours(value),
  date: (value, options) => dateText(value, DATE_PATTERN, options),
  time: (value, options) => dateText(value, TIME_PATTERN, options),
  dateTime: (value, options) => dateText(value, DATE_TIME_PATTERN, options),
  yesNo: (value) => yesNo(value),
  image: () => '',
  signature: () => '',
};

export const isPdfValueFormat = (value: unknown): value is PdfValueFormat =>
  typeof value === 'string' && Object.hasOwn(FORMATTERS, value);

export function formatValue(value: unknown, format: PdfValueFormat, options: FormatOptions & DisplayOptions = {}) {
  return FORMATTERS[format](value, options);
}
