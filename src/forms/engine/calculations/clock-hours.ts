import Big from 'big.js';
import { minutesToHours, roundToStep } from './decimal.js';
import { dateTimeMs } from './local-date-time.js';
import { EDITED_MARKER, INVALID_OUT_TIME, INVALID_START_TIME, INVALID_STOP_TIME } from './messages.js';
import { isEmpty, parseMinutes } from './time-hours.js';

/** Clock hours are rounded to this many minutes unless the field's minuteIncrements says otherwise (spec 3 §9). */
export const CLOCK_ROUNDING_MINUTES = 30;
/** Step of the out-time picker unless minuteIncrements says otherwise (spec 3 §4 and §9). */
export const OUT_TIME_STEP_MINUTES = 15;
export const OUT_TIME_OPTION_COUNT = 10;

/** One clock-in or clock-out: where and when. Times edited in the office have no position. */
export interface ClockTime {
  lat: number | null;
  lng: number | null;
  /** A date-time as in local-date-time.ts (a device's `…Z` time is read with its offset). */
  dateTime: string;
}

/** The value of a ClockTimeInput field. Each list is one time's history: the device's time, then its edit. */
export interface ClockTimeValue {
  clockInTimes: ClockTime[];
  clockOutTimes: ClockTime[];
  /** Minutes off the clock. */
  outTime: number | null;
}

export interface ClockHours {
  hours: number | null;
  error?: string;
}

/** A minuteIncrements attribute as a whole number of minutes (1–1440), else `fallback`. */
export function minuteIncrement(value: unknown, fallback: number): number {
  const minutes = parseMinutes(value);
  return minutes !== null && minutes >= 1 && minutes <= 1440 ? minutes : fallback;
}

function lastDateTime(times: unknown): unknown {
  return Array.isArray(times) && times.length > 0 ? (times.at(-1) as Partial<ClockTime> | null)?.dateTime : undefined;
}

/**
 * Clock hours (spec 3 §4): the minutes between the last clock-in and the last clock-out, minus the out time,
 * rounded to the nearest `minuteIncrements` (default 30; halves round up), in hours to two decimals. Cleared
 * while either time is missing; 0 with Invalid Start Time / Invalid Stop Time for a time that cannot be read,
 * Invalid Stop Time when the clock-out is before the clock-in, Invalid Out Time for an unreadable out time
 * or one longer than the time on the clock.
 */
export function computeClockHours(value: unknown, minuteIncrements?: unknown): ClockHours {
  const clock = (value ?? {}) as Partial<Record<keyof ClockTimeValue, unknown>>;
  const clockIn = lastDateTime(clock.clockInTimes);
  const clockOut = lastDateTime(clock.clockOutTimes);
  if (isEmpty(clockIn) || isEmpty(clockOut)) return { hours: null };

  const inMs = dateTimeMs(clockIn);
  const outMs = dateTimeMs(clockOut);
  const outMinutes = isEmpty(clock.outTime) ? 0 : parseMinutes(clock.outTime);
  if (inMs === null) return { hours: 0, error: INVALID_START_TIME };
  if (outMs === null || outMs < inMs) return { hours: 0, error: INVALID_STOP_TIME };
  if (outMinutes === null || outMinutes * 60_000 > outMs - inMs) return { hours: 0, error: INVALID_OUT_TIME };

  const minutes = new Big(outMs - inMs).div(60_000).minus(outMinutes);
  return { hours: minutesToHours(roundToStep(minutes, minuteIncrement(minuteIncrements, CLOCK_ROUNDING_MINUTES))) };
}

export interface OutTimeOption {
  /** Minutes, as stored. */
  value: number;
  /** `HH:mm` */
  label: string;
}

/** The out-time picker: 10 options from 00:00 in steps of minuteIncrements (default 15). */
export function outTimeOptions(minuteIncrements?: unknown): OutTimeOption[] {
  const step = minuteIncrement(minuteIncrements, OUT_TIME_STEP_MINUTES);
  const pad = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: OUT_TIME_OPTION_COUNT }, (_, index) => {
    const minutes = index * step;
    return { value: minutes, label: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
  });
}

/**
 * A clock time changed in the form (spec 3 §4, Clock time edits): the first change since the value was loaded
 * (`saved`, the stored list) appends an edited time; later changes overwrite that edit.
 */
export function editClockTime(
  saved: readonly ClockTime[],
  current: readonly ClockTime[],
  dateTime: string,
): ClockTime[] {
  const edit: ClockTime = { lat: null, lng: null, dateTime };
  return current.length > saved.length ? [...current.slice(0, -1), edit] : [...current, edit];
}

/** Whether a submitted list keeps the stored history: the stored times unchanged, at most one edit appended. */
export function isValidClockEdit(saved: readonly ClockTime[], submitted: readonly ClockTime[]): boolean {
  const same = (a: ClockTime, b: ClockTime) => a.dateTime === b.dateTime && a.lat === b.lat && a.lng === b.lng;
  return (
    (submitted.length === saved.length || submitted.length === saved.length + 1) &&
    saved.every((time, index) => same(time, submitted[index]))
  );
}

/** "(edited)" when more than one time exists, else nothing. */
export function editedMarker(times: readonly unknown[] | null | undefined): string {
  return (times?.length ?? 0) > 1 ? EDITED_MARKER : '';
}
