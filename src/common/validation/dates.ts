import { isISO8601, ValidateBy } from 'class-validator';

/**
 * The days the app accepts, in every date and timestamp input: wide enough for any job, document or tracker
 * point, and far from the edges where PostgreSQL refuses a date (year 0) or date arithmetic leaves yyyy-MM-dd.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';
export const DATE_OUT_OF_RANGE = `Date must be between ${EARLIEST_DATE} and ${LATEST_DATE}.`;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const EARLIEST_TIME = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const LATEST_TIME = Date.parse(`${LATEST_DATE}T23:59:59.999Z`);

/** A real calendar day written yyyy-MM-dd, in any year. */
export function isWellFormedDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A real calendar day written yyyy-MM-dd, between EARLIEST_DATE and LATEST_DATE. */
export const isCalendarDate = (value: unknown): value is string =>
  isWellFormedDate(value) && value >= EARLIEST_DATE && value <= LATEST_DATE;

/** An ISO 8601 date and time (or date) that JavaScript reads, on a day between EARLIEST_DATE and LATEST_DATE. */
export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string' || !isISO8601(value, { strict: true })) return false;
  const time = Date.parse(value);
  return time >= EARLIEST_TIME && time <= LATEST_TIME;
}

/** A class-validator rule: the value is an instant (isInstant). */
export const IsInstant = (message: string): PropertyDecorator =>
  ValidateBy({ name: 'isInstant', validator: { validate: isInstant, defaultMessage: () => message } });
