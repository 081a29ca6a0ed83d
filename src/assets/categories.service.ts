import { Injectable } from '@nestjs/common';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { Category } from './category.entity.js';
import type { Access } from '../common/auth/permissions.js';

export interface CategoryView {
  id: string;
  name: string;
  parentCategoryId: string | null;
  /** Ids from the root down to this category, joined by `>`. */
  path: string;
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

@Injectable()
export class CategoriesService {
  constructor(@InjectTenantRepository(Category) private readonly categories: TenantRepository<Category>) {}

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
}
