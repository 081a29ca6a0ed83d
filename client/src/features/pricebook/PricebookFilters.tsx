import { Button, Group, Popover, Stack } from '@mantine/core';
import { FiltersButton } from '../../ui/FiltersButton';
import { MultiSelect } from '../../ui/MultiSelect';
import type { Option } from '../../ui/Select';

export interface PricebookFilterValues {
  branches: Option[];
  divisions: Option[];
}

export const NO_FILTERS: PricebookFilterValues = { branches: [], divisions: [] };

/** How many filter options are chosen (shown on the Filters button). */
export const activeFilterCount = (filters: PricebookFilterValues) => filters.branches.length + filters.divisions.length;

interface PricebookFiltersProps {
  value: PricebookFilterValues;
  onChange: (value: PricebookFilterValues) => void;
  branches: Option[];
  divisions: Option[];
}

export function PricebookFilters({ value, onChange, branches, divisions }: PricebookFiltersProps) {
  const count = activeFilterCount(value);
  return (
    <Popover position="bottom-end" width={320} shadow="md">
      <Popover.Target>
        <FiltersButton count={count} countTestId="active-filter-count" />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <MultiSelect
            label="Branch"
            placeholder="All Branches"
            options={branches}
            value={value.branches}
            onChange={(selected) => onChange({ ...value, branches: selected })}
            comboboxProps={{ withinPortal: false }}
          />
          <MultiSelect
            label="Division"
            placeholder="All Divisions"
            options={divisions}
            value={value.divisions}
            onChange={(selected) => onChange({ ...value, divisions: selected })}
            comboboxProps={{ withinPortal: false }}
          />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => onChange(NO_FILTERS)} disabled={count === 0}>
              Clear
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
