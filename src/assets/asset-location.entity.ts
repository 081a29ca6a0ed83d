import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { Asset } from './asset.entity.js';

/** One position reported by an asset's tracker (spec 2 §4 tracker locations). */
@Entity('asset_location')
@Index('asset_location_account_asset_time', ['accountId', 'assetId', 'dateTime', 'id'])
export class AssetLocation extends TenantEntity {
  @Column('uuid')
  assetId: string;

  @ManyToOne(() => Asset, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'asset_id' })
  asset?: Asset;

  /** The tracker id, upper case. */
  @Column('text')
  macAddress: string;

  @Column('double precision')
  lat: number;

  @Column('double precision')
  lng: number;

  /** When the tracker took the point. */
  @Column('timestamptz')
  dateTime: Date;

  /** The tracker's local time, kept as sent. */
  @Column('text', { nullable: true })
  localDateTime: string | null;

  @Column('text')
  provider: string;

  @Column('text')
  sourceType: string;

  @Column('text', { nullable: true })
  address: string | null;

  /** Accuracy in metres. */
  @Column('double precision', { nullable: true })
  radius: number | null;
}
