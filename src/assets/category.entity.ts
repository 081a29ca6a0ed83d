import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

/**
 * An asset category; categories form a tree through parentCategoryId (spec 2 §3 Category). Assets and child
 * categories point at a category by (account, id), so a reference never crosses accounts, and PostgreSQL refuses to
 * delete a category that still has either (docs/assets.md).
 */
@Entity('category')
@Index('category_account_name', ['accountId', 'name'])
@Index('category_account_id', ['accountId', 'id'], { unique: true })
// Sibling names, in any case, are unique (migration CategoryEditing): TypeORM cannot declare the expression.
@Index('category_account_parent_name', { synchronize: false })
export class Category extends TenantEntity {
  @Column('text')
  name: string;

  @Column('uuid', { nullable: true })
  parentCategoryId: string | null;

  @ManyToOne(() => Category)
  @JoinColumn([
    { name: 'account_id', referencedColumnName: 'accountId' },
    { name: 'parent_category_id', referencedColumnName: 'id' },
  ])
  parent?: Category;
}
