import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { Asset } from './asset.entity.js';

/** An image or document of an asset; images are those whose storage key contains `images`. */
@Entity('asset_attachment')
@Index('asset_attachment_account_asset', ['accountId', 'assetId'])
export class AssetAttachment extends TenantEntity {
  @Column('uuid')
  assetId: string;

  @ManyToOne(() => Asset, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'asset_id' })
  asset?: Asset;

  /** Storage key of the file. */
  @Column('text')
  url: string;

  @Column('text', { default: '' })
  name: string;

  @Column('text', { default: '' })
  contentType: string;

  @Column('boolean', { default: false })
  primary: boolean;
}
