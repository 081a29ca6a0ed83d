import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';

/** `GET /api/branch` (spec 1 §3). */
export interface Branch {
  id: string;
  name: string;
  divisionId: string | null;
  logo: string | null;
  quoteCover: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  email: string | null;
  phoneNumber: string | null;
}

/** The branches of the signed-in user's account. */
export function useBranches() {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.branches(user.accountId),
    queryFn: () => api.get<Branch[]>('/branch'),
    meta: { errorMessage: 'Error fetching branches' },
  });
}
