import { Paper } from '@mantine/core';
import type { ComponentProps } from 'react';
import { LazySelect } from '../../ui/LazySelect';

/*
 * The status selector of a submission's page and of the quote list's rows: in a module of its own, so that a list
 * loads no form renderer with it (SubmissionParts.tsx holds the form).
 */

type StatusSelectProps = Omit<
  ComponentProps<typeof LazySelect>,
  'value' | 'onChange' | 'searchable' | 'allowDeselect' | 'data-testid'
> & {
  /** The record's status: a choice of another one is a change. */
  current: string;
  /** The option shown as chosen, when the record's status is written otherwise; default `current`. */
  shown?: string;
  onChange: (status: string) => void;
  testId: string;
};

/**
 * A status selector: choosing another status changes it at once (nothing typed, nothing deselected). Its select
 * loads when reached (LazySelect), so a list of rows draws without it.
 */
export function StatusSelect({ options, current, shown = current, onChange, testId, ...props }: StatusSelectProps) {
  return (
    <LazySelect
      {...props}
      options={options}
      value={options.find((option) => option.id === shown) ?? null}
      onChange={(option) => option && option.id !== current && onChange(option.id)}
      searchable={false}
      allowDeselect={false}
      data-testid={testId}
    />
  );
}

/** The side panel's Status selector. */
export function StatusPanel(props: Omit<StatusSelectProps, 'label'>) {
  return (
    <Paper withBorder p="md" radius="md">
      <StatusSelect label="Status" {...props} />
    </Paper>
  );
}
