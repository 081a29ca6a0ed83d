import { ActionIcon, Input, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { WidgetProps } from '../types';

/** What an empty value shows read-only: a dash when the field asks for one (nullDash), else nothing. */
export const emptyText = (props: Pick<WidgetProps, 'attributes'>) => (props.attributes.nullDash === true ? '—' : '');

/** The style hint titleSize: pixels, or a size name (xs … xl). */
export const titleSize = (attributes: WidgetProps['attributes']): number | string | undefined =>
  typeof attributes.titleSize === 'number' || typeof attributes.titleSize === 'string'
    ? attributes.titleSize
    : undefined;

/** The title above a widget (unless hideTitle), with the required mark and its titleSize. */
export function FieldLabel({
  label,
  showLabel,
  required,
  attributes,
}: Pick<WidgetProps, 'label' | 'showLabel' | 'required' | 'attributes'>) {
  if (!showLabel || label === '') return null;
  return (
    <Input.Label required={required} fz={titleSize(attributes)}>
      {label}
    </Input.Label>
  );
}

/** A field's title over its content, with its error below. */
export function FieldFrame(props: WidgetProps & { children: ReactNode }) {
  return (
    <Stack gap={4} data-testid={props.testId}>
      <FieldLabel {...props} />
      {props.children}
      <FieldError error={props.error} testId={props.testId} />
    </Stack>
  );
}

export function FieldError({ error, testId }: { error?: string; testId: string }) {
  if (!error) return null;
  return (
    <Text c="red" size="sm" role="alert" data-testid={`${testId}-error`}>
      {error}
    </Text>
  );
}

/** A read-only value as text (the empty value per nullDash). */
export function ReadOnlyText(props: WidgetProps & { text: string; endText?: string }) {
  const shown = props.text === '' ? emptyText(props) : props.text;
  return (
    <FieldFrame {...props}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={`${props.testId}-value`}>
        {shown}
        {shown !== '' && shown !== '—' && props.endText ? ` ${props.endText}` : ''}
      </Text>
    </FieldFrame>
  );
}

/** The label props of a Mantine input (hidden when hideTitle; the required mark). */
export const inputLabel = (props: WidgetProps) => ({
  label: props.showLabel && props.label !== '' ? props.label : undefined,
  'aria-label': props.label || props.id,
  withAsterisk: props.required,
  error: props.error,
  labelProps: { fz: titleSize(props.attributes) },
});

export const textValue = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const endTextOf = (props: WidgetProps): string | undefined =>
  typeof props.attributes.endText === 'string' && props.attributes.endText !== ''
    ? props.attributes.endText
    : undefined;

/** The remove button of a table row (a crew member, a line item). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}
