import { In, type EntityManager } from 'typeorm';
import { ASSET_REFERENCE } from '../assets/references.js';
import { replaceBookings, type BookingRow } from '../bookings/replace-bookings.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { ownedIds } from '../common/ownership/owned-references.js';
import { TenantRepository } from '../database/tenant-repository.js';
import type { ComplexTask } from './complex-task.entity.js';
import { TaskEntry } from './task-entry.entity.js';

type TaskDates = Pick<ComplexTask, 'id' | 'accountId' | 'jobId' | 'startDate' | 'endDate' | 'assetIds'>;

/**
 * The bookings of one task: each task-level asset holds the task's date range (a task without dates books
 * nothing), each entry-level asset holds its entry's day unless the task already books it on that day.
 */
export function bookingsFor(task: TaskDates, entries: Pick<TaskEntry, 'entryDate' | 'assetIds'>[]): BookingRow[] {
  const { accountId, jobId, id: taskId, startDate, endDate } = task;
  const dated = startDate !== null && endDate !== null;
  const taskAssets = new Set(dated ? task.assetIds : []);
  const rows: BookingRow[] = [...taskAssets].map((assetId) => ({
    accountId,
    assetId,
    jobId,
    taskId,
    startDate: startDate!,
    endDate: endDate!,
  }));
  const seen = new Set<string>();
  for (const { entryDate, assetIds } of entries) {
    const inTaskRange = dated && entryDate >= startDate && entryDate <= endDate;
    for (const assetId of assetIds) {
      const key = `${assetId}|${entryDate}`;
      if ((inTaskRange && taskAssets.has(assetId)) || seen.has(key)) continue;
      seen.add(key);
      rows.push({ accountId, assetId, jobId, taskId, startDate: entryDate, endDate: entryDate });
    }
  }
  return rows;
}

/**
 * Rewrites the bookings of these tasks from their current rows and entries (assets deleted since book nothing). Call inside the transaction that changed
 * them, after locking their job, so that concurrent rewrites cannot interleave.
 */
export async function rewriteBookings(manager: EntityManager, accountId: string, tasks: TaskDates[]): Promise<void> {
  if (!tasks.length) return;
  const taskIds = tasks.map((task) => task.id);
  const entries = await new TenantRepository(TaskEntry, manager, NOT_FOUND.entry).find(accountId, {
    where: { taskId: In(taskIds) },
  });
  const wanted = tasks.flatMap((task) =>
    bookingsFor(
      task,
      entries.filter((entry) => entry.taskId === task.id),
    ),
  );
  // A task may still name an asset deleted since it was assigned: such an asset books nothing.
  const existing = await ownedIds(manager, accountId, ASSET_REFERENCE, new Set(wanted.map((row) => row.assetId)));
  const rows = wanted.filter((row) => existing.has(row.assetId));
  const jobIds = [...new Set(tasks.map((task) => task.jobId))];
  await replaceBookings(manager, accountId, { jobIds, taskIds }, rows);
}
