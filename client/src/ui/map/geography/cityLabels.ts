import type { Placement } from './draw';
import type { PlacedCity } from './outlines';

export interface CityLabel {
  /** Its place: names repeat (Portland, Kansas City). */
  key: string;
  name: string;
  /** The city's point on screen; the name is written to its right. */
  x: number;
  y: number;
  /** Among the largest: written larger. */
  major: boolean;
}

/** Zoomed out, only the largest cities are named; from zoom 7 on, every city with room for its name. */
export function minPopulation(zoom: number): number {
  if (zoom <= 4) return 2_000_000;
  if (zoom === 5) return 750_000;
  if (zoom === 6) return 250_000;
  return 0;
}

const MAJOR_POPULATION = 5_000_000;
/** A rough width per character of the 12 px label font, and the room around a label kept free of others. */
const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 16;
const GAP = 6;

/**
 * The cities to name at this view, largest first, each kept only if its label (dot and name) overlaps none
 * already placed: the map never writes names over each other.
 */
export function placeCityLabels(cities: PlacedCity[], at: Placement, zoom: number): CityLabel[] {
  const floor = minPopulation(zoom);
  const taken: { left: number; top: number; right: number; bottom: number }[] = [];
  const labels: CityLabel[] = [];
  for (const city of cities) {
    if (city.population < floor) break;
    const x = city.x * at.scale - at.offsetX;
    const y = city.y * at.scale - at.offsetY;
    const box = {
      left: x - GAP,
      top: y - LABEL_HEIGHT / 2 - GAP / 2,
      right: x + 8 + city.name.length * CHAR_WIDTH + GAP,
      bottom: y + LABEL_HEIGHT / 2 + GAP / 2,
    };
    if (box.right < 0 || box.left > at.width || box.bottom < 0 || box.top > at.height) continue;
    const overlaps = taken.some(
      (other) => box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top,
    );
    if (overlaps) continue;
    taken.push(box);
    labels.push({ key: `${city.lat},${city.lng}`, name: city.name, x, y, major: city.population >= MAJOR_POPULATION });
  }
  return labels;
}
