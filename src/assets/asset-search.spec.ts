import { describe, expect, it } from '@jest/globals';
import { decodePageKey, encodePageKey, INVALID_PAGE_KEY } from './asset-search.js';

describe('asset search page keys', () => {
  const id = '4a8e1d2c-0b1f-4c3a-9d5e-6f7a8b9c0d1e';

  it('round-trips the sort key of the last row, opaque and URL-safe', () => {
    const key = encodePageKey({ assetName: 'Crane / "A" #1', id });
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageKey(key)).toEqual({ name: 'Crane / "A" #1', id });
  });

  it.each([
    'nope',
    Buffer.from('[1,2]').toString('base64url'),
    Buffer.from('["a","not-a-uuid"]').toString('base64url'),
  ])('refuses a tampered key %s', (key) => {
    expect(() => decodePageKey(key)).toThrow(INVALID_PAGE_KEY);
  });
});
