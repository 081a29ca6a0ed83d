import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Asset } from '../assets/asset.entity.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import { AssetBooking } from './asset-booking.entity.js';
import { AssetSummaries, type AssetSummary } from './asset-summaries.js';
import { ALL_TIME, overlapsSql, type Period } from './booking-period.js';
import { ComplexTask } from './complex-task.entity.js';
import { Job } from './job.entity.js';
import type { JobAssetScheduleModel, OverbookedAssetModel, SchedulingAssetModel } from './models/scheduling.model.js';
import { groupBookings, type BookingPair, type Overbooking } from './overbooking.js';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import type { Access } from '../common/auth/permissions.js';

/** A job asked about, over a period; with a task, only that task's bookings count as the job's. */
export interface JobWindow {
  jobId: string;
  taskId?: string;
  period: Period;
}

/** The windows as a table (job_id, task_id, period_start, period_end, ordinal), joined once for all of them. */
const WINDOWS = `(SELECT * FROM unnest(:windowJobIds::uuid[], :windowTaskIds::uuid[], :windowStarts::date[],
  :windowEnds::date[]) WITH ORDINALITY AS windows(job_id, task_id, period_start, period_end, ordinal))`;

const schedulingAsset = (asset: AssetSummary): SchedulingAssetModel => ({
  id: asset.id,
  name: asset.name,
  type: asset.type,
  category: asset.category,
  address: asset.formattedAddress,
  latitude: asset.lat,
  longitude: asset.lng,
  imageUrl: asset.imageUrl,
  lastSeen: asset.lastSeen,
});

const overbookedView = (complexJobId: string, row: Overbooking): OverbookedAssetModel => ({
  complexJobId,
  assetId: row.assetId,
  assetName: row.assetName,
  conflictingJobId: row.jobId,
  conflictingJobName: row.jobName,
});

/**
 * Double booking, read from asset_booking: which assets a job books in a period and which of them other jobs book
 * on the same days. A fixed number of queries however many jobs are asked about.
 */
@Injectable()
export class SchedulingService {
  constructor(
    @InjectTenantRepository(AssetBooking) private readonly bookings: TenantRepository<AssetBooking>,
    @InjectTenantRepository(Job) private readonly jobs: TenantRepository<Job>,
    @InjectTenantRepository(ComplexTask) private readonly tasks: TenantRepository<ComplexTask>,
    private readonly summaries: AssetSummaries,
  ) {}

  /** scheduledAssetsForJob(s): three queries (jobs, booking pairs, assets) for any number of jobs. */
  async schedules(access: Access, windows: JobWindow[]): Promise<JobAssetScheduleModel[]> {
    const { accountId } = access;
    if (!windows.length) return [];
    const names = await this.jobNames(accountId, windows);
    const groups = groupBookings(windows.length, await this.pairs(accountId, windows));
    const assets = await this.summaries.byId(
      accountId,
      groups.flatMap((group) => group.bookings.map((booking) => booking.assetId)),
    );
    return windows.map(({ jobId }, index) => ({
      complexJobId: jobId,
      jobId,
      scheduledAssets: groups[index].bookings.flatMap(({ assetId, taskId, startDate, endDate }) => {
        const asset = assets.get(assetId);
        return asset
          ? [{ asset: schedulingAsset(asset), job: { id: jobId, name: names.get(jobId)! }, taskId, startDate, endDate }]
          : [];
      }),
      overbookedAssets: groups[index].overbooked.map((row) => overbookedView(jobId, row)),
    }));
  }

  /** GET /v2/scheduled-assets-for-job: each overbooked asset of the job with one other job booking it. */
  async overbookedAssets(access: Access, window: JobWindow): Promise<{ assetId: string; jobId: string }[]> {
    const { accountId } = access;
    await this.jobNames(accountId, [window]);
    const [group] = groupBookings(1, await this.pairs(accountId, [window]));
    return group.overbooked.map(({ assetId, jobId }) => ({ assetId, jobId }));
  }

  /** The job's assets that other jobs book on the same days, whatever the dates: a mutation payload's conflicts. */
  async jobConflicts(access: Access, jobId: string): Promise<OverbookedAssetModel[]> {
    const { accountId } = access;
    return this.conflicts(accountId, { jobId, period: ALL_TIME });
  }

  /** The same for one task's assets. */
  async taskConflicts(access: Access, taskId: string): Promise<OverbookedAssetModel[]> {
    const { accountId } = access;
    const { jobId } = await this.tasks.get(accountId, taskId);
    return this.conflicts(accountId, { jobId, taskId, period: ALL_TIME });
  }

  private async conflicts(accountId: string, window: JobWindow): Promise<OverbookedAssetModel[]> {
    const [group] = groupBookings(1, await this.pairs(accountId, [window]));
    return group.overbooked.map((row) => overbookedView(window.jobId, row));
  }

  /** The names of the jobs asked about; one that is missing or another account's is "Job not found.". */
  private async jobNames(accountId: string, windows: JobWindow[]): Promise<Map<string, string>> {
    const ids = [...new Set(windows.map((window) => window.jobId))];
    if (!ids.every(isUuid)) throw new NotFoundError(NOT_FOUND.job);
    const jobs = await this.jobs.find(accountId, { select: { id: true, name: true }, where: { id: In(ids) } });
    if (jobs.length !== ids.length) throw new NotFoundError(NOT_FOUND.job);
    return new Map(jobs.map((job) => [job.id, job.name]));
  }

  /**
   * One self-join of asset_booking for all windows: each booking of a job asked about that holds a day of its
   * period, paired with every booking of the same asset by another job on a day both hold inside the period.
   */
  private async pairs(accountId: string, windows: JobWindow[]): Promise<BookingPair[]> {
    const rows = await this.bookings
      .query(accountId, 'mine')
      .innerJoin(
        WINDOWS,
        'w',
        `w.job_id = mine.job_id AND (w.task_id IS NULL OR w.task_id = mine.task_id)
          AND ${overlapsSql('mine', 'w.period_start', 'w.period_end')}`,
      )
      .innerJoin(Asset, 'asset', 'asset.id = mine.asset_id AND asset.account_id = mine.account_id')
      .leftJoin(
        AssetBooking,
        'other',
        `other.account_id = mine.account_id AND other.asset_id = mine.asset_id AND other.job_id <> mine.job_id
          AND ${overlapsSql('other', 'GREATEST(mine.start_date, w.period_start)', 'LEAST(mine.end_date, w.period_end)')}`,
      )
      .leftJoin(Job, 'other_job', 'other_job.id = other.job_id AND other_job.account_id = other.account_id')
      .select('w.ordinal', 'ordinal')
      .addSelect('mine.id', 'bookingId')
      .addSelect('mine.asset_id', 'assetId')
      .addSelect('asset.asset_name', 'assetName')
      .addSelect('mine.task_id', 'taskId')
      .addSelect('mine.start_date::text', 'startDate')
      .addSelect('mine.end_date::text', 'endDate')
      .addSelect('other.job_id', 'otherJobId')
      .addSelect('other_job.name', 'otherJobName')
      .setParameters({
        windowJobIds: windows.map((window) => window.jobId),
        windowTaskIds: windows.map((window) => window.taskId ?? null),
        windowStarts: windows.map((window) => window.period.start),
        windowEnds: windows.map((window) => window.period.end),
      })
      .getRawMany<Omit<BookingPair, 'position'> & { ordinal: string }>();
    return rows.map(({ ordinal, ...pair }) => ({ ...pair, position: Number(ordinal) - 1 }));
  }
}
