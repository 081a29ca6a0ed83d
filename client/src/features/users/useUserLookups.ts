import { formatOccupation } from '../../ui/format';
import type { Option } from '../../ui/Select';
import { useAccount, useBranches, useDivisions } from '../accounts';

/** The options of the user form's pickers for an account (spec 1 §2.8). */
export function useUserLookups(accountId: string) {
  const divisions = useDivisions(accountId || undefined);
  const branches = useBranches();
  const account = useAccount(accountId || undefined);
  return {
    isPending: divisions.isPending || branches.isPending || account.isPending,
    divisions: (divisions.data ?? []).map((division): Option => ({ id: division.id, value: division.divisionName })),
    branches: (branches.data ?? []).map((branch): Option => ({ id: branch.id, value: branch.name })),
    occupations: (account.data?.occupations ?? []).map((occupation): Option => ({
      id: occupation.id,
      value: formatOccupation(occupation.name),
    })),
  };
}
