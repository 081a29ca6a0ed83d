// Loaded only with a map (GeographyLayer imports it on demand): the outlines are static files of their own.
import statesUrl from 'us-atlas/states-10m.json?url';
import worldUrl from 'world-atlas/countries-50m.json?url';
import { PROVINCE_BORDERS } from './canadaProvinces';
import { CITIES } from './cities';
import { buildGeography, type Geography, type GeographySources } from './outlines';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

export async function loadGeography(): Promise<Geography> {
  const [world, states] = await Promise.all([
    fetchJson<GeographySources['world']>(worldUrl),
    fetchJson<GeographySources['states']>(statesUrl),
  ]);
  return buildGeography({ world, states, provinceBorders: PROVINCE_BORDERS, cities: CITIES });
}
