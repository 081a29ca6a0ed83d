import { useBranches, useDivisions } from '../accounts';
import { LazyMultiSelect } from '../../ui/LazyMultiSelect';
import { FilterSelect } from '../../ui/FilterSelect';
import type { Option } from '../../ui/Select';

/** The account's branches and divisions as options. */
export function useFilterOptions() {
  const branches = useBranches();
  const divisions = useDivisions();
  return {
    branches: (branches.data ?? []).map((branch) => ({ id: branch.id, value: branch.name })),
    divisions: (divisions.data ?? []).map((division) => ({ id: division.id, value: division.divisionName })),
  };
}

interface ScheduleFiltersProps {
  /** The complex-job version: multi-select filters; else single selects with "All …". */
  complex: boolean;
  branchIds: string[];
  divisionIds: string[];
  onChange: (filters: { branchIds?: string[]; divisionIds?: string[] }) => void;
}

/** Spec 2 "Schedule": the division and branch filters of either version. */
export function ScheduleFilters({ complex, branchIds, divisionIds, onChange }: ScheduleFiltersProps) {
  const { branches, divisions } = useFilterOptions();
  if (complex) {
    const chosen = (options: Option[], ids: string[]) => options.filter((option) => ids.includes(option.id));
    const ids = (options: Option[]) => options.map((option) => option.id);
    return (
      <>
        <LazyMultiSelect
          aria-label="Divisions"
          placeholder={divisionIds.length ? undefined : 'All Divisions'}
          options={divisions}
          value={chosen(divisions, divisionIds)}
          onChange={(options) => onChange({ divisionIds: ids(options) })}
          clearable
          w={240}
          data-testid="schedule-division-filter"
        />
        <LazyMultiSelect
          aria-label="Branches"
          placeholder={branchIds.length ? undefined : 'All Branches'}
          options={branches}
          value={chosen(branches, branchIds)}
          onChange={(options) => onChange({ branchIds: ids(options) })}
          clearable
          w={240}
          data-testid="schedule-branch-filter"
        />
      </>
    );
  }
  const single = (id: string | undefined) => (id ? [id] : []);
  return (
    <>
      <FilterSelect
        label="Division"
        allLabel="All Divisions"
        options={divisions}
        value={divisionIds[0]}
        onChange={(id) => onChange({ divisionIds: single(id) })}
        testId="schedule-division-filter"
      />
      <FilterSelect
        label="Branch"
        allLabel="All Branches"
        options={branches}
        value={branchIds[0]}
        onChange={(id) => onChange({ branchIds: single(id) })}
        testId="schedule-branch-filter"
      />
    </>
  );
}
