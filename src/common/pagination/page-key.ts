import { BadRequestException } from '@nestjs/common';
import { isUuid } from '../../database/tenant-repository.js';

export const INVALID_PAGE_KEY = 'Invalid page key.';

/** An opaque keyset cursor: the sort values of the last row of a page, its id last. */
export const encodePageKey = (sortValues: string[], id: string): string =>
  Buffer.from(JSON.stringify([...sortValues, id])).toString('base64url');

/** The sort values and id of a cursor made by encodePageKey with `count` sort values; anything else is a 400. */
export function decodePageKey(key: string, count: number): { sortValues: string[]; id: string } {
  try {
    const parts = JSON.parse(Buffer.from(key, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parts) && parts.length === count + 1 && parts.every((part) => typeof part === 'string')) {
      const id = parts[count];
      if (isUuid(id)) return { sortValues: parts.slice(0, count), id };
    }
  } catch {
    // falls through to the refusal
  }
  throw new BadRequestException(INVALID_PAGE_KEY);
}

/** Cuts the `limit + 1` rows a keyset query read into one page, with the cursor of its last row when more follow. */
export function keysetPage<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => string,
): { rows: T[]; nextPageKey?: string } {
  if (rows.length <= limit) return { rows };
  const page = rows.slice(0, limit);
  return { rows: page, nextPageKey: keyOf(page[page.length - 1]) };
}
