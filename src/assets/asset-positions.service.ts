import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { FilesService } from '../files/files.service.js';
import { ASSET_LAT_SQL, ASSET_LNG_SQL, ASSET_PRIMARY_IMAGE_KEY_SQL, ASSET_TRACKED_SQL } from './asset-sql.js';
import { Asset } from './asset.entity.js';
import { Category } from './category.entity.js';
import type { Access } from '../common/auth/permissions.js';

/** Where an asset is drawn on the map, with what its marker card shows. */
export class AssetPosition {
  @ApiProperty() id: string;
  @ApiProperty() assetName: string;
  @ApiProperty({ type: String, nullable: true }) assetType: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The category's name" }) category: string | null;
  @ApiProperty() lat: number;
  @ApiProperty() lng: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the tracker last reported; null when the asset stands at its address (never tracked)',
  })
  lastSeen: Date | null;
  @ApiProperty({ type: String, nullable: true, description: 'Signed URL of the primary image' })
  imageUrl: string | null;
}

interface PositionRow extends Omit<AssetPosition, 'imageUrl'> {
  imageKey: string | null;
}

@Injectable()
export class AssetPositionsService {
  constructor(
    @InjectTenantRepository(Asset) private readonly assets: TenantRepository<Asset>,
    private readonly files: FilesService,
  ) {}

  /** Every located asset of the account, by name, in one query. */
  async list(access: Access): Promise<AssetPosition[]> {
    const { accountId } = access;
    const rows = await this.assets
      .query(accountId, 'asset')
      .leftJoin(Category, 'category', 'category.id = asset.category_id AND category.account_id = asset.account_id')
      .select('asset.id', 'id')
      .addSelect('asset.asset_name', 'assetName')
      .addSelect("asset.details ->> 'assetType'", 'assetType')
      .addSelect('category.name', 'category')
      .addSelect(ASSET_LAT_SQL, 'lat')
      .addSelect(ASSET_LNG_SQL, 'lng')
      .addSelect(`CASE WHEN ${ASSET_TRACKED_SQL} THEN asset.last_seen END`, 'lastSeen')
      .addSelect(ASSET_PRIMARY_IMAGE_KEY_SQL, 'imageKey')
      .andWhere(`${ASSET_LAT_SQL} IS NOT NULL AND ${ASSET_LNG_SQL} IS NOT NULL`)
      .orderBy('asset.asset_name')
      .addOrderBy('asset.id')
      .getRawMany<PositionRow>();
    return rows.map(({ imageKey, ...position }) => ({
      ...position,
      imageUrl: imageKey ? this.files.url(imageKey) : null,
    }));
  }
}
