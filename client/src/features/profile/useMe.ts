import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import type { User } from '../users';

/** `GET /api/auth/me`: the signed-in user with their account and divisions. */
export interface Me extends User {
  account: { id: string; name: string; logo: string | null };
  divisions: { id: string; divisionName: string }[];
}

export function useMe() {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.me(user.accountId, user.userId),
    queryFn: () => api.get<Me>('/auth/me'),
    meta: { errorMessage: 'Error fetching user' },
  });
}
