import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  afterFilter,
  assetTypeFilter,
  availableFilter,
  branchesFilter,
  categoryFilter,
  categorySubtree,
  decodePageKey,
  keywordsFilter,
  searchPage,
  SEARCH_DEFAULT_LIMIT,
  type AssetFilter,
} from '../assets/asset-search.js';
import { Asset } from '../assets/asset.entity.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { AssetBooking } from './asset-booking.entity.js';
import { AssetSummaries, type AssetSummary } from './asset-summaries.js';
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

function availabilityView(asset: Asset, summary: AssetSummary | undefined, jobs: AssetAvailabilityJobModel[]) {
  const located = summary && (summary.formattedAddress !== null || summary.lat !== null);
  const view: AssetAvailabilityModel = {
    assetId: asset.id,
    assetName: asset.assetName,
    assetStatus: asset.assetStatus,
    availability: jobs.length ? 'UNAVAILABLE' : 'AVAILABLE',
    attachments: summary?.imageUrl ? [{ primary: true, url: summary.imageUrl }] : [],
    address: located ? { formattedAddress: summary.formattedAddress ?? '', lat: summary.lat, lng: summary.lng } : null,
    lastSeen: asset.lastSeen,
    jobs,
    complexJobs: jobs,
  };
  return view;
}

/**
 * Asset availability (spec 2 §2): the account's assets with the jobs booking them in a period, filtered like the
 * asset search and keyset paged by (name, id). Four queries a page (count, page, asset summaries, bookings), and one
 * more for a category filter.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectTenantRepository(Asset) private readonly assets: TenantRepository<Asset>,
    @InjectTenantRepository(AssetBooking) private readonly bookings: TenantRepository<AssetBooking>,
    private readonly summaries: AssetSummaries,
  ) {}

  async page(access: Access, input: AvailableAssetScheduleInput): Promise<AvailableAssetScheduleModel> {
    const { accountId } = access;
    const period = periodOf(input.startDate, input.endDate, { start: 'startDate', end: 'endDate' });
    const after = input.pageInfo?.nextPageKey ? afterFilter(decodePageKey(input.pageInfo.nextPageKey)) : null;
    const filters: AssetFilter[] = [];
    if (input.search?.trim()) filters.push(keywordsFilter(input.search));
    if (input.assetType) filters.push(assetTypeFilter(input.assetType));
    if (input.categoryId)
      filters.push(categoryFilter(await categorySubtree(this.dataSource, accountId, input.categoryId)));
    if (input.branchIds?.length) filters.push(branchesFilter(input.branchIds));
    if (input.availableOnly) filters.push(availableFilter(period));
    const query = this.assets.query(accountId, 'asset');
    for (const filter of filters) filter(query);
    const counting = query.clone();
    const limit = input.pageInfo?.limit ?? SEARCH_DEFAULT_LIMIT;
    const { rows, nextPageKey } = await searchPage(query, after ? [after] : [], limit);
    const ids = rows.map((asset) => asset.id);
    const [summaries, jobs] = await Promise.all([
      this.summaries.byId(accountId, ids),
      this.jobsBooking(accountId, ids, period),
    ]);
    return {
      availability: rows.map((asset) => availabilityView(asset, summaries.get(asset.id), jobs.get(asset.id) ?? [])),
      pageInfo: {
        nextPageKey: nextPageKey ?? null,
        hasNextPage: !!nextPageKey,
        countAll: () => counting.getCount(),
        limit,
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
