import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { addDays } from 'date-fns';
import { useCallback, useEffect, useMemo } from 'react';
import { graphql } from '../../api/gql';
import type { AssetAvailabilityQuery } from '../../api/gql/graphql';
import { cachePolicy } from '../../api/graphqlCache';
import { DEFAULT_STALE_MS, useKeptWhileLoading } from '../../api/queryState';
import { showErrorToast } from '../../ui/toasts';
import { toIsoDate } from '../schedule';
import type { AssetPosition } from '../map';

/** A row of `getAvailableAssetSchedule` (spec 2 "Asset availability"); `availability` is AVAILABLE or UNAVAILABLE. */
export type AssetAvailability = AssetAvailabilityQuery['getAvailableAssetSchedule']['availability'][number];

/** A job an asset is booked on in the period. */
export type BookedJob = AssetAvailability['jobs'][number];

/** The period and filters asked for; `startDate`/`endDate` are `yyyy-MM-dd`, inclusive. */
export interface AvailabilityQuery {
  startDate: string;
  endDate: string;
  search: string;
  assetType?: string;
  categoryId?: string;
  branchId?: string;
  availableOnly: boolean;
}

const AVAILABLE_ASSET_SCHEDULE = graphql(`
  query AssetAvailability($input: AvailableAssetScheduleInput!) {
    getAvailableAssetSchedule(input: $input) {
      availability {
        assetId
        assetName
        assetStatus
        availability
        attachments {
          primary
          url
        }
        address {
          formattedAddress
          lat
          lng
        }
        lastSeen
        jobs {
          id
          name
          number
          startDate
          endDate
        }
        complexJobs {
          id
          name
          number
          startDate
          endDate
        }
      }
      pageInfo {
        hasNextPage
        nextPageKey
        totalCount
      }
    }
  }
`);

/** Spec 2 §8. */
export const AVAILABILITY_FAILURE = 'Error Loading Availability';
export const AVAILABILITY_PAGE_SIZE = 50;
const NO_ROWS: AssetAvailability[] = [];
/** The period shown at first: today and the next seven days. */
export const DEFAULT_PERIOD_DAYS = 7;

export function defaultPeriod(today = new Date()): { startDate: string; endDate: string } {
  return { startDate: toIsoDate(today), endDate: toIsoDate(addDays(today, DEFAULT_PERIOD_DAYS)) };
}

/**
 * The assets and their availability in the period, page after page (keyset): `loadMore` reads the next page into
 * the cache, whose field policy appends it. While another period or filter loads, the previous rows stay. A failure
 * shows "Error Loading Availability".
 */
export function useAvailability(query: AvailabilityQuery) {
  const { startDate, endDate, search, assetType, categoryId, branchId, availableOnly } = query;
  const input = useMemo(
    () => ({
      startDate,
      endDate,
      availableOnly,
      ...(search && { search }),
      ...(assetType && { assetType }),
      ...(categoryId && { categoryId }),
      ...(branchId && { branchIds: [branchId] }),
    }),
    [startDate, endDate, availableOnly, search, assetType, categoryId, branchId],
  );
  const variables = { input: { ...input, pageInfo: { nextPageKey: null, limit: AVAILABILITY_PAGE_SIZE } } };
  const result = useQuery(AVAILABLE_ASSET_SCHEDULE, {
    variables,
    fetchPolicy: cachePolicy(AVAILABLE_ASSET_SCHEDULE, variables, DEFAULT_STALE_MS),
  });
  const answer = useKeptWhileLoading(result.data?.getAvailableAssetSchedule);
  const { error, fetchMore, networkStatus } = result;
  useEffect(() => {
    if (error) showErrorToast(AVAILABILITY_FAILURE);
  }, [error]);

  const nextPageKey = answer?.pageInfo.hasNextPage ? answer.pageInfo.nextPageKey : null;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const onEndReached = useCallback(() => {
    if (!nextPageKey || loadingMore) return;
    void fetchMore({ variables: { input: { ...input, pageInfo: { nextPageKey, limit: AVAILABILITY_PAGE_SIZE } } } });
  }, [nextPageKey, loadingMore, fetchMore, input]);
  return {
    rows: answer?.availability ?? NO_ROWS,
    totalCount: answer?.pageInfo.totalCount,
    loading: !answer && !error,
    loadingMore,
    onEndReached,
  };
}

/** Where the map draws an asset (a point at 0 is no point), grey or green by when it was last seen. */
export function markerOf(row: AssetAvailability): AssetPosition | null {
  const { lat, lng } = row.address ?? {};
  if (!lat || !lng) return null;
  return {
    id: row.assetId,
    assetName: row.assetName,
    assetType: null,
    category: null,
    lat,
    lng,
    lastSeen: row.lastSeen,
    imageUrl: row.attachments.find((attachment) => attachment.primary)?.url ?? null,
  };
}
