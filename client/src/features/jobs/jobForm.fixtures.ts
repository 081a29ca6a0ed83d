import {
  ComplexJobFormDocument,
  CreateComplexJobDocument,
  DeleteComplexJobDocument,
  JobColorsDocument,
  UpdateComplexJobDocument,
  UpdateComplexTaskDocument,
  UpdateJobDocument,
} from '../../api/gql/graphql';
import { jsonResponse, mockFetch } from '../../test/fixtures';
import { answer, answerGraphQL, type OperationAnswer } from '../../test/graphql';
import { BRANCHES, DIVISIONS } from '../pricebook/pricebook.fixtures';
import { aUser } from '../users/users.fixtures';
import type { AvailableAssetRow } from './jobFormQueries';
import type { ComplexJobRecord, JobColor, OverbookedAsset, SimpleJobRecord } from './jobs';

export { BRANCHES, DIVISIONS };

export const COLORS: JobColor[] = [
  { __typename: 'Color', id: 'color-red', accountId: 'account-1', name: 'Red', code: '#E03131' },
  { __typename: 'Color', id: 'color-slate', accountId: 'account-1', name: 'Slate', code: '#8098A3' },
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
  details: { assetType, manufacturer: 'Liebherr' },
  primaryImageUrl: null,
  isAvailable,
});

export const ASSETS = [
  anAsset('asset-1', 'Crane 7', 'Crane', true),
  anAsset('asset-2', 'Forklift 2', 'Forklift', false),
];

const customer = {
  __typename: 'JobCustomer' as const,
  name: 'Acme Builders',
  email: 'ops@acme.test',
  phone: '3035550100',
  contactName: 'Pat Lee',
  siteContact: null,
  siteContactPhone: null,
};

export function aComplexJob(overrides: Partial<ComplexJobRecord> = {}): ComplexJobRecord {
  return {
    __typename: 'ComplexJob',
    id: 'job-1',
    number: 'J-1001',
    name: 'Tower crane erection',
    status: 'SCHEDULED',
    startDate: '2026-03-02',
    endDate: '2026-03-04',
    branchIds: ['branch-1'],
    divisionIds: ['division-1'],
    location: {
      __typename: 'JobLocation',
      name: 'Denver yard',
      formattedAddress: '1 Main St, Denver, CO',
      lat: 39.74,
      lng: -104.99,
    },
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
        __typename: 'ComplexTask',
        id: 'task-1',
        name: '',
        taskType: '',
        startDate: '2026-03-02',
        endDate: '2026-03-04',
        startTime: '07:00',
        endTime: '16:00',
        timezone: null,
        userIds: ['user-1'],
        assetIds: ['asset-1'],
        notes: '',
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
    customer: { ...customer, type: null },
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

/** What a save answers: saved, or refused with the server's reason (HTTP 200, `success: false`). */
const outcome = (refusal?: string) =>
  refusal ? { code: 400, success: false, message: refusal } : { code: 200, success: true, message: 'Saved' };

/** The form's GraphQL answers, each typed by its document. */
export const answers = {
  /** `complexJob`: the job being edited. */
  complexJob: (job = aComplexJob()) => answer(ComplexJobFormDocument).with(() => ({ complexJob: job })),
  /** `createComplexJob`: saved as job-9, or refused. */
  complexJobCreated: (refusal?: string) =>
    answer(CreateComplexJobDocument).with(() => ({
      createComplexJob: {
        __typename: 'ComplexJobPayload',
        ...outcome(refusal),
        job: refusal ? null : { __typename: 'ComplexJob', id: 'job-9' },
        conflicts: [],
      },
    })),
  /** `updateComplexJob` of job-1, saved. */
  complexJobUpdated: () =>
    answer(UpdateComplexJobDocument).with(() => ({
      updateComplexJob: {
        __typename: 'ComplexJobPayload',
        ...outcome(),
        job: { __typename: 'ComplexJob', id: 'job-1' },
      },
    })),
  /** `updateComplexTask` of task-1: saved, with the bookings its assets clash with, or refused. */
  taskUpdated: ({ refusal, conflicts = [] }: { refusal?: string; conflicts?: OverbookedAsset[] } = {}) =>
    answer(UpdateComplexTaskDocument).with(() => ({
      updateComplexTask: {
        __typename: 'ComplexTaskPayload',
        ...outcome(refusal),
        task: refusal ? null : { __typename: 'ComplexTask', id: 'task-1' },
        conflicts,
      },
    })),
  /** `deleteComplexJob`, done. */
  complexJobDeleted: () =>
    answer(DeleteComplexJobDocument).with(() => ({
      deleteComplexJob: { __typename: 'DeleteComplexJobPayload', code: 200, success: true, message: 'Deleted' },
    })),
  /** `updateJob` of job-1: saved, or refused with the reason `refusal()` gives when the call comes. */
  jobUpdated: (refusal: () => string | undefined = () => undefined) =>
    answer(UpdateJobDocument).with(() => ({
      updateJob: {
        __typename: 'JobPayload',
        ...outcome(refusal()),
        job: refusal() ? null : { __typename: 'Job', id: 'job-1' },
        conflicts: [],
      },
    })),
};

type RestAnswer = (init: RequestInit) => Response;

interface JobFormServer {
  /** Answers to GraphQL operations (`answers`). */
  graphql?: OperationAnswer[];
  /** REST handlers by "METHOD /api/path" (the query string included). */
  rest?: Record<string, RestAnswer>;
}

/** Serves the form's lookups (branches, divisions, users, me, colours, asset types, no maps key) plus `server`. */
export function serveJobForm({ graphql = [], rest = {} }: JobFormServer = {}) {
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
    if (url === '/graphql')
      return answerGraphQL(init, [...graphql, answer(JobColorsDocument).with(() => ({ colors: COLORS }))]);
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
}
