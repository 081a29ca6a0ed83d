import type Big from 'big.js';
// By file: the package's index loads all of its 300 modules at start (docs/performance.md, item 13).
import { format as formatDate } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { toDecimal } from '../engine/calculations/decimal.js';
import type { PDF_VALUE_FORMATS } from '../engine/index.js';

/**
 * How the PDF writes values (docs/pdf.md). These are for people reading a document, so they differ from the CSV
 * formats where a spreadsheet would stumble: money has a dollar sign and thousands separators, numbers have
 * separators. Every function takes any value and answers text; a value that is not what the format expects gives ''.
 */
export type PdfValueFormat = (typeof PDF_VALUE_FORMATS)[number];

/**
 * The default date, time and date-time patterns: spec 1 §9's "MM/dd/yyyy", "h:mmaaa" and "MM/dd/yyyy, h:mmaaa"
 * ("11/20/2026", "3:30pm", "11/20/2026, 3:30pm"), the same as the screens' (client/src/ui/format.ts, docs/formats.md).
 * A template's own pattern is written as the admin wrote it (see datePattern).
 */
export const DATE_PATTERN = 'MM/dd/yyyy';
export const TIME_PATTERN = 'h:mmaaa';
export const DATE_TIME_PATTERN = `${DATE_PATTERN}, ${TIME_PATTERN}`;

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

const DATE_TIME_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A Date whose local fields are the value's wall-clock time, for date-fns to format. Form values are wall-clock
 * text (`2026-11-20`, `2026-11-20T07:30`, docs/forms-calculations.md): they are shown as written, whatever the
 * server's time zone. An instant (with `Z` or an offset, or a Date) is moved to the form's `timezoneOffset` when
 * one is given, else shown in its own offset (a Date: in UTC).
 */
function wallClock(value: unknown, options: FormatOptions = {}): Date | null {
  if (value instanceof Date) return isValid(value) ? shifted(value.getTime(), options.timezoneOffset ?? 0) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const time = TIME_OF_DAY.exec(text);
  if (time) return local(2000, 1, 1, +time[1], +time[2], +(time[3] ?? 0));
  const match = DATE_TIME_TEXT.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', offset] = match;
  const date = local(+year, +month, +day, +hour, +minute, +second);
  if (!date || offset === undefined || typeof options.timezoneOffset !== 'number') return date;
  const instant = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second) - offsetMinutes(offset) * 60_000;
  return shifted(instant, options.timezoneOffset);
}

function offsetMinutes(offset: string): number {
  if (offset === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  return (offset.startsWith('-') ? -1 : 1) * (+digits.slice(0, 2) * 60 + +digits.slice(2));
}

function shifted(instantMs: number, timezoneOffset: number): Date | null {
  const wall = new Date(instantMs - timezoneOffset * 60_000);
  if (!isValid(wall)) return null;
  return local(
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  );
}

/** A local Date with these fields, or null when they name no real moment (2026-02-30, 25:00). */
function local(year: number, month: number, day: number, hour: number, minute: number, second: number): Date | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(2000, 0, 1, hour, minute, second);
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * A date-fns pattern with the letters people bring from moment.js read their way: `Y` is the year, `D` the day of
 * the month, `A` AM/PM (date-fns would refuse `YYYY` and `DD`, and warn on the console each time). Quoted text stays.
 */
function datePattern(pattern: string): string {
  return pattern.replace(/'[^']*'|[^']+/g, (part) =>
    part.startsWith("'") ? part : part.replace(/Y/g, 'y').replace(/D/g, 'd').replace(/A/g, 'a'),
  );
}

/**
 * A date, time or date-time value written with a date-fns pattern (`MM/dd/yyyy` by default; see datePattern). A
 * pattern date-fns refuses (an admin's typo) gives '' rather than an error.
 */
export function dateText(value: unknown, pattern = DATE_PATTERN, options: FormatOptions = {}): string {
  const date = wallClock(value, options);
  if (date === null) return '';
  try {
    return formatDate(date, datePattern(pattern));
  } catch {
    return '';
  }
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
