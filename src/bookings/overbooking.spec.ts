import { describe, expect, it } from '@jest/globals';
import { groupBookings, type BookingPair } from './overbooking.js';

const pair = (
  position: number,
  bookingId: string,
  assetName: string,
  startDate: string,
  other: [id: string, name: string] | null = null,
): BookingPair => ({
  position,
  bookingId,
  assetId: `asset-${assetName}`,
  assetName,
  taskId: 'task-1',
  startDate,
  endDate: startDate,
  otherJobId: other?.[0] ?? null,
  otherJobName: other?.[1] ?? null,
});

describe('groupBookings', () => {
  it('answers each job asked about, in order, even one without bookings', () => {
    const groups = groupBookings(3, [pair(2, 'b1', 'Crane', '2026-05-04')]);
    expect(groups.map((group) => group.bookings.length)).toEqual([0, 0, 1]);
    expect(groups[2].overbooked).toEqual([]);
  });

  it('lists each booking once and each asset once per other job, in a stable order', () => {
    const north: [string, string] = ['job-n', 'North tower'];
    const bridge: [string, string] = ['job-b', 'Bridge'];
    const [group] = groupBookings(1, [
      pair(0, 'b2', 'Truck', '2026-05-06', north),
      pair(0, 'b1', 'Crane', '2026-05-06', north),
      pair(0, 'b1', 'Crane', '2026-05-06', bridge),
      pair(0, 'b3', 'Crane', '2026-05-04', north),
      pair(0, 'b3', 'Crane', '2026-05-04', north),
    ]);
    expect(group.bookings.map((booking) => booking.bookingId)).toEqual(['b3', 'b1', 'b2']);
    expect(group.bookings[0]).toEqual({
      bookingId: 'b3',
      assetId: 'asset-Crane',
      taskId: 'task-1',
      startDate: '2026-05-04',
      endDate: '2026-05-04',
    });
    expect(group.overbooked).toEqual([
      { assetId: 'asset-Crane', assetName: 'Crane', jobId: 'job-b', jobName: 'Bridge' },
      { assetId: 'asset-Crane', assetName: 'Crane', jobId: 'job-n', jobName: 'North tower' },
      { assetId: 'asset-Truck', assetName: 'Truck', jobId: 'job-n', jobName: 'North tower' },
    ]);
  });
});
