import { gql, type TypedDocumentNode } from '@apollo/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../../api/errors';
import { apolloClient } from '../../api/graphql';
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
}

/** The window and filters the schedule asks for; empty id lists mean every branch or division. */
export interface JobWindow {
  startDate: string;
  endDate: string;
  branchIds: string[];
  divisionIds: string[];
}

/** The fields the schedule reads of a simple job (`GET /api/jobs`) or a complex one (`complexJobs`). */
export interface JobRecord extends DatedJob {
  status: string;
  color: { code: string } | null;
}

/** One page of a `complexJobs` query. */
export interface ComplexJobsPage<Item> {
  items: Item[];
  pageInfo: { nextPageKey: string | null; hasNextPage: boolean };
}

/** The variables through which `fetchAllComplexJobs` pages. */
export interface PageVariables {
  nextPageKey: string | null;
  limit: number;
}

/** What a calendar (the schedule, a dispatch card) shows of a complex job: `JobRecord`, see toScheduleJob. */
export const CALENDAR_JOB_FIELDS = gql`
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
`;

const COMPLEX_JOBS: TypedDocumentNode<{ complexJobs: ComplexJobsPage<JobRecord> }, JobWindow & PageVariables> = gql`
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
      }
      pageInfo {
        nextPageKey
        hasNextPage
      }
    }
  }
  ${CALENDAR_JOB_FIELDS}
`;

/**
 * Jobs per `complexJobs` page: the server's most, so that a month of the schedule, even a busy one, and a dispatch
 * day come in one request (bench/jobs.mjs).
 */
const PAGE_LIMIT = 2000;

/** Spec 2 §9: jobs are cached 10 minutes. */
export const JOBS_STALE_MS = 10 * 60_000;

/** Spec 2 §8 (the complex schedule's failure toast); the provider is Groundcrew. */
export const COMPLEX_FAILURE = 'Something went wrong. Please reach out to Groundcrew support.';
/** Shown in place of the jobs when they failed to load (spec 2 "Schedule" and §8). */
export const TRY_AGAIN = 'Please try again later.';
/** Spec 2 §7: the job list's error. */
export const SIMPLE_FAILURE = 'Error fetching jobs';

/** Every job query of the account starts with this key: a change to a job should invalidate it. */
export const jobsQueryKey = (accountId: string) => ['jobs', accountId] as const;

export const toScheduleJob = ({ id, number, name, status, startDate, endDate, color }: JobRecord): ScheduleJob => ({
  id,
  number,
  name,
  status: status.toLowerCase(),
  startDate,
  endDate,
  color: color?.code ?? DEFAULT_JOB_COLOR,
});

/** `GET /api/jobs`: the older version filters by one branch and one division. */
async function fetchSimpleJobs({ startDate, endDate, branchIds, divisionIds }: JobWindow): Promise<ScheduleJob[]> {
  const query = new URLSearchParams({ startDate, endDate });
  if (branchIds[0]) query.set('branchId', branchIds[0]);
  if (divisionIds[0]) query.set('divisionId', divisionIds[0]);
  const jobs = await api.get<JobRecord[]>(`/jobs?${query.toString()}`);
  return jobs.map(toScheduleJob);
}

/** Every item of a `complexJobs` query, page after page until its window is complete. */
export async function fetchAllComplexJobs<Item, Filters extends object>(
  query: TypedDocumentNode<{ complexJobs: ComplexJobsPage<Item> }, Filters & PageVariables>,
  filters: Filters,
): Promise<Item[]> {
  const items: Item[] = [];
  let nextPageKey: string | null = null;
  do {
    const { data } = await apolloClient.query({
      query,
      variables: { ...filters, nextPageKey, limit: PAGE_LIMIT },
      // TanStack Query holds the result, so that both variants share one cache key, staleness and error state.
      fetchPolicy: 'no-cache',
    });
    const page: ComplexJobsPage<Item> = data!.complexJobs;
    items.push(...page.items);
    nextPageKey = page.pageInfo.hasNextPage ? page.pageInfo.nextPageKey : null;
  } while (nextPageKey);
  return items;
}

async function fetchComplexJobs(range: JobWindow): Promise<ScheduleJob[]> {
  return (await fetchAllComplexJobs(COMPLEX_JOBS, range)).map(toScheduleJob);
}

/**
 * The jobs overlapping the window, from the variant the complexJobs flag selects; a failure shows that variant's
 * toast. While another window loads, the previous jobs stay on screen.
 */
export function useScheduleJobs(range: JobWindow) {
  const { user, flags } = useAccess();
  const complex = flags.complexJobs;
  const jobs = useQuery({
    queryKey: [...jobsQueryKey(user.accountId), complex ? 'complex' : 'simple', range],
    queryFn: () => (complex ? fetchComplexJobs(range) : fetchSimpleJobs(range)),
    staleTime: JOBS_STALE_MS,
    placeholderData: keepPreviousData,
  });
  const { error } = jobs;
  useEffect(() => {
    if (error) showErrorToast(complex ? COMPLEX_FAILURE : errorMessage(error, SIMPLE_FAILURE));
  }, [error, complex]);
  return jobs;
}
