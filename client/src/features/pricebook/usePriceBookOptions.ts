import { useMemo } from 'react';
import type { Option } from '../../ui/Select';
import { useBranches, useDivisions } from '../accounts';

/** The account's branches and divisions as picker options, and their names by id. */
export function usePriceBookOptions() {
  const { data: branchRows } = useBranches();
  const { data: divisionRows } = useDivisions();
  return useMemo(() => {
    const branches: Option[] = (branchRows ?? []).map((branch) => ({ id: branch.id, value: branch.name }));
    const divisions: Option[] = (divisionRows ?? []).map((division) => ({
      id: division.id,
      value: division.divisionName,
    }));
    const names = new Map([...branches, ...divisions].map((option) => [option.id, option.value]));
    return { branches, divisions, names };
  }, [branchRows, divisionRows]);
}
