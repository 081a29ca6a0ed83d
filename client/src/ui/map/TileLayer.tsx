import type { Size, View } from './mercator';
import classes from './OfflineMap.module.css';
import { tilesInView } from './tiles';

/** The raster tiles of the server's tile server (MAP_TILE_URL) under the markers, as plain images. */
export function TileLayer({ view, size, template }: { view: View; size: Size; template: string }) {
  return (
    <div className={classes.layer} aria-hidden="true">
      {tilesInView(view, size, template).map((tile) => (
        <img
          key={tile.key}
          className={classes.tile}
          src={tile.url}
          alt=""
          draggable={false}
          decoding="async"
          style={{ left: tile.left, top: tile.top, width: tile.size, height: tile.size }}
          data-testid="map-tile"
        />
      ))}
    </div>
  );
}
