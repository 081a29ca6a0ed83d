import { describe, expect, it } from '@jest/globals';
import { MAX_TILE_ZOOM, tilesInView, tileUrl } from './tiles';

const TEMPLATE = 'https://tiles.example.com/{z}/{x}/{y}.png';

/** The textbook slippy-map tile of a point (OpenStreetMap wiki), independent of the map's own projection. */
function tileOf(lat: number, lng: number, z: number) {
  const n = 2 ** z;
  const radians = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n),
  };
}

describe('raster tiles', () => {
  it('fills the template', () => {
    expect(tileUrl(TEMPLATE, 10, 213, 388)).toBe('https://tiles.example.com/10/213/388.png');
    expect(tileUrl('http://t/{z}-{y}-{x}?v={z}', 3, 1, 2)).toBe('http://t/3-2-1?v=3');
  });

  it('covers the viewport with the tiles under it, the centre tile being the one holding the centre', () => {
    const denver = { lat: 39.7392, lng: -104.9903 };
    const size = { width: 800, height: 450 };
    const tiles = tilesInView({ center: denver, zoom: 10 }, size, TEMPLATE);
    const { x, y } = tileOf(denver.lat, denver.lng, 10);
    const centre = tiles.find(
      (tile) => tile.left <= 400 && tile.left + tile.size > 400 && tile.top <= 225 && tile.top + tile.size > 225,
    );
    expect(centre?.key).toBe(`10/${x}/${y}`);
    expect(centre?.url).toBe(`https://tiles.example.com/10/${x}/${y}.png`);
    // 800 × 450 needs 4 or 5 columns and 2 or 3 rows of 256 px tiles, edge to edge with no gap.
    const columns = new Set(tiles.map((tile) => tile.left));
    const rows = new Set(tiles.map((tile) => tile.top));
    expect(tiles).toHaveLength(columns.size * rows.size);
    expect(Math.min(...columns)).toBeLessThanOrEqual(0);
    expect(Math.max(...columns) + 256).toBeGreaterThanOrEqual(800);
    expect(Math.min(...rows)).toBeLessThanOrEqual(0);
    expect(Math.max(...rows) + 256).toBeGreaterThanOrEqual(450);
    expect([...columns].sort((a, b) => a - b).every((left, i, all) => i === 0 || left - all[i - 1] === 256)).toBe(true);
  });

  it('draws nothing beyond the edges of the world', () => {
    const tiles = tilesInView({ center: { lat: 0, lng: 0 }, zoom: 0 }, { width: 1000, height: 1000 }, TEMPLATE);
    expect(tiles).toEqual([
      { key: '0/0/0', url: 'https://tiles.example.com/0/0/0.png', left: 372, top: 372, size: 256 },
    ]);
  });

  it('enlarges the deepest tiles past the tile servers’ last zoom', () => {
    const tiles = tilesInView(
      { center: { lat: 39.74, lng: -104.99 }, zoom: MAX_TILE_ZOOM + 2 },
      { width: 800, height: 450 },
      TEMPLATE,
    );
    expect(tiles.every((tile) => tile.key.startsWith(`${MAX_TILE_ZOOM}/`) && tile.size === 1024)).toBe(true);
    const { x, y } = tileOf(39.74, -104.99, MAX_TILE_ZOOM);
    expect(tiles.map((tile) => tile.key)).toContain(`${MAX_TILE_ZOOM}/${x}/${y}`);
  });
});
