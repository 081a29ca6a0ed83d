import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { TenantRepository } from '../database/tenant-repository.js';
import { Category } from './category.entity.js';

/** Top-level categories by name, each with the names of its children. */
export type CategoryTree = Readonly<Record<string, readonly string[]>>;

/** The categories a new company starts with (onboarding): the equipment of a crane and rigging business. */
export const STANDARD_CATEGORY_TREE: CategoryTree = {
  Cranes: ['Mobile Cranes', 'Crawler Cranes', 'Tower Cranes', 'Boom Trucks', 'Carry Deck Cranes'],
  'Rigging Gear': ['Slings', 'Shackles', 'Spreader Bars', 'Hooks & Blocks'],
  'Trucks & Trailers': ['Tractors', 'Flatbed Trailers', 'Lowboys', 'Pickups'],
  'Aerial Lifts': ['Boom Lifts', 'Scissor Lifts'],
  'Generators & Power': [],
  'Forklifts & Telehandlers': [],
  'Tools & Attachments': [],
};

/**
 * Inserts a tree into the account in one statement, in the caller's transaction. Answers each category's id by name;
 * the names of one tree are all different.
 */
export async function insertCategoryTree(
  manager: EntityManager,
  accountId: string,
  tree: CategoryTree,
): Promise<Map<string, string>> {
  const ids = new Map(
    Object.entries(tree).flatMap(([root, children]) => [root, ...children].map((name) => [name, randomUUID()])),
  );
  const rows = Object.entries(tree).flatMap(([root, children]) => [
    { id: ids.get(root)!, name: root, parentCategoryId: null },
    ...children.map((name) => ({ id: ids.get(name)!, name, parentCategoryId: ids.get(root)! })),
  ]);
  await new TenantRepository(Category, manager, NOT_FOUND.category).insertMany(accountId, rows);
  return ids;
}
