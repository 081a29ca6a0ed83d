import { NumberInput as MantineNumberInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { fieldError } from './fieldError';

/** A number input stepping by 1 unless told otherwise; `min` sets the optional minimum; `error={true}` shows "Error". */
export function NumberInput({ error, step = 1, ...props }: ComponentProps<typeof MantineNumberInput>) {
  return <MantineNumberInput {...props} step={step} error={fieldError(error)} />;
}
