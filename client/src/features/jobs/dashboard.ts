import { addDays, format, isSameYear, isValid, parseISO } from 'date-fns';
import { toIsoDate } from '../../ui/format';
import type { FirstTaskFields, JobCustomerFields, JobLocationFields, JobTask, JobVariant } from './jobs';

/** Spec 2 §4/§9: on the dashboard the end date is at most 5 years after the start. */
export const MAX_RANGE_DAYS = 365 * 5;
/** Spec 2 §4/§9: after saving dates or assets, the availability check re-runs after this long. */
export const RECHECK_DELAY_MS = 4000;

/** A `yyyy-MM-dd` range as the date picker holds it; either end may be missing while picking. */
export type DateRange = [string | null, string | null];

/** The first task's times (complex jobs only); its crew and assets are the job's. */
export type FirstTask = Pick<FirstTaskFields, 'id' | 'startTime' | 'endTime' | 'timezone'>;

/** What the dashboard shows of a job of either variant. */
export interface DashboardJob {
  id: string;
  number: string;
  name: string;
  /** As the variant stores it: upper case (complex) or lower case (simple). */
  status: string;
  startDate: string | null;
  endDate: string | null;
  notes: string;
  site: JobLocationFields | null;
  customer: JobCustomerFields;
  branchIds: string[];
  divisionIds: string[];
  /** Null for a simple job, which has no times. */
  firstTask: FirstTask | null;
  crew: string[];
  assets: string[];
  /** A complex job's tasks by position, the first one first; none for a simple job. */
  tasks: JobTask[];
}

/** Another job an asset of this job is booked on at the same time. */
export interface Conflict {
  assetId: string;
  jobId: string;
  jobName: string;
}

const isDate = (value: string | null): value is string => value !== null && isValid(parseISO(value));

/** Spec 2 §5: a date save happens only if both start and end are valid dates. */
export const isCompleteRange = (range: DateRange): range is [string, string] => isDate(range[0]) && isDate(range[1]);

/** The last end date the picker offers while only the start is chosen (spec 2 §4). */
export function latestEnd([start, end]: DateRange): string | undefined {
  return isDate(start) && !end ? toIsoDate(addDays(parseISO(start), MAX_RANGE_DAYS)) : undefined;
}

/** Spec 2 §4: a calendar closed with one end only becomes that single day, or today when nothing was chosen. */
export function closedRange(range: DateRange, today: Date): [string, string] {
  if (isCompleteRange(range)) return range;
  const day = range[0] ?? range[1] ?? toIsoDate(today);
  return [day, day];
}

/**
 * The range as the schedule writes it: "Mar 2 – Mar 6, 2026", "Dec 29, 2026 – Jan 2, 2027", one day alone; while
 * picking, the chosen start alone. Empty without dates.
 */
export function rangeLabel([start, end]: DateRange): string {
  if (!start || !end || start === end) return start ? format(parseISO(start), 'MMM d, yyyy') : '';
  const [first, last] = [parseISO(start), parseISO(end)];
  return `${format(first, isSameYear(first, last) ? 'MMM d' : 'MMM d, yyyy')} – ${format(last, 'MMM d, yyyy')}`;
}

/** Spec 2 §2: "{n} Double Booked" counts distinct overbooked assets. */
export const doubleBookedCount = (conflicts: Conflict[]) => new Set(conflicts.map(({ assetId }) => assetId)).size;

/** The conflicts of each overbooked asset, one per conflicting job. */
export function conflictsByAsset(conflicts: Conflict[]): Map<string, Conflict[]> {
  const byAsset = new Map<string, Conflict[]>();
  for (const conflict of conflicts) {
    const known = byAsset.get(conflict.assetId) ?? [];
    if (!known.some(({ jobId }) => jobId === conflict.jobId)) byAsset.set(conflict.assetId, [...known, conflict]);
  }
  return byAsset;
}

/** Spec 2 §4: the job statuses, upper case for complex jobs and lower case for simple ones. */
const STATUSES = ['Scheduled', 'Opportunity', 'Ongoing', 'Complete'];

export const statusOptions = (variant: JobVariant) =>
  STATUSES.map((label) => ({
    value: variant === 'complex' ? label.toUpperCase() : label.toLowerCase(),
    label,
  }));

/** Quarter hours of the day as `HH:mm`, for the time selects (which do not allow typing, spec 2 §4). */
export const QUARTER_HOURS = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  const minutes = String((index % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});

/** The spec's toasts of each dashboard save, per variant (spec 2 §8). */
export const TOASTS: Record<JobVariant, Record<SaveKind, { saved: string; failed: string }>> = {
  complex: {
    dates: { saved: 'Job Dates Saved', failed: 'Failed to edit job dates.' },
    times: { saved: 'Times Saved', failed: 'Unable to update Job.' },
    status: { saved: 'Status Saved', failed: 'Unable to update Job.' },
    notes: { saved: 'Notes Saved', failed: 'Unable to update Job.' },
    crew: { saved: 'Crew Saved', failed: 'Error Saving Crew' },
    assets: { saved: 'Assets Saved', failed: 'Error Saving Assets' },
  },
  simple: {
    dates: { saved: 'Dates Saved', failed: 'Error Saving Dates' },
    times: { saved: 'Times Saved', failed: 'Unable to update Job.' },
    status: { saved: 'Status Saved', failed: 'Error Saving Status' },
    notes: { saved: 'Notes Saved', failed: 'Error Saving Notes' },
    crew: { saved: 'Crew Saved', failed: 'Error Saving Crew' },
    assets: { saved: 'Asset Saved', failed: 'Error Saving Assets' },
  },
};

export type SaveKind = 'dates' | 'times' | 'status' | 'notes' | 'crew' | 'assets';
