import { describe, expect, it } from '@jest/globals';
import { clusterByGrid } from './gridClusters';
import { project, unproject } from '../../ui/map/mercator';

const OPTIONS = { gridSize: 60, maxZoom: 22, minSeparation: 0 };
/** A marker at world pixel (x, y) at `zoom`. */
const at = (id: string, x: number, y: number, zoom: number) => ({ id, ...unproject({ x, y }, zoom) });

describe('clusterByGrid', () => {
  const zoom = 10;
  const base = project({ lat: 39.7, lng: -105 }, zoom);
  const cellX = Math.floor(base.x / 60) * 60;
  const cellY = Math.floor(base.y / 60) * 60;

  it('groups the markers of one grid cell and leaves a lone marker alone', () => {
    const a = at('a', cellX + 5, cellY + 5, zoom);
    const b = at('b', cellX + 50, cellY + 55, zoom);
    const c = at('c', cellX + 65, cellY + 5, zoom);
    const clusters = clusterByGrid([a, b, c], zoom, OPTIONS);
    expect(clusters.map((cluster) => cluster.members.map(({ id }) => id))).toEqual([['a', 'b'], ['c']]);
    expect(clusters[0].center.lat).toBeCloseTo((a.lat + b.lat) / 2, 9);
    expect(clusters[0].center.lng).toBeCloseTo((a.lng + b.lng) / 2, 9);
    expect(clusters[1].center).toEqual({ lat: c.lat, lng: c.lng });
  });

  it('splits a cluster as the zoom grows', () => {
    const a = at('a', cellX + 5, cellY + 5, zoom);
    const b = at('b', cellX + 50, cellY + 55, zoom);
    expect(clusterByGrid([a, b], zoom, OPTIONS)).toHaveLength(1);
    expect(clusterByGrid([a, b], zoom + 1, OPTIONS)).toHaveLength(2);
    expect(clusterByGrid([a, b], zoom - 3, OPTIONS)).toHaveLength(1);
  });

  it('keeps markers at one spot together up to the maximum cluster zoom, and apart above it', () => {
    const spot = { lat: 39.7, lng: -105 };
    const stacked = [
      { id: 'a', ...spot },
      { id: 'b', ...spot },
    ];
    expect(clusterByGrid(stacked, 22, OPTIONS)).toHaveLength(1);
    expect(clusterByGrid(stacked, 22, { ...OPTIONS, maxZoom: 21 })).toHaveLength(2);
  });

  it('merges clusters of neighbouring cells that would overlap on screen', () => {
    const a = at('a', cellX + 55, cellY + 30, zoom);
    const b = at('b', cellX + 58, cellY + 32, zoom);
    const c = at('c', cellX + 62, cellY + 30, zoom);
    const d = at('d', cellX + 150, cellY + 30, zoom);
    expect(clusterByGrid([a, b, c, d], zoom, OPTIONS)).toHaveLength(3);
    const merged = clusterByGrid([a, b, c, d], zoom, { ...OPTIONS, minSeparation: 40 });
    expect(merged.map((cluster) => cluster.members.map(({ id }) => id))).toEqual([['a', 'b', 'c'], ['d']]);
    expect(merged[0].center.lng).toBeCloseTo((a.lng + b.lng + c.lng) / 3, 9);
  });

  it('answers nothing for no markers', () => {
    expect(clusterByGrid([], 4, OPTIONS)).toEqual([]);
  });
});
