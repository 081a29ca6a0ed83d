import { describe, expect, it } from '@jest/globals';
import { bookingsFor } from './task-bookings.js';

const task = {
  id: 'task-1',
  accountId: 'account-1',
  jobId: 'job-1',
  startDate: '2026-05-04',
  endDate: '2026-05-08',
  assetIds: ['crane', 'truck', 'crane'],
};
const row = (assetId: string, startDate: string, endDate = startDate) => ({
  accountId: 'account-1',
  jobId: 'job-1',
  taskId: 'task-1',
  assetId,
  startDate,
  endDate,
});

describe('bookingsFor', () => {
  it("books each task-level asset once for the task's date range", () => {
    expect(bookingsFor(task, [])).toEqual([
      row('crane', '2026-05-04', '2026-05-08'),
      row('truck', '2026-05-04', '2026-05-08'),
    ]);
  });

  it("books entry-level assets on the entry's day, unless the task already holds them that day", () => {
    const entries = [
      { entryDate: '2026-05-05', assetIds: ['crane', 'forklift', 'forklift'] },
      { entryDate: '2026-05-10', assetIds: ['crane'] },
    ];
    expect(bookingsFor(task, entries)).toEqual([
      row('crane', '2026-05-04', '2026-05-08'),
      row('truck', '2026-05-04', '2026-05-08'),
      row('forklift', '2026-05-05'),
      row('crane', '2026-05-10'),
    ]);
  });

  it('books nothing at task level for a task without dates', () => {
    const undated = { ...task, startDate: null, endDate: null };
    expect(bookingsFor(undated, [])).toEqual([]);
    expect(bookingsFor(undated, [{ entryDate: '2026-05-05', assetIds: ['crane'] }])).toEqual([
      row('crane', '2026-05-05'),
    ]);
  });
});
