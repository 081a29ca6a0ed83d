import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Asset } from './asset.entity.js';
import * as pageKeys from '../common/pagination/page-key.js';
import type { SqlCondition } from '../database/sql-condition.js';
import { containsPattern } from '../database/sql-text.js';

export const SEARCH_DEFAULT_LIMIT = 50;
export const SEARCH_MAX_LIMIT = 200;
export { INVALID_PAGE_KEY } from '../common/pagination/page-key.js';

/** One narrowing of the asset search; filters compose. */
export type AssetFilter = (query: SelectQueryBuilder<Asset>) => void;

/** The sort key of a row: the search orders by (assetName, id), which is unique. */
interface PageKey {
  name: string;
  id: string;
}

export const encodePageKey = (asset: Pick<Asset, 'assetName' | 'id'>): string =>
  pageKeys.encodePageKey([asset.assetName], asset.id);

export function decodePageKey(key: string): PageKey {
  const { sortValues, id } = pageKeys.decodePageKey(key, [pageKeys.sortValue.text]);
  return { name: sortValues[0], id };
}

/** The search text (asset-search-text.ts) contains every word, in any case; words hold no spaces: one LIKE each. */
export const keywordsFilter =
  (keywords: string): AssetFilter =>
  (query) => {
    keywords
      .split(/\s+/)
      .filter(Boolean)
      .forEach((word, index) => {
        const param = `keyword${index}`;
        query.andWhere(`asset.search_text LIKE :${param}`, { [param]: containsPattern(word.toLowerCase()) });
      });
  };

export const assetTypeFilter =
  (assetType: string): AssetFilter =>
  (query) => {
    query.andWhere(`asset.details->>'assetType' = :assetType`, { assetType });
  };

/** The category and every category below it: one query over the account's (small) category tree. */
export async function categorySubtree(
  db: Pick<EntityManager, 'query'>,
  accountId: string,
  categoryId: string,
): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `WITH RECURSIVE tree AS (
       SELECT id FROM category WHERE account_id = $1 AND id = $2
       UNION
       SELECT child.id FROM category child JOIN tree ON child.parent_category_id = tree.id WHERE child.account_id = $1)
     SELECT id FROM tree`,
    [accountId, categoryId],
  );
  return rows.map((row) => row.id);
}

/**
 * Assets of these categories (see categorySubtree). One category is an equality, so that the
 * (account, category, name, id) index serves the page in order.
 */
export const categoryFilter =
  (categoryIds: string[]): AssetFilter =>
  (query) => {
    if (categoryIds.length === 1) query.andWhere('asset.categoryId = :categoryId', { categoryId: categoryIds[0] });
    else query.andWhere('asset.categoryId = ANY(:categoryIds::uuid[])', { categoryIds });
  };

/** Assets of any of the branches. */
export const branchesFilter =
  (branchIds: string[]): AssetFilter =>
  (query) => {
    query.andWhere('asset.branchIds && :branchIds::uuid[]', { branchIds });
  };

/** Assets with a tracker (a MAC address), or only those without one. */
export const trackedFilter =
  (tracked: boolean): AssetFilter =>
  (query) => {
    query.andWhere(tracked ? 'asset.macAddress IS NOT NULL' : 'asset.macAddress IS NULL');
  };

/**
 * Assets available for the whole period: `booked` (the bookings module's BookingsService.heldCondition, which owns the
 * bookings) holds for none of them.
 */
export const availableFilter =
  (booked: SqlCondition): AssetFilter =>
  (query) => {
    query.andWhere(`NOT ${booked.sql}`, booked.parameters);
  };

/** Rows after the page key in (assetName, id) order: keyset paging, never OFFSET. */
export const afterFilter =
  (key: PageKey): AssetFilter =>
  (query) => {
    query.andWhere('(asset.assetName, asset.id) > (:afterName, :afterId)', {
      afterName: key.name,
      afterId: key.id,
    });
  };

/**
 * Applies the filters to an account-scoped query and reads one page, plus one row to know whether more follow.
 * PostgreSQL chooses how: a keyword matching many assets walks the name-order index, which carries the search text
 * (migration AssetSearchText), and stops at the page's end; one matching few sorts the trigram index's matches.
 */
export async function searchPage(
  query: SelectQueryBuilder<Asset>,
  filters: AssetFilter[],
  limit: number,
): Promise<{ rows: Asset[]; nextPageKey?: string }> {
  for (const filter of filters) filter(query);
  const rows = await query
    .orderBy('asset.assetName', 'ASC')
    .addOrderBy('asset.id', 'ASC')
    .limit(limit + 1)
    .getMany();
  return pageKeys.keysetPage(rows, limit, encodePageKey);
}
