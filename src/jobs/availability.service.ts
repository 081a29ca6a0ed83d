import { Injectable } from '@nestjs/common';
import { AssetSummariesService, type AssetSummary } from '../assets/asset-summaries.service.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { AssetBooking } from './asset-booking.entity.js';
import { overlapsSql, periodOf, type Period } from './booking-period.js';
import type { AvailableAssetScheduleInput } from './dto/availability.input.js';
import { Job } from './job.entity.js';
import type {
  AssetAvailabilityJobModel,
  AssetAvailabilityModel,
  AvailableAssetScheduleModel,
} from './models/availability.model.js';
import type { Access } from '../common/auth/permissions.js';

type BookedJob = AssetAvailabilityJobModel & { assetId: string };

const byStart = (a: AssetAvailabilityJobModel, b: AssetAvailabilityJobModel): number =>
  (a.startDate ?? '').localeCompare(b.startDate ?? '') || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

function availabilityView(asset: AssetSummary, jobs: AssetAvailabilityJobModel[]) {
  const located = asset.formattedAddress !== null || asset.lat !== null;
  const view: AssetAvailabilityModel = {
    assetId: asset.id,
    assetName: asset.name,
    assetStatus: asset.status,
    availability: jobs.length ? 'UNAVAILABLE' : 'AVAILABLE',
    attachments: asset.imageUrl ? [{ primary: true, url: asset.imageUrl }] : [],
    address: located ? { formattedAddress: asset.formattedAddress ?? '', lat: asset.lat, lng: asset.lng } : null,
    lastSeen: asset.lastSeen,
    jobs,
    complexJobs: jobs,
  };
  return view;
}

/**
 * Asset availability (spec 2 §2): the account's assets with the jobs booking them in a period, filtered like the
 * asset search and keyset paged by (name, id). The assets come from the assets module's search (count, page, asset
 * summaries; one more query for a category filter), the jobs booking them from one query here.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    @InjectTenantRepository(AssetBooking) private readonly bookings: TenantRepository<AssetBooking>,
    private readonly assets: AssetSummariesService,
  ) {}

  async page(access: Access, input: AvailableAssetScheduleInput): Promise<AvailableAssetScheduleModel> {
    const period = periodOf(input.startDate, input.endDate, { start: 'startDate', end: 'endDate' });
    const page = await this.assets.search(access, {
      keywords: input.search,
      assetType: input.assetType,
      categoryId: input.categoryId,
      branchIds: input.branchIds,
      availableIn: input.availableOnly ? period : null,
      nextPageKey: input.pageInfo?.nextPageKey,
      limit: input.pageInfo?.limit,
    });
    const jobs = await this.jobsBooking(
      access.accountId,
      page.rows.map((asset) => asset.id),
      period,
    );
    return {
      availability: page.rows.map((asset) => availabilityView(asset, jobs.get(asset.id) ?? [])),
      pageInfo: {
        nextPageKey: page.nextPageKey ?? null,
        hasNextPage: !!page.nextPageKey,
        countAll: page.countAll,
        limit: page.limit,
      },
    };
  }

  /** For each of these assets, the jobs whose bookings hold it on a day of the period, by start date. */
  private async jobsBooking(
    accountId: string,
    assetIds: string[],
    period: Period,
  ): Promise<Map<string, AssetAvailabilityJobModel[]>> {
    if (!assetIds.length) return new Map();
    const rows = await this.bookings
      .query(accountId, 'booking')
      .innerJoin(Job, 'job', 'job.id = booking.job_id AND job.account_id = booking.account_id')
      .select('booking.asset_id', 'assetId')
      .addSelect('job.id', 'id')
      .addSelect('job.name', 'name')
      .addSelect('job.number', 'number')
      .addSelect('job.start_date::text', 'startDate')
      .addSelect('job.end_date::text', 'endDate')
      .distinct(true)
      .andWhere('booking.asset_id IN (:...assetIds)', { assetIds })
      .andWhere(overlapsSql('booking', ':periodStart', ':periodEnd'), {
        periodStart: period.start,
        periodEnd: period.end,
      })
      .getRawMany<BookedJob>();
    const byAsset = new Map<string, AssetAvailabilityJobModel[]>();
    for (const { assetId, ...job } of rows) byAsset.set(assetId, [...(byAsset.get(assetId) ?? []), job]);
    for (const jobs of byAsset.values()) jobs.sort(byStart);
    return byAsset;
  }
}
