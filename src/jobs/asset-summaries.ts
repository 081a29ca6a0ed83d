import { Injectable } from '@nestjs/common';
import { ASSET_LAT_SQL, ASSET_LNG_SQL, ASSET_PRIMARY_IMAGE_KEY_SQL } from '../assets/asset-sql.js';
import { Asset } from '../assets/asset.entity.js';
import { Category } from '../assets/category.entity.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { FilesService } from '../files/files.service.js';

/** What scheduling and availability show of an asset. */
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

/** Reads the summaries of any number of assets in one query. */
@Injectable()
export class AssetSummaries {
  constructor(
    @InjectTenantRepository(Asset) private readonly assets: TenantRepository<Asset>,
    private readonly files: FilesService,
  ) {}

  async byId(accountId: string, ids: string[]): Promise<Map<string, AssetSummary>> {
    if (!ids.length) return new Map();
    const rows = await this.assets
      .query(accountId, 'asset')
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
}
