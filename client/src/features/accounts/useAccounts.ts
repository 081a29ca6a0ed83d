import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';

/** `GET /api/accounts/{accountId}` (spec 1 §3). */
export type Account = components['schemas']['AccountView'];

/** `GET /api/accounts`: every account (super admin only). */
export function useAccounts({ enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.accounts(),
    queryFn: () => api.get<Pick<components['schemas']['AccountSummary'], 'id' | 'account_name'>[]>('/accounts'),
    meta: { errorMessage: 'Error fetching accounts' },
    enabled,
  });
}

/** An account with its occupations: the signed-in user's own unless a super admin names another. */
export function useAccount(accountId?: string) {
  const { user } = useAccess();
  const id = accountId ?? user.accountId;
  return useQuery({
    queryKey: queryKeys.account(id),
    queryFn: () => api.get<Account>(`/accounts/${id}`),
    meta: { errorMessage: 'Error fetching account' },
  });
}
