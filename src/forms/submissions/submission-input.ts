import { isCalendarDate } from '../../common/validation/dates.js';
import { dateTimeMs } from '../engine/calculations/index.js';

/** The most values a submission may carry (far beyond any real form). */
export const MAX_FIELDS = 2000;

export const LOCAL_DATE_TIME_MESSAGE = 'localDateTime must be a date and time (YYYY-MM-DDTHH:mm).';

/**
 * A submission's local date and time, normalised to `YYYY-MM-DDTHH:mm:ss` (wall clock; an offset, when sent, is
 * dropped: the wall-clock time is what the form shows, and `timezoneOffset` carries the offset). Null when invalid or
 * outside 1900–2999.
 */
export function normaliseLocalDateTime(value: unknown): string | null {
  if (typeof value !== 'string' || dateTimeMs(value) === null) return null;
  const text = value.trim();
  const seconds = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:(\d{2})/.exec(text)?.[1] ?? '00';
  const normalised = `${text.slice(0, 10)}T${text.slice(11, 16)}:${seconds}`;
  return isCalendarDate(normalised.slice(0, 10)) ? normalised : null;
}

/** The list's sort orders; createdAt is the quote list's Date Created column. */
export const ORDER_FIELDS = ['localDateTime', 'number', 'submitDateTime', 'createdAt'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
