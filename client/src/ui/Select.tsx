import { Select as MantineSelect } from '@mantine/core';
import type { ComponentProps } from 'react';
import { fieldError } from './fieldError';
import { SELECT_PLACEHOLDER } from './selectPlaceholder';

/** A picker option (spec 1 §3): `value` is the text shown. */
export interface Option {
  id: string;
  value: string;
}

/** Spec 1 §9: dropdown lists are at most 300 px high and scroll beyond that (past about 10 options). */
export const DROPDOWN_MAX_HEIGHT = 300;
/** Spec 1 §2.11: what a select list shows when nothing matches the typed text. */
export const NOTHING_FOUND = 'Not Listed';

export const toComboboxItem = (option: Option) => ({ value: option.id, label: option.value });

export type SelectProps = Omit<ComponentProps<typeof MantineSelect>, 'data' | 'value' | 'defaultValue' | 'onChange'> & {
  options: Option[];
  value: Option | null;
  onChange: (option: Option | null) => void;
};

/** A searchable single select over options; the placeholder defaults to "Select". */
export function Select({ options, value, onChange, error, placeholder = SELECT_PLACEHOLDER, ...props }: SelectProps) {
  return (
    <MantineSelect
      searchable
      nothingFoundMessage={NOTHING_FOUND}
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
      {...props}
      placeholder={placeholder}
      data={options.map(toComboboxItem)}
      value={value?.id ?? null}
      onChange={(id) => onChange(options.find((option) => option.id === id) ?? null)}
      error={fieldError(error)}
    />
  );
}
