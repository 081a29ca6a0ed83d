import type { LatLng } from '../map/mercator';

/** A place the picker chose: its name (editable by the form), its address and its point. */
export interface PickedLocation {
  name: string;
  formattedAddress: string;
  lat: number;
  lng: number;
}

/** Finds places by address and names points; Google's geocoder when the maps key exists, else points only. */
export interface Geocoder {
  /** Places matching an address (or the point of a "lat, lng" pair). */
  search: (text: string) => Promise<PickedLocation[]>;
  /** The place at a point. */
  reverse: (point: LatLng) => Promise<PickedLocation>;
}

const PAIR = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/** A typed "lat, lng" pair (spec 2 §2), or null when the text is not one or lies off the globe. */
export function parseLatLng(text: string): LatLng | null {
  const match = PAIR.exec(text);
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** A point to six decimals (about 10 cm): what a click on the map picks. */
export const roundPoint = ({ lat, lng }: LatLng): LatLng => ({
  lat: Number(lat.toFixed(6)),
  lng: Number(lng.toFixed(6)),
});

/** "39.7392, -104.9903": a point as text, to six decimals. */
export const pointText = (point: LatLng) => {
  const { lat, lng } = roundPoint(point);
  return `${lat}, ${lng}`;
};

/** A point with no address: named by its coordinates. */
export const pointLocation = (point: LatLng): PickedLocation => ({
  name: pointText(point),
  formattedAddress: pointText(point),
  lat: point.lat,
  lng: point.lng,
});

/** Without a maps service: only "lat, lng" pairs are found, and points are named by their coordinates. */
export const offlineGeocoder: Geocoder = {
  search: (text) => {
    const point = parseLatLng(text);
    return Promise.resolve(point ? [pointLocation(point)] : []);
  },
  reverse: (point) => Promise.resolve(pointLocation(point)),
};
