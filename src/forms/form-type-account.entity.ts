import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

/**
 * An account's override of one of the global form types (`updateFormTypeAccount`): each non-null value replaces the
 * global one for this account.
 */
@Entity('form_type_account')
@Index('form_type_account_account_slug', ['accountId', 'slug'], { unique: true })
export class FormTypeAccount extends TenantEntity {
  @Column('text')
  slug: string;

  @Column('text', { nullable: true })
  displayName: string | null;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { nullable: true })
  iconUrl: string | null;

  @Column('text', { nullable: true })
  bgColor: string | null;

  @Column('text', { nullable: true })
  iconType: string | null;

  @Column('integer', { nullable: true })
  ordinal: number | null;
}
