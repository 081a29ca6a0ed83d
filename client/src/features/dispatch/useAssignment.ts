import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apolloClient, assertMutationSuccess, type MutationResult } from '../../api/graphql';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { jobsQueryKey } from '../schedule/scheduleJobs';
import { bookingsQueryKey, dispatchJobsKey, fromSimple, type DispatchJob, type SimpleJobRecord } from './dispatchJobs';

export type AssignmentKind = 'Asset' | 'Crew';

export interface Assignment {
  job: DispatchJob;
  kind: AssignmentKind;
  /** The job's whole new list of asset or user ids. */
  ids: string[];
}

interface TaskPayload extends MutationResult {
  task: { id: string; assetIds: string[]; userIds: string[] } | null;
}

const UPDATE_TASK: TypedDocumentNode<
  { updateComplexTask: TaskPayload },
  { input: { id: string; assetIds?: string[]; userIds?: string[] } }
> = gql`
  mutation DispatchUpdateTask($input: UpdateComplexTaskInput!) {
    updateComplexTask(input: $input) {
      code
      success
      message
      task {
        id
        assetIds
        userIds
      }
    }
  }
`;

/** Spec 2 §4, §9: the availability check re-runs this long after assets are saved. */
export const AVAILABILITY_REFRESH_MS = 4000;

/** Complex: the first task's assets or crew; the answer is the job's new lists. */
async function saveTask({ job, kind, ids }: Assignment): Promise<Pick<DispatchJob, 'assetIds' | 'userIds'>> {
  if (!job.taskId) throw new Error('The job has no task.');
  const input = { id: job.taskId, ...(kind === 'Asset' ? { assetIds: ids } : { userIds: ids }) };
  const { data } = await apolloClient.mutate({ mutation: UPDATE_TASK, variables: { input } });
  const { task } = assertMutationSuccess(data!.updateComplexTask);
  return { assetIds: task!.assetIds, userIds: task!.userIds };
}

/** Legacy: `PATCH /api/job/{id}` with the job's assets or crew. */
async function saveSimpleJob({ job, kind, ids }: Assignment): Promise<Pick<DispatchJob, 'assetIds' | 'userIds'>> {
  const saved = await api.patch<SimpleJobRecord>(`/job/${job.id}`, kind === 'Asset' ? { assets: ids } : { crew: ids });
  const { assetIds, userIds } = fromSimple(saved);
  return { assetIds, userIds };
}

/**
 * Saves a job's crew or assets at once (spec 2 §4 "Dispatch") and shows the result (§8). The day's list takes the
 * saved lists; after an asset change the day's bookings are read again AVAILABILITY_REFRESH_MS later, and
 * `refreshPending` holds until then.
 */
export function useAssignment(day: string, branchId: string | undefined) {
  const { user, flags } = useAccess();
  const complex = flags.complexJobs;
  const queryClient = useQueryClient();
  const [refreshPending, setRefreshPending] = useState(false);
  const [savingJobIds, setSavingJobIds] = useState<ReadonlySet<string>>(new Set());
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const refreshBookingsLater = () => {
    clearTimeout(refreshTimer.current);
    setRefreshPending(true);
    refreshTimer.current = setTimeout(() => {
      setRefreshPending(false);
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey(user.accountId) });
    }, AVAILABILITY_REFRESH_MS);
  };

  const mutation = useMutation({
    mutationFn: complex ? saveTask : saveSimpleJob,
    onMutate: ({ job }) => setSavingJobIds((ids) => new Set(ids).add(job.id)),
    onSettled: (_saved, _error, { job }) => setSavingJobIds((ids) => new Set([...ids].filter((id) => id !== job.id))),
    onSuccess: (saved, { job, kind }) => {
      queryClient.setQueryData<DispatchJob[]>(dispatchJobsKey(user.accountId, complex, day, branchId), (jobs) =>
        jobs?.map((each) => (each.id === job.id ? { ...each, ...saved } : each)),
      );
      // Other job lists (the schedule) read the change when next shown.
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey(user.accountId), refetchType: 'none' });
      showSuccessToast(`${kind} Saved`);
      if (kind === 'Asset') refreshBookingsLater();
    },
    onError: (_error, { kind }) => showErrorToast(complex ? `Error saving ${kind}` : `Error Saving ${kind}`),
  });

  return {
    save: (assignment: Assignment) => mutation.mutate(assignment),
    /** The jobs whose changes are being saved: their lists must not change meanwhile. */
    savingJobIds,
    refreshPending,
  };
}
