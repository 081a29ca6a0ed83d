import { Checkbox, Group } from '@mantine/core';
import { DatePickerInput, DateTimePicker, type DatesRangeValue, TimeInput } from '@mantine/dates';
import { parseISO, startOfWeek } from 'date-fns';
import { anchorToFormDate, DATE_PATTERN, DATE_TIME_PATTERN, dateText, isNextDay, TIME_PATTERN } from '../engine';
import { numberAttribute } from '../fieldInfo';
import type { WidgetProps } from '../types';
import { FieldFrame, inputLabel, ReadOnlyText } from './common';
import { DATE_PLACEHOLDER, toIsoDate } from '../../../ui/format';

/** Mantine's date pickers read and write `YYYY-MM-DD`; a stored date-time gives its date. */
const dateOnly = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/** `YYYY-MM-DD HH:mm:ss` (Mantine) → `YYYY-MM-DDTHH:mm` (the forms' local date-time, docs/forms-calculations.md). */
const localDateTime = (value: string | null): string | null =>
  value === null || value === '' ? null : value.replace(' ', 'T').slice(0, 16);

const DATE_FORMAT = 'MM/DD/YY';

/** Date, invoice date and due date (the due date is recomputed: drawn read-only, as its type is not editable). */
export function DateWidget(props: WidgetProps) {
  if (props.readOnly) return <ReadOnlyText {...props} text={dateText(props.value, DATE_PATTERN)} />;
  return (
    <DatePickerInput
      {...inputLabel(props)}
      clearable
      valueFormat={DATE_FORMAT}
      placeholder={DATE_PLACEHOLDER}
      value={dateOnly(props.value)}
      onChange={(date) => props.onChange(date)}
      data-testid={props.testId}
    />
  );
}

/** A week: the date of its first day (Sunday); shown "Week of 11/16/2026" as the PDFs write it. */
export function WeekDateWidget(props: WidgetProps) {
  const date = dateOnly(props.value);
  if (props.readOnly) {
    return <ReadOnlyText {...props} text={date ? `Week of ${dateText(date, DATE_PATTERN)}` : ''} />;
  }
  return (
    <DatePickerInput
      {...inputLabel(props)}
      clearable
      valueFormat={`[Week of] ${DATE_FORMAT}`}
      placeholder={DATE_PLACEHOLDER}
      value={date}
      onChange={(picked) => props.onChange(picked ? toIsoDate(startOfWeek(parseISO(picked))) : null)}
      data-testid={props.testId}
    />
  );
}

export function DateTimeWidget(props: WidgetProps) {
  if (props.readOnly) return <ReadOnlyText {...props} text={dateText(props.value, DATE_TIME_PATTERN)} />;
  return (
    <DateTimePicker
      {...inputLabel(props)}
      clearable
      valueFormat={`${DATE_FORMAT} h:mma`}
      placeholder={DATE_PLACEHOLDER}
      value={typeof props.value === 'string' && props.value !== '' ? props.value.replace('T', ' ') : null}
      onChange={(value) => props.onChange(localDateTime(value))}
      data-testid={props.testId}
    />
  );
}

/** The billed period `[start, end]`; a required empty range shows Required (spec 3 §5). */
export function DateRangeWidget(props: WidgetProps) {
  const range = Array.isArray(props.value) ? props.value : [];
  const [start, end] = [dateOnly(range[0]), dateOnly(range[1])];
  const error = props.error ?? (props.required && !start && !end ? 'Required' : undefined);
  if (props.readOnly) {
    const text = start || end ? `${dateText(start, DATE_PATTERN)} – ${dateText(end, DATE_PATTERN)}` : '';
    return <ReadOnlyText {...props} text={text} />;
  }
  return (
    <DatePickerInput
      {...inputLabel({ ...props, error })}
      type="range"
      allowSingleDateInRange
      clearable
      valueFormat={DATE_FORMAT}
      placeholder={DATE_PLACEHOLDER}
      value={[start, end] as DatesRangeValue<string>}
      onChange={([from, to]) => props.onChange(from || to ? [from, to] : null)}
      data-testid={props.testId}
    />
  );
}

/** The time of day of a stored local date-time (`HH:mm`). */
export const timeOfDay = (value: unknown): string =>
  typeof value === 'string' ? (/(?:T| )(\d{2}:\d{2})/.exec(value)?.[1] ?? /^\d{2}:\d{2}/.exec(value)?.[0] ?? '') : '';

/**
 * A time on the form's date (Next Day: the day after), `minuteIncrements` the step (default 15). The Next Day
 * checkbox (attribute `checkbox`) is derived from the value's date (docs/forms-calculations.md, Next Day).
 */
export function TimeWidget(props: WidgetProps) {
  const { localDateTime: formDate } = props.context;
  const nextDay = isNextDay(props.value, formDate);
  const withCheckbox = props.attributes.checkbox === true;
  if (props.readOnly) {
    const text = dateText(props.value, TIME_PATTERN);
    return <ReadOnlyText {...props} text={text && nextDay ? `${text} (next day)` : text} />;
  }
  const step = (numberAttribute(props.attributes.minuteIncrements) ?? 15) * 60;
  return (
    <FieldFrame {...props}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <TimeInput
          aria-label={props.label || props.id}
          value={timeOfDay(props.value)}
          step={step}
          onChange={(event) => {
            const time = event.currentTarget.value;
            props.onChange(time === '' ? null : anchorToFormDate(time, formDate, nextDay));
          }}
          error={props.error !== undefined}
          flex={1}
          data-testid={`${props.testId}-input`}
        />
        {withCheckbox && (
          <Checkbox
            mt={8}
            label="Next Day"
            checked={nextDay}
            disabled={timeOfDay(props.value) === ''}
            onChange={(event) => props.onChange(anchorToFormDate(props.value, formDate, event.currentTarget.checked))}
            data-testid={`${props.testId}-next-day`}
          />
        )}
      </Group>
    </FieldFrame>
  );
}
