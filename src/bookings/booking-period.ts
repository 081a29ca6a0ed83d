import { DATE_OUT_OF_RANGE, daysBetween, isCalendarDate, isWellFormedDate } from '../common/validation/dates.js';
import { type FieldErrors, InvalidFieldsError } from '../common/errors/domain-errors.js';

/** A period of whole days, both ends included, written yyyy-MM-dd (double booking and availability). */
export interface Period {
  start: string;
  end: string;
}

export const DATE_REQUIRED = 'Required';
export const DATE_FORMAT = 'Date must be yyyy-MM-dd.';
export const PERIOD_REVERSED = 'The period must not end before it starts.';
export const PERIOD_TOO_LONG = 'The period must be at most 5 years.';

/**
 * The longest period read at once, 5 years: the longest job (the jobs module's COMPLEX_JOB_MAX_DAYS, which a test
 * holds to it), so a whole job can always be asked about.
 */
export const MAX_PERIOD_DAYS = 365 * 5;

/** Every day a booking can have: a job's own bookings whatever their dates (the conflicts of a mutation). */
export const ALL_TIME: Period = { start: '0001-01-01', end: '9999-12-31' };

/** A date parameter's problem, or null: present, a real calendar day, and in the app's date range. */
export function dateProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return DATE_REQUIRED;
  if (isCalendarDate(value)) return null;
  return isWellFormedDate(value) ? DATE_OUT_OF_RANGE : DATE_FORMAT;
}

/**
 * Why two date parameters do not make a period, under their field names (empty when they do): each a real day,
 * the end not before the start and at most 5 years after it.
 */
export function periodErrors(start: unknown, end: unknown, fields: { start: string; end: string }): FieldErrors {
  const errors: FieldErrors = {};
  const startProblem = dateProblem(start);
  const endProblem = dateProblem(end);
  if (startProblem) errors[fields.start] = [startProblem];
  if (endProblem) errors[fields.end] = [endProblem];
  if (startProblem || endProblem) return errors;
  const days = daysBetween(start as string, end as string);
  if (days < 0) errors[fields.end] = [PERIOD_REVERSED];
  else if (days > MAX_PERIOD_DAYS) errors[fields.end] = [PERIOD_TOO_LONG];
  return errors;
}

/**
 * SQL: the booking under `alias` holds at least one day of the period between the two SQL expressions (dates,
 * ends included). The one overlap rule of double booking and availability; with the account and asset leading,
 * it reads the (account_id, asset_id, start_date) index.
 */
export const overlapsSql = (alias: string, start: string, end: string): string =>
  `${alias}.start_date <= ${end} AND ${alias}.end_date >= ${start}`;

/** The period of two date parameters, or a 400 naming the field at fault. */
export function periodOf(start: unknown, end: unknown, fields: { start: string; end: string }): Period {
  const errors = periodErrors(start, end, fields);
  if (Object.keys(errors).length) throw new InvalidFieldsError(errors);
  return { start: start as string, end: end as string };
}
