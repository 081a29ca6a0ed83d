import { Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  type ClockTime,
  dateText,
  editClockTime,
  editedMarker,
  hoursText,
  isJsonObject,
  outTimeOptions,
  TIME_PATTERN,
} from '../engine';
import type { WidgetProps } from '../types';
import { FieldFrame } from './common';
import { timeOfDay } from './DateWidgets';

const timesOf = (value: unknown): ClockTime[] =>
  Array.isArray(value) ? value.filter((time): time is ClockTime => isJsonObject(time)) : [];

interface ClockValue {
  clockInTimes: ClockTime[];
  clockOutTimes: ClockTime[];
  outTime: number | null;
}

function clockValue(value: unknown): ClockValue {
  const record = isJsonObject(value) ? value : {};
  return {
    ...record,
    clockInTimes: timesOf(record.clockInTimes),
    clockOutTimes: timesOf(record.clockOutTimes),
    outTime: typeof record.outTime === 'number' ? record.outTime : null,
  };
}

const lastTime = (times: ClockTime[]) => times.at(-1)?.dateTime;

/**
 * Clock in and out (spec 3 §4, Clock hours): the last clock-in and clock-out with "(edited)" once a time was changed,
 * the out-time picker (10 options in steps of minuteIncrements, when showOutTime), and the clock hours the engine
 * computed. An edit keeps the device's time and appends (then overwrites) the office's (editClockTime).
 */
export function ClockTimeWidget(props: WidgetProps) {
  const value = clockValue(props.value);
  const saved = clockValue(props.context.savedValues[props.id]);
  const hours = props.context.hours[props.id];
  const showOut = props.attributes.showOutTime !== false;
  const options = outTimeOptions(props.attributes.minuteIncrements).map((option) => ({
    value: String(option.value),
    label: option.label,
  }));
  const formDate = props.context.localDateTime.slice(0, 10);

  const setTime = (list: 'clockInTimes' | 'clockOutTimes', time: string) => {
    if (time === '') return;
    const date = (lastTime(value[list]) ?? lastTime(value.clockInTimes) ?? formDate).slice(0, 10);
    props.onChange({ ...value, [list]: editClockTime(saved[list], value[list], `${date}T${time}`) });
  };

  const time = (label: string, list: 'clockInTimes' | 'clockOutTimes') => {
    const current = lastTime(value[list]);
    const marker = editedMarker(value[list]);
    return (
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {props.readOnly ? (
          <Text size="sm" data-testid={`${props.testId}-${list === 'clockInTimes' ? 'in' : 'out'}`}>
            {dateText(current, TIME_PATTERN) || '—'}
            {marker && ` ${marker}`}
          </Text>
        ) : (
          <Group gap={4} wrap="nowrap">
            <TimeInput
              aria-label={`${props.label || props.id} ${label}`}
              value={timeOfDay(current)}
              onChange={(event) => setTime(list, event.currentTarget.value)}
              data-testid={`${props.testId}-${list === 'clockInTimes' ? 'in' : 'out'}`}
            />
            {marker && <Text size="xs">{marker}</Text>}
          </Group>
        )}
      </Stack>
    );
  };

  return (
    <FieldFrame {...props}>
      <SimpleGrid cols={showOut ? 4 : 3} spacing="sm">
        {time('Clock In', 'clockInTimes')}
        {time('Clock Out', 'clockOutTimes')}
        {showOut && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              Out Time
            </Text>
            {props.readOnly ? (
              <Text size="sm">
                {options.find((option) => option.value === String(value.outTime))?.label ?? value.outTime ?? '—'}
              </Text>
            ) : (
              <Select
                aria-label={`${props.label || props.id} Out Time`}
                data={options}
                value={value.outTime === null ? null : String(value.outTime)}
                onChange={(minutes) => props.onChange({ ...value, outTime: minutes === null ? null : Number(minutes) })}
                data-testid={`${props.testId}-out-time`}
              />
            )}
          </Stack>
        )}
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Hours
          </Text>
          <Text size="sm" fw={600} data-testid={`${props.testId}-hours`}>
            {hours === null || hours === undefined ? '—' : hoursText(hours)}
          </Text>
        </Stack>
      </SimpleGrid>
    </FieldFrame>
  );
}
