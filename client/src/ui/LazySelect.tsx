import { ComboboxChevron, InputBase } from '@mantine/core';
import { lazy } from 'react';
import { loadPageChunk } from '../app/lazyPage';
import { fieldError } from './fieldError';
import { LoadOnReach } from './LoadOnReach';
import type { MultiSelectProps } from './MultiSelect';
import type { SelectProps } from './Select';
import { SELECT_PLACEHOLDER } from './selectPlaceholder';

export const loadSelects = () => loadPageChunk(() => import('./ReachedSelect'));
const ReachedSelect = lazy(loadSelects);

export type TestId = { 'data-testid'?: string };

/**
 * What a select shows before it has loaded: its label, size and state on the wrapper; its name, test id and
 * combobox role on the field. Its other props reach it when it has loaded.
 */
export function standInProps(props: (SelectProps | MultiSelectProps) & TestId) {
  const { label, description, error, disabled, size, w, miw, maw, flex, required, withAsterisk } = props;
  return {
    wrapper: {
      label,
      description,
      error: fieldError(error),
      disabled,
      size,
      w,
      miw,
      maw,
      flex,
      required,
      withAsterisk,
      rightSection: <ComboboxChevron size={size} error={error} />,
      rightSectionPointerEvents: 'none' as const,
    },
    field: {
      role: 'combobox',
      'aria-label': props['aria-label'],
      'aria-expanded': false,
      'data-testid': props['data-testid'],
      readOnly: true,
      disabled,
    },
  };
}

/*
 * The lists' selects (their filters, a row's status), loaded when the user reaches for them (LoadOnReach), not with
 * the list: Mantine's Combobox with its popover, focus trap, scroll area and floating-ui is about 25 KiB
 * (docs/performance.md, "Measured in a browser"). Until then a stand-in of the same look shows the chosen values.
 * Forms keep Select and MultiSelect: a field filled as soon as the page shows must not change under the keys.
 * LazyMultiSelect is in a module of its own (LazyMultiSelect.tsx): its stand-in's Pill and PillsInput (3 KiB) load
 * only with the pages that show one.
 */

/** Select (ui/Select.tsx), loaded when reached. */
export function LazySelect(props: SelectProps & TestId) {
  const { wrapper, field } = standInProps(props);
  return (
    <LoadOnReach
      preload={loadSelects}
      standIn={(handlers) => (
        <InputBase
          {...wrapper}
          {...field}
          {...handlers}
          pointer={props.searchable === false}
          placeholder={props.placeholder ?? SELECT_PLACEHOLDER}
          value={props.value?.value ?? ''}
        />
      )}
      control={(reached) => <ReachedSelect {...props} reached={reached} />}
    />
  );
}
