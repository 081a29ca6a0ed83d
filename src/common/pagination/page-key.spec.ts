import { describe, expect, it } from '@jest/globals';
import { decodePageKey, encodePageKey, INVALID_PAGE_KEY, keysetPage, sortValue } from './page-key.js';

describe('page keys', () => {
  const id = '4a8e1d2c-0b1f-4c3a-9d5e-6f7a8b9c0d1e';
  const raw = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

  it('round-trips the sort values and id', () => {
    expect(decodePageKey(encodePageKey(['2026-01-10T10:00:00.000Z'], id), [sortValue.instant])).toEqual({
      sortValues: ['2026-01-10T10:00:00.000Z'],
      id,
    });
    expect(decodePageKey(encodePageKey(['LTM 1100 #3'], id), [sortValue.text]).sortValues).toEqual(['LTM 1100 #3']);
  });

  it.each([
    ['another number of sort values', encodePageKey(['2026-01-10', 'b'], id)],
    ['a sort value of another kind', encodePageKey(['not-a-date'], id)],
    ['a date PostgreSQL refuses', encodePageKey(['0000-01-01'], id)],
    ['an id that is no UUID', encodePageKey(['2026-01-10'], 'not-a-uuid')],
    ['a number for a date', raw([20260110, id])],
    ['an object', raw({ date: '2026-01-10', id })],
    ['deep nesting', raw(JSON.parse('['.repeat(500) + ']'.repeat(500)))],
    ['no JSON at all', 'bm90IGpzb24'],
    ['an overlong key', 'a'.repeat(3000)],
  ])('refuses a key holding %s', (_, key) => {
    expect(() => decodePageKey(key, [sortValue.date])).toThrow(INVALID_PAGE_KEY);
  });

  it('refuses text a query cannot carry', () => {
    expect(() => decodePageKey(encodePageKey(['a\u0000b'], id), [sortValue.text])).toThrow(INVALID_PAGE_KEY);
    expect(() => decodePageKey(encodePageKey(['a\ud800'], id), [sortValue.text])).toThrow(INVALID_PAGE_KEY);
  });

  it('cuts the extra row and keys the page by its last row only when more follow', () => {
    expect(keysetPage([1, 2, 3], 2, String)).toEqual({ rows: [1, 2], nextPageKey: '2' });
    expect(keysetPage([1, 2], 2, String)).toEqual({ rows: [1, 2] });
  });
});
