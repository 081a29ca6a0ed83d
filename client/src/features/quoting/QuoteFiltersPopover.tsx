import { Button, Checkbox, Group, Popover, Stack } from '@mantine/core';
import { useState } from 'react';
import { LazyMultiSelect } from '../../ui/LazyMultiSelect';
import { TextFilter, type FieldFilter } from '../documents';
import { QuoteFiltersButton, type QuoteFiltersProps } from './QuoteFilters';
import {
  expandStatuses,
  NO_QUOTE_FILTERS,
  quoteFilterCount,
  STATUS_FILTER_OPTIONS,
  type QuoteFilters as QuoteFilterValues,
} from './quoteRules';

const without = <T,>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([id]) => id !== key));

/** One field filter: a text box (contains), a multi-select of the field's options (each), a has-data checkbox. */
function FieldFilterInput({
  filter,
  value,
  onChange,
}: {
  filter: FieldFilter;
  value: QuoteFilterValues;
  onChange: (value: QuoteFilterValues) => void;
}) {
  const { fieldId } = filter;
  const testId = `quotes-filter-${fieldId}`;
  if (filter.kind === 'hasData')
    return (
      <Checkbox
        label={filter.label}
        checked={value.hasData.includes(fieldId)}
        onChange={(event) =>
          onChange({
            ...value,
            hasData: event.currentTarget.checked
              ? [...value.hasData, fieldId]
              : value.hasData.filter((id) => id !== fieldId),
          })
        }
        data-testid={testId}
      />
    );
  if (filter.kind === 'exact') {
    const options = filter.options.map((option) => ({ id: option, value: option }));
    const chosen = value.exact[fieldId] ?? [];
    return (
      <LazyMultiSelect
        label={filter.label}
        placeholder={chosen.length ? undefined : 'Any'}
        options={options}
        value={options.filter((option) => chosen.includes(option.id))}
        onChange={(picked) =>
          onChange({
            ...value,
            exact: picked.length
              ? { ...value.exact, [fieldId]: picked.map((option) => option.id) }
              : without(value.exact, fieldId),
          })
        }
        comboboxProps={{ withinPortal: false }}
        data-testid={testId}
      />
    );
  }
  return (
    <TextFilter
      label={filter.label}
      value={value.text[fieldId] ?? ''}
      onChange={(text) =>
        onChange({ ...value, text: text.trim() ? { ...value.text, [fieldId]: text } : without(value.text, fieldId) })
      }
      testId={testId}
    />
  );
}

/** The Filters popover itself, loaded when first opened (QuoteFilters.tsx); it opens as it mounts. */
export default function QuoteFiltersPopover({ value, onChange, users, fieldFilters }: QuoteFiltersProps) {
  const count = quoteFilterCount(value);
  // Clearing draws the text filters anew (each keeps what was typed until then).
  const [clearings, setClearings] = useState(0);
  return (
    <Popover position="bottom-end" width={340} shadow="md" keepMounted defaultOpened>
      <Popover.Target>
        <QuoteFiltersButton count={count} />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <LazyMultiSelect
            label="Status"
            placeholder={value.statuses.length ? undefined : 'All'}
            options={STATUS_FILTER_OPTIONS}
            value={STATUS_FILTER_OPTIONS.filter((option) => value.statuses.includes(option.id))}
            onChange={(picked) => onChange({ ...value, statuses: expandStatuses(picked.map((option) => option.id)) })}
            comboboxProps={{ withinPortal: false }}
            data-testid="quotes-filter-status"
          />
          <LazyMultiSelect
            label="Created By"
            placeholder={value.userIds.length ? undefined : 'Anyone'}
            options={users}
            value={users.filter((option) => value.userIds.includes(option.id))}
            onChange={(picked) => onChange({ ...value, userIds: picked.map((option) => option.id) })}
            comboboxProps={{ withinPortal: false }}
            data-testid="quotes-filter-user"
          />
          {fieldFilters.map((filter) => (
            <FieldFilterInput key={`${filter.key}-${clearings}`} filter={filter} value={value} onChange={onChange} />
          ))}
          <Group justify="flex-end">
            <Button
              variant="subtle"
              disabled={count === 0}
              onClick={() => {
                setClearings(clearings + 1);
                onChange(NO_QUOTE_FILTERS);
              }}
              data-testid="quotes-filter-clear"
            >
              Clear
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
