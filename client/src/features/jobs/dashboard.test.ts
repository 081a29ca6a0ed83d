import { describe, expect, it } from '@jest/globals';
import {
  closedRange,
  conflictsByAsset,
  doubleBookedCount,
  isCompleteRange,
  latestEnd,
  rangeLabel,
  statusOptions,
} from './dashboard';
import { savedEvent, type Change } from './dashboardApi';

const conflict = (assetId: string, jobId: string) => ({ assetId, jobId, jobName: `Job ${jobId}` });

describe('dashboard rules', () => {
  it('offers ends up to 5 years (365 × 5 days) after a chosen start, and no limit otherwise', () => {
    expect(latestEnd(['2026-03-02', null])).toBe('2031-03-01');
    expect(latestEnd(['2026-03-02', '2026-03-04'])).toBeUndefined();
    expect(latestEnd([null, null])).toBeUndefined();
  });

  it('makes a range closed with one end that single day, and an empty one today', () => {
    const today = new Date(2026, 2, 9);
    expect(closedRange(['2026-03-02', '2026-03-04'], today)).toEqual(['2026-03-02', '2026-03-04']);
    expect(closedRange(['2026-03-02', null], today)).toEqual(['2026-03-02', '2026-03-02']);
    expect(closedRange([null, '2026-03-04'], today)).toEqual(['2026-03-04', '2026-03-04']);
    expect(closedRange([null, null], today)).toEqual(['2026-03-09', '2026-03-09']);
  });

  it('writes a range as the schedule does, a single day alone', () => {
    expect(rangeLabel(['2026-03-02', '2026-03-06'])).toBe('Mar 2 – Mar 6, 2026');
    expect(rangeLabel(['2026-12-29', '2027-01-02'])).toBe('Dec 29, 2026 – Jan 2, 2027');
    expect(rangeLabel(['2026-03-02', '2026-03-02'])).toBe('Mar 2, 2026');
    expect(rangeLabel(['2026-03-02', null])).toBe('Mar 2, 2026');
    expect(rangeLabel([null, null])).toBe('');
  });

  it('saves dates only when both ends are valid dates', () => {
    expect(isCompleteRange(['2026-03-02', '2026-03-04'])).toBe(true);
    expect(isCompleteRange(['2026-03-02', null])).toBe(false);
    expect(isCompleteRange(['2026-02-30', '2026-03-04'])).toBe(false);
  });

  it('counts distinct double-booked assets and lists each conflicting job once', () => {
    const conflicts = [conflict('a', 'j1'), conflict('a', 'j2'), conflict('a', 'j2'), conflict('b', 'j1')];
    expect(doubleBookedCount(conflicts)).toBe(2);
    expect(doubleBookedCount([])).toBe(0);
    expect(
      conflictsByAsset(conflicts)
        .get('a')!
        .map(({ jobId }) => jobId),
    ).toEqual(['j1', 'j2']);
  });

  it('writes statuses upper case for complex jobs and lower case for simple ones', () => {
    expect(statusOptions('complex').map(({ value }) => value)).toEqual([
      'SCHEDULED',
      'OPPORTUNITY',
      'ONGOING',
      'COMPLETE',
    ]);
    expect(statusOptions('simple')[2]).toEqual({ value: 'ongoing', label: 'Ongoing' });
  });
});

describe('the analytics event of a saved dashboard change', () => {
  it.each([
    [{ kind: 'dates', startDate: '2026-11-02', endDate: '2026-11-06' }, 'job date updated'],
    [{ kind: 'status', status: 'ONGOING' }, 'job status updated'],
    [{ kind: 'notes', notes: 'Gate code 1234' }, 'job notes updated'],
    [{ kind: 'times', task: { startTime: '06:00' } }, 'task start time adjusted'],
    [{ kind: 'times', task: { endTime: '14:30' } }, 'task end time adjusted'],
    [{ kind: 'times', task: { timezone: 'America/Chicago' } }, 'job details updated'],
    [{ kind: 'crew', userIds: ['u1'] }, null],
    [{ kind: 'assets', assetIds: ['a1'] }, null],
  ] as [Change, string | null][])('%j → %s', (change, event) => {
    expect(savedEvent(change)).toBe(event);
  });
});
