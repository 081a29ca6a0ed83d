import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';

/** `GET /api/division` (spec 1 §3). */
export type Division = components['schemas']['DivisionView'];

/**
 * The divisions of the signed-in user's account, or (super admin, spec 1 §6) of another account:
 * `GET /api/division/{accountId}`.
 */
export function useDivisions(accountId?: string) {
  const { user } = useAccess();
  const otherAccount = accountId !== undefined && accountId !== user.accountId;
  return useQuery({
    queryKey: queryKeys.divisions(accountId ?? user.accountId),
    queryFn: () => api.get<Division[]>(otherAccount ? `/division/${accountId}` : '/division'),
    meta: { errorMessage: otherAccount ? 'Error fetching divisions for account' : 'Error fetching divisions' },
  });
}
