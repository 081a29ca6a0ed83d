import { Text } from '@mantine/core';
import { GeographyLayer } from './geography/GeographyLayer';
import type { Size, View } from './mercator';
import classes from './OfflineMap.module.css';
import { TileLayer } from './TileLayer';
import type { TileSource } from './useMapSource';

/** The credit of the offline geography's sources (both public domain). */
export const OFFLINE_CREDIT = 'Offline map · Natural Earth, US Census Bureau';

/**
 * What the offline maps draw under their markers: the tile server's tiles when the server names one, else the
 * offline geography; and the credit in the corner.
 */
export function MapBackdrop({ view, size, tiles }: { view: View; size: Size; tiles: TileSource | null }) {
  return (
    <>
      {tiles ? <TileLayer view={view} size={size} template={tiles.url} /> : <GeographyLayer view={view} size={size} />}
      <Text className={classes.attribution} size="xs" data-map-overlay data-testid="map-attribution">
        {tiles ? tiles.attribution : OFFLINE_CREDIT}
      </Text>
    </>
  );
}
