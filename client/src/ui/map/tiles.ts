import { project, type Size, type View } from './mercator';

/** The pixels of a tile's side (OpenStreetMap's and every slippy map's). */
export const TILE_SIZE = 256;
/** The deepest zoom tile servers commonly have (OpenStreetMap's); closer views enlarge its tiles. */
export const MAX_TILE_ZOOM = 19;

export interface PlacedTile {
  /** `z/x/y`: the same tile keeps its element while the map pans. */
  key: string;
  url: string;
  /** The tile's top-left corner in the viewport, and its side, in pixels. */
  left: number;
  top: number;
  size: number;
}

/** The template's `{z}`, `{x}` and `{y}` filled in. */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  const values: Record<string, number> = { z, x, y };
  return template.replace(/\{([xyz])\}/g, (_, name: string) => String(values[name]));
}

/**
 * The Web-Mercator tiles covering the viewport, placed where the offline map draws the same ground: at zoom z the
 * world is 2^z × 2^z tiles, numbered from the north-west corner. The world does not repeat sideways (nor do the
 * markers), so nothing is drawn beyond the antimeridian.
 */
export function tilesInView(view: View, size: Size, template: string): PlacedTile[] {
  const z = Math.max(0, Math.min(MAX_TILE_ZOOM, Math.floor(view.zoom)));
  const side = TILE_SIZE * 2 ** (view.zoom - z);
  const centre = project(view.center, view.zoom);
  const left = centre.x - size.width / 2;
  const top = centre.y - size.height / 2;
  const last = 2 ** z - 1;
  const first = (edge: number) => Math.max(0, Math.floor(edge / side));
  const final = (edge: number) => Math.min(last, Math.floor(edge / side));
  const tiles: PlacedTile[] = [];
  for (let y = first(top); y <= final(top + size.height - 1); y++) {
    for (let x = first(left); x <= final(left + size.width - 1); x++) {
      tiles.push({
        key: `${z}/${x}/${y}`,
        url: tileUrl(template, z, x, y),
        left: x * side - left,
        top: y * side - top,
        size: side,
      });
    }
  }
  return tiles;
}
