/**
 * Date-time values of forms are ISO 8601 text in the form's local time: `YYYY-MM-DDTHH:mm`, optionally with
 * seconds and a fraction (`:ss.sss`); a space may stand for the `T` (Mantine's `YYYY-MM-DD HH:mm:ss`). Without an
 * offset a value is wall-clock time; an offset (`Z`, `±HH:mm`), when present, is honoured. Dates are `YYYY-MM-DD`.
 * All arithmetic is calendar arithmetic in UTC terms, so it never depends on the machine's time zone.
 */

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME_OF_DAY = /^\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/;
const DAY_MS = 86_400_000;

/** Milliseconds of a date-time on one timeline (wall-clock values as if at UTC), or null when it is invalid. */
export function dateTimeMs(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds = '0', fraction = '', offset] = match;
  const dayMs = dateMs(+year, +month, +day);
  if (dayMs === null || +hours > 23 || +minutes > 59 || +seconds > 59) return null;
  const offsetMinutes = offset ? parseOffsetMinutes(offset) : 0;
  if (offsetMinutes === null) return null;
  const millis = Math.floor(Number(`0${fraction}`) * 1000);
  return dayMs + ((+hours * 60 + +minutes - offsetMinutes) * 60 + +seconds) * 1000 + millis;
}

function parseOffsetMinutes(offset: string): number | null {
  if (offset === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const hours = +digits.slice(0, 2);
  const minutes = +digits.slice(2);
  if (hours > 23 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** Milliseconds of a calendar day at 00:00 UTC, or null for a day that does not exist (2026-02-30). */
function dateMs(year: number, month: number, day: number): number | null {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date.getTime() : null;
}

/** The day number (days since 1970-01-01) of a date or date-time, or null when the value is neither. */
function dayNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = DATE.exec(text);
  if (!match || (text.length > 10 && dateTimeMs(text) === null)) return null;
  const ms = dateMs(+match[1], +match[2], +match[3]);
  return ms === null ? null : ms / DAY_MS;
}

function formatDay(day: number): string | null {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  if (!(year >= 1 && year <= 9999)) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The value with its date moved by `days`, the rest of the text (time, offset) kept; null when the value does not
 * start with a valid date or the result leaves years 0001–9999.
 */
export function addDays(value: string, days: number): string | null {
  const day = dayNumber(value);
  const moved = day === null ? null : formatDay(day + days);
  return moved && moved + value.trim().slice(10);
}

/** Whether a time field's value lies on the day after the form's local date (its Next Day box is ticked). */
export function isNextDay(value: unknown, formLocalDateTime: unknown): boolean {
  const day = dayNumber(value);
  const formDay = dayNumber(formLocalDateTime);
  return day !== null && formDay !== null && day === formDay + 1;
}

/**
 * A time field's value placed on the form's local date, or the day after it when `nextDay`: ticking or clearing
 * Next Day shifts the value one day forward or back, and when the form's date changes each time value follows it
 * (call with the new form date and `isNextDay(value, previousFormDate)`). `value` is a date-time or a time of day
 * (`HH:mm[:ss]`, as a time picker gives it). Answers null when either is unusable; the time of day is kept.
 */
export function anchorToFormDate(value: unknown, formLocalDateTime: unknown, nextDay: boolean): string | null {
  const formDay = dayNumber(formLocalDateTime);
  if (typeof value !== 'string' || formDay === null) return null;
  const text = value.trim();
  const time = TIME_OF_DAY.test(text) ? `T${text}` : dateTimeMs(text) === null ? null : text.slice(10);
  const day = formatDay(formDay + (nextDay ? 1 : 0));
  const anchored = time !== null && day !== null ? day + time : null;
  return dateTimeMs(anchored) === null ? null : anchored;
}
