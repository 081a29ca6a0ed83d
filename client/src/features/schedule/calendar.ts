import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameYear,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { toIsoDate } from '../../ui/format';

export { toIsoDate };

/** The calendar modes of spec 2 "Schedule"; week is the default. */
export type CalendarMode = 'month' | 'week' | 'day';

/** What the calendar needs of a job: its inclusive date range as `yyyy-MM-dd`. */
export interface DatedJob {
  id: string;
  number: string;
  name: string;
  startDate: string;
  endDate: string;
}

/** A job's bar in a row of consecutive days: its first column, how many columns it covers and its lane (row). */
export interface Bar<J extends DatedJob> {
  job: J;
  column: number;
  span: number;
  lane: number;
  /** The job started before the row's first day or ends after its last (the bar is clipped there). */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/** Spec 2 §9: a month cell shows at most 4 job rows. */
export const MONTH_ROWS = 4;

/** A `yyyy-MM-dd` date as local midnight. */
export const fromIsoDate = (date: string) => parseISO(date);

/** "Mar 2 – Mar 6, 2026", or one day for a one-day job. */
export function dateRange({ startDate, endDate }: Pick<DatedJob, 'startDate' | 'endDate'>): string {
  const end = format(fromIsoDate(endDate), 'MMM d, yyyy');
  return startDate === endDate ? end : `${format(fromIsoDate(startDate), 'MMM d')} – ${end}`;
}

/** The Monday of the date's week (spec 2 §9: the week label starts Monday). */
const weekStart = (date: Date) => startOfWeek(date, { weekStartsOn: 1 });

/** The days a mode shows around `date`: the month's full weeks from Sunday (spec 2 §9), a week from Monday, or the day. */
export function visibleDays(mode: CalendarMode, date: Date): Date[] {
  if (mode === 'month') {
    const sunday = { weekStartsOn: 0 } as const;
    return eachDayOfInterval({
      start: startOfWeek(startOfMonth(date), sunday),
      end: endOfWeek(endOfMonth(date), sunday),
    });
  }
  if (mode === 'week') return eachDayOfInterval({ start: weekStart(date), end: addDays(weekStart(date), 6) });
  return [date];
}

/** The first and last visible day, inclusive, as the job queries take them. */
export function visibleWindow(mode: CalendarMode, date: Date): { startDate: string; endDate: string } {
  const days = visibleDays(mode, date);
  return { startDate: toIsoDate(days[0]), endDate: toIsoDate(days[days.length - 1]) };
}

/** The previous (-1) or next (1) month, week or day. */
export function step(mode: CalendarMode, date: Date, direction: 1 | -1): Date {
  if (mode === 'month') return addMonths(date, direction);
  if (mode === 'week') return addWeeks(date, direction);
  return addDays(date, direction);
}

/** "March 2026", "Mar 2 – Mar 8, 2026" (a week from Monday; both years when it spans two) or "Monday, March 2, 2026". */
export function periodLabel(mode: CalendarMode, date: Date): string {
  if (mode === 'month') return format(date, 'MMMM yyyy');
  if (mode === 'day') return format(date, 'eeee, MMMM d, yyyy');
  const first = weekStart(date);
  const last = addDays(first, 6);
  const firstFormat = isSameYear(first, last) ? 'MMM d' : 'MMM d, yyyy';
  return `${format(first, firstFormat)} – ${format(last, 'MMM d, yyyy')}`;
}

/** The month grid's days cut into weeks of seven. */
export function monthWeeks(date: Date): Date[][] {
  const days = visibleDays('month', date);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** Earlier start first, then the longer job, then by number: the order jobs stack in. */
export const compareJobs = (a: DatedJob, b: DatedJob) =>
  a.startDate.localeCompare(b.startDate) ||
  b.endDate.localeCompare(a.endDate) ||
  a.number.localeCompare(b.number, undefined, { numeric: true }) ||
  a.id.localeCompare(b.id);

const overlaps = (job: DatedJob, first: string, last: string) => job.startDate <= last && job.endDate >= first;

/** The jobs that take place on the day, in stacking order. */
export function jobsOnDay<J extends DatedJob>(jobs: J[], day: Date): J[] {
  const date = toIsoDate(day);
  return jobs.filter((job) => overlaps(job, date, date)).sort(compareJobs);
}

/**
 * Bars for the jobs overlapping a row of consecutive days, clipped at the row's edges. Each bar takes the lowest
 * lane free over all its days; as bars are placed by start, this uses as few lanes as the busiest day needs.
 */
export function layoutBars<J extends DatedJob>(jobs: J[], days: Date[]): Bar<J>[] {
  const first = toIsoDate(days[0]);
  const last = toIsoDate(days[days.length - 1]);
  const laneEnds: number[] = [];
  return jobs
    .filter((job) => overlaps(job, first, last))
    .sort(compareJobs)
    .map((job) => {
      const column = Math.max(0, differenceInCalendarDays(fromIsoDate(job.startDate), days[0]));
      const end = Math.min(days.length - 1, differenceInCalendarDays(fromIsoDate(job.endDate), days[0]));
      let lane = laneEnds.findIndex((laneEnd) => laneEnd < column);
      if (lane === -1) lane = laneEnds.length;
      laneEnds[lane] = end;
      return {
        job,
        column,
        span: end - column + 1,
        lane,
        continuesBefore: job.startDate < first,
        continuesAfter: job.endDate > last,
      };
    });
}

/** A week of the month grid: the bars in its first MONTH_ROWS lanes, and per day the jobs beyond them ("{n} more"). */
export function layoutMonthWeek<J extends DatedJob>(jobs: J[], week: Date[]): { bars: Bar<J>[]; more: J[][] } {
  const bars = layoutBars(jobs, week);
  const hidden = bars.filter((bar) => bar.lane >= MONTH_ROWS);
  return {
    bars: bars.filter((bar) => bar.lane < MONTH_ROWS),
    more: week.map((_, column) =>
      hidden.filter((bar) => bar.column <= column && column < bar.column + bar.span).map((bar) => bar.job),
    ),
  };
}
