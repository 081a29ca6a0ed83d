import { jsonResponse, mockFetch } from '../../test/fixtures';
import { branches, divisions } from '../users/users.fixtures';
import type { Asset, AssetListItem, Category } from './assets';

export const categories: Category[] = [
  { id: 'c-power', name: 'Power', parentCategoryId: null, path: 'c-power' },
  { id: 'c-lift', name: 'Lifting', parentCategoryId: null, path: 'c-lift' },
  { id: 'c-tower', name: 'Tower', parentCategoryId: 'c-crane', path: 'c-lift>c-crane>c-tower' },
  { id: 'c-crane', name: 'Cranes', parentCategoryId: 'c-lift', path: 'c-lift>c-crane' },
  { id: 'c-fork', name: 'Forklifts', parentCategoryId: 'c-lift', path: 'c-lift>c-fork' },
  { id: 'c-mobile', name: 'Mobile', parentCategoryId: 'c-crane', path: 'c-lift>c-crane>c-mobile' },
  { id: 'c-orphan', name: 'Orphan', parentCategoryId: 'c-gone', path: 'c-gone>c-orphan' },
];

export const types = [
  { id: 'type-crane', value: 'Crane' },
  { id: 'type-unknown', value: 'Unknown' },
];
export const manufacturers = [
  { id: 'make-liebherr', value: 'Liebherr' },
  { id: 'make-unknown', value: 'Unknown' },
];

export function anAsset(overrides: Partial<Asset> = {}): Asset {
  return {
    id: 'asset-1',
    assetName: 'Tower Crane 7',
    assetStatus: 'Active',
    attachments: [
      {
        id: 'a-1',
        url: 'https://files/images/one.png',
        name: 'one',
        contentType: 'image/png',
        primary: false,
        createdAt: '',
      },
      {
        id: 'a-2',
        url: 'https://files/images/two.png',
        name: 'two',
        contentType: 'image/png',
        primary: true,
        createdAt: '',
      },
      {
        id: 'a-3',
        url: 'https://files/documents/manual.pdf',
        name: 'Manual',
        contentType: 'application/pdf',
        primary: false,
        createdAt: '',
      },
    ],
    branchIds: ['branch-1'],
    divisionId: 'division-1',
    category: 'Tower',
    categoryId: 'c-tower',
    address: { formattedAddress: '1 Yard Road', lat: 43.1, lng: -101.9 },
    location: '43.1,-101.9',
    macAddress: 'AA:BB',
    engineHours: 1200,
    engineHoursLastUpdate: null,
    lastSeen: '2026-11-20T10:00:00.000Z',
    metadata: [{ metadataName: 'Boom', metadataValue: '60', metadataUnitOfMeasure: 'm' }],
    details: {
      assetType: 'Crane',
      manufacturer: 'Liebherr',
      serialNumber: 'SN-7',
      notes: 'Serviced',
      length: 12,
      lengthUnit: 'm',
    },
    ...overrides,
  };
}

export function aListItem(id: string, assetName = `Asset ${id}`): AssetListItem {
  return {
    id,
    assetName,
    assetStatus: 'Active',
    categoryId: 'c-tower',
    category: 'Tower',
    branchIds: [],
    divisionId: null,
    macAddress: null,
    lastSeen: null,
    engineHours: null,
    details: { assetType: 'Crane', manufacturer: 'Liebherr', serialNumber: `SN-${id}` },
    primaryImageUrl: null,
  };
}

export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Serves the lookups of the asset screens plus `handlers` keyed by "METHOD /api/path" (without the query). */
export function serveAssets(handlers: Record<string, Handler> = {}) {
  return mockFetch((url, init) => {
    const handler = handlers[`${init.method ?? 'GET'} ${url.split('?')[0]}`];
    if (handler) return handler(url, init);
    if (url === '/api/categories') return jsonResponse(200, { data: categories });
    if (url === '/api/assets/types') return jsonResponse(200, { data: types });
    if (url === '/api/assets/manufacturers') return jsonResponse(200, { data: manufacturers });
    if (url === '/api/branch') return jsonResponse(200, { data: branches });
    if (url === '/api/division') return jsonResponse(200, { data: divisions });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (url === '/api/googleMaps/googleApiKey') return jsonResponse(200, { data: null });
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
}

/** The calls a mocked `fetch` made, as "METHOD /api/path" with the JSON body sent (if any). */
export function sentCalls(fetchMock: ReturnType<typeof serveAssets>) {
  return fetchMock.mock.calls.map(([url, init]) => ({
    call: `${init.method ?? 'GET'} ${url}`,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}

/** The analytics event names sent so far. */
export const sentEvents = (fetchMock: ReturnType<typeof serveAssets>) =>
  sentCalls(fetchMock)
    .filter(({ call }) => call === 'POST /api/events')
    .flatMap(({ body }) => (body as { events: { name: string }[] }).events.map(({ name }) => name));
