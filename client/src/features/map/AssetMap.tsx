import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { MIN_HEIGHT } from '../../ui/map/mapSettings';
import type { LatLng, View } from '../../ui/map/mercator';
import { OfflineMap } from './OfflineMap';
import { useMapSource } from '../../ui/map/useMapSource';
import type { AssetPosition } from './positions';

// The Google Maps code is a chunk of its own, loaded only when the server has a key.
const GoogleAssetMap = lazy(() => import('./GoogleAssetMap'));

export interface AssetMapProps {
  markers: AssetPosition[];
  /** A fixed starting view (centre and zoom); without it the map fits the markers. */
  initialView?: View;
  /** The map's accessible name. */
  label: string;
  /** A place drawn as a pin of its own (a job site): never clustered, and part of the fitted view. */
  site?: MapSite | null;
}

export interface MapSite {
  position: LatLng;
  /** Its accessible name and tooltip. */
  label: string;
}

function MapLoader() {
  return (
    <Center mih={MIN_HEIGHT} h="100%">
      <Loader aria-label="Loading map" />
    </Center>
  );
}

/**
 * The asset map: Google Maps with clustered markers when the server has a maps key, else our offline map (on the
 * server's raster tiles when it names a tile server, else on the offline geography).
 * Markers are grey when stale and green otherwise; clusters grey, gradient or green (markerRules.ts).
 */
export function AssetMap(props: AssetMapProps) {
  const { apiKey, tiles, isLoading } = useMapSource();
  const [now] = useState(Date.now);
  if (isLoading) return <MapLoader />;
  const offline = <OfflineMap {...props} now={now} tiles={tiles} />;
  if (!apiKey) return offline;
  return (
    <Suspense fallback={<MapLoader />}>
      <GoogleAssetMap {...props} apiKey={apiKey} now={now} loader={<MapLoader />} fallback={offline} />
    </Suspense>
  );
}
