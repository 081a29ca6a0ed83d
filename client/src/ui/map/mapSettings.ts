import type { LatLng } from './mercator';

/** Spec 2 §9, the map's constants. */
export const MIN_ZOOM = 4;
export const MAX_ZOOM = 22;
export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
export const CLUSTER_MAX_ZOOM = 22;
/** The asset overview's last-location map. */
export const DETAIL_ZOOM = 15;
export const FIT_BOUNDS_DELAY_MS = 500;
export const MIN_HEIGHT = 450;
export const DEFAULT_CENTER: LatLng = { lat: 43.195297, lng: -101.996554 };

/** Fitting the markers never zooms closer than the detail zoom, so a lone asset still shows its surroundings. */
export const MAX_FIT_ZOOM = DETAIL_ZOOM;
/** Room kept between the fitted markers and the map's edges, in pixels. */
export const FIT_PADDING = 48;
/** Markers closer than this many pixels on screen are drawn as one cluster (Google's clusterer default). */
export const GRID_SIZE = 60;
/** Clusters closer than this on screen merge (about a cluster's width), so none covers another. */
export const MIN_SEPARATION = 48;
