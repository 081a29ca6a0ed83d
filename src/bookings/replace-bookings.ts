import { In, type EntityManager } from 'typeorm';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { TenantRepository } from '../database/tenant-repository.js';
import { AssetBooking } from './asset-booking.entity.js';

/** A booking as it is written: an asset held by a job's task from one day to another (ends included). */
export type BookingRow = Pick<AssetBooking, 'accountId' | 'assetId' | 'jobId' | 'taskId' | 'startDate' | 'endDate'>;

/**
 * Replaces the bookings of these tasks (of these jobs) with `rows`, in the caller's transaction: the jobs module's
 * task writes (after locking the job row, so that concurrent rewrites cannot interleave) and the demo seed.
 */
export async function replaceBookings(
  manager: EntityManager,
  accountId: string,
  tasks: { jobIds: string[]; taskIds: string[] },
  rows: BookingRow[],
): Promise<void> {
  const bookings = new TenantRepository(AssetBooking, manager, NOT_FOUND.booking);
  await bookings.deleteWhere(accountId, { jobId: In(tasks.jobIds), taskId: In(tasks.taskIds) });
  await bookings.insertMany(accountId, rows);
}
