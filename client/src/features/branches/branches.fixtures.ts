import { jsonResponse, mockFetch } from '../../test/fixtures';
import type { Branch } from '../accounts';

export const divisions = [
  { id: 'division-1', divisionName: 'Cranes' },
  { id: 'division-2', divisionName: 'Rigging' },
];

export function aBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 'branch-1',
    name: 'North Yard',
    divisionId: 'division-1',
    logo: 'https://files.example/logo.png?signature=1',
    quoteCover: 'https://files.example/cover.png?signature=1',
    address: '1 Industrial Way',
    city: 'Denver',
    state: 'CO',
    postalCode: '80202',
    email: 'north@example.com',
    phoneNumber: '303-555-0100',
    ...overrides,
  };
}

type Handler = (init: RequestInit) => Response;

/** Serves the branches and divisions plus `handlers` keyed by "METHOD /api/path". */
export function serveBranches(handlers: Record<string, Handler> = {}, branches: Branch[] = [aBranch()]) {
  return mockFetch((url, init) => {
    const handler = handlers[`${init.method ?? 'GET'} ${url}`];
    if (handler) return handler(init);
    if (url === '/api/branch') return jsonResponse(200, { data: branches });
    if (url === '/api/division') return jsonResponse(200, { data: divisions });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
}

/** A 1x1 PNG as base64: FileReader reads `imageFile()` as `data:image/png;base64,` + LOGO_DATA. */
export const LOGO_DATA =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const imageFile = (name = 'logo.png') =>
  new File([Uint8Array.from(atob(LOGO_DATA), (char) => char.charCodeAt(0))], name, { type: 'image/png' });
