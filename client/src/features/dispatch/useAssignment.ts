import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../api/gql';
import { apolloClient, assertMutationSuccess, invalidateGraphQL } from '../../api/graphql';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { invalidateJobs } from '../schedule';
import { fromSimple, type DispatchJob, type SimpleJobRecord } from './dispatchJobs';

export type AssignmentKind = 'Asset' | 'Crew';

export interface Assignment {
  job: DispatchJob;
  kind: AssignmentKind;
  /** The job's whole new list of asset or user ids. */
  ids: string[];
}

/** Its answer, the task's new lists, updates the task in Apollo's cache, so the day's complex jobs show them. */
const UPDATE_TASK = graphql(`
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
`);

/** Spec 2 §4, §9: the availability check re-runs this long after assets are saved. */
export const AVAILABILITY_REFRESH_MS = 4000;

/** Complex: the card's task's assets or crew; the answer is the task's new lists. */
async function saveTask({ job, kind, ids }: Assignment): Promise<Pick<DispatchJob, 'assetIds' | 'userIds'>> {
  if (!job.taskId) throw new Error('The job has no task.');
  const input = { id: job.taskId, ...(kind === 'Asset' ? { assetIds: ids } : { userIds: ids }) };
  const { data } = await apolloClient.mutate({ mutation: UPDATE_TASK, variables: { input } });
  const { task } = assertMutationSuccess(data!.updateComplexTask);
  return { assetIds: task!.assetIds, userIds: task!.userIds };
}

/** Simple: `PATCH /api/job/{id}` with the job's assets or crew. */
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
  const [savingKeys, setSavingKeys] = useState<ReadonlySet<string>>(new Set());
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const refreshBookingsLater = () => {
    clearTimeout(refreshTimer.current);
    setRefreshPending(true);
    refreshTimer.current = setTimeout(() => {
      setRefreshPending(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings(user.accountId) });
      void invalidateGraphQL(['scheduledAssetsForJobs']);
    }, AVAILABILITY_REFRESH_MS);
  };

  const mutation = useMutation({
    mutationFn: complex ? saveTask : saveSimpleJob,
    onMutate: ({ job }) => setSavingKeys((keys) => new Set(keys).add(job.key)),
    onSettled: (_saved, _error, { job }) =>
      setSavingKeys((keys) => new Set([...keys].filter((key) => key !== job.key))),
    onSuccess: (saved, { job, kind }) => {
      // A complex job's task is updated in Apollo's cache by the mutation's answer.
      queryClient.setQueryData<DispatchJob[]>(queryKeys.dispatchJobs(user.accountId, day, branchId ?? null), (jobs) =>
        jobs?.map((each) => (each.id === job.id ? { ...each, ...saved } : each)),
      );
      // Other job lists (the schedule) read the change when next shown.
      void invalidateJobs(queryClient, user.accountId, { refetch: false });
      showSuccessToast(`${kind} Saved`);
      if (kind === 'Asset') refreshBookingsLater();
    },
    onError: (_error, { kind }) => showErrorToast(complex ? `Error saving ${kind}` : `Error Saving ${kind}`),
  });

  return {
    save: (assignment: Assignment) => mutation.mutate(assignment),
    /** The cards (DispatchJob.key) whose changes are being saved: their lists must not change meanwhile. */
    savingKeys,
    refreshPending,
  };
}
