import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../api/analytics';
import { apolloClient, assertMutationSuccess } from '../../api/graphql';
import { useAccess } from '../../auth/access';
import { showSuccessToast } from '../../ui/toasts';
import { invalidateJobs } from '../schedule';
import { CONFLICTS_TITLE, conflictSummary, JOB_TOASTS, showFailure } from './jobFormActions';
import { ADD_COMPLEX_TASK, DELETE_COMPLEX_TASK, UPDATE_COMPLEX_TASK, type OverbookedAsset } from './jobs';
import { taskInput, timeEvents, type TaskValues } from './jobTasks';

/** The task toasts (the spec names none; a failure is the job's "Unable to update Job.", spec 2 §8). */
export const TASK_TOASTS = {
  added: 'Task Added',
  saved: 'Task Saved',
  removed: 'Task Removed',
  failed: JOB_TOASTS.editFailed.complex,
} as const;

/** A save of the editor: a new task of the job, or a change of one (`before` its values until now). */
export type TaskSave =
  | { kind: 'add'; values: TaskValues }
  | { kind: 'update'; taskId: string; first: boolean; before: TaskValues; values: TaskValues };

async function saveTask(jobId: string, save: TaskSave): Promise<OverbookedAsset[]> {
  if (save.kind === 'add') {
    const input = { jobId, ...taskInput(save.values, { first: false }) };
    const { data } = await apolloClient.mutate({ mutation: ADD_COMPLEX_TASK, variables: { input } });
    return assertMutationSuccess(data!.addComplexTask).conflicts ?? [];
  }
  const input = { id: save.taskId, ...taskInput(save.values, { first: save.first }) };
  const { data } = await apolloClient.mutate({ mutation: UPDATE_COMPLEX_TASK, variables: { input } });
  return assertMutationSuccess(data!.updateComplexTask).conflicts ?? [];
}

/**
 * Adds, changes and removes a job's tasks at once, each under the job's lock on the server, with their toasts;
 * a saved task warns of its assets' booking conflicts, records changed times (spec 1 §9) and refreshes every job
 * list (the job itself, the schedule, dispatch).
 */
export function useTaskActions(jobId: string, onSaved?: () => void) {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  const refresh = () => invalidateJobs(queryClient, user.accountId);

  const save = useMutation({
    mutationFn: (task: TaskSave) => saveTask(jobId, task),
    onSuccess: async (conflicts, task) => {
      showSuccessToast(task.kind === 'add' ? TASK_TOASTS.added : TASK_TOASTS.saved);
      for (const event of timeEvents(task.kind === 'add' ? null : task.before, task.values)) track(event, { jobId });
      if (conflicts.length > 0) {
        notifications.show({ color: 'yellow', title: CONFLICTS_TITLE, message: conflictSummary(conflicts) });
      }
      onSaved?.();
      await refresh();
    },
    onError: (error) => showFailure(TASK_TOASTS.failed, error),
  });

  const remove = useMutation({
    mutationFn: async (taskId: string) => {
      const { data } = await apolloClient.mutate({ mutation: DELETE_COMPLEX_TASK, variables: { id: taskId } });
      return assertMutationSuccess(data!.deleteComplexTask);
    },
    onSuccess: async () => {
      showSuccessToast(TASK_TOASTS.removed);
      onSaved?.();
      await refresh();
    },
    onError: (error) => showFailure(TASK_TOASTS.failed, error),
  });

  return { save, remove };
}
