import { Checkbox as MantineCheckbox } from '@mantine/core';
import type { ComponentProps } from 'react';
import { fieldError } from './fieldError';

/** A labelled checkbox; `error={true}` shows "Error". */
export function Checkbox({ error, ...props }: ComponentProps<typeof MantineCheckbox>) {
  return <MantineCheckbox {...props} error={fieldError(error)} />;
}
