import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { AssetSummariesService, type AssetSummary } from '../assets/asset-summaries.service.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import { AssetBooking } from './asset-booking.entity.js';
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

/** A booking pair as asset_booking answers it, before the asset's name is known. */
type UnnamedPair = Omit<BookingPair, 'assetName'>;

/** The pairs with their assets' names ('' for an asset deleted meanwhile). */
const named = (pairs: UnnamedPair[], nameOf: (assetId: string) => string | undefined): BookingPair[] =>
  pairs.map((pair) => ({ ...pair, assetName: nameOf(pair.assetId) ?? '' }));

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
    private readonly assets: AssetSummariesService,
  ) {}

  /** scheduledAssetsForJob(s): three queries (jobs, booking pairs, assets) for any number of jobs. */
  async schedules(access: Access, windows: JobWindow[]): Promise<JobAssetScheduleModel[]> {
    const { accountId } = access;
    if (!windows.length) return [];
    const names = await this.jobNames(accountId, windows);
    const pairs = await this.pairs(accountId, windows);
    const assets = await this.assets.byId(
      access,
      pairs.map((pair) => pair.assetId),
    );
    const groups = groupBookings(
      windows.length,
      named(pairs, (id) => assets.get(id)?.name),
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

  /** The assets each of these jobs books on any of its tasks, by job id (one query). */
  async bookedAssets(accountId: string, jobIds: string[]): Promise<Map<string, string[]>> {
    const rows = jobIds.length
      ? await this.bookings
          .query(accountId, 'booking')
          .select('booking.job_id', 'jobId')
          .addSelect('booking.asset_id', 'assetId')
          .andWhere('booking.job_id IN (:...bookedJobIds)', { bookedJobIds: jobIds })
          .groupBy('booking.job_id')
          .addGroupBy('booking.asset_id')
          .getRawMany<{ jobId: string; assetId: string }>()
      : [];
    const booked = new Map(jobIds.map((id) => [id, [] as string[]]));
    for (const { jobId, assetId } of rows) booked.get(jobId)?.push(assetId);
    return booked;
  }

  /** GET /v2/scheduled-assets-for-job: each overbooked asset of the job with one other job booking it. */
  async overbookedAssets(access: Access, window: JobWindow): Promise<{ assetId: string; jobId: string }[]> {
    const { accountId } = access;
    await this.jobNames(accountId, [window]);
    const [group] = groupBookings(1, await this.withAssetNames(access, await this.pairs(accountId, [window])));
    return group.overbooked.map(({ assetId, jobId }) => ({ assetId, jobId }));
  }

  /** The job's assets that other jobs book on the same days, whatever the dates: a mutation payload's conflicts. */
  async jobConflicts(access: Access, jobId: string): Promise<OverbookedAssetModel[]> {
    return this.conflicts(access, { jobId, period: ALL_TIME });
  }

  /** The same for one task's assets. */
  async taskConflicts(access: Access, taskId: string): Promise<OverbookedAssetModel[]> {
    const { accountId } = access;
    const { jobId } = await this.tasks.get(accountId, taskId);
    return this.conflicts(access, { jobId, taskId, period: ALL_TIME });
  }

  private async conflicts(access: Access, window: JobWindow): Promise<OverbookedAssetModel[]> {
    const pairs = await this.pairs(access.accountId, [window]);
    const [group] = groupBookings(1, await this.withAssetNames(access, pairs));
    return group.overbooked.map((row) => overbookedView(window.jobId, row));
  }

  /**
   * The pairs with their assets' names (which order the answer), from the assets module: one query, and none when no
   * other job books the job's assets (the names then order nothing that is answered).
   */
  private async withAssetNames(access: Access, pairs: UnnamedPair[]): Promise<BookingPair[]> {
    const overbooked = pairs.filter((pair) => pair.otherJobId !== null).map((pair) => pair.assetId);
    const names = await this.assets.names(access, overbooked);
    return named(pairs, (id) => names.get(id));
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
   * period, paired with every booking of the same asset by another job on a day both hold inside the period. The
   * assets' names come from the assets module afterwards (`named`).
   */
  private async pairs(accountId: string, windows: JobWindow[]): Promise<UnnamedPair[]> {
    const rows = await this.bookings
      .query(accountId, 'mine')
      .innerJoin(
        WINDOWS,
        'w',
        `w.job_id = mine.job_id AND (w.task_id IS NULL OR w.task_id = mine.task_id)
          AND ${overlapsSql('mine', 'w.period_start', 'w.period_end')}`,
      )
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
      .getRawMany<Omit<UnnamedPair, 'position'> & { ordinal: string }>();
    return rows.map(({ ordinal, ...pair }) => ({ ...pair, position: Number(ordinal) - 1 }));
  }
}
