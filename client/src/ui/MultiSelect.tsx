import { MultiSelect as MantineMultiSelect } from '@mantine/core';
import type { ComponentProps } from 'react';
import { fieldError } from './fieldError';
import { DROPDOWN_MAX_HEIGHT, NOTHING_FOUND, toComboboxItem, type Option } from './Select';

export type MultiSelectProps = Omit<
  ComponentProps<typeof MantineMultiSelect>,
  'data' | 'value' | 'defaultValue' | 'onChange'
> & {
  options: Option[];
  value: Option[];
  onChange: (options: Option[]) => void;
};

/** A searchable multi-select over options. */
export function MultiSelect({ options, value, onChange, error, ...props }: MultiSelectProps) {
  return (
    <MantineMultiSelect
      searchable
      nothingFoundMessage={NOTHING_FOUND}
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
      {...props}
      data={options.map(toComboboxItem)}
      value={value.map((option) => option.id)}
      onChange={(ids) => onChange(ids.flatMap((id) => options.filter((option) => option.id === id)))}
      error={fieldError(error)}
    />
  );
}
