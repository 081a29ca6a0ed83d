import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { AssetSummariesService, type AssetSummary } from '../assets/asset-summaries.service.js';
import { ALL_TIME } from '../bookings/booking-period.js';
import { BookingsService, type JobWindow, type UnnamedPair } from '../bookings/bookings.service.js';
import { groupBookings, type BookingPair, type Overbooking } from '../bookings/overbooking.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import { ComplexTask } from './complex-task.entity.js';
import { Job } from './job.entity.js';
import type { JobAssetScheduleModel, OverbookedAssetModel, SchedulingAssetModel } from './models/scheduling.model.js';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import type { Access } from '../common/auth/permissions.js';

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
 * Double booking, read from the bookings module (its one self-join of asset_booking): which assets a job books in a
 * period and which of them other jobs book on the same days. A fixed number of queries however many jobs are asked
 * about. It tells the bookings module where their jobs are read (`readJobsFrom`): the job table, by its entity.
 */
@Injectable()
export class SchedulingService implements OnModuleInit {
  constructor(
    private readonly bookings: BookingsService,
    @InjectTenantRepository(Job) private readonly jobs: TenantRepository<Job>,
    @InjectTenantRepository(ComplexTask) private readonly tasks: TenantRepository<ComplexTask>,
    private readonly assets: AssetSummariesService,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.bookings.readJobsFrom({
      table: this.dataSource.getMetadata(Job).tableName,
      columns: (alias) => ({
        id: `${alias}.id`,
        name: `${alias}.name`,
        number: `${alias}.number`,
        startDate: `${alias}.start_date::text`,
        endDate: `${alias}.end_date::text`,
      }),
    });
  }

  /** scheduledAssetsForJob(s): three queries (jobs, booking pairs, assets) for any number of jobs. */
  async schedules(access: Access, windows: JobWindow[]): Promise<JobAssetScheduleModel[]> {
    const { accountId } = access;
    if (!windows.length) return [];
    const names = await this.jobNames(accountId, windows);
    const pairs = await this.bookings.pairs(access, windows);
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

  /** GET /v2/scheduled-assets-for-job: each overbooked asset of the job with one other job booking it. */
  async overbookedAssets(access: Access, window: JobWindow): Promise<{ assetId: string; jobId: string }[]> {
    const { accountId } = access;
    await this.jobNames(accountId, [window]);
    const [group] = groupBookings(1, await this.withAssetNames(access, await this.bookings.pairs(access, [window])));
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
    const pairs = await this.bookings.pairs(access, [window]);
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
}
