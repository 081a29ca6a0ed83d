import { describe, expect, it } from '@jest/globals';
import {
  fromIsoDate,
  jobsOnDay,
  layoutBars,
  layoutMonthWeek,
  monthWeeks,
  periodLabel,
  step,
  toIsoDate,
  visibleDays,
  visibleWindow,
  type DatedJob,
} from './calendar';

const day = fromIsoDate;
const isoDays = (days: Date[]) => days.map(toIsoDate);
const job = (id: string, startDate: string, endDate = startDate): DatedJob => ({
  id,
  number: id,
  name: `Job ${id}`,
  startDate,
  endDate,
});
/** Each bar as "id@column+span/lane", the compact form these tests compare. */
const summary = (bars: ReturnType<typeof layoutBars>) =>
  bars.map(({ job: { id }, column, span, lane }) => `${id}@${column}+${span}/${lane}`);

// March 2026 starts on a Sunday and ends on a Tuesday; May 2026 starts on a Friday.
const WEEK_OF_MAR_2 = isoDays(visibleDays('week', day('2026-03-02')));

describe('visible days', () => {
  it('shows a month as full weeks from the Sunday on or before the 1st to the Saturday on or after its last day', () => {
    const may = isoDays(visibleDays('month', day('2026-05-20')));
    expect(may[0]).toBe('2026-04-26');
    expect(may[may.length - 1]).toBe('2026-06-06');
    expect(may).toHaveLength(42);
    const march = isoDays(visibleDays('month', day('2026-03-31')));
    expect([march[0], march[march.length - 1], march.length]).toEqual(['2026-03-01', '2026-04-04', 35]);
  });

  it('cuts the month grid into weeks that each start on Sunday', () => {
    const weeks = monthWeeks(day('2026-05-01'));
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7 && week[0].getDay() === 0)).toBe(true);
  });

  it('shows a week from Monday to Sunday, also when the date is a Sunday', () => {
    expect(WEEK_OF_MAR_2).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(isoDays(visibleDays('week', day('2026-03-08')))).toEqual(WEEK_OF_MAR_2);
    expect(isoDays(visibleDays('week', day('2026-03-09')))[0]).toBe('2026-03-09');
  });

  it('shows one day in day mode, and gives the window the job queries ask for', () => {
    expect(isoDays(visibleDays('day', day('2026-03-04')))).toEqual(['2026-03-04']);
    expect(visibleWindow('week', day('2026-03-04'))).toEqual({ startDate: '2026-03-02', endDate: '2026-03-08' });
    // February 2026 runs from a Sunday to a Saturday: exactly four weeks.
    expect(visibleWindow('month', day('2026-02-14'))).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(visibleWindow('month', day('2026-04-14'))).toEqual({ startDate: '2026-03-29', endDate: '2026-05-02' });
    expect(visibleWindow('day', day('2026-03-04'))).toEqual({ startDate: '2026-03-04', endDate: '2026-03-04' });
  });
});

describe('stepping', () => {
  it('moves by a month, a week or a day in either direction', () => {
    expect(toIsoDate(step('month', day('2026-01-31'), 1))).toBe('2026-02-28');
    expect(toIsoDate(step('month', day('2026-01-15'), -1))).toBe('2025-12-15');
    expect(toIsoDate(step('week', day('2026-03-04'), 1))).toBe('2026-03-11');
    expect(toIsoDate(step('week', day('2026-03-04'), -1))).toBe('2026-02-25');
    expect(toIsoDate(step('day', day('2026-02-28'), 1))).toBe('2026-03-01');
    expect(toIsoDate(step('day', day('2026-01-01'), -1))).toBe('2025-12-31');
  });
});

describe('labels', () => {
  it('names the month and year', () => {
    expect(periodLabel('month', day('2026-03-17'))).toBe('March 2026');
  });

  it('names the week from its Monday, with the year once or, across new year, twice', () => {
    expect(periodLabel('week', day('2026-03-04'))).toBe('Mar 2 – Mar 8, 2026');
    expect(periodLabel('week', day('2026-01-01'))).toBe('Dec 29, 2025 – Jan 4, 2026');
  });

  it('names a single day', () => {
    expect(periodLabel('day', day('2026-03-04'))).toBe('Wednesday, March 4, 2026');
  });
});

describe('jobs on a day', () => {
  it('lists the jobs whose inclusive range covers the day, earlier and longer first', () => {
    const jobs = [job('c', '2026-03-04'), job('a', '2026-03-01', '2026-03-04'), job('b', '2026-03-03', '2026-03-10')];
    expect(jobsOnDay(jobs, day('2026-03-04')).map(({ id }) => id)).toEqual(['a', 'b', 'c']);
    expect(jobsOnDay(jobs, day('2026-03-05')).map(({ id }) => id)).toEqual(['b']);
    expect(jobsOnDay(jobs, day('2026-02-28'))).toEqual([]);
  });
});

describe('bars across a week', () => {
  const week = visibleDays('week', day('2026-03-02'));

  it('spans the days of each job and clips jobs that run past the week', () => {
    const bars = layoutBars(
      [
        job('inside', '2026-03-03', '2026-03-05'),
        job('before', '2026-02-20', '2026-03-02'),
        job('after', '2026-03-08', '2026-04-01'),
      ],
      week,
    );
    expect(summary(bars)).toEqual(['before@0+1/0', 'inside@1+3/0', 'after@6+1/0']);
    const [before, inside, after] = bars;
    expect([before.continuesBefore, before.continuesAfter]).toEqual([true, false]);
    expect([inside.continuesBefore, inside.continuesAfter]).toEqual([false, false]);
    expect([after.continuesBefore, after.continuesAfter]).toEqual([false, true]);
  });

  it('puts overlapping jobs in different lanes and reuses a lane once it is free', () => {
    const bars = layoutBars(
      [
        job('long', '2026-03-02', '2026-03-08'),
        job('mon-wed', '2026-03-02', '2026-03-04'),
        job('wed', '2026-03-04'),
        job('thu-fri', '2026-03-05', '2026-03-06'),
      ],
      week,
    );
    expect(summary(bars)).toEqual(['long@0+7/0', 'mon-wed@0+3/1', 'wed@2+1/2', 'thu-fri@3+2/1']);
    for (const a of bars) {
      for (const b of bars) {
        const shareDay = a.column < b.column + b.span && b.column < a.column + a.span;
        if (a !== b && shareDay) expect(a.lane).not.toBe(b.lane);
      }
    }
  });

  it('leaves out jobs outside the days', () => {
    expect(layoutBars([job('old', '2026-02-01', '2026-03-01'), job('later', '2026-03-09')], week)).toEqual([]);
  });
});

describe('a week of the month grid', () => {
  const week = visibleDays('week', day('2026-03-02'));

  it('shows at most 4 rows and counts the other jobs of each day as "more"', () => {
    const jobs = [
      job('1', '2026-03-02', '2026-03-04'),
      job('2', '2026-03-02'),
      job('3', '2026-03-02'),
      job('4', '2026-03-02'),
      job('5', '2026-03-02', '2026-03-03'),
      job('6', '2026-03-02'),
      job('7', '2026-03-05'),
    ];
    const { bars, more } = layoutMonthWeek(jobs, week);
    expect(summary(bars)).toEqual(['1@0+3/0', '5@0+2/1', '2@0+1/2', '3@0+1/3', '7@3+1/0']);
    expect(more.map((hidden) => hidden.map(({ id }) => id))).toEqual([['4', '6'], [], [], [], [], [], []]);
  });

  it('lists a hidden job that spans days under each of its days', () => {
    const jobs = [
      ...['a', 'b', 'c', 'd'].map((id) => job(id, '2026-03-02', '2026-03-08')),
      job('e', '2026-03-03', '2026-03-04'),
    ];
    const { bars, more } = layoutMonthWeek(jobs, week);
    expect(bars).toHaveLength(4);
    expect(more.map((hidden) => hidden.length)).toEqual([0, 1, 1, 0, 0, 0, 0]);
  });
});
