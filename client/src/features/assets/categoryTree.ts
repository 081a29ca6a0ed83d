import type { Category } from './assets';

export interface CategoryNode {
  category: Category;
  children: CategoryNode[];
}

const byName = (a: CategoryNode, b: CategoryNode) => a.category.name.localeCompare(b.category.name);

/**
 * The category tree built from `parentCategoryId`, each level sorted by name. A category whose parent is not in
 * the list is shown as a root rather than hidden.
 */
export function buildCategoryTree(categories: Category[]): CategoryNode[] {
  const nodes = new Map(categories.map((category) => [category.id, { category, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.category.parentCategoryId ? nodes.get(node.category.parentCategoryId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (level: CategoryNode[]): CategoryNode[] => {
    level.sort(byName);
    level.forEach((node) => sort(node.children));
    return level;
  };
  return sort(roots);
}

/** A category's name with its ancestors' ("Lifting > Cranes > Tower"), from its `path` of ids. */
export function categoryPathName(category: Category, categories: Category[]): string {
  const names = new Map(categories.map(({ id, name }) => [id, name]));
  return category.path
    .split('>')
    .map((id) => names.get(id) ?? '')
    .filter(Boolean)
    .join(' > ');
}
