import { SegmentedControl } from '@mantine/core';
import { GoogleMap, useJsApiLoader, type GoogleMapProps } from '@react-google-maps/api';
import { useState, type ReactNode } from 'react';
import classes from './GoogleMapFrame.module.css';
import { MAX_ZOOM, MIN_ZOOM } from './mapSettings';

type MapType = 'hybrid' | 'roadmap';

const MAP_TYPES = [
  { label: 'Satellite', value: 'hybrid' },
  { label: 'Map', value: 'roadmap' },
];

interface GoogleMapsScriptProps {
  apiKey: string;
  loader: ReactNode;
  /** Shown when the Maps script cannot load (bad key, no network). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Draws its children once Google's Maps script has loaded; every map uses the same loader id, so it loads once. */
export function GoogleMapsScript({ apiKey, loader, fallback, children }: GoogleMapsScriptProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'groundcrew-google-maps', googleMapsApiKey: apiKey });
  if (loadError) return fallback;
  if (!isLoaded) return loader;
  return children;
}

interface GoogleMapFrameProps extends Omit<GoogleMapProps, 'mapContainerClassName' | 'mapTypeId'> {
  /** The map region's accessible name. */
  label: string;
  /** A fixed height; without one the frame fills its parent. */
  height?: number;
}

/** A Google map between our zoom limits, without Google's own controls, and our satellite (hybrid) / map toggle. */
export function GoogleMapFrame({ label, height, options, children, ...mapProps }: GoogleMapFrameProps) {
  const [mapType, setMapType] = useState<MapType>('hybrid');
  return (
    <div className={classes.frame} style={{ height, minHeight: height }} role="region" aria-label={label}>
      <GoogleMap
        mapContainerClassName={classes.canvas}
        mapTypeId={mapType}
        options={{
          minZoom: MIN_ZOOM,
          maxZoom: MAX_ZOOM,
          mapTypeControl: false,
          streetViewControl: false,
          fullscreenControl: false,
          ...options,
        }}
        {...mapProps}
      >
        {children}
      </GoogleMap>
      <SegmentedControl
        className={classes.mapType}
        size="xs"
        data={MAP_TYPES}
        value={mapType}
        onChange={(value) => setMapType(value as MapType)}
        aria-label="Map type"
      />
    </div>
  );
}
