import '@mantine/dates/styles.css';
import { Group, InputBase, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { formatTime } from '../../ui/format';
import { Select, type Option } from '../../ui/Select';
import {
  closedRange,
  isCompleteRange,
  latestEnd,
  rangeLabel,
  type DashboardJob,
  type DateRange,
  type FirstTask,
} from './dashboard';
import type { Change } from './dashboardApi';
import { timezoneOptions } from './jobFormQueries';
import { TIME_OPTIONS } from './jobFormRules';

type Save = (change: Change) => Promise<boolean>;

interface DateRangeFieldProps {
  job: DashboardJob;
  save: Save;
  /** After a saved range: the availability check re-runs. */
  onSaved: (range: [string, string]) => void;
}

/**
 * The job's date range (spec 2 §4): with only a start chosen the calendar stays open and offers ends up to 5 years
 * later; the range is saved once both ends are chosen; closing it with one end only makes that a single day (today
 * when nothing was chosen); a failed save restores the previous range.
 */
export function DateRangeField({ job, save, onSaved }: DateRangeFieldProps) {
  const [range, setRange] = useState<DateRange>([job.startDate, job.endDate]);
  const [draft, setDraft] = useState<DateRange>(range);
  const [opened, setOpened] = useState(false);

  const commit = async (next: [string, string]) => {
    setOpened(false);
    setDraft(next);
    if (next[0] === range[0] && next[1] === range[1]) return;
    const previous = range;
    setRange(next);
    if (await save({ kind: 'dates', startDate: next[0], endDate: next[1] })) {
      onSaved(next);
    } else {
      setRange(previous);
      setDraft(previous);
    }
  };
  const pick = (value: DateRange) => {
    setDraft(value);
    if (isCompleteRange(value)) void commit(value);
  };
  const toggle = () => {
    if (opened) return void commit(closedRange(draft, new Date()));
    setDraft(range);
    setOpened(true);
  };

  return (
    <Popover
      opened={opened}
      onChange={(open) => {
        if (!open) void commit(closedRange(draft, new Date()));
      }}
      position="bottom-start"
      trapFocus
    >
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label="Dates"
          leftSection={<IconCalendar size={16} />}
          onClick={toggle}
          data-testid="job-dashboard-dates"
        >
          {rangeLabel(opened ? draft : range) || 'Select dates'}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          type="range"
          allowSingleDateInRange
          value={draft}
          onChange={pick}
          maxDate={latestEnd(draft)}
          defaultDate={draft[0] ?? undefined}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

/** A saved time off the quarter-hour grid still shows as itself. */
const timeOptions = (time: string | null): Option[] =>
  time && !TIME_OPTIONS.some(({ id }) => id === time)
    ? [{ id: time, value: formatTime(time) }, ...TIME_OPTIONS]
    : TIME_OPTIONS;

const chosen = (options: Option[], id: string | null) => options.find((option) => option.id === id) ?? null;

interface TimesFieldsProps {
  task: FirstTask | null;
  hasStart: boolean;
  save: Save;
}

type Times = Pick<FirstTask, 'startTime' | 'endTime' | 'timezone'>;

/**
 * The first task's start and end times and timezone, each saved on change (spec 2 §4/§5): the times are disabled
 * until the job has a start date and cannot be typed; a time save needs a task, a timezone save a value. A failed
 * save restores the previous value.
 */
export function TimesFields({ task, hasStart, save }: TimesFieldsProps) {
  const [times, setTimes] = useState<Times>({
    startTime: task?.startTime ?? null,
    endTime: task?.endTime ?? null,
    timezone: task?.timezone ?? null,
  });
  const change = async (field: keyof Times, value: string | null) => {
    if (!task || (field === 'timezone' && !value)) return;
    const previous = times;
    setTimes({ ...times, [field]: value });
    if (!(await save({ kind: 'times', task: { [field]: value } }))) setTimes(previous);
  };
  const disabled = !task || !hasStart;
  const starts = timeOptions(times.startTime);
  const ends = timeOptions(times.endTime);
  const zones = timezoneOptions(times.timezone);
  // Hundreds of options: rendered only while the list is open.
  const comboboxProps = { keepMounted: false };
  return (
    <Group align="flex-start" wrap="nowrap">
      <Select
        label="Start Time"
        w={140}
        placeholder="None"
        options={starts}
        value={chosen(starts, times.startTime)}
        onChange={(option) => void change('startTime', option?.id ?? null)}
        searchable={false}
        clearable
        disabled={disabled}
        comboboxProps={comboboxProps}
        data-testid="job-dashboard-start-time"
      />
      <Select
        label="End Time"
        w={140}
        placeholder="None"
        options={ends}
        value={chosen(ends, times.endTime)}
        onChange={(option) => void change('endTime', option?.id ?? null)}
        searchable={false}
        clearable
        disabled={disabled}
        comboboxProps={comboboxProps}
        data-testid="job-dashboard-end-time"
      />
      <Select
        label="Timezone"
        flex={1}
        options={zones}
        value={chosen(zones, times.timezone)}
        onChange={(option) => void change('timezone', option?.id ?? null)}
        allowDeselect={false}
        disabled={!task}
        comboboxProps={comboboxProps}
        data-testid="job-dashboard-timezone"
      />
    </Group>
  );
}
