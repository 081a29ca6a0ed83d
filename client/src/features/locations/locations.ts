import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/http';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { nearestCity } from '../../ui/map/geography/nearestCity';

export const LOCATIONS_PATH = '/admin/location';
export const historyPath = (assetId: string) => `${LOCATIONS_PATH}/${assetId}`;

/** A point of an asset's history (`GET /api/assets/locations`, spec 2 §3), newest first. */
export type LocationPoint = components['schemas']['LocationView'];

/** Rows per page (the server's default is 50): 25 rows more than fill a desktop screen; the rest load on scroll. */
export const HISTORY_PAGE_SIZE = 25;

function locationsPath(assetId: string, nextPageKey: string | undefined) {
  const query = new URLSearchParams({ assetId });
  if (nextPageKey) query.set('nextPageKey', nextPageKey);
  query.set('limit', String(HISTORY_PAGE_SIZE));
  return `/assets/locations?${query.toString()}`;
}

/**
 * The asset's location history page by page through `nextPageKey` (spec 2 §2, §9: never refetched on window
 * focus). A failed read other than a missing asset (which the page shows from the asset's own read) is thrown to
 * the route's error page, as the spec's history read throws.
 */
export function useLocationHistory(assetId: string) {
  const { user } = useAccess();
  return useInfiniteQuery({
    queryKey: queryKeys.assetLocations(user.accountId, assetId),
    queryFn: ({ pageParam }) => api.getPage<LocationPoint>(locationsPath(assetId, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextPageKey || undefined,
    refetchOnWindowFocus: false,
    throwOnError: (error) => !(error instanceof ApiError && error.status === 404),
  });
}

/** A point farther than this from every known city is not named after one. */
export const NEAR_CITY_KM = 100;

/**
 * The point's address: the one its tracker sent, else the nearest known city's name (offline reverse geocoding,
 * docs/location-history.md), else nothing.
 */
export function pointAddress(point: Pick<LocationPoint, 'address' | 'lat' | 'lng'>): string {
  if (point.address) return point.address;
  const city = nearestCity(point, NEAR_CITY_KM);
  return city ? `near ${city.name}` : '';
}
