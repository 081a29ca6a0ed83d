import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';

/** `GET /api/auth/me`: the signed-in user with their account and divisions. */
export interface Me {
  id: string;
  accountId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  authMethod: string;
  permissions: string[];
  branchIds: string[];
  divisionIds: string[];
  occupations: string[];
  disabled: boolean;
  veteran: boolean | null;
  loginId: string | null;
  picture: string | null;
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
