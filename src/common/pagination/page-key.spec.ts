import { describe, expect, it } from '@jest/globals';
import { decodePageKey, encodePageKey, INVALID_PAGE_KEY, keysetPage } from './page-key.js';

describe('page keys', () => {
  const id = '4a8e1d2c-0b1f-4c3a-9d5e-6f7a8b9c0d1e';

  it('round-trips the sort values and id', () => {
    expect(decodePageKey(encodePageKey(['2026-01-10T10:00:00.000Z'], id), 1)).toEqual({
      sortValues: ['2026-01-10T10:00:00.000Z'],
      id,
    });
  });

  it('refuses a key with another number of sort values', () => {
    expect(() => decodePageKey(encodePageKey(['a', 'b'], id), 1)).toThrow(INVALID_PAGE_KEY);
  });

  it('cuts the extra row and keys the page by its last row only when more follow', () => {
    expect(keysetPage([1, 2, 3], 2, String)).toEqual({ rows: [1, 2], nextPageKey: '2' });
    expect(keysetPage([1, 2], 2, String)).toEqual({ rows: [1, 2] });
  });
});
