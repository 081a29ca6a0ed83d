import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import type { Branch } from '../accounts';
import { branchFormSchema, branchPayload, type BranchFormValues, type BranchPayload } from './branchFormRules';

/** The fallback failure toasts (spec 1 §8): the admin pages and the settings modal word them differently. */
export interface BranchFailureTexts {
  create: string;
  edit: string;
}

export const PAGE_FAILURES: BranchFailureTexts = { create: 'Failed to create branch.', edit: 'Failed to edit branch.' };
export const MODAL_FAILURES: BranchFailureTexts = { create: 'Error creating branch', edit: 'Error editing branch' };

interface SaveVariables {
  branchId?: string;
  payload: BranchPayload;
}

/** `POST /api/branch` or `PATCH /api/branch/{branchId}` with the toasts of spec 1 §8; refreshes the branches. */
function useSaveBranch(failures: BranchFailureTexts) {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ branchId, payload }: SaveVariables) =>
      branchId ? api.patch<Branch>(`/branch/${branchId}`, payload) : api.post<Branch>('/branch', payload),
    onSuccess: async (_branch, { branchId }) => {
      showSuccessToast(branchId ? 'Branch edited' : 'Branch created');
      await queryClient.invalidateQueries({ queryKey: queryKeys.branches(user.accountId) });
    },
    onError: (error, { branchId }) => showErrorToast(errorMessage(error, branchId ? failures.edit : failures.create)),
  });
}

interface BranchEditorOptions {
  /** The branch to edit; absent when creating. */
  branchId?: string;
  defaultValues: BranchFormValues;
  failures: BranchFailureTexts;
  /** Called after a successful save with the values saved. */
  onSaved: (values: BranchFormValues) => void;
}

/** The branch form with its save: a new branch sends every field, an edit only the changed ones. */
export function useBranchEditor({ branchId, defaultValues, failures, onSaved }: BranchEditorOptions) {
  const form = useForm<BranchFormValues>({ defaultValues, resolver: zodResolver(branchFormSchema) });
  const { dirtyFields } = form.formState;
  const save = useSaveBranch(failures);
  const submit = form.handleSubmit((values) => {
    const payload = branchPayload(values, branchId ? dirtyFields : undefined);
    save.mutate({ branchId, payload }, { onSuccess: () => onSaved(values) });
  });
  return { form, submit, saving: save.isPending };
}
