import { Brackets, type SelectQueryBuilder } from 'typeorm';
import type { Asset } from './asset.entity.js';
import * as pageKeys from '../common/pagination/page-key.js';

export const SEARCH_DEFAULT_LIMIT = 50;
export const SEARCH_MAX_LIMIT = 200;
export { INVALID_PAGE_KEY } from '../common/pagination/page-key.js';

/** One narrowing of the asset search; filters compose, so later ones (date availability) plug in beside these. */
export type AssetFilter = (query: SelectQueryBuilder<Asset>) => void;

/** The sort key of a row: the search orders by (assetName, id), which is unique. */
interface PageKey {
  name: string;
  id: string;
}

export const encodePageKey = (asset: Pick<Asset, 'assetName' | 'id'>): string =>
  pageKeys.encodePageKey([asset.assetName], asset.id);

export function decodePageKey(key: string): PageKey {
  const { sortValues, id } = pageKeys.decodePageKey(key, 1);
  return { name: sortValues[0], id };
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name, serial number, manufacturer, type or tracker id contain every word (case-insensitive). */
export const keywordsFilter =
  (keywords: string): AssetFilter =>
  (query) => {
    keywords
      .split(/\s+/)
      .filter(Boolean)
      .forEach((word, index) => {
        const param = `keyword${index}`;
        query.andWhere(
          new Brackets((any) =>
            any
              .where(`asset.assetName ILIKE :${param}`)
              .orWhere(`asset.details->>'serialNumber' ILIKE :${param}`)
              .orWhere(`asset.details->>'manufacturer' ILIKE :${param}`)
              .orWhere(`asset.details->>'assetType' ILIKE :${param}`)
              .orWhere(`asset.macAddress ILIKE :${param}`),
          ),
          { [param]: `%${escapeLike(word)}%` },
        );
      });
  };

export const assetTypeFilter =
  (assetType: string): AssetFilter =>
  (query) => {
    query.andWhere(`asset.details->>'assetType' = :assetType`, { assetType });
  };

/** Assets of the category or of any category below it (the account's query already binds :accountId). */
export const categoryFilter =
  (categoryId: string): AssetFilter =>
  (query) => {
    query.andWhere(
      `asset.categoryId IN (
         WITH RECURSIVE tree AS (
           SELECT id FROM category WHERE account_id = :accountId AND id = :categoryId
           UNION
           SELECT child.id FROM category child JOIN tree ON child.parent_category_id = tree.id
            WHERE child.account_id = :accountId)
         SELECT id FROM tree)`,
      { categoryId },
    );
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

/** Applies the filters to an account-scoped query and reads one page, plus one row to know whether more follow. */
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
