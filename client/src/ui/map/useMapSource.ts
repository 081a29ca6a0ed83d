import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';

/** The server's raster tile server (MAP_TILE_URL): an OpenStreetMap-style `{z}/{x}/{y}` template and its credit. */
export type TileSource = components['schemas']['MapTiles'];

/**
 * What the maps draw on: Google Maps with the server's key, else its tile server, else the offline geography.
 * Spec 2 §6: the key is fetched only with the admin, asset-map or schedule permission; the tile server (no secret)
 * for anyone, and a failure to learn it leaves the offline geography.
 */
export function useMapSource() {
  const { user, can } = useAccess();
  const allowed = can('web:assetmap') || can('web:schedule');
  const key = useQuery({
    queryKey: queryKeys.mapsKey(user.accountId),
    queryFn: () => api.get<string | null>('/googleMaps/googleApiKey'),
    staleTime: Infinity,
    enabled: allowed,
    meta: { errorMessage: 'Error fetching API key' },
  });
  const tiles = useQuery({
    queryKey: queryKeys.mapTiles(user.accountId),
    queryFn: () => api.get<TileSource | null>('/maps/tiles'),
    staleTime: Infinity,
  });
  return {
    apiKey: key.data ?? null,
    tiles: tiles.data ?? null,
    isLoading: (allowed && key.isPending) || tiles.isPending,
  };
}
