import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { errorMessage } from '../../api/errors';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { invalidateAssets, type Category } from './assets';

/** `parentId` null: the top level. */
export interface CategoryInput {
  name: string;
  parentId: string | null;
}

/**
 * The category calls (`POST`, `PATCH`, `DELETE /api/categories`) with their toasts. The server's message is shown when
 * it refuses (a taken name, a move under itself, a category that is not empty).
 */
export function useCategoryActions() {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  // Asset rows carry their category's name, so a rename makes them stale too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.categories(user.accountId) }),
      invalidateAssets(queryClient, user.accountId),
    ]);
  const failed = (fallback: string) => (error: unknown) => showErrorToast(errorMessage(error, fallback));

  const create = useMutation({
    mutationFn: (input: CategoryInput) => api.post<Category>('/categories', input),
    onSuccess: async () => {
      showSuccessToast('Category Created');
      await refresh();
    },
    onError: failed('Failed to create category.'),
  });

  const update = useMutation({
    mutationFn: ({ categoryId, ...patch }: Partial<CategoryInput> & { categoryId: string }) =>
      api.patch<Category>(`/categories/${categoryId}`, patch),
    onSuccess: async () => {
      showSuccessToast('Category Saved');
      await refresh();
    },
    onError: failed('Failed to save category.'),
  });

  const remove = useMutation({
    mutationFn: (categoryId: string) => api.delete<unknown>(`/categories/${categoryId}`),
    onSuccess: async () => {
      showSuccessToast('Category Deleted');
      await refresh();
    },
    onError: failed('Failed to delete category.'),
  });

  return { create, update, remove };
}
