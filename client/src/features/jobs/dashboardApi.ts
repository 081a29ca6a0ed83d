import { useQuery as useGraphQLQuery } from '@apollo/client/react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { track, type AnalyticsEventName } from '../../api/analytics';
import { apolloClient, assertMutationSuccess } from '../../api/graphql';
import { queryKeys } from '../../api/queryKeys';
import { apolloState, type QueryState } from '../../api/queryState';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { showErrorToast, showSuccessToast, useErrorToast } from '../../ui/toasts';
import type { Asset } from '../assets';
import { positionOf, type AssetPosition } from '../map';
import { invalidateJobs } from '../schedule';
import { TOASTS, type Conflict, type DashboardJob } from './dashboard';
import { useJobRecord, type JobRecord } from './jobFormQueries';
import {
  SCHEDULED_ASSETS_FOR_JOB,
  UPDATE_COMPLEX_JOB,
  UPDATE_COMPLEX_TASK,
  type JobVariant,
  type SchedulingAsset,
  type SimpleJobRecord,
} from './jobs';

function toDashboardJob({ variant, job }: JobRecord): DashboardJob {
  if (variant === 'simple') {
    return {
      ...job,
      site: job.address,
      branchIds: job.branchId ? [job.branchId] : [],
      divisionIds: job.divisionId ? [job.divisionId] : [],
      firstTask: null,
      tasks: [],
    };
  }
  const [first] = job.tasks;
  return {
    ...job,
    site: job.location,
    firstTask: first
      ? { id: first.id, startTime: first.startTime, endTime: first.endTime, timezone: first.timezone ?? job.timezone }
      : null,
    crew: first?.userIds ?? [],
    assets: first?.assetIds ?? [],
    tasks: job.tasks,
  };
}

/** The job of the variant the complexJobs flag selects (the complex job or the simple one), as the form reads it. */
export function useDashboardJob(jobId: string | null) {
  const { flags } = useAccess();
  const variant: JobVariant = flags.complexJobs ? 'complex' : 'simple';
  const record = useJobRecord(variant, jobId);
  return { record, job: record.data && toDashboardJob(record.data), variant };
}

/** The first task's fields the dashboard changes (`updateComplexTask`). */
export interface TaskChange {
  startTime?: string | null;
  endTime?: string | null;
  timezone?: string;
  userIds?: string[];
  assetIds?: string[];
}

export type Change =
  | { kind: 'dates'; startDate: string; endDate: string }
  | { kind: 'status'; status: string }
  | { kind: 'notes'; notes: string }
  | { kind: 'times'; task: TaskChange }
  | { kind: 'crew'; userIds: string[] }
  | { kind: 'assets'; assetIds: string[] };

/**
 * The analytics event of a saved dashboard change (spec 1 §9). Crew and asset changes have none here: the
 * selection modals record "job crew selected" / "job asset selected".
 */
export function savedEvent(change: Change): AnalyticsEventName | null {
  switch (change.kind) {
    case 'dates':
      return 'job date updated';
    case 'status':
      return 'job status updated';
    case 'notes':
      return 'job notes updated';
    case 'times':
      if (change.task.startTime !== undefined) return 'task start time adjusted';
      if (change.task.endTime !== undefined) return 'task end time adjusted';
      return 'job details updated';
    case 'crew':
    case 'assets':
      return null;
  }
}

async function updateTask(job: DashboardJob, task: TaskChange) {
  // Spec 2 §5: a time save needs the job to have a task; so do crew and assets.
  if (!job.firstTask) throw new Error('The job has no task.');
  const { data } = await apolloClient.mutate({
    mutation: UPDATE_COMPLEX_TASK,
    variables: { input: { id: job.firstTask.id, ...task } },
  });
  assertMutationSuccess(data!.updateComplexTask);
}

async function saveComplex(job: DashboardJob, change: Change) {
  if (change.kind === 'times') return updateTask(job, change.task);
  if (change.kind === 'crew') return updateTask(job, { userIds: change.userIds });
  if (change.kind === 'assets') return updateTask(job, { assetIds: change.assetIds });
  const { kind: _kind, ...fields } = change;
  const { data } = await apolloClient.mutate({
    mutation: UPDATE_COMPLEX_JOB,
    variables: { input: { id: job.id, ...fields } },
  });
  assertMutationSuccess(data!.updateComplexJob);
}

/** The simple job's calls of spec 2 §7: the dashboard's dates through `PATCH /update-job-dates`, the rest `PATCH /job`. */
async function saveSimple(job: DashboardJob, change: Change) {
  const id = encodeURIComponent(job.id);
  if (change.kind === 'dates') {
    await api.patch(`/update-job-dates/${id}`, { id: job.id, startDate: change.startDate, endDate: change.endDate });
    return;
  }
  if (change.kind === 'times') throw new Error('A simple job has no times.');
  const body =
    change.kind === 'crew'
      ? { crew: change.userIds }
      : change.kind === 'assets'
        ? { assets: change.assetIds }
        : change.kind === 'status'
          ? { status: change.status }
          : { notes: change.notes };
  await api.patch(`/job/${id}`, { id: job.id, ...body });
}

/**
 * Saves one change of the dashboard at once and shows the variant's toast (spec 2 §8); answers whether it was
 * saved, so that the caller can restore the previous value. A saved change refreshes every job list.
 */
export function useSaveJob(job: DashboardJob, variant: JobVariant) {
  const queryClient = useQueryClient();
  const { user } = useAccess();
  return async (change: Change): Promise<boolean> => {
    const toasts = TOASTS[variant][change.kind];
    try {
      await (variant === 'complex' ? saveComplex(job, change) : saveSimple(job, change));
    } catch {
      showErrorToast(toasts.failed);
      return false;
    }
    showSuccessToast(toasts.saved);
    const event = savedEvent(change);
    if (event) track(event, { jobId: job.id });
    void invalidateJobs(queryClient, user.accountId);
    return true;
  };
}

/** The dates the double-booking check covers, and which round of checks this is (a re-check is a new round). */
export interface CheckWindow {
  after: string;
  before: string;
  round: number;
}

export interface JobBookings {
  conflicts: Conflict[];
  /** The job's booked assets as scheduling lists them (complex jobs). */
  assets: SchedulingAsset[];
}

/** The simple job's check answers the conflicting job ids only; their names come from the job list by id. */
async function fetchSimpleBookings(jobId: string, { after, before }: CheckWindow): Promise<JobBookings> {
  const query = new URLSearchParams({ jobId, after, before });
  const { overbookedAssets } = await api.get<components['schemas']['ScheduledAssets']>(
    `/v2/scheduled-assets-for-job?${query.toString()}`,
  );
  const jobIds = [...new Set(overbookedAssets.map((asset) => asset.jobId))];
  const jobs = jobIds.length
    ? await api.get<Pick<SimpleJobRecord, 'id' | 'name'>[]>(`/jobs?jobIds=${jobIds.map(encodeURIComponent).join(',')}`)
    : [];
  const names = new Map(jobs.map((job) => [job.id, job.name]));
  return {
    conflicts: overbookedAssets.map(({ assetId, jobId: otherId }) => ({
      assetId,
      jobId: otherId,
      jobName: names.get(otherId) ?? '',
    })),
    assets: [],
  };
}

/** Spec 2 §8: a failed double-booking check. */
const BOOKINGS_FAILURE = 'Error fetching Assets for Job.';

/**
 * Spec 2 §5: the double-booking check runs only when both dates and a job id exist. It is read again each time the
 * dashboard opens, and at each new round of the window.
 */
export function useJobBookings(
  jobId: string,
  variant: JobVariant,
  window: CheckWindow | null,
): QueryState<JobBookings> {
  const { user } = useAccess();
  const simple = useQuery({
    queryKey: queryKeys.jobBookings(user.accountId, jobId, window ?? {}),
    queryFn: () => fetchSimpleBookings(jobId, window!),
    enabled: variant === 'simple' && window !== null,
    staleTime: 0,
    meta: { errorMessage: BOOKINGS_FAILURE },
  });
  const complex = useGraphQLQuery(SCHEDULED_ASSETS_FOR_JOB, {
    variables: { complexJobId: jobId, after: window?.after ?? '', before: window?.before ?? '' },
    skip: variant !== 'complex' || window === null,
    fetchPolicy: 'cache-and-network',
  });
  // A new round over other dates is read by Apollo for its new variables; over the same dates it is read again here.
  const { refetch } = complex;
  const checked = useRef(window);
  useEffect(() => {
    const previous = checked.current;
    checked.current = window;
    const sameDates = previous && window && previous.after === window.after && previous.before === window.before;
    if (sameDates && previous.round !== window.round) void refetch();
  }, [window, refetch]);
  useErrorToast(complex.error, BOOKINGS_FAILURE);
  const schedule = complex.data?.scheduledAssetsForJob;
  const bookings = useMemo(
    () =>
      schedule && {
        conflicts: schedule.overbookedAssets.map(({ assetId, conflictingJobId, conflictingJobName }) => ({
          assetId,
          jobId: conflictingJobId,
          jobName: conflictingJobName,
        })),
        assets: schedule.scheduledAssets.map(({ asset }) => asset),
      },
    [schedule],
  );
  return variant === 'simple' ? simple : apolloState(complex, bookings);
}

/** A row of the Job Assets table, with where the map draws it. */
export interface JobAsset {
  id: string;
  /** Null while unknown (still loading, or not readable). */
  name: string | null;
  type: string | null;
  category: string | null;
  position: AssetPosition | null;
}

function fromScheduling(asset: SchedulingAsset): JobAsset {
  const { latitude: lat, longitude: lng } = asset;
  const located = typeof lat === 'number' && typeof lng === 'number';
  return {
    id: asset.id,
    name: asset.name,
    type: asset.type,
    category: asset.category,
    position: located
      ? {
          id: asset.id,
          assetName: asset.name,
          assetType: asset.type,
          category: asset.category,
          lat,
          lng,
          lastSeen: asset.lastSeen,
          imageUrl: asset.imageUrl,
        }
      : null,
  };
}

/**
 * The job's assets in order: as the booking check listed them, else from `GET /api/assets/{id}` (cached 5 minutes
 * with the asset pages) — a job without dates, a simple job, or an asset added since the last check.
 */
export function useJobAssets(assetIds: string[], scheduled: SchedulingAsset[]): JobAsset[] {
  const { user } = useAccess();
  const listed = new Map(scheduled.map((asset) => [asset.id, asset]));
  const missing = assetIds.filter((id) => !listed.has(id));
  const details = useQueries({
    queries: missing.map((id) => ({
      queryKey: queryKeys.asset(user.accountId, id),
      queryFn: () => api.get<Asset>(`/assets/${encodeURIComponent(id)}`),
      staleTime: 5 * 60_000,
    })),
  });
  const fetched = new Map(missing.map((id, index) => [id, details[index].data]));
  return assetIds.map((id) => {
    const known = listed.get(id);
    if (known) return fromScheduling(known);
    const asset = fetched.get(id);
    if (!asset) return { id, name: null, type: null, category: null, position: null };
    return {
      id,
      name: asset.assetName,
      type: asset.details.assetType,
      category: asset.category,
      position: positionOf(asset),
    };
  });
}
