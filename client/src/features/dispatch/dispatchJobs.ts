import { gql, type TypedDocumentNode } from '@apollo/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apolloClient } from '../../api/graphql';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { compareJobs } from '../schedule/calendar';
import {
  CALENDAR_JOB_FIELDS,
  fetchAllComplexJobs,
  jobsQueryKey,
  JOBS_STALE_MS,
  toScheduleJob,
  type ComplexJobsPage,
  type JobRecord,
  type PageVariables,
  type ScheduleJob,
} from '../schedule/scheduleJobs';

/** A job as a dispatch card shows it, from either variant. */
export interface DispatchJob extends ScheduleJob {
  customer: string | null;
  location: string | null;
  /** The complex job's first task, which carries its crew and assets; null for a simple job. */
  taskId: string | null;
  assetIds: string[];
  userIds: string[];
}

/** Another job an asset is also booked on that day. */
export interface Conflict {
  jobId: string;
  jobName: string;
}

/** The day's bookings of the listed jobs: per job, per double-booked asset, the other jobs holding it. */
export interface DayBookings {
  conflicts: Record<string, Record<string, Conflict[]>>;
  /** The names of the assets booked on the jobs, by id. */
  assetNames: Record<string, string>;
}

interface Location {
  name: string | null;
  formattedAddress: string | null;
}

/** The fields dispatch reads of a job of either variant, beyond the schedule's. */
interface DispatchJobRecord extends JobRecord {
  customer: { name: string | null };
}

interface ComplexJobRecord extends DispatchJobRecord {
  location: Location | null;
  tasks: { id: string; assetIds: string[]; userIds: string[] }[];
}

/** The simple shape of `GET /api/jobs` and `PATCH /api/job/{id}`, as far as dispatch reads it. */
export interface SimpleJobRecord extends DispatchJobRecord {
  address: Location | null;
  assets: string[];
  crew: string[];
}

const DISPATCH_COMPLEX_JOBS: TypedDocumentNode<
  { complexJobs: ComplexJobsPage<ComplexJobRecord> },
  { branchIds: string[]; day: string } & PageVariables
> = gql`
  query DispatchComplexJobs($branchIds: [ID!]!, $day: String!, $nextPageKey: String, $limit: Int!) {
    complexJobs(
      filters: {
        branchIds: $branchIds
        startDate: $day
        endDate: $day
        pageInfo: { nextPageKey: $nextPageKey, limit: $limit }
      }
    ) {
      items {
        ...CalendarJobFields
        customer {
          name
        }
        location {
          name
          formattedAddress
        }
        tasks {
          id
          assetIds
          userIds
        }
      }
      pageInfo {
        nextPageKey
        hasNextPage
      }
    }
  }
  ${CALENDAR_JOB_FIELDS}
`;

interface ScheduledAssetsForJob {
  complexJobId: string;
  scheduledAssets: { asset: { id: string; name: string } }[];
  overbookedAssets: { assetId: string; conflictingJobId: string; conflictingJobName: string }[];
}

const DISPATCH_SCHEDULED_ASSETS: TypedDocumentNode<
  { scheduledAssetsForJobs: ScheduledAssetsForJob[] },
  { jobInputs: { complexJobId: string; after: string; before: string }[] }
> = gql`
  query DispatchScheduledAssets($jobInputs: [ScheduledAssetsForJobInput!]!) {
    scheduledAssetsForJobs(input: { jobInputs: $jobInputs }) {
      complexJobId
      scheduledAssets {
        asset {
          id
          name
        }
      }
      overbookedAssets {
        assetId
        conflictingJobId
        conflictingJobName
      }
    }
  }
`;

const place = (location: Location | null) => location?.name || location?.formattedAddress || null;

const fromComplex = (job: ComplexJobRecord): DispatchJob => ({
  ...toScheduleJob(job),
  customer: job.customer.name,
  location: place(job.location),
  taskId: job.tasks[0]?.id ?? null,
  assetIds: job.tasks[0]?.assetIds ?? [],
  userIds: job.tasks[0]?.userIds ?? [],
});

export const fromSimple = (job: SimpleJobRecord): DispatchJob => ({
  ...toScheduleJob(job),
  customer: job.customer.name,
  location: place(job.address),
  taskId: null,
  assetIds: job.assets,
  userIds: job.crew,
});

async function fetchComplexJobs(day: string, branchId: string | undefined): Promise<DispatchJob[]> {
  const filters = { branchIds: branchId ? [branchId] : [], day };
  const jobs = await fetchAllComplexJobs(DISPATCH_COMPLEX_JOBS, filters);
  return jobs.map(fromComplex);
}

async function fetchSimpleJobs(day: string, branchId: string | undefined): Promise<DispatchJob[]> {
  const query = new URLSearchParams({ startDate: day, endDate: day });
  if (branchId) query.set('branchId', branchId);
  const jobs = await api.get<SimpleJobRecord[]>(`/jobs?${query.toString()}`);
  return jobs.map(fromSimple);
}

/** The query key of the day's jobs; a saved assignment updates this entry in place. */
export function dispatchJobsKey(accountId: string, complex: boolean, day: string, branchId: string | undefined) {
  return [...jobsQueryKey(accountId), 'dispatch', complex ? 'complex' : 'simple', day, branchId ?? null] as const;
}

/** The jobs of the day (in schedule order) from the variant the complexJobs flag selects. */
export function useDispatchJobs(day: string, branchId: string | undefined) {
  const { user, flags } = useAccess();
  const complex = flags.complexJobs;
  return useQuery({
    queryKey: dispatchJobsKey(user.accountId, complex, day, branchId),
    queryFn: async () => (await (complex ? fetchComplexJobs : fetchSimpleJobs)(day, branchId)).sort(compareJobs),
    staleTime: JOBS_STALE_MS,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error fetching jobs' },
  });
}

/** The most jobs one `scheduledAssetsForJobs` call takes. */
const JOBS_PER_CALL = 500;

/** Complex: `scheduledAssetsForJobs` for every job of the day, in one call (or one per 500 jobs on a huge day). */
async function fetchComplexBookings(day: string, jobs: DispatchJob[]): Promise<DayBookings> {
  const calls = [];
  for (let start = 0; start < jobs.length; start += JOBS_PER_CALL) {
    const jobInputs = jobs
      .slice(start, start + JOBS_PER_CALL)
      .map((job) => ({ complexJobId: job.id, after: day, before: day }));
    calls.push(
      apolloClient.query({ query: DISPATCH_SCHEDULED_ASSETS, variables: { jobInputs }, fetchPolicy: 'no-cache' }),
    );
  }
  const bookings: DayBookings = { conflicts: {}, assetNames: {} };
  const schedules = (await Promise.all(calls)).flatMap(({ data }) => data!.scheduledAssetsForJobs);
  for (const { complexJobId, scheduledAssets, overbookedAssets } of schedules) {
    for (const { asset } of scheduledAssets) bookings.assetNames[asset.id] = asset.name;
    const conflicts: Record<string, Conflict[]> = {};
    for (const { assetId, conflictingJobId, conflictingJobName } of overbookedAssets)
      (conflicts[assetId] ??= []).push({ jobId: conflictingJobId, jobName: conflictingJobName });
    bookings.conflicts[complexJobId] = conflicts;
  }
  return bookings;
}

/**
 * Legacy: `GET /api/v2/scheduled-assets-for-job` per job, which names only the assets and jobs by id. The other
 * jobs are mostly on the list already; the rest are read with `GET /api/jobs?jobIds=`, the assets one by one.
 */
async function fetchSimpleBookings(day: string, jobs: DispatchJob[]): Promise<DayBookings> {
  const answers = await Promise.all(
    jobs.map((job) =>
      api.get<{ overbookedAssets: { assetId: string; jobId: string }[] }>(
        `/v2/scheduled-assets-for-job?${new URLSearchParams({ jobId: job.id, after: day, before: day }).toString()}`,
      ),
    ),
  );
  const jobNames = new Map(jobs.map((job) => [job.id, job.name]));
  const unknownJobs = [...new Set(answers.flatMap((answer) => answer.overbookedAssets.map((row) => row.jobId)))].filter(
    (id) => !jobNames.has(id),
  );
  if (unknownJobs.length > 0)
    for (const job of await api.get<SimpleJobRecord[]>(`/jobs?jobIds=${unknownJobs.join(',')}`))
      jobNames.set(job.id, job.name);

  const assetIds = [...new Set(jobs.flatMap((job) => job.assetIds))];
  const assets = await Promise.allSettled(
    assetIds.map((id) => api.get<{ id: string; assetName: string }>(`/assets/${id}`)),
  );
  const bookings: DayBookings = { conflicts: {}, assetNames: {} };
  for (const asset of assets)
    if (asset.status === 'fulfilled') bookings.assetNames[asset.value.id] = asset.value.assetName;
  jobs.forEach((job, index) => {
    const conflicts: Record<string, Conflict[]> = {};
    for (const { assetId, jobId } of answers[index].overbookedAssets)
      (conflicts[assetId] ??= []).push({ jobId, jobName: jobNames.get(jobId) ?? jobId });
    bookings.conflicts[job.id] = conflicts;
  });
  return bookings;
}

/** Every scheduled-assets query of the account starts with this key. */
export const bookingsQueryKey = (accountId: string) => ['scheduled-assets', accountId] as const;

/** The day's double bookings and asset names of the listed jobs. */
export function useDayBookings(day: string, jobs: DispatchJob[] | undefined) {
  const { user, flags } = useAccess();
  const complex = flags.complexJobs;
  const jobIds = (jobs ?? []).map((job) => job.id);
  return useQuery({
    queryKey: [...bookingsQueryKey(user.accountId), complex ? 'complex' : 'simple', day, jobIds],
    queryFn: () => (complex ? fetchComplexBookings : fetchSimpleBookings)(day, jobs ?? []),
    enabled: jobIds.length > 0,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error fetching Assets for Job.' },
  });
}
