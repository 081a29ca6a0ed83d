/** The rules of spec 2 §4–§5 for jobs, as pure functions (the DTOs and services apply them). */
import { addDays, daysBetween } from '../common/validation/dates.js';

export const JOB_STATUSES = ['SCHEDULED', 'OPPORTUNITY', 'ONGOING', 'COMPLETE'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const DEFAULT_STATUS: JobStatus = 'SCHEDULED';

export const BILLING_FREQUENCIES = ['JOB_END', 'WEEKLY', 'BIWEEKLY', 'END_OF_MONTH'] as const;
export type BillingFrequency = (typeof BILLING_FREQUENCIES)[number];
export const DEFAULT_BILLING_FREQUENCY: BillingFrequency = 'JOB_END';

/** End date limits: the simple create/edit form, and the complex form and the dashboard. */
export const SIMPLE_JOB_MAX_DAYS = 100;
export const COMPLEX_JOB_MAX_DAYS = 365 * 5;
/** Unpaged job lists read at most this many days at once. */
export const MAX_LIST_WINDOW_DAYS = 366;
/** Job lists default to today and the next 14 days (spec 2 §7). */
export const DEFAULT_WINDOW_DAYS = 14;

export const REQUIRED = 'Required';
export const LOCATION_REQUIRED = 'Selected location required';
export const LATITUDE_RANGE = 'Latitude must be between -90 and 90.';
export const LONGITUDE_RANGE = 'Longitude must be between -180 and 180.';
export const LOCATION_OUTSIDE_AREA = 'Selected location must be in North America.';
export const INVALID_DATE = 'Invalid date.';
export const END_BEFORE_START = 'End date must not be before the start date.';
export const END_TOO_FAR_SIMPLE = 'End date must be at most 100 days after the start date.';
export const END_TOO_FAR_COMPLEX = 'End date must be at most 5 years after the start date.';
export const START_TIME_AFTER_END = 'Start time must not be after end time.';
export const FIRST_TASK_DATES = "The first task's dates are the job's: change the job's dates.";
export const FIRST_TASK_STAYS = 'The first task cannot be removed.';
export const INVALID_TIME = 'Time must be HH:mm.';
export const INVALID_TIMEZONE = 'Unknown timezone.';
export const INVALID_QUOTED_COST = 'Quoted cost must be an amount in dollars.';
export const WINDOW_TOO_LONG = `The date range must be at most ${MAX_LIST_WINDOW_DAYS} days.`;

/** The box a job site must lie in (spec 2 §5). */
export const SERVICE_AREA = { north: 83.65, south: 7.25, east: -10.47, west: -172.5 } as const;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Every job date is a real day in the app's date range (docs/architecture.md, Input checks). */
export { addDays, daysBetween, isCalendarDate } from '../common/validation/dates.js';

/** Today as yyyy-MM-dd, in UTC. */
export const today = (now = new Date()): string => now.toISOString().slice(0, 10);

/** Why a date range is not allowed, or null: the end is not before the start and at most `maxDays` after it. */
export function dateRangeProblem(start: string, end: string, maxDays: number): string | null {
  const days = daysBetween(start, end);
  if (days < 0) return END_BEFORE_START;
  if (days > maxDays) return maxDays === SIMPLE_JOB_MAX_DAYS ? END_TOO_FAR_SIMPLE : END_TOO_FAR_COMPLEX;
  return null;
}

/** On a single day the start time must not be after the end time (spec 2 §4). */
export function timesProblem(range: {
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
}): string | null {
  const { startDate, endDate, startTime, endTime } = range;
  const sameDay = startDate !== null && startDate === endDate;
  return sameDay && startTime && endTime && startTime > endTime ? START_TIME_AFTER_END : null;
}

/** A status in either case (the simple form writes lower case, the complex one upper case), upper case; else null. */
export function toStatus(value: unknown): JobStatus | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (JOB_STATUSES as readonly string[]).includes(upper) ? (upper as JobStatus) : null;
}

export interface LocationFields {
  name?: string | null;
  formattedAddress?: string | null;
  lat?: number | null;
  lng?: number | null;
}

export interface JobLocation {
  name: string;
  formattedAddress: string;
  lat: number;
  lng: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Why a job site is refused, or null. A given location needs name, lat and lng; the point must be a real one
 * and, unless lat or lng is zero (then the location is not used at all), inside the service area.
 */
export function locationProblem(location: LocationFields | null | undefined): string | null {
  if (location === null || location === undefined) return null;
  const { name, lat, lng } = location;
  if (typeof name !== 'string' || !name.trim() || !isNumber(lat) || !isNumber(lng)) return LOCATION_REQUIRED;
  if (lat < -90 || lat > 90) return LATITUDE_RANGE;
  if (lng < -180 || lng > 180) return LONGITUDE_RANGE;
  if (lat === 0 || lng === 0) return null;
  const { north, south, east, west } = SERVICE_AREA;
  return lat > north || lat < south || lng > east || lng < west ? LOCATION_OUTSIDE_AREA : null;
}

/** The location to store: only one with a name and non-zero lat and lng is used (spec 2 §5). */
export function usableLocation(location: LocationFields | null | undefined): JobLocation | null {
  if (!location || locationProblem(location)) return null;
  const { name, formattedAddress, lat, lng } = location;
  if (!lat || !lng) return null;
  return { name: String(name).trim(), formattedAddress: formattedAddress?.trim() ?? '', lat, lng };
}

export interface DateWindow {
  start: string;
  end: string;
}

/**
 * The window a job list reads: the given dates, one of them extended by the default length, or today and the next
 * 14 days. Returns a problem instead when the window is backwards or (for unpaged lists) longer than allowed.
 */
export function listWindow(
  given: { startDate?: string | null; endDate?: string | null },
  todayDate: string,
  maxDays: number | null,
): DateWindow | { problem: string } {
  const start = given.startDate ?? (given.endDate ? addDays(given.endDate, -DEFAULT_WINDOW_DAYS) : todayDate);
  const end = given.endDate ?? addDays(start, DEFAULT_WINDOW_DAYS);
  const days = daysBetween(start, end);
  if (days < 0) return { problem: END_BEFORE_START };
  if (maxDays !== null && days > maxDays) return { problem: WINDOW_TOO_LONG };
  return { start, end };
}

export type JobVariant = 'simple' | 'complex';

interface RequiredJobFields {
  name: string | null;
  number: string | null;
  status: string | null;
  billingFrequency: string | null;
  startDate: string | null;
  endDate: string | null;
  branchIds: string[];
  divisionIds: string[];
}

/**
 * The input fields a job lacks, each answered "Required". Both forms need name, number, status, billing frequency,
 * branches and divisions; the simple form needs both dates, a complex job has both dates or neither.
 */
export function missingFields(job: RequiredJobFields, variant: JobVariant): string[] {
  const missing: string[] = [];
  if (!job.name?.trim()) missing.push('name');
  if (!job.number?.trim()) missing.push('number');
  if (!job.status) missing.push('status');
  if (!job.billingFrequency) missing.push('billingFrequency');
  const simple = variant === 'simple';
  if (!job.branchIds.length) missing.push(simple ? 'branchId' : 'branchIds');
  if (!job.divisionIds.length) missing.push(simple ? 'divisionId' : 'divisionIds');
  if (!job.startDate && (simple || job.endDate)) missing.push('startDate');
  if (!job.endDate && (simple || job.startDate)) missing.push('endDate');
  return missing;
}
