import { useQuery as useGraphQLQuery } from '@apollo/client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { graphql } from '../../api/gql';
import type { DispatchComplexJobsQuery, DispatchScheduledAssetsQuery } from '../../api/gql/graphql';
import { cachePolicy } from '../../api/graphqlCache';
import { queryKeys } from '../../api/queryKeys';
import { apolloState, DEFAULT_STALE_MS, useKeptWhileLoading, type QueryState } from '../../api/queryState';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { useErrorToast } from '../../ui/toasts';
import {
  compareJobs,
  JOBS_STALE_MS,
  taskBars,
  toScheduleJob,
  useAllComplexJobs,
  type JobRecord,
  type ScheduleJob,
} from '../schedule';

/** A job as a dispatch card shows it, from either variant. */
export interface DispatchJob extends ScheduleJob {
  /** The card's identity: the job's id for a simple job and a complex job's first task, else the task's id. */
  key: string;
  customer: string | null;
  location: string | null;
  /**
   * The complex job's task the card shows and changes: one card per task running that day (docs/jobs.md, Tasks),
   * with the task's dates, crew and assets; null for a simple job.
   */
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

type ComplexJobRecord = DispatchComplexJobsQuery['complexJobs']['items'][number];

/** The simple shape of `GET /api/jobs` and `PATCH /api/job/{id}`, as far as dispatch reads it. */
export interface SimpleJobRecord extends JobRecord {
  customer: { name: string | null };
  address: Location | null;
  assets: string[];
  crew: string[];
}

const DISPATCH_COMPLEX_JOBS = graphql(`
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
          name
          startDate
          endDate
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
`);

const DISPATCH_SCHEDULED_ASSETS = graphql(`
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
`);

const place = (location: Location | null) => location?.name || location?.formattedAddress || null;

/**
 * The job's cards on the day: one per task running that day (the first task runs on the job's dates), each named
 * after its task when the job has several, with the task's dates, crew and assets.
 */
export function fromComplex(job: ComplexJobRecord, day: string): DispatchJob[] {
  const bars = taskBars(job);
  const running = bars.filter(({ startDate, endDate }) => startDate <= day && endDate >= day);
  return (running.length > 0 ? running : bars.slice(0, 1)).map((bar) => {
    const task = job.tasks.find(({ id }) => id === bar.taskId) ?? job.tasks[0];
    return {
      ...bar,
      key: task && task.id !== job.tasks[0].id ? task.id : job.id,
      customer: job.customer.name,
      location: place(job.location),
      taskId: task?.id ?? null,
      assetIds: task?.assetIds ?? [],
      userIds: task?.userIds ?? [],
    };
  });
}

/** The day's double bookings of the assets on the card (a job's other tasks that day have their own cards). */
export function cardConflicts(bookings: DayBookings | undefined, job: DispatchJob): Record<string, Conflict[]> {
  const conflicts = bookings?.conflicts[job.id] ?? {};
  return Object.fromEntries(job.assetIds.filter((id) => conflicts[id]).map((id) => [id, conflicts[id]]));
}

export const fromSimple = (job: SimpleJobRecord): DispatchJob => ({
  ...toScheduleJob(job),
  key: job.id,
  customer: job.customer.name,
  location: place(job.address),
  taskId: null,
  assetIds: job.assets,
  userIds: job.crew,
});

async function fetchSimpleJobs(day: string, branchId: string | undefined): Promise<DispatchJob[]> {
  const query = new URLSearchParams({ startDate: day, endDate: day });
  if (branchId) query.set('branchId', branchId);
  const jobs = await api.get<SimpleJobRecord[]>(`/jobs?${query.toString()}`);
  return jobs.map(fromSimple);
}

/** The jobs of the day (in schedule order) from the variant the complexJobs flag selects. */
export function useDispatchJobs(day: string, branchId: string | undefined): QueryState<DispatchJob[]> {
  const { user, flags } = useAccess();
  const complex = flags.complexJobs;
  const simple = useQuery({
    queryKey: queryKeys.dispatchJobs(user.accountId, day, branchId ?? null),
    queryFn: async () => (await fetchSimpleJobs(day, branchId)).sort(compareJobs),
    enabled: !complex,
    staleTime: JOBS_STALE_MS,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error fetching jobs' },
  });
  const complexJobs = useAllComplexJobs(
    DISPATCH_COMPLEX_JOBS,
    { branchIds: branchId ? [branchId] : [], day },
    !complex,
  );
  useErrorToast(complexJobs.error, 'Error fetching jobs');
  const complexData = useMemo(
    () => complexJobs.data?.flatMap((job) => fromComplex(job, day)).sort(compareJobs),
    [complexJobs.data, day],
  );
  return complex ? { ...complexJobs, data: complexData } : simple;
}

/** Spec 2 §8: a failed read of the day's bookings. */
const BOOKINGS_FAILURE = 'Error fetching Assets for Job.';

/** The most jobs one `scheduledAssetsForJobs` call takes. */
const JOBS_PER_CALL = 500;

type JobSchedules = DispatchScheduledAssetsQuery['scheduledAssetsForJobs'];

function complexBookings(schedules: JobSchedules): DayBookings {
  const bookings: DayBookings = { conflicts: {}, assetNames: {} };
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
 * Complex: `scheduledAssetsForJobs` for every job of the day in one call; on a huge day the server takes 500 jobs a
 * call, so the further ones are read after it (`fetchMore`) into the same answer.
 */
function useComplexBookings(day: string, jobs: DispatchJob[], skip: boolean): QueryState<DayBookings> {
  const jobInputs = useMemo(() => jobs.map((job) => ({ complexJobId: job.id, after: day, before: day })), [day, jobs]);
  const variables = { jobInputs: jobInputs.slice(0, JOBS_PER_CALL) };
  const result = useGraphQLQuery(DISPATCH_SCHEDULED_ASSETS, {
    variables,
    skip,
    fetchPolicy: cachePolicy(DISPATCH_SCHEDULED_ASSETS, variables, DEFAULT_STALE_MS),
  });
  const schedules = result.data?.scheduledAssetsForJobs;
  const read = schedules?.length ?? 0;
  const more = schedules !== undefined && read < jobInputs.length;
  const { fetchMore } = result;
  useEffect(() => {
    if (!more) return;
    void fetchMore({
      variables: { jobInputs: jobInputs.slice(read, read + JOBS_PER_CALL) },
      updateQuery: (previous, { fetchMoreResult }) => ({
        scheduledAssetsForJobs: [...(previous.scheduledAssetsForJobs ?? []), ...fetchMoreResult.scheduledAssetsForJobs],
      }),
    });
  }, [more, read, jobInputs, fetchMore]);
  const bookings = useMemo(() => (schedules && !more ? complexBookings(schedules) : undefined), [schedules, more]);
  return apolloState({ loading: result.loading || more, error: result.error }, useKeptWhileLoading(bookings));
}

/**
 * Simple: `GET /api/v2/scheduled-assets-for-job` per job, which names only the assets and jobs by id. The other
 * jobs are mostly on the list already; the rest are read with `GET /api/jobs?jobIds=`, the assets one by one.
 */
async function fetchSimpleBookings(day: string, jobs: DispatchJob[]): Promise<DayBookings> {
  const answers = await Promise.all(
    jobs.map((job) =>
      api.get<components['schemas']['ScheduledAssets']>(
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
    assetIds.map((id) => api.get<Pick<components['schemas']['AssetView'], 'id' | 'assetName'>>(`/assets/${id}`)),
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

/** The day's double bookings and asset names of the listed jobs. */
export function useDayBookings(day: string, jobs: DispatchJob[] | undefined): QueryState<DayBookings> {
  const { user, flags } = useAccess();
  const complex = flags.complexJobs;
  const listed = jobs ?? [];
  const simple = useQuery({
    queryKey: queryKeys.dayBookings(
      user.accountId,
      day,
      listed.map((job) => job.id),
    ),
    queryFn: () => fetchSimpleBookings(day, listed),
    enabled: !complex && listed.length > 0,
    placeholderData: keepPreviousData,
    meta: { errorMessage: BOOKINGS_FAILURE },
  });
  const complexBookings = useComplexBookings(day, listed, !complex || listed.length === 0);
  useErrorToast(complexBookings.error, BOOKINGS_FAILURE);
  return complex ? complexBookings : simple;
}
