import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

@Entity('branch')
@Index('branch_account_name', ['accountId', 'name'])
export class Branch extends TenantEntity {
  @Column('uuid', { nullable: true })
  divisionId: string | null;

  @Column('text')
  name: string;

  /** Storage keys of the branch image and quote cover image. */
  @Column('text', { nullable: true })
  logo: string | null;

  @Column('text', { nullable: true })
  quoteCover: string | null;

  @Column('text', { default: '' })
  address: string;

  @Column('text', { default: '' })
  city: string;

  @Column('text', { default: '' })
  state: string;

  @Column('text', { default: '' })
  postalCode: string;

  @Column('text', { default: '' })
  email: string;

  @Column('text', { default: '' })
  phoneNumber: string;
}
