import { describe, expect, it } from '@jest/globals';
import { buildCategoryTree, categoryPathName, type CategoryNode } from './categoryTree';
import { categories } from './assets.fixtures';

const shape = (nodes: CategoryNode[]): unknown[] =>
  nodes.map(({ category, children }) => (children.length ? { [category.name]: shape(children) } : category.name));

describe('category tree', () => {
  it('nests categories under their parents, sorted by name, orphans as roots', () => {
    expect(shape(buildCategoryTree(categories))).toEqual([
      { Lifting: [{ Cranes: ['Mobile', 'Tower'] }, 'Forklifts'] },
      'Orphan',
      'Power',
    ]);
  });

  it('names a category by the names along its path', () => {
    const tower = categories.find(({ name }) => name === 'Tower')!;
    expect(categoryPathName(tower, categories)).toBe('Lifting > Cranes > Tower');
  });
});
