import type { TypedDocumentNode } from '@apollo/client';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../api/analytics';
import { errorMessage } from '../../api/errors';
import { apolloClient, assertMutationSuccess, type MutationResult } from '../../api/graphql';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { invalidateJobs } from '../schedule';
import {
  complexJobInput,
  createComplexJobInput,
  firstTaskInput,
  simpleJobInput,
  type JobFormValues,
} from './jobFormRules';
import {
  CREATE_COMPLEX_JOB,
  CREATE_JOB,
  DELETE_COMPLEX_JOB,
  UPDATE_COMPLEX_JOB,
  UPDATE_COMPLEX_TASK,
  UPDATE_JOB,
  type OverbookedAsset,
  type JobVariant,
} from './jobs';

/** Spec 2 §8: the job form's toasts; the complex form's edit uses the complex job's own texts. */
export const JOB_TOASTS = {
  created: 'Job Created.',
  createFailed: 'Unable to create job',
  edited: { simple: 'Job edited.', complex: 'Job Updated' },
  editFailed: { simple: 'Unable to update job', complex: 'Unable to update Job.' },
  deleted: { simple: 'Job deleted.', complex: 'Complex Job deleted.' },
  deleteFailed: 'Failed to delete job.',
} as const;

/** The title of the warning naming the other jobs a saved job's assets are booked on (spec 2 §2's wording). */
export const CONFLICTS_TITLE = 'BOOKING CONFLICTS:';

/** What a save needs besides the values: the job being edited (and its first task), or the quote converted. */
export interface SaveTarget {
  jobId: string | null;
  firstTaskId: string | null;
  quoteId: string | null;
}

interface Saved {
  jobId: string;
  conflicts: OverbookedAsset[];
}

/** A failure of one step: the toast the spec gives it, with the server's reason below. */
class StepFailed extends Error {
  constructor(
    readonly toast: string,
    readonly reason: unknown,
  ) {
    super(toast);
  }
}

/**
 * Runs one mutation of a save (a save may take two, so it is a sequence of calls, not a hook) and reads its
 * payload, failing with `toast` when it fails or answers `success: false`.
 */
async function step<Data, Input, Payload extends MutationResult>(
  toast: string,
  mutation: TypedDocumentNode<Data, { input: Input }>,
  input: Input,
  payloadOf: (data: Data) => Payload,
): Promise<Payload> {
  try {
    const { data } = await apolloClient.mutate({ mutation, variables: { input } });
    return assertMutationSuccess(payloadOf(data!));
  } catch (error) {
    throw new StepFailed(toast, error);
  }
}

async function saveSimple(values: JobFormValues, { jobId, quoteId }: SaveTarget): Promise<Saved> {
  if (jobId) {
    const input = simpleJobInput(values, { id: jobId });
    const payload = await step(JOB_TOASTS.editFailed.simple, UPDATE_JOB, input, (data) => data.updateJob);
    return { jobId, conflicts: payload.conflicts ?? [] };
  }
  const input = simpleJobInput(values, quoteId ? { quoteId } : {});
  const payload = await step(JOB_TOASTS.createFailed, CREATE_JOB, input, (data) => data.createJob);
  return { jobId: payload.job!.id, conflicts: payload.conflicts ?? [] };
}

async function saveComplex(values: JobFormValues, { jobId, firstTaskId, quoteId }: SaveTarget): Promise<Saved> {
  if (!jobId) {
    const input = createComplexJobInput(values, quoteId ?? undefined);
    const payload = await step(JOB_TOASTS.createFailed, CREATE_COMPLEX_JOB, input, (data) => data.createComplexJob);
    return { jobId: payload.job!.id, conflicts: payload.conflicts ?? [] };
  }
  const failed = JOB_TOASTS.editFailed.complex;
  await step(failed, UPDATE_COMPLEX_JOB, complexJobInput(values, { id: jobId }), (data) => data.updateComplexJob);
  if (!firstTaskId) return { jobId, conflicts: [] };
  // Spec 2 §4: after editing a complex job, its task (times, crew, assets) is updated too.
  const input = firstTaskInput(values, firstTaskId);
  const task = await step(failed, UPDATE_COMPLEX_TASK, input, (data) => data.updateComplexTask);
  return { jobId, conflicts: task.conflicts ?? [] };
}

/** "Crane 7 (Bridge beam set, Rooftop lift); Forklift 2 (Tower erection)": each asset with the jobs it clashes with. */
export function conflictSummary(conflicts: OverbookedAsset[]): string {
  const byAsset = new Map<string, Set<string>>();
  for (const { assetName, conflictingJobName } of conflicts) {
    byAsset.set(assetName, (byAsset.get(assetName) ?? new Set()).add(conflictingJobName));
  }
  return [...byAsset].map(([asset, jobs]) => `${asset} (${[...jobs].join(', ')})`).join('; ');
}

/** The spec's failure toast, with the server's reason below it when there is one. */
export function showFailure(toast: string, reason: unknown) {
  const detail = errorMessage(reason, '');
  if (detail) notifications.show({ color: 'red', title: toast, message: detail });
  else showErrorToast(toast);
}

/** The form's saves and delete per variant, with their toasts; a save answering conflicts also warns. */
export function useJobFormActions(variant: JobVariant) {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  const refresh = () => invalidateJobs(queryClient, user.accountId);

  const save = useMutation({
    mutationFn: ({ values, target }: { values: JobFormValues; target: SaveTarget }) =>
      variant === 'simple' ? saveSimple(values, target) : saveComplex(values, target),
    onSuccess: async ({ jobId, conflicts }, { target }) => {
      showSuccessToast(target.jobId ? JOB_TOASTS.edited[variant] : JOB_TOASTS.created);
      track(target.jobId ? 'job edited' : 'job created', { jobId });
      if (conflicts.length > 0) {
        notifications.show({ color: 'yellow', title: CONFLICTS_TITLE, message: conflictSummary(conflicts) });
      }
      await refresh();
    },
    onError: (error, { target }) => {
      if (error instanceof StepFailed) showFailure(error.toast, error.reason);
      else showFailure(target.jobId ? JOB_TOASTS.editFailed[variant] : JOB_TOASTS.createFailed, error);
    },
  });

  const remove = useMutation({
    mutationFn: async (jobId: string) => {
      if (variant === 'simple') return api.delete<unknown>(`/job/${jobId}`);
      const { data } = await apolloClient.mutate({ mutation: DELETE_COMPLEX_JOB, variables: { id: jobId } });
      return assertMutationSuccess(data!.deleteComplexJob);
    },
    onSuccess: async (_answer, jobId) => {
      showSuccessToast(JOB_TOASTS.deleted[variant]);
      track('job deleted', { jobId });
      await refresh();
    },
    onError: (error) => showFailure(JOB_TOASTS.deleteFailed, error),
  });

  return { save, remove };
}
