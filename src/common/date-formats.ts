/**
 * The app's date and time formats (spec 1 §9, docs/formats.md), written from a Date's local fields: the one place
 * the screens (client/src/ui/format.ts) and the PDFs, e-mails and CSV files (src/forms/pdf/format.ts) take them
 * from. Plain code rather than date-fns's `format`, which brings every token and the en-US locale (about 7 KiB
 * gzipped) to each page that shows a date (docs/performance.md, "Measured in a browser"); a template's own pattern
 * still goes through `format` (src/forms/pdf/pattern-text.ts). Each writer gives what `format` gives for its pattern
 * (date-fns's letters, named beside it), which date-formats.spec.ts checks.
 */

/** Spec 1 §9's date, time and date-time patterns, the names of their writers for the PDFs' value formats. */
export const DATE_PATTERN = 'MM/dd/yyyy';
export const TIME_PATTERN = 'h:mmaaa';
export const DATE_TIME_PATTERN = `${DATE_PATTERN}, ${TIME_PATTERN}` as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/** `yyyy`: four digits at least; the years before 1 counted as date-fns does (year 0 is 1 BC, written 0001). */
function year(date: Date): string {
  const value = date.getFullYear();
  return pad(value > 0 ? value : 1 - value, 4);
}

/** `MM/dd/yyyy`: "11/24/2026". */
const date = (value: Date) => `${pad(value.getMonth() + 1)}/${pad(value.getDate())}/${year(value)}`;

/** `h:mmaaa`: "7:00am", "12:30pm". */
function time(value: Date): string {
  const hours = value.getHours();
  return `${hours % 12 || 12}:${pad(value.getMinutes())}${hours < 12 ? 'am' : 'pm'}`;
}

/** `yyyy-MM-dd`. */
const isoDay = (value: Date) => `${year(value)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;

/** The writers, by what they show (a Date's local fields). */
export const DATE_WRITERS = {
  /** `MM/dd/yyyy`: "11/24/2026". */
  date,
  /** `h:mmaaa`: "7:00am". */
  time,
  /** `MM/dd/yyyy, h:mmaaa`: "11/24/2026, 7:00am". */
  dateTime: (value: Date) => `${date(value)}, ${time(value)}`,
  /** `eee MMM d yyyy`: "Tue Nov 24 2026". */
  day: (value: Date) =>
    `${WEEKDAYS[value.getDay()].slice(0, 3)} ${MONTHS[value.getMonth()]} ${value.getDate()} ${year(value)}`,
  /** `eeee MM/dd/yyyy`: "Tuesday 11/24/2026". */
  longDay: (value: Date) => `${WEEKDAYS[value.getDay()]} ${date(value)}`,
  /** `MMM d, yyyy`: "Nov 24, 2026" (the date range filters'). */
  monthDay: (value: Date) => `${MONTHS[value.getMonth()]} ${value.getDate()}, ${year(value)}`,
  /** `yyyy-MM-dd`: "2026-11-24", a day as the API stores and takes it. */
  isoDay,
  /** `yyyy-MM-dd'T'HH:mm`: "2026-11-24T07:00", a wall-clock minute as a submission's localDateTime. */
  isoMinute: (value: Date) => `${isoDay(value)}T${pad(value.getHours())}:${pad(value.getMinutes())}`,
} satisfies Record<string, (value: Date) => string>;

/** The writers of spec 1 §9's three patterns, by pattern. */
export const PATTERN_WRITERS = {
  [DATE_PATTERN]: DATE_WRITERS.date,
  [TIME_PATTERN]: DATE_WRITERS.time,
  [DATE_TIME_PATTERN]: DATE_WRITERS.dateTime,
};
export type SpecDatePattern = keyof typeof PATTERN_WRITERS;

const DATE_TIME_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO date or date-time text's fields, as written (`offset`: `Z`, `+02:00`, `-0700`, or none). */
export interface IsoFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  offset?: string;
}

/** The fields of `2026-11-20`, `2026-11-20T07:30`, `2026-11-20 07:30:05.123-07:00` and the like; null for other text. */
export function isoFields(text: string): IsoFields | null {
  const match = DATE_TIME_TEXT.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', offset] = match;
  return { year: +year, month: +month, day: +day, hour: +hour, minute: +minute, second: +second, offset };
}

/** A local Date with these fields, or null when they name no real moment (2026-02-30, 25:00). */
export function localDate(fields: Omit<IsoFields, 'offset'>): Date | null {
  const { year, month, day, hour, minute, second } = fields;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const value = new Date(2000, 0, 1, hour, minute, second);
  value.setFullYear(year, month - 1, day);
  return value.getFullYear() === year && value.getMonth() === month - 1 && value.getDate() === day ? value : null;
}

/** The minutes an ISO offset (`Z`, `+02:00`, `-0700`) is ahead of UTC. */
export function offsetMinutes(offset: string): number {
  if (offset === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  return (offset.startsWith('-') ? -1 : 1) * (+digits.slice(0, 2) * 60 + +digits.slice(2));
}

/** The instant (ms since the epoch) of fields that carry an offset. */
export const instantOf = (fields: IsoFields & { offset: string }): number =>
  Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second) -
  offsetMinutes(fields.offset) * 60_000;
