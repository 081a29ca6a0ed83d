import { Injectable } from '@nestjs/common';
import { AssetSummariesService, type AssetSummary } from '../assets/asset-summaries.service.js';
import { periodOf, type Period } from '../bookings/booking-period.js';
import { BookingsService } from '../bookings/bookings.service.js';
import type { AvailableAssetScheduleInput } from './dto/availability.input.js';
import type {
  AssetAvailabilityJobModel,
  AssetAvailabilityModel,
  AvailableAssetScheduleModel,
} from './models/availability.model.js';
import type { Access } from '../common/auth/permissions.js';

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
 * summaries; one more query for a category filter), the jobs booking them from one query of the bookings module.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly bookings: BookingsService,
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
      access,
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
    access: Access,
    assetIds: string[],
    period: Period,
  ): Promise<Map<string, AssetAvailabilityJobModel[]>> {
    const byAsset = await this.bookings.jobsHolding(access, assetIds, period);
    for (const jobs of byAsset.values()) jobs.sort(byStart);
    return byAsset;
  }
}
