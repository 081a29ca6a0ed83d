import type { LatLng } from '../mercator';
import { CITIES } from './cities';
import type { City } from './outlines';

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Offline reverse geocoding: the known city (cities.ts) nearest the point, if one lies within `withinKm`; farther
 * from every city than that, a point is not named after one.
 */
export function nearestCity(point: LatLng, withinKm: number): City | null {
  let nearest: City | null = null;
  let nearestKm = withinKm;
  for (const city of CITIES) {
    const km = distanceKm(point, city);
    if (km <= nearestKm) [nearest, nearestKm] = [city, km];
  }
  return nearest;
}
