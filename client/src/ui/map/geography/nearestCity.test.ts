import { describe, expect, it } from '@jest/globals';
import { distanceKm, nearestCity } from './nearestCity';

describe('nearest city', () => {
  it('measures great-circle distances', () => {
    const denver = { lat: 39.7392, lng: -104.9903 };
    expect(distanceKm(denver, denver)).toBe(0);
    // Denver to Salt Lake City is about 600 km as the crow flies.
    expect(distanceKm(denver, { lat: 40.7608, lng: -111.891 })).toBeCloseTo(598, -1);
  });

  it('names the nearest known city within the distance, else none', () => {
    expect(nearestCity({ lat: 38.9, lng: -104.8 }, 100)?.name).toBe('Colorado Springs');
    expect(nearestCity({ lat: 39.75, lng: -105 }, 100)?.name).toBe('Denver');
    expect(nearestCity({ lat: 39.75, lng: -105 }, 0.1)).toBeNull();
  });
});
