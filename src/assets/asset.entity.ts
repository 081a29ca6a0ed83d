import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { SEARCH_TEXT_SQL } from './asset-search-text.js';
import { Category } from './category.entity.js';

export interface AssetAddress {
  formattedAddress: string;
  lat: number | null;
  lng: number | null;
}

export interface AssetMetadata {
  metadataName: string;
  metadataValue: string;
  metadataUnitOfMeasure: string;
}

export interface AssetDetails {
  assetType: string;
  assetSubtype?: string;
  manufacturer: string;
  serialNumber?: string;
  notes?: string;
  trackerType?: string;
  mountType?: string;
  applicationMethod?: string;
  length?: number;
  lengthUnit?: string;
  width?: number;
  widthUnit?: string;
  height?: number;
  heightUnit?: string;
  weight?: number;
  weightUnit?: string;
}

/** A piece of equipment of the account (spec 2 §3 Asset). */
@Entity('asset')
@Index('asset_account_mac_address', ['accountId', 'macAddress'], { unique: true, where: 'mac_address IS NOT NULL' })
@Index('asset_account_category_name', ['accountId', 'categoryId', 'assetName', 'id'])
// A trigram index on searchText, the name-order index that includes it (migration AssetSearchText), and expression
// indexes (migration AssetSearchIndexes): TypeORM cannot declare them.
@Index('asset_search_text', { synchronize: false })
@Index('asset_account_name_id', { synchronize: false })
@Index('asset_account_type_name', { synchronize: false })
@Index('asset_account_upper_mac', { synchronize: false })
export class Asset extends TenantEntity {
  @Column('text')
  assetName: string;

  /** What a keyword search reads, in lower case (SEARCH_TEXT_SQL); PostgreSQL keeps it, and it is never selected. */
  @Column({
    type: 'text',
    generatedType: 'STORED',
    asExpression: SEARCH_TEXT_SQL,
    select: false,
    insert: false,
    update: false,
    nullable: true,
  })
  searchText?: string;

  @Column('text', { default: 'active' })
  assetStatus: string;

  @Column('uuid', { array: true, default: () => "'{}'" })
  branchIds: string[];

  @Column('uuid', { nullable: true })
  divisionId: string | null;

  @Column('uuid')
  categoryId: string;

  @ManyToOne(() => Category)
  @JoinColumn([
    { name: 'account_id', referencedColumnName: 'accountId' },
    { name: 'category_id', referencedColumnName: 'id' },
  ])
  category?: Category;

  @Column('jsonb', { nullable: true })
  address: AssetAddress | null;

  /** The tracker id. */
  @Column('text', { nullable: true })
  macAddress: string | null;

  @Column('numeric', {
    nullable: true,
    transformer: { to: (v: unknown) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
  })
  engineHours: number | null;

  @Column('timestamptz', { nullable: true })
  engineHoursLastUpdate: Date | null;

  @Column('timestamptz', { nullable: true })
  lastSeen: Date | null;

  @Column('double precision', { nullable: true })
  lastLat: number | null;

  @Column('double precision', { nullable: true })
  lastLng: number | null;

  @Column('jsonb', { default: () => "'[]'" })
  metadata: AssetMetadata[];

  @Column('jsonb')
  details: AssetDetails;
}
