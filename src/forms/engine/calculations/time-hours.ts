import Big from 'big.js';
import { minutesToHours, roundToStep } from './decimal.js';
import { dateTimeMs } from './local-date-time.js';
import { INVALID_OUT_TIME, INVALID_START_TIME, INVALID_STOP_TIME, MISSING_START_AND_STOP } from './messages.js';

/** Elapsed time is rounded up to this step before the out time is taken off (spec 3 §4 and §9). */
export const HOURS_ROUNDING_MINUTES = 5;

export interface TimeHoursInput {
  start: unknown;
  stop: unknown;
  /** Minutes off the clock (breaks): a whole number ≥ 0; 0 counts as no out time. */
  out: unknown;
}

export interface TimeHours {
  /** null = cleared (nothing entered yet, or start or stop still missing); 0 with every error. */
  hours: number | null;
  errors: { start?: string; stop?: string; out?: string };
}

/** Whole minutes ≥ 0 from a number or digits; null when the value is something else. */
export function parseMinutes(value: unknown): number | null {
  const minutes = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof minutes === 'number' && Number.isSafeInteger(minutes) && minutes >= 0 ? minutes : null;
}

export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Hours of a start/stop/out trio (spec 3 §4, Time field calculations). Rules, first match wins:
 * all empty → cleared; a start, stop or out that cannot be read → 0 and that field's Invalid … Time;
 * start or stop missing → cleared, but with an out time → 0 and "Must have start and stop time" on out;
 * stop before start → 0 and Invalid Stop Time; out longer than the elapsed time → 0 and Invalid Out Time;
 * otherwise (elapsed minutes rounded up to 5, minus out minutes) / 60, half-up to two decimals.
 */
export function computeTimeHours({ start, stop, out }: TimeHoursInput): TimeHours {
  const outGiven = !isEmpty(out) && parseMinutes(out) !== 0;
  if (isEmpty(start) && isEmpty(stop) && !outGiven) return { hours: null, errors: {} };

  const startMs = dateTimeMs(start);
  const stopMs = dateTimeMs(stop);
  const outMinutes = outGiven ? parseMinutes(out) : 0;
  const errors: TimeHours['errors'] = {};
  if (!isEmpty(start) && startMs === null) errors.start = INVALID_START_TIME;
  if (!isEmpty(stop) && stopMs === null) errors.stop = INVALID_STOP_TIME;
  if (outMinutes === null) errors.out = INVALID_OUT_TIME;
  if (Object.keys(errors).length > 0 || outMinutes === null) return { hours: 0, errors };

  if (startMs === null || stopMs === null) {
    return outGiven ? { hours: 0, errors: { out: MISSING_START_AND_STOP } } : { hours: null, errors: {} };
  }
  const elapsedMs = stopMs - startMs;
  if (elapsedMs < 0) return { hours: 0, errors: { stop: INVALID_STOP_TIME } };
  if (outMinutes * 60_000 > elapsedMs) return { hours: 0, errors: { out: INVALID_OUT_TIME } };

  const elapsedMinutes = roundToStep(new Big(elapsedMs).div(60_000), HOURS_ROUNDING_MINUTES, true);
  return { hours: minutesToHours(elapsedMinutes.minus(outMinutes)), errors: {} };
}
