import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';

/** `GET /api/auth/me`: the signed-in user with their account and divisions. */
export type Me = components['schemas']['Profile'];

export function useMe() {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.me(user.accountId, user.userId),
    queryFn: () => api.get<Me>('/auth/me'),
    meta: { errorMessage: 'Error fetching user' },
  });
}
