import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { LatLng } from '../map/mercator';
import { useMapSource } from '../map/useMapSource';
import { LocationPickerOfflineMap } from './LocationPickerOfflineMap';
import type { Geocoder } from './LocationPickerSearch';

// Google's code is a chunk of its own, loaded only when the server has a maps key (as the asset map does).
const LocationPickerGoogleMap = lazy(() => import('./LocationPickerGoogleMap'));

export interface PickerMapProps {
  /** The chosen point, marked by a pin. */
  selected: LatLng | null;
  /** Where to look: a new key moves the map there (a search result). */
  focus: { point: LatLng; key: number } | null;
  height: number;
  onPick: (point: LatLng) => void;
}

interface LocationPickerMapProps extends PickerMapProps {
  /** Called with Google's geocoder once its map has loaded. */
  onGeocoder: (geocoder: Geocoder) => void;
}

/** Spec 2 §2: the picker's map, on Google Maps (satellite and roadmap) with a key, else the offline map (MapBackdrop). */
export function LocationPickerMap({ onGeocoder, ...props }: LocationPickerMapProps) {
  const { apiKey, tiles, isLoading } = useMapSource();
  const loader = (
    <Center h={props.height}>
      <Loader aria-label="Loading map" />
    </Center>
  );
  if (isLoading) return loader;
  const offline = <LocationPickerOfflineMap {...props} tiles={tiles} />;
  if (!apiKey) return offline;
  return (
    <Suspense fallback={loader}>
      <LocationPickerGoogleMap {...props} apiKey={apiKey} loader={loader} fallback={offline} onGeocoder={onGeocoder} />
    </Suspense>
  );
}
