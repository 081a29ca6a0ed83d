import { Pill, PillsInput } from '@mantine/core';
import { lazy } from 'react';
import { loadSelects, standInProps, type TestId } from './LazySelect';
import { LoadOnReach } from './LoadOnReach';
import type { MultiSelectProps } from './MultiSelect';

const ReachedMultiSelect = lazy(() => loadSelects().then(({ ReachedMultiSelect: loaded }) => ({ default: loaded })));

/** MultiSelect (ui/MultiSelect.tsx), loaded when reached; the stand-in shows the chosen values as its pills. */
export function LazyMultiSelect(props: MultiSelectProps & TestId) {
  const { wrapper, field } = standInProps(props);
  return (
    <LoadOnReach
      preload={loadSelects}
      standIn={(handlers) => (
        <PillsInput {...wrapper} {...handlers}>
          <Pill.Group>
            {props.value.map((option) => (
              <Pill key={option.id}>{option.value}</Pill>
            ))}
            <PillsInput.Field {...field} placeholder={props.placeholder} />
          </Pill.Group>
        </PillsInput>
      )}
      control={(reached) => <ReachedMultiSelect {...props} reached={reached} />}
    />
  );
}
