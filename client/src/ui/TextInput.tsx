import { TextInput as MantineTextInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { fieldError } from './fieldError';

/** A labelled text input; `error={true}` shows "Error". */
export function TextInput({ error, ...props }: ComponentProps<typeof MantineTextInput>) {
  return <MantineTextInput {...props} error={fieldError(error)} />;
}
