import { DATE_WRITERS, instantOf, isoFields, localDate } from '@server/common/date-formats';

/**
 * The display formats of spec 1 §9, the one place screens take them from (docs/formats.md); their writers are
 * shared with the PDFs (src/common/date-formats.ts). Values a format does not recognise are shown as stored rather
 * than hidden.
 */
export const DATE_FORMATS = {
  /** "Tue Nov 24 2026" */
  day: DATE_WRITERS.day,
  /** "11/24/2026" */
  date: DATE_WRITERS.date,
  /** "Tuesday 11/24/2026" */
  longDay: DATE_WRITERS.longDay,
  /** "11/24/2026, 7:00am" */
  dateTime: DATE_WRITERS.dateTime,
  /** "7:00am" */
  time: DATE_WRITERS.time,
  /** "Nov 24, 2026" (the date range filters') */
  monthDay: DATE_WRITERS.monthDay,
};

/** A day as the API stores and takes it: "2026-11-24" (date-fns letters, for parsing one). */
export const ISO_DAY = 'yyyy-MM-dd';

/** A date's day in the viewer's zone as the API takes it (ISO_DAY). */
export const toIsoDate = DATE_WRITERS.isoDay;

/** A date's wall-clock minute in the viewer's zone, as a submission's localDateTime: "2026-11-24T07:00". */
export const toIsoMinute = DATE_WRITERS.isoMinute;

/** Spec 1 §9: what an empty date input shows. */
export const DATE_PLACEHOLDER = 'MM/DD/YY';

type DateFormat = keyof typeof DATE_FORMATS;
type DateInput = Date | string | null | undefined;

/**
 * An ISO text's moment: a date or a date-time without offset in the viewer's zone, one with `Z` or an offset moved
 * to it; null for other text and days that do not exist.
 */
function fromIsoText(text: string): Date | null {
  const fields = isoFields(text);
  if (!fields || !localDate(fields)) return null;
  const { offset } = fields;
  return offset === undefined ? localDate(fields) : new Date(instantOf({ ...fields, offset }));
}

const toDate = (value: Exclude<DateInput, null | undefined>) =>
  typeof value === 'string' ? fromIsoText(value) : value;

/** A date or ISO string in one of the spec's formats; empty without a value, the input itself when unreadable. */
export function formatDate(value: DateInput, style: DateFormat = 'date'): string {
  if (!value) return '';
  const date = toDate(value);
  return date && !Number.isNaN(date.getTime()) ? DATE_FORMATS[style](date) : String(value);
}

export const formatDateTime = (value: DateInput) => formatDate(value, 'dateTime');

/**
 * A date-time as the clock that took it read it: an ISO text's own date and time, whatever offset it carries (not
 * moved to the viewer's zone), as "11/22/2026, 3:15am"; other text as stored.
 */
export function formatLocalDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const wallClock = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?/.exec(value.trim());
  return wallClock ? formatDateTime(wallClock[0].replace(' ', 'T')) : value;
}

/** A wall-clock time "HH:mm" (or "HH:mm:ss") as "7:00am"; other text as given. */
export function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  const clock = match && localDate({ year: 2000, month: 1, day: 1, hour: +match[1], minute: +match[2], second: 0 });
  return clock ? DATE_WRITERS.time(clock) : time;
}

/**
 * A North American number, stored as "+13035550110" (spec 1 §9) or typed with separators, as "(303) 555-0110".
 * Other numbers (the admin variant allows international ones) are shown as stored.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/[\s().-]/g, '').replace(/^\+?1(?=\d{10}$)/, '');
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

/** Every word capitalised: "crane operator" → "Crane Operator". */
const titleCase = (text: string) =>
  text.replace(/(^|[\s/-])(\p{Ll})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/** Occupations are stored as typed; every screen shows them in title case. */
export const formatOccupation = titleCase;

/** The asset statuses (the spec names none; the server defaults to "active"), with their labels. */
export const ASSET_STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  inactive: 'Inactive',
  maintenance: 'In Maintenance',
  retired: 'Retired',
};

export function formatAssetStatus(status: string | null | undefined): string {
  if (!status) return '';
  return ASSET_STATUS_LABELS[status.toLowerCase()] ?? titleCase(status);
}

const FILE_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.ms-powerpoint': 'PowerPoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/zip': 'ZIP',
  'text/plain': 'Text',
  'text/csv': 'CSV',
};

/** A document's MIME type as a reader names it: "PDF", "Word", "PNG image", else the upper-cased subtype. */
export function formatFileType(contentType: string): string {
  const type = contentType.toLowerCase();
  if (FILE_TYPES[type]) return FILE_TYPES[type];
  const [kind, subtype = ''] = type.split('/');
  const name = subtype.replace(/^(x-|vnd\.)/, '').toUpperCase();
  return kind === 'image' ? `${name} image` : name || contentType;
}
