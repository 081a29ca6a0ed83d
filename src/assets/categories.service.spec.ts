import { describe, expect, it } from '@jest/globals';
import { categoryPaths } from './categories.service.js';

describe('categoryPaths', () => {
  it('joins ids from the root down', () => {
    const paths = categoryPaths([
      { id: 'c', parentCategoryId: 'b' },
      { id: 'a', parentCategoryId: null },
      { id: 'b', parentCategoryId: 'a' },
    ]);
    expect(paths.get('c')).toBe('a>b>c');
    expect(paths.get('a')).toBe('a');
  });

  it('stops at a missing parent and at a cycle', () => {
    const paths = categoryPaths([
      { id: 'x', parentCategoryId: 'gone' },
      { id: 'p', parentCategoryId: 'q' },
      { id: 'q', parentCategoryId: 'p' },
    ]);
    expect(paths.get('x')).toBe('x');
    expect(paths.get('p')).toBe('q>p');
  });
});
