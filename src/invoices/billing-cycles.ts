import { addDays, type BillingFrequency } from '../jobs/job-rules.js';

/** One billing period of a job, both days included (yyyy-MM-dd). */
export interface BillingCycle {
  cycleStartDate: string;
  cycleEndDate: string;
}

/** The frequencies billed per cycle; JOB_END jobs are invoiced once, when complete. */
export const CYCLE_FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'END_OF_MONTH'] as const satisfies readonly BillingFrequency[];

const FIXED_LENGTH_DAYS: Partial<Record<BillingFrequency, number>> = { WEEKLY: 7, BIWEEKLY: 14 };

/** The last day of the month of `date`. */
const monthEnd = (date: string): string => {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/**
 * The cycles of a job that are over on `today`: WEEKLY and BIWEEKLY run 7 and 14 days from the job's start date,
 * END_OF_MONTH to the last day of each month; the last cycle ends on the job's end date. A cycle is over once its
 * last day is before `today`. None for JOB_END, or for a job without a start date.
 */
export function closedCycles(
  frequency: BillingFrequency,
  startDate: string | null,
  endDate: string | null,
  today: string,
): BillingCycle[] {
  if (!startDate || !(CYCLE_FREQUENCIES as readonly string[]).includes(frequency)) return [];
  const cycles: BillingCycle[] = [];
  let start = startDate;
  while (start < today && (endDate === null || start <= endDate)) {
    const length = FIXED_LENGTH_DAYS[frequency];
    const naturalEnd = length ? addDays(start, length - 1) : monthEnd(start);
    const end = endDate !== null && endDate < naturalEnd ? endDate : naturalEnd;
    if (end >= today) break;
    cycles.push({ cycleStartDate: start, cycleEndDate: end });
    start = addDays(end, 1);
  }
  return cycles;
}
