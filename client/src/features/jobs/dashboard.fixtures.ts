import {
  AddComplexTaskDocument,
  DeleteComplexTaskDocument,
  ComplexJobFormDocument,
  JobColorsDocument,
  ScheduledAssetsForJobDocument,
  UpdateComplexJobDocument,
  UpdateComplexTaskDocument,
} from '../../api/gql/graphql';
import type { MutationResult } from '../../api/graphql';
import { jsonResponse, mockFetch } from '../../test/fixtures';
import { answer, answerGraphQL } from '../../test/graphql';
import { BRANCHES, DIVISIONS } from '../pricebook/pricebook.fixtures';
import type { ComplexJobRecord, OverbookedAsset, SchedulingAsset, SimpleJobRecord } from './jobs';

const SLATE = {
  __typename: 'Color' as const,
  id: 'color-slate',
  accountId: 'account-1',
  name: 'Slate',
  code: '#8098A3',
};

const CUSTOMER = {
  __typename: 'JobCustomer' as const,
  name: 'Ridgeline Builders',
  email: 'mholt@ridgelinebuilders.com',
  phone: '3035550182',
  contactName: 'Megan Holt',
  siteContact: 'Cal Vega',
  siteContactPhone: '3035550193',
};

const SITE = {
  __typename: 'JobLocation' as const,
  name: 'Union Station',
  formattedAddress: '1701 Wynkoop St, Denver, CO 80202',
  lat: 39.7527,
  lng: -105,
};

export const USERS = [
  { id: 'user-a', firstName: 'Ana', lastName: 'Lopez', phoneNumber: '+13035550101', disabled: false },
  { id: 'user-b', firstName: 'Ben', lastName: 'Cole', phoneNumber: '+13035550102', disabled: false },
  { id: 'user-c', firstName: 'Cy', lastName: 'Dunn', phoneNumber: null, disabled: false },
];

export function aComplexJob(overrides: Partial<ComplexJobRecord> = {}): ComplexJobRecord {
  return {
    __typename: 'ComplexJob',
    id: 'job-1',
    number: 'SC-24101',
    name: 'Steel erection – Union Station',
    status: 'SCHEDULED',
    startDate: '2026-03-02',
    endDate: '2026-03-04',
    branchIds: ['branch-1'],
    divisionIds: ['division-1'],
    location: SITE,
    customer: CUSTOMER,
    notes: 'Confirm ground bearing pressure.',
    projectOwner: [],
    salesPerson: [],
    color: SLATE,
    quotedCostCents: null,
    quoteId: null,
    billingFrequency: 'JOB_END',
    timezone: 'America/Denver',
    tasks: [
      {
        __typename: 'ComplexTask',
        id: 'task-1',
        name: 'Blade swap',
        taskType: 'Lift',
        startDate: '2026-03-02',
        endDate: '2026-03-04',
        startTime: '06:00',
        endTime: '14:30',
        timezone: 'America/Denver',
        userIds: ['user-a', 'user-b'],
        assetIds: ['asset-1', 'asset-2'],
        notes: '',
      },
    ],
    ...overrides,
  };
}

export function aSimpleJob(overrides: Partial<SimpleJobRecord> = {}): SimpleJobRecord {
  return {
    id: 'job-1',
    number: 'SC-24104',
    name: 'Generator swap – Ball Arena',
    status: 'scheduled',
    startDate: '2026-03-02',
    endDate: '2026-03-04',
    branchId: 'branch-1',
    divisionId: 'division-1',
    address: SITE,
    customer: { ...CUSTOMER, type: null },
    notes: '',
    projectOwner: [],
    salesPerson: [],
    color: SLATE,
    quotedCostCents: null,
    quoteId: null,
    billingFrequency: 'JOB_END',
    crew: ['user-a'],
    assets: ['asset-1'],
    ...overrides,
  };
}

const schedulingAsset = (id: string, name: string, type: string, latitude: number): SchedulingAsset => ({
  __typename: 'SchedulingAsset',
  id,
  name,
  type,
  category: 'Cranes',
  latitude,
  longitude: -105,
  imageUrl: null,
  lastSeen: null,
});

export const SCHEDULED = [
  schedulingAsset('asset-1', 'Liebherr LTM 1090', 'All Terrain Crane', 39.75),
  schedulingAsset('asset-2', 'Spreader bar 20 t', 'Spreader Bar', 39.8),
];

export const overbooked = (assetId: string, conflictingJobId: string, conflictingJobName: string): OverbookedAsset => ({
  __typename: 'OverbookedAsset',
  complexJobId: 'job-1',
  assetId,
  assetName: assetId,
  conflictingJobId,
  conflictingJobName,
});

type Outcome = Pick<MutationResult, 'code' | 'success' | 'message'>;

interface DashboardServer {
  complexJob?: ComplexJobRecord | null;
  simpleJob?: SimpleJobRecord | null;
  overbookedAssets?: OverbookedAsset[];
  /** The simple job's check's rows, `{assetId, jobId}`. */
  simpleOverbooked?: { assetId: string; jobId: string }[];
  /** The outcome (`{code, success, message}`) of the job and task updates; they succeed without. */
  outcomes?: { UpdateComplexJob?: Outcome; UpdateComplexTask?: Outcome };
  /** REST writes by "METHOD path", answering a status (200 when absent). */
  writes?: Record<string, number>;
}

const ok: Outcome = { code: 200, success: true, message: 'Job Updated' };
/** A mutation's answer to a refused change (HTTP 200, `success: false`). */
export const failed: Outcome = { code: 400, success: false, message: 'Required' };

/** Serves the dashboard's reads and writes; mutations succeed unless `mutations` or `writes` say otherwise. */
export function serveDashboard({
  complexJob = aComplexJob(),
  simpleJob = aSimpleJob(),
  overbookedAssets = [],
  simpleOverbooked = [],
  outcomes = {},
  writes = {},
}: DashboardServer = {}) {
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/branch') return jsonResponse(200, { data: BRANCHES });
    if (url === '/api/division') return jsonResponse(200, { data: DIVISIONS });
    if (url === '/api/users') return jsonResponse(200, { data: USERS });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (url === '/api/googleMaps/googleApiKey') return jsonResponse(200, { data: null });
    if (url === '/api/job/job-1' && method === 'GET') {
      return simpleJob ? jsonResponse(200, { data: simpleJob }) : jsonResponse(404, { message: 'Job not found.' });
    }
    const write = writes[`${method} ${url}`];
    if (method === 'PATCH') {
      return write && write >= 400
        ? jsonResponse(write, { statusCode: write, message: 'Required' })
        : jsonResponse(200, { data: simpleJob });
    }
    if (url.startsWith('/api/v2/scheduled-assets-for-job?')) {
      return jsonResponse(200, { data: { overbookedAssets: simpleOverbooked } });
    }
    if (url.startsWith('/api/jobs?jobIds=')) {
      const ids = decodeURIComponent(url.slice('/api/jobs?jobIds='.length)).split(',');
      return jsonResponse(200, { data: ids.map((id) => ({ id, name: `Job ${id}` })) });
    }
    if (url === '/api/assets/types') return jsonResponse(200, { data: [] });
    if (url.startsWith('/api/v2/search/asset?')) {
      const telehandler = { id: 'asset-3', assetName: 'Telehandler 12', category: 'Lifts', details: {} };
      return jsonResponse(200, {
        data: [{ ...telehandler, details: { assetType: 'Telehandler' }, isAvailable: true }],
      });
    }
    if (url.startsWith('/api/assets/')) {
      const id = url.slice('/api/assets/'.length);
      return jsonResponse(200, {
        data: { id, assetName: `Asset ${id}`, category: 'Rigging', details: { assetType: 'Sling' }, attachments: [] },
      });
    }
    if (url === '/graphql') {
      const job = outcomes.UpdateComplexJob ?? ok;
      const task = outcomes.UpdateComplexTask ?? ok;
      return answerGraphQL(init, [
        complexJob
          ? answer(ComplexJobFormDocument).with(() => ({ complexJob }))
          : answer(ComplexJobFormDocument).failing('Job not found.'),
        answer(JobColorsDocument).with(() => ({ colors: [SLATE] })),
        answer(ScheduledAssetsForJobDocument).with(() => ({
          scheduledAssetsForJob: {
            __typename: 'JobAssetSchedule',
            scheduledAssets: SCHEDULED.map((asset) => ({ __typename: 'ScheduledAsset', asset })),
            overbookedAssets,
          },
        })),
        answer(UpdateComplexJobDocument).with(() => ({
          updateComplexJob: {
            __typename: 'ComplexJobPayload',
            ...job,
            job: job.success ? { __typename: 'ComplexJob', id: 'job-1' } : null,
          },
        })),
        answer(AddComplexTaskDocument).with(() => ({
          addComplexTask: {
            __typename: 'ComplexTaskPayload',
            ...ok,
            message: 'Task Added',
            task: { __typename: 'ComplexTask', id: 'task-new' },
            conflicts: [],
          },
        })),
        answer(DeleteComplexTaskDocument).with(() => ({
          deleteComplexTask: { __typename: 'DeleteComplexTaskPayload', ...ok, message: 'Task Removed' },
        })),
        answer(UpdateComplexTaskDocument).with(() => ({
          updateComplexTask: {
            __typename: 'ComplexTaskPayload',
            ...task,
            task: task.success ? { __typename: 'ComplexTask', id: 'task-1' } : null,
            conflicts: [],
          },
        })),
      ]);
    }
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
}

/** The JSON bodies sent with a REST method and path, in order. */
export const restCalls = (fetchMock: ReturnType<typeof serveDashboard>, method: string, url: string) =>
  fetchMock.mock.calls
    .filter(([callUrl, init]) => callUrl === url && init.method === method)
    .map(([, init]) => JSON.parse(init.body as string) as unknown);
