import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { invalidateGraphQL } from '../../api/graphqlClient';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';

/** `GET /api/categories` (spec 2 §3): `path` is the ids from the root down, joined by ">". */
export type Category = components['schemas']['CategoryView'];

type Schemas = components['schemas'];

export type AssetAttachment = Schemas['AttachmentView'];

export type AssetMetadata = Schemas['AssetMetadataView'];

export type AssetDetails = Schemas['AssetDetailsView'];

/** An asset as `GET /api/assets/{assetId}` answers it (spec 2 §3): what the pages read of it. */
export type Asset = Pick<
  Schemas['AssetView'],
  | 'id'
  | 'assetName'
  | 'assetStatus'
  | 'attachments'
  | 'branchIds'
  | 'divisionId'
  | 'category'
  | 'categoryId'
  | 'address'
  | 'location'
  | 'macAddress'
  | 'engineHours'
  | 'engineHoursLastUpdate'
  | 'lastSeen'
  | 'metadata'
  | 'details'
>;

/** A row of `GET /api/v2/search/asset`: what the lists read of it. */
export type AssetListItem = Pick<
  Schemas['AssetListView'],
  | 'id'
  | 'assetName'
  | 'assetStatus'
  | 'categoryId'
  | 'category'
  | 'branchIds'
  | 'divisionId'
  | 'macAddress'
  | 'lastSeen'
  | 'engineHours'
  | 'details'
  | 'primaryImageUrl'
>;

export interface AssetSearch {
  keywords?: string;
  assetType?: string;
  categoryId?: string;
  /** 'true': only assets with a tracker (a MAC address). */
  tracked?: 'true';
}

/** Spec 2 §3: attachments whose URL path contains "images" are images; the rest are documents. */
export const isImage = (attachment: AssetAttachment) => new URL(attachment.url, 'http://x').pathname.includes('images');

/**
 * After an asset changed: every asset read is stale, the REST ones (under the assets key) and the asset availability
 * (GraphQL), which lists the assets too.
 */
export async function invalidateAssets(queryClient: QueryClient, accountId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.assets(accountId) }),
    invalidateGraphQL(['getAvailableAssetSchedule']),
  ]);
}

/** The asset's images, the primary one first. */
export const imagesOf = (asset: Asset) =>
  asset.attachments.filter(isImage).sort((a, b) => Number(b.primary) - Number(a.primary));

export const documentsOf = (asset: Asset) => asset.attachments.filter((attachment) => !isImage(attachment));

const HOUR = 60 * 60 * 1000;

/** Spec 2 §9: categories are cached 12 hours. */
export function useCategories() {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.categories(user.accountId),
    queryFn: () => api.get<Category[]>('/categories'),
    staleTime: 12 * HOUR,
    meta: { errorMessage: 'Error fetching Category' },
  });
}

/** Spec 2 §9: an asset is cached 5 minutes. */
export function useAsset(assetId: string | null) {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.asset(user.accountId, assetId ?? ''),
    queryFn: () => api.get<Asset>(`/assets/${assetId}`),
    staleTime: 5 * 60 * 1000,
    enabled: assetId !== null,
  });
}

/** The asset type and manufacturer lists (`GET /api/assets/types`, `GET /api/assets/manufacturers`). */
export function useAssetOptions(list: 'types' | 'manufacturers') {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.assetOptions(user.accountId, list),
    queryFn: () => api.get<Schemas['ReferenceOption'][]>(`/assets/${list}`),
    staleTime: 12 * HOUR,
  });
}

export const ASSET_PAGE_SIZE = 50;

/** Spec 2 §9: asset searches wait this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

function searchPath(search: AssetSearch, nextPageKey: string | undefined) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...search, nextPageKey })) if (value) query.set(key, value);
  query.set('limit', String(ASSET_PAGE_SIZE));
  return `/v2/search/asset?${query.toString()}`;
}

/** `GET /api/v2/search/asset`, page by page through `nextPageKey`. */
export function useAssetSearch(search: AssetSearch, enabled = true) {
  const { user } = useAccess();
  return useInfiniteQuery({
    queryKey: queryKeys.assetSearch(user.accountId, search),
    // The page envelope carries nextPageKey beside data, so this call reads the whole body.
    queryFn: ({ pageParam }) => api.getPage<AssetListItem>(searchPath(search, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextPageKey || undefined,
    meta: { errorMessage: 'Error fetching Assets' },
    enabled,
  });
}
