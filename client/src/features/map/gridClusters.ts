import { project, type LatLng } from '../../ui/map/mercator';

export interface GridCluster<T> {
  /** Stable while the zoom stays: the (first) grid cell. */
  key: string;
  /** The average of the members' positions. */
  center: LatLng;
  members: T[];
}

export interface GridOptions {
  /** Cell size in screen pixels. */
  gridSize: number;
  /** Above this zoom every marker stands alone. */
  maxZoom: number;
  /** Clusters whose centres end up closer than this (in pixels) merge, so that no two overlap on screen. */
  minSeparation: number;
}

const average = <T extends LatLng>(members: T[]): LatLng => ({
  lat: members.reduce((sum, { lat }) => sum + lat, 0) / members.length,
  lng: members.reduce((sum, { lng }) => sum + lng, 0) / members.length,
});

/**
 * Groups the markers by the square screen cell (gridSize pixels at this zoom) they fall in, in first-seen
 * order, then merges clusters that would overlap (neighbouring cells). A cluster of one is drawn as the marker.
 */
export function clusterByGrid<T extends LatLng>(
  markers: readonly T[],
  zoom: number,
  options: GridOptions,
): GridCluster<T>[] {
  if (zoom > options.maxZoom) {
    return markers.map((marker, index) => ({ key: `marker:${index}`, center: average([marker]), members: [marker] }));
  }
  const cells = new Map<string, T[]>();
  for (const marker of markers) {
    const { x, y } = project(marker, zoom);
    const key = `${Math.floor(x / options.gridSize)}:${Math.floor(y / options.gridSize)}`;
    cells.set(key, [...(cells.get(key) ?? []), marker]);
  }
  const clusters = [...cells].map(([key, members]) => ({ key, center: average(members), members }));

  const tooClose = (a: GridCluster<T>, b: GridCluster<T>) => {
    const [p, q] = [project(a.center, zoom), project(b.center, zoom)];
    return Math.hypot(p.x - q.x, p.y - q.y) < options.minSeparation;
  };
  for (let i = 0; i < clusters.length; i += 1) {
    for (let j = i + 1; j < clusters.length; j += 1) {
      if (!tooClose(clusters[i], clusters[j])) continue;
      const members = [...clusters[i].members, ...clusters.splice(j, 1)[0].members];
      clusters[i] = { key: clusters[i].key, center: average(members), members };
      // The merged centre moved: compare it with every other cluster again.
      j = i;
    }
  }
  return clusters;
}
