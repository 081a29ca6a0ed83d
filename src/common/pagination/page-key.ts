import { z } from 'zod';
import { isUuid } from '../../database/tenant-repository.js';
import { isCalendarDate, isInstant } from '../validation/dates.js';
import { isSafeText } from '../validation/safe-text.js';
import { InvalidInputError } from '../errors/domain-errors.js';

export const INVALID_PAGE_KEY = 'Invalid page key.';

/** Keys this app makes are far shorter; a longer one is refused before it is decoded. */
const MAX_PAGE_KEY_LENGTH = 2000;

/** The kinds of sort value a cursor may hold: decoding checks each against its kind before any query sees it. */
export const sortValue = {
  date: z.string().refine(isCalendarDate),
  instant: z.string().refine(isInstant),
  text: z.string().max(1000).refine(isSafeText),
} satisfies Record<string, z.ZodType<string>>;

const id = z.string().refine(isUuid);

/** An opaque keyset cursor: the sort values of the last row of a page, its id last. */
export const encodePageKey = (sortValues: string[], rowId: string): string =>
  Buffer.from(JSON.stringify([...sortValues, rowId])).toString('base64url');

/**
 * The sort values and id of a cursor made by encodePageKey, each sort value of the kind given (sortValue.date…);
 * anything else, a well-formed key holding a value of another kind included, is a 400 "Invalid page key.".
 */
export function decodePageKey(
  key: string,
  kinds: readonly [z.ZodType<string>, ...z.ZodType<string>[]],
): { sortValues: string[]; id: string } {
  const schema = z.tuple([...kinds, id]);
  let parts: unknown;
  try {
    parts = key.length <= MAX_PAGE_KEY_LENGTH ? JSON.parse(Buffer.from(key, 'base64url').toString('utf8')) : null;
  } catch {
    parts = null;
  }
  const parsed = schema.safeParse(parts);
  if (!parsed.success) throw new InvalidInputError(INVALID_PAGE_KEY);
  return { sortValues: parsed.data.slice(0, -1), id: parsed.data[parsed.data.length - 1] };
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
