import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';

/** Spec 2 §6: the maps key is fetched only with the admin, asset-map or schedule permission; null when none. */
export function useMapsKey() {
  const { user, can } = useAccess();
  const allowed = can('web:assetmap') || can('web:schedule');
  const query = useQuery({
    queryKey: queryKeys.mapsKey(user.accountId),
    queryFn: () => api.get<string | null>('/googleMaps/googleApiKey'),
    staleTime: Infinity,
    enabled: allowed,
    meta: { errorMessage: 'Error fetching API key' },
  });
  return { apiKey: query.data ?? null, isLoading: allowed && query.isPending };
}
