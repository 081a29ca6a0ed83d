import { Button, Checkbox, Group, NumberInput, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Select } from '../../../ui/Select';
import { displayText, hoursText, moneyText, numberText, parseOptions } from '../engine';
import type { WidgetProps } from '../types';
import { emptyText, endTextOf, FieldFrame, inputLabel, ReadOnlyText, textValue } from './common';

const optionsOf = (value: unknown) =>
  typeof value === 'string' || Array.isArray(value) ? parseOptions(value as string | string[]) : [];

export function TextFieldWidget(props: WidgetProps) {
  if (props.readOnly) return <ReadOnlyText {...props} text={displayText(props.value)} />;
  return (
    <TextInput
      {...inputLabel(props)}
      value={textValue(props.value)}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      data-testid={props.testId}
    />
  );
}

/**
 * Multi-line notes. With `edit` the notes grow: what is written stays as it is and the add button opens a box for a
 * new note, appended on a new line (**Decision**: one text value, notes separated by a line break, as the mobile
 * apps' text editor keeps them).
 */
export function TextAreaWidget(props: WidgetProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = textValue(props.value);
  if (props.readOnly) return <ReadOnlyText {...props} text={text} />;
  if (props.attributes.edit !== true) {
    return (
      <Textarea
        {...inputLabel(props)}
        rows={3}
        value={text}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        data-testid={props.testId}
      />
    );
  }
  const add = () => {
    const note = (draft ?? '').trim();
    if (note !== '') props.onChange(text === '' ? note : `${text}\n${note}`);
    setDraft(null);
  };
  return (
    <FieldFrame {...props}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={`${props.testId}-value`}>
        {text === '' ? emptyText(props) : text}
      </Text>
      {draft === null ? (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setDraft('')}
            data-testid={`${props.testId}-add`}
          >
            Add Note
          </Button>
        </Group>
      ) : (
        <Stack gap={4}>
          <Textarea
            aria-label={`New note for ${props.label || props.id}`}
            rows={2}
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            data-testid={`${props.testId}-note`}
          />
          <Group gap="xs">
            <Button size="xs" onClick={add} disabled={draft.trim() === ''} data-testid={`${props.testId}-save-note`}>
              Add
            </Button>
            <Button size="xs" variant="default" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </FieldFrame>
  );
}

/** A number; an hours field (startId/endId) shows the hours the engine computed from its time fields, read-only. */
export function NumberFieldWidget(props: WidgetProps) {
  const endText = endTextOf(props);
  const isHours = props.attributes.startId !== undefined || props.attributes.endId !== undefined;
  if (props.readOnly || isHours) {
    return (
      <ReadOnlyText {...props} text={isHours ? hoursText(props.value) : numberText(props.value)} endText={endText} />
    );
  }
  return (
    <NumberInput
      {...inputLabel(props)}
      value={typeof props.value === 'number' || typeof props.value === 'string' ? props.value : ''}
      onChange={(value) => props.onChange(value === '' ? null : value)}
      rightSection={endText ? <Text size="xs">{endText}</Text> : undefined}
      rightSectionWidth={endText ? 48 : undefined}
      data-testid={props.testId}
    />
  );
}

export function CheckboxWidget(props: WidgetProps) {
  return (
    <Stack gap={4} justify="flex-end" h="100%">
      <Checkbox
        label={props.showLabel ? props.label : undefined}
        aria-label={props.label || props.id}
        checked={props.value === true}
        disabled={props.readOnly}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
        error={props.error}
        data-testid={props.testId}
      />
    </Stack>
  );
}

export function RadioWidget(props: WidgetProps) {
  const options = optionsOf(props.attributes.radioOptions ?? props.attributes.options);
  if (props.readOnly) return <ReadOnlyText {...props} text={displayText(props.value)} />;
  return (
    <Radio.Group
      {...inputLabel(props)}
      value={typeof props.value === 'string' ? props.value : null}
      onChange={(value) => props.onChange(value)}
      data-testid={props.testId}
    >
      <Group gap="md" mt={4}>
        {options.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export function PickerWidget(props: WidgetProps) {
  const options = optionsOf(props.attributes.options).map((option) => ({ id: option, value: option }));
  const current = typeof props.value === 'string' && props.value !== '' ? props.value : null;
  if (props.readOnly) return <ReadOnlyText {...props} text={current ?? ''} />;
  const value =
    current === null ? null : (options.find((option) => option.id === current) ?? { id: current, value: current });
  return (
    <Select
      {...inputLabel(props)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(option) => props.onChange(option?.id ?? null)}
      data-testid={props.testId}
    />
  );
}

/** The form's line-item total in dollars (recomputed; its type is not editable). */
export function TotalWidget(props: WidgetProps) {
  return <ReadOnlyText {...props} text={moneyText(props.value)} />;
}

/** A sum field (adderFieldIds), recomputed (its type is not editable), with two decimals (spec 3 §5). */
export function AdderWidget(props: WidgetProps) {
  return <ReadOnlyText {...props} text={hoursText(props.value)} endText={endTextOf(props)} />;
}
