import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

/** An asset category; categories form a tree through parentCategoryId (spec 2 §3 Category). */
@Entity('category')
@Index('category_account_name', ['accountId', 'name'])
export class Category extends TenantEntity {
  @Column('text')
  name: string;

  @Column('uuid', { nullable: true })
  parentCategoryId: string | null;
}
