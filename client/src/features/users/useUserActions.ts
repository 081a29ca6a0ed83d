import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../api/analytics';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import type { User, UserPayload } from './users';
import { VARIANTS, type UserAdminVariant } from './variant';

/** The user calls of spec 1 §7 with their toasts (§8) and analytics events (§9). */
export function useUserActions(variant: UserAdminVariant) {
  const texts = VARIANTS[variant];
  const { user } = useAccess();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.users(user.accountId) });
  const failed = (fallback: string) => (error: unknown) => showErrorToast(errorMessage(error, fallback));

  const create = useMutation({
    mutationFn: (payload: UserPayload) => api.post<components['schemas']['IdAnswer']>('/users', payload),
    onSuccess: async ({ id }) => {
      track('user created', { userId: id });
      showSuccessToast(texts.created);
      await refresh();
    },
    onError: (error) => {
      const reason = errorMessage(error, 'Failed to create user.');
      track('user creation failed', { reason });
      showErrorToast(reason);
    },
  });

  const edit = useMutation({
    mutationFn: ({ userId, payload }: { userId: string; payload: UserPayload }) =>
      api.patch<User>(`/users/${userId}`, payload),
    onSuccess: async () => {
      showSuccessToast(texts.edited);
      await refresh();
    },
    onError: failed('Failed to edit user.'),
  });

  const disable = useMutation({
    mutationFn: (userId: string) => api.patch<unknown>(`/users/${userId}/disable`),
    onSuccess: async () => {
      showSuccessToast('User disabled.');
      await refresh();
    },
    onError: failed('Failed to edit user.'),
  });

  const remove = useMutation({
    mutationFn: (userId: string) => api.delete<unknown>(`/users/${userId}`),
    onSuccess: async () => {
      showSuccessToast('User Deleted');
      await refresh();
    },
    onError: failed('Failed to delete user.'),
  });

  const resendInvite = useMutation({
    mutationFn: (userId: string) => api.post<unknown>('/users/resend-invite', { id: userId }),
    onSuccess: () => showSuccessToast(texts.inviteSent),
    onError: failed('Failed to resend invite.'),
  });

  return { create, edit, disable, remove, resendInvite };
}
