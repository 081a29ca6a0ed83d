import {
  DispatchComplexJobsDocument,
  DispatchScheduledAssetsDocument,
  DispatchUpdateTaskDocument,
  type DispatchComplexJobsQuery,
  type DispatchScheduledAssetsQuery,
} from '../../api/gql/graphql';
import { jsonResponse, mockFetch } from '../../test/fixtures';
import { answer, answerGraphQL, type OperationAnswer } from '../../test/graphql';
import { BRANCHES, DIVISIONS } from '../pricebook/pricebook.fixtures';
import { DEFAULT_JOB_COLOR } from '../schedule';

export const DAY = '2026-03-04';

const user = (id: string, firstName: string, lastName: string) => ({
  id,
  accountId: 'account-1',
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@summitcrane.com`,
  phoneNumber: null,
  authMethod: 'both',
  permissions: [],
  branchIds: ['branch-1'],
  divisionIds: ['division-1'],
  occupations: [],
  disabled: false,
  veteran: null,
  loginId: null,
  picture: null,
});

export const USERS = [user('user-1', 'Dan', 'Reyes'), user('user-2', 'Maria', 'Lopez'), user('user-3', 'Sam', 'Ito')];

export const ASSET_NAMES: Record<string, string> = {
  'asset-1': 'Liebherr LTM 1090',
  'asset-2': 'Grove GMK 5150',
  'asset-3': 'Rigging trailer',
};

/** The assets `GET /api/v2/search/asset` answers; the Grove is booked elsewhere that day. */
export const ASSET_CHOICES = Object.entries(ASSET_NAMES).map(([id, assetName]) => ({
  id,
  assetName,
  category: 'Cranes',
  details: { assetType: 'Crane' },
  isAvailable: id !== 'asset-2',
}));

export interface DispatchJobFixture {
  id: string;
  number: string;
  name: string;
  startDate: string;
  endDate: string;
  color: string | null;
  customer: string;
  location: string;
  assetIds: string[];
  userIds: string[];
}

/**
 * The jobs of Wednesday 4 March 2026: the tower crane job and the bridge job both hold the Liebherr (a double
 * booking); the HVAC lift has no crew yet.
 */
export const DAY_JOBS: DispatchJobFixture[] = [
  {
    id: 'job-1',
    number: 'J-1001',
    name: 'Tower crane erection',
    startDate: '2026-03-02',
    endDate: '2026-03-04',
    color: '#1C7ED6',
    customer: 'Ridgeline Builders',
    location: 'Union Station',
    assetIds: ['asset-1'],
    userIds: ['user-1'],
  },
  {
    id: 'job-2',
    number: 'J-1002',
    name: 'Bridge beam set',
    startDate: '2026-03-04',
    endDate: '2026-03-10',
    color: null,
    customer: 'Front Range Mechanical',
    location: 'Ball Arena',
    assetIds: ['asset-1', 'asset-3'],
    userIds: ['user-2'],
  },
  {
    id: 'job-3',
    number: 'J-1003',
    name: 'Rooftop HVAC lift',
    startDate: '2026-03-04',
    endDate: '2026-03-04',
    color: '#F59F00',
    customer: 'Peak Health Systems',
    location: 'Denver Health Medical Center',
    assetIds: ['asset-2'],
    userIds: [],
  },
];

/** Each job's double-booked assets and the other job holding each. */
export const DOUBLE_BOOKINGS: Record<string, { assetId: string; jobId: string }[]> = {
  'job-1': [{ assetId: 'asset-1', jobId: 'job-2' }],
  'job-2': [{ assetId: 'asset-1', jobId: 'job-1' }],
};

const jobName = (id: string) => DAY_JOBS.find((job) => job.id === id)?.name ?? id;

export const complexJob = (job: DispatchJobFixture): DispatchComplexJobsQuery['complexJobs']['items'][number] => ({
  __typename: 'ComplexJob',
  id: job.id,
  number: job.number,
  name: job.name,
  status: 'SCHEDULED',
  startDate: job.startDate,
  endDate: job.endDate,
  color: { __typename: 'Color', code: job.color ?? DEFAULT_JOB_COLOR },
  customer: { __typename: 'JobCustomer', name: job.customer },
  location: { __typename: 'JobLocation', name: job.location, formattedAddress: '' },
  tasks: [
    {
      __typename: 'ComplexTask',
      id: `task-${job.id}`,
      name: job.name,
      startDate: job.startDate,
      endDate: job.endDate,
      assetIds: job.assetIds,
      userIds: job.userIds,
    },
  ],
});

export const simpleJob = (job: DispatchJobFixture) => ({
  id: job.id,
  number: job.number,
  name: job.name,
  status: 'scheduled',
  startDate: job.startDate,
  endDate: job.endDate,
  color: job.color && { id: 'color-1', accountId: 'account-1', name: 'Blue', code: job.color },
  customer: { name: job.customer },
  address: { name: job.location, formattedAddress: null, lat: 39.75, lng: -105 },
  assets: job.assetIds,
  crew: job.userIds,
});

type JobSchedule = DispatchScheduledAssetsQuery['scheduledAssetsForJobs'][number];

function scheduledAssetsFor(job: DispatchJobFixture): JobSchedule {
  return {
    __typename: 'JobAssetSchedule',
    complexJobId: job.id,
    scheduledAssets: job.assetIds.map((id) => ({
      __typename: 'ScheduledAsset',
      asset: { __typename: 'SchedulingAsset', id, name: ASSET_NAMES[id] },
    })),
    overbookedAssets: (DOUBLE_BOOKINGS[job.id] ?? []).map((row) => ({
      __typename: 'OverbookedAsset',
      assetId: row.assetId,
      conflictingJobId: row.jobId,
      conflictingJobName: jobName(row.jobId),
    })),
  };
}

interface DispatchServer {
  jobs?: DispatchJobFixture[];
  /** Answers to GraphQL operations, before the defaults. */
  graphql?: OperationAnswer[];
  /** Answers `PATCH /api/job/{id}` instead of the default. */
  patchJob?: (id: string, body: Record<string, string[]>) => Response;
}

/**
 * Serves dispatch: branches, divisions, users, events, the asset search, the simple jobs with their double
 * bookings and assets, and the complex operations (DispatchComplexJobs, DispatchScheduledAssets,
 * DispatchUpdateTask). Saved assets and crew are kept, so later reads answer them.
 */
export function serveDispatch({ jobs: initial = DAY_JOBS, graphql = [], patchJob }: DispatchServer = {}) {
  const jobs = initial.map((job) => ({ ...job }));
  const find = (id: string) => jobs.find((job) => job.id === id)!;
  const saveTask = answer(DispatchUpdateTaskDocument).with(({ input }) => {
    const job = find(input.id.replace('task-', ''));
    Object.assign(job, input.assetIds && { assetIds: input.assetIds }, input.userIds && { userIds: input.userIds });
    return {
      updateComplexTask: {
        __typename: 'ComplexTaskPayload',
        code: 200,
        success: true,
        message: 'Task updated.',
        task: { __typename: 'ComplexTask', id: input.id, assetIds: job.assetIds, userIds: job.userIds },
      },
    };
  });
  const complexJobs = answer(DispatchComplexJobsDocument).with(() => ({
    complexJobs: {
      __typename: 'ComplexJobPage',
      items: jobs.map(complexJob),
      pageInfo: { __typename: 'PageInfo', nextPageKey: null, hasNextPage: false },
    },
  }));
  const bookings = answer(DispatchScheduledAssetsDocument).with(({ jobInputs }) => ({
    scheduledAssetsForJobs: jobInputs.map((input) => scheduledAssetsFor(find(input.complexJobId))),
  }));
  const savePatch = (id: string, body: Record<string, string[]>) => {
    const job = find(id);
    Object.assign(job, body.assets && { assetIds: body.assets }, body.crew && { userIds: body.crew });
    return jsonResponse(200, { data: simpleJob(job) });
  };
  return mockFetch((url, init) => {
    if (url === '/api/branch') return jsonResponse(200, { data: BRANCHES });
    if (url === '/api/division') return jsonResponse(200, { data: DIVISIONS });
    if (url === '/api/users') return jsonResponse(200, { data: USERS });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (url.startsWith('/api/v2/search/asset?')) return jsonResponse(200, { data: ASSET_CHOICES });
    if (url.startsWith('/api/jobs?')) return jsonResponse(200, { data: jobs.map(simpleJob) });
    if (url.startsWith('/api/v2/scheduled-assets-for-job?')) {
      const jobId = new URLSearchParams(url.split('?')[1]).get('jobId')!;
      return jsonResponse(200, { data: { overbookedAssets: DOUBLE_BOOKINGS[jobId] ?? [] } });
    }
    const asset = /^\/api\/assets\/(asset-\d)$/.exec(url);
    if (asset) return jsonResponse(200, { data: { id: asset[1], assetName: ASSET_NAMES[asset[1]] } });
    const patch = /^\/api\/job\/(.+)$/.exec(url);
    if (patch && init.method === 'PATCH')
      return (patchJob ?? savePatch)(patch[1], JSON.parse(init.body as string) as Record<string, string[]>);
    if (url === '/graphql') return answerGraphQL(init, [...graphql, saveTask, complexJobs, bookings]);
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
}
