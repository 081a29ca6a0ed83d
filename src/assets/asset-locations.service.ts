import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DataSource, type EntityManager } from 'typeorm';
import { Page } from '../common/http/envelope.js';
import { decodePageKey, encodePageKey, keysetPage, sortValue } from '../common/pagination/page-key.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { AssetLocation } from './asset-location.entity.js';
import { Asset } from './asset.entity.js';
import {
  HISTORY_DEFAULT_LIMIT,
  type IngestLocationsDto,
  type LocationHistoryDto,
  type TrackerPointDto,
} from './dto/locations.dto.js';
import type { Access } from '../common/auth/permissions.js';
import { inTransaction } from '../database/transactions.js';

class LocationSource {
  @ApiProperty() type: string;
}

/** A point of an asset's location history. */
export class LocationView {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, format: 'date-time' }) dateTime: Date;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The point's time on the clock of its place, ISO with that place's offset (as the tracker sent it)",
  })
  localDateTime: string | null;
  @ApiProperty() lat: number;
  @ApiProperty() lng: number;
  @ApiProperty() macAddress: string;
  @ApiProperty() provider: string;
  @ApiProperty() source: LocationSource;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Accuracy in metres' }) radius: number | null;
}

export interface IngestResult {
  stored: number;
  unknownMacAddresses: string[];
}

const normaliseMac = (macAddress: string): string => macAddress.trim().toUpperCase();

const toView = (row: AssetLocation): LocationView => ({
  id: row.id,
  dateTime: row.dateTime,
  localDateTime: row.localDateTime,
  lat: row.lat,
  lng: row.lng,
  macAddress: row.macAddress,
  provider: row.provider,
  source: { type: row.sourceType },
  address: row.address,
  radius: row.radius,
});

/** The history is ordered by (dateTime, id) descending; the cursor holds both of the last row. */
const historyKey = (row: AssetLocation): string => encodePageKey([row.dateTime.toISOString()], row.id);

@Injectable()
export class AssetLocationsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectTenantRepository(Asset) private readonly assets: TenantRepository<Asset>,
    @InjectTenantRepository(AssetLocation) private readonly locations: TenantRepository<AssetLocation>,
  ) {}

  /** The asset's points, newest first, paged by keyset (never OFFSET) so each row comes exactly once. */
  async history(access: Access, query: LocationHistoryDto): Promise<Page<LocationView>> {
    const { accountId } = access;
    await this.assets.get(accountId, query.assetId);
    const limit = query.limit ?? HISTORY_DEFAULT_LIMIT;
    const select = this.locations
      .query(accountId, 'location')
      .andWhere('location.assetId = :assetId', { assetId: query.assetId });
    if (query.nextPageKey) {
      const { sortValues, id } = decodePageKey(query.nextPageKey, [sortValue.instant]);
      const after = new Date(sortValues[0]);
      select.andWhere('(location.dateTime, location.id) < (:after, :afterId)', { after, afterId: id });
    }
    const rows = await select
      .orderBy('location.dateTime', 'DESC')
      .addOrderBy('location.id', 'DESC')
      .limit(limit + 1)
      .getMany();
    const page = keysetPage(rows, limit, historyKey);
    return new Page(page.rows.map(toView), page.nextPageKey);
  }

  /**
   * Stores the points of the account's trackers and moves each asset's last position to its newest point when
   * that is newer than what the asset holds; points of unknown MAC addresses are skipped and reported.
   */
  async ingest(access: Access, body: IngestLocationsDto): Promise<IngestResult> {
    const { accountId } = access;
    const points = body.points.map((point) => ({ ...point, macAddress: normaliseMac(point.macAddress) }));
    const macAddresses = [...new Set(points.map((point) => point.macAddress))];
    return inTransaction(this.dataSource, async (manager) => {
      const assets = await this.assets
        .with(manager)
        .query(accountId, 'asset')
        .andWhere('UPPER(asset.macAddress) IN (:...macAddresses)', { macAddresses })
        .getMany();
      const assetIdByMac = new Map(assets.map((asset) => [normaliseMac(asset.macAddress ?? ''), asset.id]));
      const rows = points.flatMap((point) => {
        const assetId = assetIdByMac.get(point.macAddress);
        return assetId ? [this.row(accountId, assetId, point)] : [];
      });
      if (rows.length > 0) {
        await this.locations.with(manager).insertMany(accountId, rows);
        await this.moveLastPositions(manager, accountId, rows);
      }
      return {
        stored: rows.length,
        unknownMacAddresses: macAddresses.filter((mac) => !assetIdByMac.has(mac)),
      };
    });
  }

  private row(
    accountId: string,
    assetId: string,
    point: TrackerPointDto,
  ): Omit<AssetLocation, 'id' | 'createdAt' | 'updatedAt'> {
    return {
      accountId,
      assetId,
      macAddress: point.macAddress,
      lat: point.lat,
      lng: point.lng,
      dateTime: new Date(point.time),
      localDateTime: point.localDateTime ?? null,
      provider: point.provider,
      sourceType: point.source,
      address: point.address ?? null,
      radius: point.radius ?? null,
    };
  }

  /** One UPDATE for all the batch's assets; the lastSeen condition keeps an older point from moving it back. */
  private async moveLastPositions(
    manager: EntityManager,
    accountId: string,
    rows: Pick<AssetLocation, 'assetId' | 'lat' | 'lng' | 'dateTime'>[],
  ): Promise<void> {
    const newest = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const held = newest.get(row.assetId);
      if (!held || row.dateTime > held.dateTime) newest.set(row.assetId, row);
    }
    const latest = [...newest.values()];
    await this.assets.with(manager).updateFrom(
      accountId,
      {
        set: 'last_lat = p.lat, last_lng = p.lng, last_seen = p.time, updated_at = now()',
        from: 'unnest($2::uuid[], $3::float8[], $4::float8[], $5::timestamptz[]) AS p(id, lat, lng, time)',
        where: 'asset.id = p.id AND (asset.last_seen IS NULL OR asset.last_seen < p.time)',
      },
      [
        latest.map((row) => row.assetId),
        latest.map((row) => row.lat),
        latest.map((row) => row.lng),
        latest.map((row) => row.dateTime.toISOString()),
      ],
    );
  }
}
