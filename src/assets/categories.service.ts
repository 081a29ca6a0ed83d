import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountAccess, Access } from '../common/auth/permissions.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { categorySubtree } from './asset-search.js';
import { Category } from './category.entity.js';
import { insertCategoryTree, STANDARD_CATEGORY_TREE } from './category-tree.js';
import type { CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto.js';
import { inTransaction } from '../database/transactions.js';

export const CATEGORY_NAME_TAKEN = 'A category with this name already exists here.';
export const CATEGORY_UNDER_ITSELF = 'A category cannot be moved under itself or one of its subcategories.';
export const CATEGORY_HAS_CHILDREN = 'This category has subcategories. Move or delete them first.';
export const CATEGORY_HAS_ASSETS = 'This category has assets. Move them to another category first.';

export class CategoryView {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) parentCategoryId: string | null;
  @ApiProperty({ description: 'Ids from the root down to this category, joined by ">"' }) path: string;
}

/** Each category's path, walking parents; a broken or cyclic parent link ends the walk. */
export function categoryPaths(categories: Pick<Category, 'id' | 'parentCategoryId'>[]): Map<string, string> {
  const parents = new Map(categories.map((c) => [c.id, c.parentCategoryId]));
  const paths = new Map<string, string>();
  for (const { id } of categories) {
    const ids = [id];
    for (let parent = parents.get(id); parent && parents.has(parent) && !ids.includes(parent);) {
      ids.unshift(parent);
      parent = parents.get(parent);
    }
    paths.set(id, ids.join('>'));
  }
  return paths;
}

const pgCode = (error: unknown): string | undefined => (error as { code?: string }).code;

/** A sibling with the same name (unique index category_account_parent_name) is a 409. */
const refuseTakenName = (error: unknown): never => {
  if (pgCode(error) === '23505') throw new ConflictError(CATEGORY_NAME_TAKEN);
  throw error;
};

/**
 * The account's category tree. A path is computed from the parent links on every read, so a move changes the paths of
 * the whole subtree at once and a stored path can never be stale.
 */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectTenantRepository(Category) private readonly categories: TenantRepository<Category>,
  ) {}

  async list(access: Access): Promise<CategoryView[]> {
    const { accountId } = access;
    const rows = await this.categories.find(accountId, { order: { name: 'ASC', id: 'ASC' } });
    const paths = categoryPaths(rows);
    return rows.map((c) => ({ id: c.id, name: c.name, parentCategoryId: c.parentCategoryId, path: paths.get(c.id)! }));
  }

  async get(access: Access, categoryId: string): Promise<CategoryView> {
    const { accountId } = access;
    await this.categories.get(accountId, categoryId);
    return (await this.list(access)).find((c) => c.id === categoryId)!;
  }

  /** Gives a new account the standard tree, in the caller's transaction (onboarding). */
  async addStandardTree(access: AccountAccess, manager: EntityManager): Promise<void> {
    await insertCategoryTree(manager, access.accountId, STANDARD_CATEGORY_TREE);
  }

  async create(access: Access, { name, parentId }: CreateCategoryDto): Promise<CategoryView> {
    const { accountId } = access;
    if (parentId) await this.categories.get(accountId, parentId);
    // The foreign key to the parent holds it until the insert commits, so a parent deleted meanwhile is a 404 below.
    const created = await this.categories
      .create(accountId, { name, parentCategoryId: parentId ?? null })
      .catch(this.refuseMissingParent)
      .catch(refuseTakenName);
    return this.get(access, created.id);
  }

  /** Renames and moves (`parentId` null: to the top); a move under the category itself or its subtree is refused. */
  async update(access: Access, categoryId: string, { name, parentId }: UpdateCategoryDto): Promise<CategoryView> {
    const { accountId } = access;
    await inTransaction(this.dataSource, async (manager) => {
      const categories = this.categories.with(manager);
      const category = await categories.get(accountId, categoryId);
      const moving = parentId !== undefined && parentId !== category.parentCategoryId;
      if (moving) await this.assertMayMove(manager, accountId, categoryId, parentId);
      await categories.save(
        accountId,
        Object.assign(category, {
          name: name ?? category.name,
          parentCategoryId: moving ? parentId : category.parentCategoryId,
        }),
      );
    })
      .catch(this.refuseMissingParent)
      .catch(refuseTakenName);
    return this.get(access, categoryId);
  }

  /** Deletes an empty category; one with subcategories or assets is a 409 (the foreign keys hold under races). */
  async delete(access: Access, categoryId: string): Promise<{ id: string }> {
    const { accountId } = access;
    await this.categories.get(accountId, categoryId);
    const [uses] = await this.dataSource.query<{ children: boolean; assets: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM category WHERE account_id = $1 AND parent_category_id = $2) AS children,
              EXISTS (SELECT 1 FROM asset WHERE account_id = $1 AND category_id = $2) AS assets`,
      [accountId, categoryId],
    );
    if (uses.children) throw new ConflictError(CATEGORY_HAS_CHILDREN);
    if (uses.assets) throw new ConflictError(CATEGORY_HAS_ASSETS);
    await this.categories.deleteWhere(accountId, { id: categoryId }).catch((error: unknown) => {
      if (pgCode(error) === '23503') throw new ConflictError(CATEGORY_HAS_ASSETS);
      throw error;
    });
    return { id: categoryId };
  }

  /**
   * Two moves at once could each pass the check and together make a cycle (A under B, B under A), so a move first
   * locks the account's categories; the lock does not block reads, nor assets pointing at a category.
   */
  private async assertMayMove(
    manager: EntityManager,
    accountId: string,
    categoryId: string,
    parentId: string | null,
  ): Promise<void> {
    await manager.query('SELECT id FROM category WHERE account_id = $1 ORDER BY id FOR NO KEY UPDATE', [accountId]);
    if (parentId === null) return;
    await this.categories.with(manager).get(accountId, parentId);
    const underItself = (await categorySubtree(manager, accountId, categoryId)).includes(parentId);
    if (underItself) throw new InvalidInputError(CATEGORY_UNDER_ITSELF);
  }

  /** The parent went between the check and the write: the foreign key refuses it, answered like a missing parent. */
  private readonly refuseMissingParent = (error: unknown): never => {
    if (pgCode(error) === '23503') throw new NotFoundError(NOT_FOUND.category);
    throw error;
  };
}
