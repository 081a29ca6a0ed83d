import { jsonResponse, mockFetch } from '../../test/fixtures';
import { BRANCHES, DIVISIONS, graphqlResponse } from '../pricebook/pricebook.fixtures';
import { aUser } from '../users/users.fixtures';
import type { AvailableAssetRow } from './jobFormQueries';
import type { ComplexJobRecord, SimpleJobRecord } from './jobs';

export { BRANCHES, DIVISIONS };

export const COLORS = [
  { id: 'color-red', accountId: 'account-1', name: 'Red', code: '#E03131' },
  { id: 'color-slate', accountId: 'account-1', name: 'Slate', code: '#8098A3' },
];

export const USERS = [
  aUser({ id: 'user-1', firstName: 'Dan', lastName: 'Reyes', branchIds: ['branch-1'], divisionIds: ['division-1'] }),
  aUser({ id: 'user-2', firstName: 'Grace', lastName: 'Hopper', branchIds: ['branch-2'], divisionIds: ['division-2'] }),
  aUser({ id: 'user-3', firstName: 'Old', lastName: 'Hand', disabled: true }),
];

/** `GET /api/auth/me`: the signed-in user, of Denver and Crane Services. */
export const ME = {
  ...USERS[0],
  account: { id: 'account-1', name: 'Summit Crane', logo: null },
  divisions: [DIVISIONS[0]],
};

const anAsset = (id: string, assetName: string, assetType: string, isAvailable?: boolean): AvailableAssetRow => ({
  id,
  assetName,
  assetStatus: 'active',
  categoryId: 'category-1',
  category: 'Cranes',
  branchIds: ['branch-1'],
  divisionId: null,
  macAddress: null,
  lastSeen: null,
  engineHours: null,
  details: { assetType, manufacturer: 'Liebherr', serialNumber: null },
  primaryImageUrl: null,
  isAvailable,
});

export const ASSETS = [
  anAsset('asset-1', 'Crane 7', 'Crane', true),
  anAsset('asset-2', 'Forklift 2', 'Forklift', false),
];

const customer = {
  name: 'Acme Builders',
  email: 'ops@acme.test',
  phone: '3035550100',
  contactName: 'Pat Lee',
  siteContact: null,
  siteContactPhone: null,
};

export function aComplexJob(overrides: Partial<ComplexJobRecord> = {}): ComplexJobRecord {
  return {
    id: 'job-1',
    number: 'J-1001',
    name: 'Tower crane erection',
    status: 'SCHEDULED',
    startDate: '2026-03-02',
    endDate: '2026-03-04',
    branchIds: ['branch-1'],
    divisionIds: ['division-1'],
    location: { name: 'Denver yard', formattedAddress: '1 Main St, Denver, CO', lat: 39.74, lng: -104.99 },
    customer,
    notes: '',
    projectOwner: [],
    salesPerson: [],
    color: COLORS[0],
    quotedCostCents: 125050,
    quoteId: null,
    billingFrequency: 'JOB_END',
    timezone: 'America/Denver',
    tasks: [
      {
        id: 'task-1',
        startTime: '07:00',
        endTime: '16:00',
        timezone: null,
        userIds: ['user-1'],
        assetIds: ['asset-1'],
      },
    ],
    ...overrides,
  };
}

export function aSimpleJob(overrides: Partial<SimpleJobRecord> = {}): SimpleJobRecord {
  return {
    id: 'job-1',
    number: 'J-1001',
    name: 'Tower crane erection',
    status: 'scheduled',
    startDate: '2026-03-02',
    endDate: '2026-03-04',
    branchId: 'branch-1',
    divisionId: 'division-1',
    address: null,
    customer,
    notes: '',
    projectOwner: [],
    salesPerson: [],
    color: COLORS[1],
    quotedCostCents: null,
    quoteId: null,
    billingFrequency: 'JOB_END',
    crew: [],
    assets: [],
    ...overrides,
  };
}

export const saved = (job: object | null = { id: 'job-9' }, conflicts: object[] = []) => ({
  code: 200,
  success: true,
  message: 'Saved',
  job,
  conflicts,
});
export const refused = (message: string) => ({ code: 400, success: false, message, job: null, conflicts: [] });

type GraphqlAnswer = (variables: Record<string, unknown>) => unknown;
type RestAnswer = (init: RequestInit) => Response;

interface JobFormServer {
  /** GraphQL operations by name, answering `data`. */
  graphql?: Record<string, GraphqlAnswer>;
  /** REST handlers by "METHOD /api/path" (the query string included). */
  rest?: Record<string, RestAnswer>;
}

/** Serves the form's lookups (branches, divisions, users, me, colours, asset types, no maps key) plus `server`. */
export function serveJobForm({ graphql = {}, rest = {} }: JobFormServer = {}) {
  return mockFetch((url, init) => {
    const handler = rest[`${init.method ?? 'GET'} ${url}`];
    if (handler) return handler(init);
    if (url === '/api/branch') return jsonResponse(200, { data: BRANCHES });
    if (url === '/api/division') return jsonResponse(200, { data: DIVISIONS });
    if (url === '/api/users') return jsonResponse(200, { data: USERS });
    if (url === '/api/auth/me') return jsonResponse(200, { data: ME });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (url === '/api/googleMaps/googleApiKey') return jsonResponse(200, { data: null });
    if (url === '/api/assets/types') return jsonResponse(200, { data: [{ id: 'Crane', value: 'Crane' }] });
    if (url.startsWith('/api/v2/search/asset')) return jsonResponse(200, { data: ASSETS });
    const asset = ASSETS.find(({ id }) => url === `/api/assets/${id}`);
    if (asset) return jsonResponse(200, { data: asset });
    if (url === '/graphql') {
      const { operationName, variables } = JSON.parse(init.body as string) as {
        operationName: string;
        variables: Record<string, unknown>;
      };
      if (operationName === 'JobColors') return graphqlResponse({ data: { colors: COLORS } });
      const answer = graphql[operationName];
      if (answer) return graphqlResponse({ data: answer(variables) });
    }
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
}

/** The variables of each GraphQL call of that operation. */
export function graphqlCalls(fetchMock: ReturnType<typeof mockFetch>, operation: string) {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/graphql')
    .map(([, init]) => JSON.parse(init.body as string) as { operationName: string; variables: { input?: object } })
    .filter(({ operationName }) => operationName === operation)
    .map(({ variables }) => variables);
}
