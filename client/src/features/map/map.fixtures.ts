import { jsonResponse, mockFetch } from '../../test/fixtures';
import type { TileSource } from '../../ui/map/useMapSource';
import type { AssetPosition } from './positions';

const HOUR = 3_600_000;

/** A located asset, seen `hoursAgo` hours ago (null: never seen). */
export function aPosition(id: string, values: Partial<AssetPosition> = {}, hoursAgo: number | null = 1): AssetPosition {
  return {
    id,
    assetName: `Asset ${id}`,
    assetType: 'Crawler Crane',
    category: 'Crawler',
    lat: 39.74,
    lng: -104.99,
    lastSeen: hoursAgo === null ? null : new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    imageUrl: null,
    ...values,
  };
}

/** Serves the maps key, the tile server and the positions; anything else is a 404. */
export function serveMap({
  apiKey = null,
  tiles = null,
  positions = [],
}: {
  apiKey?: string | null;
  tiles?: TileSource | null;
  positions?: AssetPosition[];
}) {
  return mockFetch((url) => {
    if (url === '/api/googleMaps/googleApiKey') return jsonResponse(200, { data: apiKey });
    if (url === '/api/maps/tiles') return jsonResponse(200, { data: tiles });
    if (url === '/api/assets/positions') return jsonResponse(200, { data: positions });
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
}
