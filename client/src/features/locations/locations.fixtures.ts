import type { LocationPoint } from './locations';

export function aPoint(id: string, overrides: Partial<LocationPoint> = {}): LocationPoint {
  return {
    id,
    dateTime: '2026-11-22T10:15:00.000Z',
    localDateTime: null,
    lat: 39.7392,
    lng: -104.9903,
    macAddress: '00:1B:63:00:01:01',
    provider: 'Demo Tracker',
    source: { type: 'gps' },
    address: null,
    radius: null,
    ...overrides,
  };
}
