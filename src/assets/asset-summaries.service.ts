import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { AccountAccess } from '../common/auth/permissions.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { FilesService } from '../files/files.service.js';
import { BookingsService } from '../bookings/bookings.service.js';
import type { Period } from '../bookings/booking-period.js';
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
} from './asset-search.js';
import { ASSET_LAT_SQL, ASSET_LNG_SQL, ASSET_PRIMARY_IMAGE_KEY_SQL } from './asset-sql.js';
import { Asset } from './asset.entity.js';
import { Category } from './category.entity.js';

/** What scheduling and availability (the jobs module) show of an asset. */
export interface AssetSummary {
  id: string;
  name: string;
  status: string;
  type: string | null;
  category: string | null;
  formattedAddress: string | null;
  /** The tracker's last position when there is one, else the address's coordinates (as on the map). */
  lat: number | null;
  lng: number | null;
  lastSeen: Date | null;
  /** The primary image, signed. */
  imageUrl: string | null;
}

/** A search of the account's assets as the availability page filters them (the asset search's filters). */
export interface AssetSummarySearch {
  /** Words all found in the search text (asset-search-text.ts). */
  keywords?: string | null;
  assetType?: string | null;
  /** The category or any below it. */
  categoryId?: string | null;
  /** Assets of any of these branches. */
  branchIds?: string[] | null;
  /** Only assets no booking holds on a day of this period. */
  availableIn?: Period | null;
  nextPageKey?: string | null;
  limit?: number | null;
}

export interface AssetSummaryPage {
  /** By (name, id). */
  rows: AssetSummary[];
  nextPageKey?: string;
  limit: number;
  /** Counts every match of the search, when asked for (one more query). */
  countAll: () => Promise<number>;
}

/**
 * The assets module's reads for other modules (scheduling and availability in jobs): assets by id, and a keyset-paged
 * search, answered as summaries. Other modules never query the asset tables themselves.
 */
@Injectable()
export class AssetSummariesService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectTenantRepository(Asset) private readonly assets: TenantRepository<Asset>,
    private readonly bookings: BookingsService,
    private readonly files: FilesService,
  ) {}

  /** The summaries of any number of the account's assets, by id, in one query; unknown ids are left out. */
  async byId(access: AccountAccess, ids: string[]): Promise<Map<string, AssetSummary>> {
    if (!ids.length) return new Map();
    const rows = await this.assets
      .query(access.accountId, 'asset')
      .leftJoin(Category, 'category', 'category.id = asset.category_id AND category.account_id = asset.account_id')
      .select('asset.id', 'id')
      .addSelect('asset.asset_name', 'name')
      .addSelect('asset.asset_status', 'status')
      .addSelect("asset.details ->> 'assetType'", 'type')
      .addSelect('category.name', 'category')
      .addSelect("asset.address ->> 'formattedAddress'", 'formattedAddress')
      .addSelect(ASSET_LAT_SQL, 'lat')
      .addSelect(ASSET_LNG_SQL, 'lng')
      .addSelect('asset.last_seen', 'lastSeen')
      .addSelect(ASSET_PRIMARY_IMAGE_KEY_SQL, 'imageKey')
      .andWhere('asset.id IN (:...summaryIds)', { summaryIds: [...new Set(ids)] })
      .getRawMany<Omit<AssetSummary, 'imageUrl'> & { imageKey: string | null }>();
    return new Map(
      rows.map(({ imageKey, ...asset }) => [
        asset.id,
        { ...asset, imageUrl: imageKey ? this.files.url(imageKey) : null },
      ]),
    );
  }

  /** The names of any number of the account's assets, by id, in one query; unknown ids are left out. */
  async names(access: AccountAccess, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.assets.find(access.accountId, {
      select: { id: true, assetName: true },
      where: { id: In([...new Set(ids)]) },
    });
    return new Map(rows.map((asset) => [asset.id, asset.assetName]));
  }

  /**
   * One page of the account's assets matching the search, by (name, id), keyset paged like the asset search: the
   * page, then its summaries (two queries, one more for a category filter).
   */
  async search(access: AccountAccess, search: AssetSummarySearch): Promise<AssetSummaryPage> {
    const { accountId } = access;
    const after = search.nextPageKey ? afterFilter(decodePageKey(search.nextPageKey)) : null;
    const filters: AssetFilter[] = [];
    if (search.keywords?.trim()) filters.push(keywordsFilter(search.keywords));
    if (search.assetType) filters.push(assetTypeFilter(search.assetType));
    if (search.categoryId)
      filters.push(categoryFilter(await categorySubtree(this.dataSource, accountId, search.categoryId)));
    if (search.branchIds?.length) filters.push(branchesFilter(search.branchIds));
    if (search.availableIn) filters.push(availableFilter(this.bookings.heldCondition(search.availableIn)));
    const query = this.assets.query(accountId, 'asset');
    for (const filter of filters) filter(query);
    const counting = query.clone();
    const limit = search.limit ?? SEARCH_DEFAULT_LIMIT;
    const { rows, nextPageKey } = await searchPage(query, after ? [after] : [], limit);
    const summaries = await this.byId(
      access,
      rows.map((asset) => asset.id),
    );
    return {
      rows: rows.map((asset) => summaries.get(asset.id) ?? bareSummary(asset)),
      nextPageKey,
      limit,
      countAll: () => counting.getCount(),
    };
  }
}

/** An asset of the page whose summary did not come back (deleted in between): what the page itself read. */
const bareSummary = (asset: Asset): AssetSummary => ({
  id: asset.id,
  name: asset.assetName,
  status: asset.assetStatus,
  type: null,
  category: null,
  formattedAddress: null,
  lat: null,
  lng: null,
  lastSeen: asset.lastSeen,
  imageUrl: null,
});
