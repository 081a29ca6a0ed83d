import { useInfiniteQuery } from '@tanstack/react-query';
import { format, isValid, parseISO } from 'date-fns';
import { ApiError } from '../../api/http';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';

export const LOCATIONS_PATH = '/admin/location';
export const historyPath = (assetId: string) => `${LOCATIONS_PATH}/${assetId}`;

/** A point of an asset's history (`GET /api/assets/locations`, spec 2 §3), newest first. */
export interface LocationPoint {
  id: string;
  dateTime: string;
  /** The tracker's own clock, as it sent it. */
  localDateTime: string | null;
  lat: number;
  lng: number;
  macAddress: string;
  provider: string;
  source: { type: string };
  address: string | null;
  /** Accuracy in metres. */
  radius: number | null;
}

interface LocationPage {
  data: LocationPoint[];
  nextPageKey?: string;
}

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
    queryFn: ({ pageParam }) => api.getPage<LocationPage>(locationsPath(assetId, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextPageKey || undefined,
    refetchOnWindowFocus: false,
    throwOnError: (error) => !(error instanceof ApiError && error.status === 404),
  });
}

const DATE_TIME = 'MM/dd/yyyy h:mm:ss a';

/** An instant in the viewer's time zone, e.g. "11/22/2026 10:15:00 AM". */
export const formatDateTime = (iso: string) => format(parseISO(iso), DATE_TIME);

/**
 * The tracker's wall-clock time in the same format, whatever offset it carries (that clock is the point of the
 * column); text that is not an ISO date and time is shown as sent.
 */
export function formatLocalDateTime(local: string | null) {
  if (!local) return '';
  const wallClock = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?/.exec(local.trim());
  const time = wallClock ? parseISO(wallClock[0]) : null;
  return time && isValid(time) ? format(time, DATE_TIME) : local;
}
