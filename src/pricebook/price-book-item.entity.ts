import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

/** A billable item of the account's price book (spec 1 §3 PriceBookItem). */
@Entity('price_book_item')
@Index('price_book_item_account_name', ['accountId', 'name'])
export class PriceBookItem extends TenantEntity {
  @Column('text')
  name: string;

  @Column('text', { default: '' })
  description: string;

  /** Whole dollars per unit; null when the rate is set per quote. */
  @Column('integer', { nullable: true })
  rate: number | null;

  @Column('text', { default: '' })
  unit: string;

  @Column('text', { default: '' })
  category: string;

  @Column('text', { nullable: true })
  defaultValue: string | null;

  @Column('text', { nullable: true })
  notes: string | null;

  @Column('text', { default: 'active' })
  status: string;

  @Column('boolean', { default: true })
  active: boolean;

  @Column('uuid', { array: true, default: () => "'{}'" })
  divisionIds: string[];

  @Column('uuid', { array: true, default: () => "'{}'" })
  branchIds: string[];
}
