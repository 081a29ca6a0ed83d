import { useQuery as useGraphQLQuery } from '@apollo/client/react';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cachePolicy } from '../../api/graphqlCache';
import { apolloState, DEFAULT_STALE_MS, type QueryState } from '../../api/queryState';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { queryKeys } from '../../api/queryKeys';
import { useAccess } from '../../auth/access';
import type { Option } from '../../ui/Select';
import { useBranches, useDivisions } from '../accounts';
import { ASSET_PAGE_SIZE, type Asset, type AssetListItem } from '../assets';
import { useUsers, type User } from '../users';
import {
  COMPLEX_JOB_FORM,
  JOB_COLORS,
  type ComplexJobRecord,
  type JobColor,
  type SimpleJobRecord,
  type JobVariant,
} from './jobs';

/** Spec 3 "Color": the one named Slate is the default. */
export const DEFAULT_COLOR_NAME = 'Slate';

/** The account's job colours (`colors`), by name. */
export function useJobColors() {
  const result = useGraphQLQuery(JOB_COLORS, { fetchPolicy: cachePolicy(JOB_COLORS, {}, DEFAULT_STALE_MS) });
  return apolloState(result, result.data?.colors);
}

/** The lists the form picks from. */
export interface JobFormOptions {
  divisions: Option[];
  branches: Option[];
  /** The account's users: project owner, salesperson and crew. */
  users: User[];
  colors: JobColor[];
}

/**
 * The form's lists, undefined while any is loading. A list that fails to load (its query toasts why) is empty,
 * so that the form still opens.
 */
export function useJobFormOptions(): JobFormOptions | undefined {
  const divisions = useDivisions();
  const branches = useBranches();
  const users = useUsers(false);
  const colors = useJobColors();
  if (divisions.isPending || branches.isPending || users.isPending || colors.isPending) return undefined;
  return {
    divisions: (divisions.data ?? []).map(({ id, divisionName }) => ({ id, value: divisionName })),
    branches: (branches.data ?? []).map(({ id, name }) => ({ id, value: name })),
    users: users.data ?? [],
    colors: colors.data ?? [],
  };
}

/** The names of the job's assets, each read like the asset pages do (`GET /api/assets/{id}`, cached 5 minutes). */
export function useAssetNames(assetIds: string[]): Map<string, string> {
  const { user } = useAccess();
  const assets = useQueries({
    queries: assetIds.map((assetId) => ({
      queryKey: queryKeys.asset(user.accountId, assetId),
      queryFn: () => api.get<Asset>(`/assets/${assetId}`),
    })),
  });
  return new Map(assets.flatMap(({ data }) => (data ? [[data.id, data.assetName] as const] : [])));
}

export type JobRecord = { variant: 'simple'; job: SimpleJobRecord } | { variant: 'complex'; job: ComplexJobRecord };

/** The query of a simple job's record, `GET /api/job/{id}` (the form's, and the quote link's read of it). */
export const simpleJobRecordQuery = (accountId: string, jobId: string) => ({
  queryKey: queryKeys.jobRecord(accountId, jobId),
  queryFn: async (): Promise<JobRecord> => ({
    variant: 'simple',
    job: await api.get<SimpleJobRecord>(`/job/${jobId}`),
  }),
});

/** The job being edited, in the variant's shape: `GET /api/job/{id}` or `complexJob`. */
export function useJobRecord(variant: JobVariant, jobId: string | null): QueryState<JobRecord> {
  const { user } = useAccess();
  const simple = useQuery({
    ...simpleJobRecordQuery(user.accountId, jobId ?? ''),
    enabled: variant === 'simple' && jobId !== null,
  });
  const variables = { id: jobId ?? '' };
  const complex = useGraphQLQuery(COMPLEX_JOB_FORM, {
    variables,
    skip: variant !== 'complex' || jobId === null,
    fetchPolicy: cachePolicy(COMPLEX_JOB_FORM, variables, DEFAULT_STALE_MS),
  });
  const job = complex.data?.complexJob;
  const complexRecord = useMemo((): JobRecord | undefined => job && { variant: 'complex', job }, [job]);
  return variant === 'simple' ? simple : apolloState(complex, complexRecord);
}

/** The browser's time zones (spec 2 §9), with `also` (a job's own zone) when the browser lacks it. */
export function timezoneOptions(also: string | null) {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = also && !zones.includes(also) ? [also, ...zones] : zones;
  return all.map((zone) => ({ id: zone, value: zone.replaceAll('_', ' ') }));
}

/** A row of `GET /api/v2/search/asset` asked with `checkDates`: whether the asset is free in the period. */
export type AvailableAssetRow = AssetListItem & Pick<components['schemas']['AssetListView'], 'isAvailable'>;

export interface AvailableAssetSearch {
  keywords: string;
  assetType: string | null;
  /** yyyy-MM-dd: the job's period; without both, availability is not asked. */
  after: string | null;
  before: string | null;
  availableOnly: boolean;
}

function availableAssetsPath(search: AvailableAssetSearch, nextPageKey: string | undefined) {
  const query = new URLSearchParams({ limit: String(ASSET_PAGE_SIZE) });
  if (search.keywords.trim()) query.set('keywords', search.keywords.trim());
  if (search.assetType) query.set('assetType', search.assetType);
  if (search.after && search.before) {
    query.set('after', search.after);
    query.set('before', search.before);
    query.set('checkDates', 'true');
    if (search.availableOnly) query.set('markAvailable', 'true');
  }
  if (nextPageKey) query.set('nextPageKey', nextPageKey);
  return `/v2/search/asset?${query.toString()}`;
}

/** The Select Assets modal's list: `GET /api/v2/search/asset` with the job's period, page by page. */
export function useAvailableAssets(search: AvailableAssetSearch) {
  const { user } = useAccess();
  return useInfiniteQuery({
    queryKey: queryKeys.availableAssetSearch(user.accountId, search),
    queryFn: ({ pageParam }) => api.getPage<AvailableAssetRow>(availableAssetsPath(search, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextPageKey || undefined,
    meta: { errorMessage: 'Error fetching Assets' },
  });
}
