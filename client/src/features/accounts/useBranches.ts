import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';

/** `GET /api/branch` (spec 1 §3). */
export type Branch = components['schemas']['BranchView'];

/** The branches of the signed-in user's account. */
export function useBranches() {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.branches(user.accountId),
    queryFn: () => api.get<Branch[]>('/branch'),
    meta: { errorMessage: 'Error fetching branches' },
  });
}
