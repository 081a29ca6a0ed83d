import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { project } from '../mercator';

/** A line or ring in world pixels at zoom 0 (x, y pairs), with its bounding box for culling. */
export interface Outline {
  points: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface City {
  name: string;
  lat: number;
  lng: number;
  population: number;
}

/** A city and its place in world pixels at zoom 0. */
export interface PlacedCity extends City {
  x: number;
  y: number;
}

export interface Geography {
  /** The rings of the land, to fill (even-odd: lakes inside a ring are holes). */
  land: Outline[];
  countryBorders: Outline[];
  /** US states' and Canadian provinces' and territories' borders. */
  regionBorders: Outline[];
  /** Largest first, the order labels are placed in. */
  cities: PlacedCity[];
}

type Position = readonly number[];

/** A [lng, lat] line projected to world pixels at zoom 0. */
export function toOutline(line: readonly Position[]): Outline {
  const points = new Float64Array(line.length * 2);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  line.forEach(([lng, lat], index) => {
    const { x, y } = project({ lat, lng }, 0);
    points[2 * index] = x;
    points[2 * index + 1] = y;
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  });
  return { points, minX, minY, maxX, maxY };
}

/** The borders between the collection's members (each shared edge once; coastlines left out). */
const internalBorders = (topology: Topology, collection: GeometryCollection) =>
  mesh(topology, collection, (a, b) => a !== b).coordinates.map(toOutline);

function rings(topology: Topology, collection: GeometryCollection): Position[][] {
  return feature(topology, collection).features.flatMap(({ geometry }) => {
    if (geometry?.type === 'Polygon') return geometry.coordinates;
    if (geometry?.type === 'MultiPolygon') return geometry.coordinates.flat();
    return [];
  });
}

export interface GeographySources {
  /** world-atlas: `countries` and `land` (Natural Earth). */
  world: Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  /** us-atlas: `states` (US Census Bureau). */
  states: Topology<{ states: GeometryCollection }>;
  /** Lines of [lng, lat] points. */
  provinceBorders: Position[][];
  cities: City[];
}

/** The outlines and cities, projected once; drawing then only scales and shifts them. */
export function buildGeography({ world, states, provinceBorders, cities }: GeographySources): Geography {
  return {
    land: rings(world, world.objects.land).map(toOutline),
    countryBorders: internalBorders(world, world.objects.countries),
    regionBorders: [...internalBorders(states, states.objects.states), ...provinceBorders.map(toOutline)],
    cities: cities.map((city) => ({ ...city, ...project(city, 0) })).sort((a, b) => b.population - a.population),
  };
}
