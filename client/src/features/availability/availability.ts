import { gql, type TypedDocumentNode } from '@apollo/client';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { addDays } from 'date-fns';
import { useEffect } from 'react';
import { apolloClient } from '../../api/graphql';
import { useAccess } from '../../auth/access';
import { showErrorToast } from '../../ui/toasts';
import { toIsoDate } from '../schedule/calendar';
import type { AssetPosition } from '../map/positions';

export type Availability = 'AVAILABLE' | 'UNAVAILABLE';

/** A job an asset is booked on in the period. */
export interface BookedJob {
  id: string;
  name: string;
  number: string;
  startDate: string | null;
  endDate: string | null;
}

/** A row of `getAvailableAssetSchedule` (spec 2 "Asset availability"). */
export interface AssetAvailability {
  assetId: string;
  assetName: string;
  assetStatus: string;
  availability: Availability;
  attachments: { primary: boolean; url: string }[];
  /** The tracker's last position, else the address's. */
  address: { formattedAddress: string; lat: number | null; lng: number | null } | null;
  lastSeen: string | null;
  jobs: BookedJob[];
  complexJobs: BookedJob[];
}

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

interface AvailabilityPage {
  availability: AssetAvailability[];
  pageInfo: { hasNextPage: boolean; nextPageKey: string | null; totalCount: number };
}

interface AvailabilityVariables {
  input: {
    startDate: string;
    endDate: string;
    search?: string;
    assetType?: string;
    categoryId?: string;
    branchIds?: string[];
    availableOnly: boolean;
    pageInfo: { nextPageKey: string | null; limit: number };
  };
}

const AVAILABLE_ASSET_SCHEDULE: TypedDocumentNode<
  { getAvailableAssetSchedule: AvailabilityPage },
  AvailabilityVariables
> = gql`
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
`;

/** Spec 2 §8. */
export const AVAILABILITY_FAILURE = 'Error Loading Availability';
export const AVAILABILITY_PAGE_SIZE = 50;
/** The period shown at first: today and the next seven days. */
export const DEFAULT_PERIOD_DAYS = 7;

export function defaultPeriod(today = new Date()): { startDate: string; endDate: string } {
  return { startDate: toIsoDate(today), endDate: toIsoDate(addDays(today, DEFAULT_PERIOD_DAYS)) };
}

async function fetchPage(query: AvailabilityQuery, nextPageKey: string | null) {
  const { startDate, endDate, search, assetType, categoryId, branchId, availableOnly } = query;
  const { data } = await apolloClient.query({
    query: AVAILABLE_ASSET_SCHEDULE,
    variables: {
      input: {
        startDate,
        endDate,
        availableOnly,
        ...(search && { search }),
        ...(assetType && { assetType }),
        ...(categoryId && { categoryId }),
        ...(branchId && { branchIds: [branchId] }),
        pageInfo: { nextPageKey, limit: AVAILABILITY_PAGE_SIZE },
      },
    },
    fetchPolicy: 'no-cache',
  });
  const { availability, pageInfo } = data!.getAvailableAssetSchedule;
  return {
    data: availability,
    nextPageKey: pageInfo.hasNextPage ? pageInfo.nextPageKey : null,
    totalCount: pageInfo.totalCount,
  };
}

/**
 * The assets and their availability in the period, page after page (keyset). Under the assets key, so asset
 * changes refresh it. A failure shows "Error Loading Availability".
 */
export function useAvailability(query: AvailabilityQuery) {
  const { user } = useAccess();
  const result = useInfiniteQuery({
    queryKey: ['assets', user.accountId, 'availability', query],
    queryFn: ({ pageParam }) => fetchPage(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextPageKey,
    placeholderData: keepPreviousData,
  });
  const { error } = result;
  useEffect(() => {
    if (error) showErrorToast(AVAILABILITY_FAILURE);
  }, [error]);
  return result;
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
