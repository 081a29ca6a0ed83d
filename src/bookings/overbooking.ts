/*
 * Double booking: an asset is overbooked on a job when another job books it on a day the job also books it (ends
 * included) inside the period asked about. Bookings of two tasks of the same job never conflict: a job plans its
 * own assets across its tasks. The database pairs the bookings (one self-join of asset_booking for every job asked
 * about); this module turns the pairs into each job's answer.
 */

/** A booking of the job asked about (window `position`), paired with another job's overlapping booking if any. */
export interface BookingPair {
  /** Which of the jobs asked about, 0-based. */
  position: number;
  bookingId: string;
  assetId: string;
  assetName: string;
  taskId: string;
  startDate: string;
  endDate: string;
  /** Another job booking the same asset on a day of this booking inside the period; null when none does. */
  otherJobId: string | null;
  otherJobName: string | null;
}

export interface JobBooking {
  bookingId: string;
  assetId: string;
  taskId: string;
  startDate: string;
  endDate: string;
}

export interface Overbooking {
  assetId: string;
  assetName: string;
  /** The other job. */
  jobId: string;
  jobName: string;
}

export interface JobBookings {
  /** The job's bookings in the period, by start date then asset name. */
  bookings: JobBooking[];
  /** One row per asset and other job, by asset name then job name. */
  overbooked: Overbooking[];
}

const byText = (...keys: string[][]) => {
  for (const [a, b] of keys) if (a !== b) return a < b ? -1 : 1;
  return 0;
};

/** The answer for each of `count` jobs asked about, from the booking pairs of all of them. */
export function groupBookings(count: number, pairs: BookingPair[]): JobBookings[] {
  const jobs = Array.from({ length: count }, () => ({
    bookings: new Map<string, JobBooking & { assetName: string }>(),
    overbooked: new Map<string, Overbooking>(),
  }));
  for (const pair of pairs) {
    const job = jobs[pair.position];
    const { bookingId, assetId, assetName, taskId, startDate, endDate, otherJobId, otherJobName } = pair;
    job.bookings.set(bookingId, { bookingId, assetId, assetName, taskId, startDate, endDate });
    if (otherJobId !== null) {
      job.overbooked.set(`${assetId}|${otherJobId}`, {
        assetId,
        assetName,
        jobId: otherJobId,
        jobName: otherJobName ?? '',
      });
    }
  }
  return jobs.map(({ bookings, overbooked }) => ({
    bookings: [...bookings.values()]
      .sort((a, b) =>
        byText(
          [a.startDate, b.startDate],
          [a.assetName, b.assetName],
          [a.assetId, b.assetId],
          [a.bookingId, b.bookingId],
        ),
      )
      .map(({ assetName: _name, ...booking }) => booking),
    overbooked: [...overbooked.values()].sort((a, b) =>
      byText([a.assetName, b.assetName], [a.assetId, b.assetId], [a.jobName, b.jobName], [a.jobId, b.jobId]),
    ),
  }));
}
