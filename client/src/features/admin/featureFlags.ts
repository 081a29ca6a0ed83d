import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess, type FeatureFlags } from '../../auth/access';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import type { User } from '../users';

export type FlagName = keyof FeatureFlags;

type AccountUser = Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>;

/** One flag of `GET /api/feature-flags/accounts/{accountId}` (null: no override, the value is inherited). */
export type FlagSetting = components['schemas']['FlagSettingModel'];

/** The flags of spec 1 §6, in the order the page lists them, by the names an administrator knows them by. */
export const FLAG_LABELS: Record<FlagName, string> = {
  webEngineHours: 'Web engine hours',
  complexJobs: 'Complex jobs',
  webAssetMap: 'Web asset map',
  webSchedule: 'Web schedule',
  dispatching: 'Dispatching',
  assetAvailability: 'Asset availability',
  serverSideQuoteFilters: 'Server-side quote filters',
};

const settingsPath = (accountId: string, userId: string | null) =>
  `/feature-flags/accounts/${accountId}${userId ? `?userId=${userId}` : ''}`;

/** The flags of an account, and of one of its users when `userId` is given (super admin). */
export function useFlagSettings(accountId: string, userId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.featureFlagSettings(accountId), userId ?? ''],
    queryFn: () => api.get<FlagSetting[]>(settingsPath(accountId, userId)),
    meta: { errorMessage: 'Error fetching feature flags' },
  });
}

export interface FlagChange {
  flag: FlagName;
  /** On, off, or null to inherit. */
  enabled: boolean | null;
  /** The user whose own override this is; null for the account's. */
  userId: string | null;
}

/** Sets or removes an override of the account, then reads the account's settings and the signed-in user's flags again. */
export function useSetFlag(accountId: string) {
  const queryClient = useQueryClient();
  const { user } = useAccess();
  return useMutation({
    mutationFn: ({ flag, enabled, userId }: FlagChange) =>
      api.put<FlagSetting[]>(`/feature-flags/accounts/${accountId}/${flag}`, { enabled, userId: userId ?? undefined }),
    onSuccess: async (_, { flag, enabled }) => {
      showSuccessToast(`${FLAG_LABELS[flag]} set to ${enabled === null ? 'Inherit' : enabled ? 'On' : 'Off'}.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.featureFlagSettings(accountId) }),
        // The super admin may have changed their own flags, which the navigation and pages read.
        queryClient.invalidateQueries({ queryKey: queryKeys.featureFlags(user.accountId, user.userId) }),
      ]);
    },
    onError: (error) => showErrorToast(errorMessage(error, 'Failed to update the feature flag.')),
  });
}

/** The users of any account (super admin), for choosing whose own overrides to set. */
export function useAccountUsers(accountId: string) {
  return useQuery({
    queryKey: queryKeys.userList(accountId, false),
    queryFn: () => api.get<AccountUser[]>(`/users?accountId=${accountId}`),
    meta: { errorMessage: 'Error fetching user' },
  });
}
