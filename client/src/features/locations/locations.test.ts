import { describe, expect, it } from '@jest/globals';
import { pointAddress } from './locations';

describe('a point’s address', () => {
  it('is the one the tracker sent', () => {
    expect(pointAddress({ address: '1600 Main St, Denver', lat: 39.7392, lng: -104.9903 })).toBe(
      '1600 Main St, Denver',
    );
  });

  it('is otherwise the nearest known city within 100 km', () => {
    expect(pointAddress({ address: null, lat: 39.9, lng: -105.2 })).toBe('near Denver');
    expect(pointAddress({ address: null, lat: 40.72, lng: -111.95 })).toBe('near Salt Lake City');
    expect(pointAddress({ address: null, lat: 33.3, lng: -111.9 })).toBe('near Phoenix');
  });

  it('is empty far from every known city', () => {
    expect(pointAddress({ address: null, lat: 0, lng: -140 })).toBe('');
  });
});
