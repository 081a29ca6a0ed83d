import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

/** A job colour of the account's palette (spec 2 §3 Color); unique by name, so the palette is added idempotently. */
@Entity('color')
@Index('color_account_name', ['accountId', 'name'], { unique: true })
export class Color extends TenantEntity {
  @Column('text')
  name: string;

  /** CSS hex code, e.g. #8098A3. */
  @Column('text')
  code: string;
}
