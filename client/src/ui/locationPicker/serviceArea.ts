/** Spec 2 §5: the box a picked location (a job site) must lie in, and the server's message when it does not. */
export const SERVICE_AREA = { north: 83.65, south: 7.25, east: -10.47, west: -172.5 } as const;
export const LOCATION_OUTSIDE_AREA = 'Selected location must be in North America.';

/** Whether a point lies in the service area. */
export function inServiceArea({ lat, lng }: { lat: number; lng: number }): boolean {
  const { north, south, east, west } = SERVICE_AREA;
  return lat <= north && lat >= south && lng <= east && lng >= west;
}
