import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../../api/errors';
import { graphql } from '../../api/gql';
import type { CalendarJobFieldsFragment, ScheduleComplexJobsQuery } from '../../api/gql/graphql';
import { invalidateGraphQL } from '../../api/graphqlClient';
import { readGraphQL } from '../../api/graphqlRead';
import { queryKeys } from '../../api/queryKeys';
import type { QueryState } from '../../api/queryState';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { showErrorToast } from '../../ui/toasts';
import type { DatedJob } from './calendar';

/** Spec 2 §3: the colour a job without one is drawn in (Slate). */
export const DEFAULT_JOB_COLOR = '#8098A3';

/** What the schedule shows of a job of either variant. */
export interface ScheduleJob extends DatedJob {
  /** Lower case, as the simple form stores it ("scheduled"); complex jobs answer upper case. */
  status: string;
  color: string;
  /** A bar of one task of a job with several (drawn on the task's own days); none for the job as a whole. */
  taskId?: string | null;
}

/** The React key of a job's bar: the job, or one of its tasks. */
export const barKey = (job: ScheduleJob) => (job.taskId ? `${job.id}:${job.taskId}` : job.id);

/** The window and filters the schedule asks for; empty id lists mean every branch or division. */
export interface JobWindow {
  startDate: string;
  endDate: string;
  branchIds: string[];
  divisionIds: string[];
}

/**
 * The fields the schedule reads of a job, from `GET /api/jobs` (a simple job) or `complexJobs` (CalendarJobFields;
 * a complex job always has a colour).
 */
export type JobRecord = Omit<CalendarJobFieldsFragment, '__typename' | 'color'> & { color: { code: string } | null };

/** What a calendar (the schedule, a dispatch card) shows of a complex job: see toScheduleJob. */
export const CALENDAR_JOB_FIELDS = graphql(`
  fragment CalendarJobFields on ComplexJob {
    id
    number
    name
    status
    startDate
    endDate
    color {
      code
    }
  }
`);

const SCHEDULE_COMPLEX_JOBS = graphql(`
  query ScheduleComplexJobs(
    $branchIds: [ID!]!
    $divisionIds: [ID!]!
    $startDate: String!
    $endDate: String!
    $nextPageKey: String
    $limit: Int!
  ) {
    complexJobs(
      filters: {
        branchIds: $branchIds
        divisionIds: $divisionIds
        startDate: $startDate
        endDate: $endDate
        pageInfo: { nextPageKey: $nextPageKey, limit: $limit }
      }
    ) {
      items {
        ...CalendarJobFields
        tasks {
          id
          name
          startDate
          endDate
        }
      }
      pageInfo {
        nextPageKey
        hasNextPage
      }
    }
  }
`);

/** A complex job as the schedule reads it: the calendar fields with its tasks' days. */
type ScheduleComplexJob = JobRecord & {
  tasks: { id: string; name: string; startDate?: string | null; endDate?: string | null }[];
};

/**
 * A complex job's bars: one for the job, or with several tasks one per dated task on the task's own days ("C-2001
 * Blade swap · Demobilize"), each linking to the job (docs/jobs.md, Tasks).
 */
export function taskBars(job: ScheduleComplexJob): ScheduleJob[] {
  const whole = toScheduleJob(job);
  if (job.tasks.length < 2) return [whole];
  return job.tasks.flatMap((task, index) => {
    const startDate = index === 0 ? job.startDate : task.startDate;
    const endDate = index === 0 ? job.endDate : task.endDate;
    if (!startDate || !endDate) return [];
    const name = `${job.name} · ${task.name.trim() || `Task ${index + 1}`}`;
    return [{ ...whole, name, startDate, endDate, taskId: task.id }];
  });
}

/**
 * Jobs per `complexJobs` page: the server's most, so that a month of the schedule, even a busy one, and a dispatch
 * day come in one request (bench/jobs.mjs).
 */
export const PAGE_LIMIT = 2000;

/** Spec 2 §9: jobs are cached 10 minutes. */
export const JOBS_STALE_MS = 10 * 60_000;

/** Spec 2 §8 (the complex schedule's failure toast); the provider is Groundcrew. */
export const COMPLEX_FAILURE = 'Something went wrong. Please reach out to Groundcrew support.';
/** Shown in place of the jobs when they failed to load (spec 2 "Schedule" and §8). */
export const TRY_AGAIN = 'Please try again later.';
/** Spec 2 §7: the job list's error. */
export const SIMPLE_FAILURE = 'Error fetching jobs';

/**
 * After a job changed: every job read is stale, TanStack's (the simple jobs', the schedule's complex jobs) and
 * Apollo's (the complex jobs elsewhere); those on screen are read again unless `refetch` is false.
 */
export async function invalidateJobs(queryClient: QueryClient, accountId: string, { refetch = true } = {}) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.jobs(accountId), refetchType: refetch ? 'active' : 'none' }),
    invalidateGraphQL(['complexJobs', 'complexJob'], { refetch }),
  ]);
}

export const toScheduleJob = ({ id, number, name, status, startDate, endDate, color }: JobRecord): ScheduleJob => ({
  id,
  number,
  name,
  status: status.toLowerCase(),
  // A job found in a window has both dates: the server finds it by them.
  startDate: startDate!,
  endDate: endDate!,
  color: color?.code ?? DEFAULT_JOB_COLOR,
});

/** `GET /api/jobs`: the simple-job version filters by one branch and one division. */
async function fetchSimpleJobs({ startDate, endDate, branchIds, divisionIds }: JobWindow): Promise<ScheduleJob[]> {
  const query = new URLSearchParams({ startDate, endDate });
  if (branchIds[0]) query.set('branchId', branchIds[0]);
  if (divisionIds[0]) query.set('divisionId', divisionIds[0]);
  const jobs = await api.get<JobRecord[]>(`/jobs?${query.toString()}`);
  return jobs.map(toScheduleJob);
}

/** Every job `complexJobs` finds in the window, page after page. */
async function fetchComplexJobs(range: JobWindow): Promise<ScheduleComplexJob[]> {
  const items: ScheduleComplexJob[] = [];
  let nextPageKey: string | null = null;
  do {
    const variables = { ...range, nextPageKey, limit: PAGE_LIMIT };
    const page: ScheduleComplexJobsQuery['complexJobs'] = (await readGraphQL(SCHEDULE_COMPLEX_JOBS, variables))
      .complexJobs;
    items.push(...page.items);
    nextPageKey = page.pageInfo.hasNextPage ? (page.pageInfo.nextPageKey ?? null) : null;
  } while (nextPageKey);
  return items;
}

/**
 * The jobs overlapping the window, from the variant the complexJobs flag selects; a failure shows that variant's
 * toast. While another window loads, the previous jobs stay on screen. `enabled: false` reads nothing (a page whose
 * user may not read jobs). `perTask` gives the calendars' bars: a complex job of several tasks once per dated task;
 * without it each job comes once (the job pickers). Complex jobs too are read through TanStack Query
 * (api/graphqlRead.ts), not Apollo Client: the schedule is a landing page, and Apollo with graphql-js is some
 * 50 KiB of its first load (docs/performance.md); under `queryKeys.jobs`, invalidateJobs reaches them after a change.
 */
export function useScheduleJobs(range: JobWindow, { enabled = true, perTask = false } = {}): QueryState<ScheduleJob[]> {
  const { user, flags } = useAccess();
  const complex = flags.complexJobs;
  const jobs = useQuery({
    queryKey: queryKeys.scheduleJobs(user.accountId, { ...range, complex, perTask }),
    queryFn: async () =>
      complex
        ? (await fetchComplexJobs(range)).flatMap((job) => (perTask ? taskBars(job) : [toScheduleJob(job)]))
        : fetchSimpleJobs(range),
    enabled,
    staleTime: JOBS_STALE_MS,
    placeholderData: keepPreviousData,
  });
  const { error } = jobs;
  useEffect(() => {
    if (error) showErrorToast(complex ? COMPLEX_FAILURE : errorMessage(error, SIMPLE_FAILURE));
  }, [error, complex]);
  return jobs;
}
