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

/** Days of each month (1–12) in a common year. */
const MONTH_DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A real calendar day written yyyy-MM-dd, in any year (the proleptic Gregorian calendar, as JavaScript's Date
 * reads it). Counted from the digits: it runs on every date of every input (two per schedule query), and making a
 * Date and its ISO text for each took most of a query's argument validation.
 */
export function isWellFormedDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= MONTH_DAYS[month] + (leap ? 1 : 0);
}

/** A real calendar day written yyyy-MM-dd, between EARLIEST_DATE and LATEST_DATE. */
export const isCalendarDate = (value: unknown): value is string =>
  isWellFormedDate(value) && value >= EARLIEST_DATE && value <= LATEST_DATE;

const DAY_MS = 86_400_000;

/** The day `days` after (before, when negative) a yyyy-MM-dd day. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days `end` is after `start` (both yyyy-MM-dd; negative when before). */
export const daysBetween = (start: string, end: string): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);

/** An ISO 8601 date and time (or date) that JavaScript reads, on a day between EARLIEST_DATE and LATEST_DATE. */
export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string' || !isISO8601(value, { strict: true })) return false;
  const time = Date.parse(value);
  return time >= EARLIEST_TIME && time <= LATEST_TIME;
}

/** A class-validator rule: the value is an instant (isInstant). */
export const IsInstant = (message: string): PropertyDecorator =>
  ValidateBy({ name: 'isInstant', validator: { validate: isInstant, defaultMessage: () => message } });
