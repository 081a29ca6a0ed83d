/** Web Mercator, the projection of web maps, for the offline map. */

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface View {
  center: LatLng;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

const TILE_SIZE = 256;
const MAX_LAT = 85.05112878;

const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The position's pixel in the world map at this zoom (the world is 256 × 2^zoom pixels square). */
export function project({ lat, lng }: LatLng, zoom: number): Point {
  const sin = Math.sin((clamp(lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180);
  const size = worldSize(zoom);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unproject({ x, y }: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 };
}

export interface FitOptions {
  minZoom: number;
  maxZoom: number;
  /** Pixels kept free along each edge. */
  padding: number;
}

/** The centre and the closest whole zoom in [minZoom, maxZoom] at which every position fits in the viewport. */
export function fitView(positions: readonly LatLng[], viewport: Size, options: FitOptions): View | null {
  if (positions.length === 0) return null;
  const points = positions.map((position) => project(position, 0));
  const xs = points.map(({ x }) => x);
  const ys = points.map(({ y }) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const width = Math.max(1, viewport.width - 2 * options.padding);
  const height = Math.max(1, viewport.height - 2 * options.padding);
  const scale = Math.min(width / (maxX - minX || Number.MIN_VALUE), height / (maxY - minY || Number.MIN_VALUE));
  const zoom = clamp(Math.floor(Math.log2(scale)), options.minZoom, options.maxZoom);
  return { center: unproject({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, 0), zoom };
}

/** The view after zooming to `zoom` while the position under `anchor` (pixels from the viewport's centre) stays put. */
export function zoomAround(view: View, zoom: number, anchor: Point): View {
  const center = project(view.center, view.zoom);
  const fixed = { x: center.x + anchor.x, y: center.y + anchor.y };
  const factor = 2 ** (zoom - view.zoom);
  return { zoom, center: unproject({ x: fixed.x * factor - anchor.x, y: fixed.y * factor - anchor.y }, zoom) };
}

/** The view moved by `delta` screen pixels (dragging the map right moves the centre left). */
export function panBy(view: View, delta: Point): View {
  const center = project(view.center, view.zoom);
  return { ...view, center: unproject({ x: center.x - delta.x, y: center.y - delta.y }, view.zoom) };
}
