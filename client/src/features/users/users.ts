import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';

/** A user as `GET /api/users` and `GET /api/users/{userId}` answer it (spec 1 §3). */
export type User = components['schemas']['UserView'];

export type AuthMethod = User['authMethod'];

/** The body of `POST /api/users` and `PATCH /api/users/{userId}` (spec 1 §3). */
export interface UserPayload {
  authMethod: AuthMethod;
  email?: string;
  phoneNumber?: string;
  metadata: {
    accountId: string;
    branchIds: string[];
    disabled: boolean;
    divisionIds: string[];
    firstName: string;
    lastName: string;
    occupations: string[];
    permissions: string[];
    veteran?: boolean;
  };
}

/**
 * The account's users; the admin list also includes the provider's internal users. `enabled: false` for pages whose
 * user may lack the permission to read them (the call would be refused).
 */
export function useUsers(includeInternal: boolean, { enabled = true } = {}) {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.userList(user.accountId, includeInternal),
    queryFn: () => api.get<User[]>(includeInternal ? '/users?includeInternal=true' : '/users'),
    meta: { errorMessage: 'Error fetching user' },
    enabled,
  });
}

export function useUser(userId: string | null) {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.user(user.accountId, userId ?? ''),
    queryFn: () => api.get<User>(`/users/${userId}`),
    meta: { errorMessage: 'Error fetching user' },
    enabled: userId !== null,
  });
}
