import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { project } from '../mercator';
import { PROVINCE_BORDERS } from './canadaProvinces';
import { CITIES } from './cities';
import { placeCityLabels } from './cityLabels';
import { placement, traceOutline, type PathSink } from './draw';
import { buildGeography, toOutline, type GeographySources, type Outline } from './outlines';

const readPackageJson = <T>(path: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'node_modules', path), 'utf8')) as T;

const geography = buildGeography({
  world: readPackageJson<GeographySources['world']>('world-atlas/countries-50m.json'),
  states: readPackageJson<GeographySources['states']>('us-atlas/states-10m.json'),
  provinceBorders: PROVINCE_BORDERS,
  cities: CITIES,
});

/** Whether the point falls inside an odd number of the rings: how the canvas fills the land (even-odd). */
function onLand(lat: number, lng: number, rings: Outline[]) {
  const { x, y } = project({ lat, lng }, 0);
  let inside = false;
  for (const { points } of rings) {
    for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2) {
      const [xi, yi, xj, yj] = [points[i], points[i + 1], points[j], points[j + 1]];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Whether one of the lines passes within about 1 km of the point (40 pixels at zoom 12). */
function nearLine(lat: number, lng: number, lines: Outline[]) {
  const scale = 2 ** 12;
  const { x, y } = project({ lat, lng }, 12);
  return lines.some(({ points }) => {
    for (let i = 0; i + 3 < points.length; i += 2) {
      const [ax, ay, bx, by] = [points[i], points[i + 1], points[i + 2], points[i + 3]].map((value) => value * scale);
      const t = Math.max(
        0,
        Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2 || 1)),
      );
      if (Math.hypot(ax + t * (bx - ax) - x, ay + t * (by - ay) - y) < 40) return true;
    }
    return false;
  });
}

function recorder(): PathSink & { points: number[][] } {
  const points: number[][] = [];
  return {
    points,
    moveTo: (x, y) => points.push([x, y]),
    lineTo: (x, y) => points.push([x, y]),
    closePath: () => undefined,
  };
}

describe('offline geography', () => {
  it('projects [lng, lat] lines to world pixels at zoom 0, as the markers are', () => {
    const outline = toOutline([
      [-180, 0],
      [0, 0],
      [180, 0],
      [-104.9903, 39.7392],
    ]);
    expect([...outline.points.slice(0, 6)]).toEqual([0, 128, 128, 128, 256, 128]);
    const denver = project({ lat: 39.7392, lng: -104.9903 }, 0);
    expect(outline.points[6]).toBeCloseTo(denver.x, 9);
    expect(outline.points[7]).toBeCloseTo(denver.y, 9);
    expect(outline).toMatchObject({ minX: 0, maxX: 256, maxY: 128 });
    expect(outline.minY).toBeCloseTo(denver.y, 9);
  });

  it('fills the land and leaves the sea: Denver, Winnipeg, Paris on land; the Gulf of Mexico, the Pacific, Hudson Bay not', () => {
    expect(onLand(39.7392, -104.9903, geography.land)).toBe(true);
    expect(onLand(49.8951, -97.1384, geography.land)).toBe(true);
    expect(onLand(48.8566, 2.3522, geography.land)).toBe(true);
    expect(onLand(25, -90, geography.land)).toBe(false);
    expect(onLand(35, -140, geography.land)).toBe(false);
    expect(onLand(60, -86, geography.land)).toBe(false);
  });

  it('has the borders between countries, states and provinces, and the cities largest first', () => {
    // On the 49th parallel (US–Canada), Colorado–Wyoming, Kansas–Nebraska, Alberta–Saskatchewan; not in Denver.
    expect(nearLine(49, -100, geography.countryBorders)).toBe(true);
    expect(nearLine(49, -100, geography.regionBorders)).toBe(false);
    expect(nearLine(41, -106, geography.regionBorders)).toBe(true);
    expect(nearLine(40, -99, geography.regionBorders)).toBe(true);
    expect(nearLine(52, -110.005, geography.regionBorders)).toBe(true);
    expect(nearLine(39.7392, -104.9903, geography.regionBorders)).toBe(false);
    const populations = geography.cities.map((city) => city.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(geography.cities.length).toBeGreaterThanOrEqual(300);
  });

  it('simplifies an outline to the zoom: points closer than a pixel or so on screen are drawn as one', () => {
    const coast = toOutline(Array.from({ length: 1001 }, (_, i) => [-105 + i * 0.001, 40 + Math.sin(i) * 0.001]));
    const size = { width: 800, height: 450 };
    const at = (zoom: number) => placement({ center: { lat: 40, lng: -104.5 }, zoom }, size);
    const far = recorder();
    const near = recorder();
    const farSegments = traceOutline(far, coast, at(4), false);
    const nearSegments = traceOutline(near, coast, at(16), false);
    // A degree of longitude is 11 px at zoom 4: a dozen segments at most, where zoom 16 draws every point.
    expect(farSegments).toBeLessThanOrEqual(12);
    expect(nearSegments).toBe(1000);
    // Both end on the outline's last point, projected where the markers' projection puts it.
    const end = project({ lat: 40 + Math.sin(1000) * 0.001, lng: -104 }, 4);
    const centre = project({ lat: 40, lng: -104.5 }, 4);
    expect(far.points.at(-1)![0]).toBeCloseTo(end.x - centre.x + 400, 6);
    expect(far.points.at(-1)![1]).toBeCloseTo(end.y - centre.y + 225, 6);
  });

  it('names the largest cities zoomed out and more as the map zooms in, never one over another', () => {
    const size = { width: 1200, height: 600 };
    const northAmerica = placeCityLabels(
      geography.cities,
      placement({ center: { lat: 42, lng: -98 }, zoom: 4 }, size),
      4,
    );
    const names = northAmerica.map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['New York', 'Los Angeles', 'Chicago', 'Denver', 'Toronto']));
    expect(names).not.toContain('Billings');
    const frontRange = placeCityLabels(
      geography.cities,
      placement({ center: { lat: 39.5, lng: -105 }, zoom: 8 }, size),
      8,
    );
    expect(frontRange.map(({ name }) => name)).toEqual(expect.arrayContaining(['Denver', 'Colorado Springs']));
    for (const labels of [northAmerica, frontRange]) {
      const rows = labels.map(({ x, y, name }) => ({ x, y, right: x + 8 + name.length * 7 }));
      for (const [i, a] of rows.entries())
        for (const b of rows.slice(i + 1))
          expect(Math.abs(a.y - b.y) >= 16 || a.right <= b.x || b.right <= a.x).toBe(true);
    }
  });
});
