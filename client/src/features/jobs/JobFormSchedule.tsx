import '@mantine/dates/styles.css';
import { SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Select } from '../../ui/Select';
import { timezoneOptions } from './jobFormQueries';
import type { JobVariant } from './jobs';
import { endDateAfterStartMoves, latestEndDate, TIME_OPTIONS, type JobFormValues } from './jobFormRules';
import { DATE_PLACEHOLDER } from '../../ui/format';

/** What the date inputs show: "Mar 4, 2026". */
const DATE_FORMAT = 'MMM D, YYYY';

/** The fields this part edits: the job form's, and a task's (jobTasks.ts) under the same names. */
type ScheduleValues = Pick<JobFormValues, 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'timezone'>;

interface TimeSelectProps {
  name: 'startTime' | 'endTime';
  label: string;
  earliest?: string;
  testId: string;
}

/** A time select: quarter hours, no typing (spec 2 §4), disabled until the job has a start date. */
function TimeSelect({ name, label, earliest, testId }: TimeSelectProps) {
  const { control } = useFormContext<ScheduleValues>();
  const startDate = useWatch({ control, name: 'startDate' });
  const options = earliest ? TIME_OPTIONS.filter(({ id }) => id >= earliest) : TIME_OPTIONS;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          searchable={false}
          clearable
          disabled={!startDate}
          options={options}
          value={TIME_OPTIONS.find(({ id }) => id === field.value) ?? null}
          onChange={(option) => field.onChange(option?.id ?? null)}
          error={fieldState.error?.message}
          data-testid={testId}
        />
      )}
    />
  );
}

interface JobFormScheduleProps {
  variant: JobVariant;
  /** The test ids' prefix: "job-form", or "task-form" in the task editor. */
  idPrefix?: string;
  /** A further task may have no dates; the job form's are required. */
  datesRequired?: boolean;
  /** The first task's dates are the job's: shown, changed with the job's. */
  datesLocked?: boolean;
}

/**
 * The job's dates (spec 2 §4): the end date waits for a start and stays within the variant's limit, and moving the
 * start clears an end that no longer fits. Complex jobs add the first task's times and the timezone. A task's
 * editor uses it for the task's own dates, times and timezone.
 */
export function JobFormSchedule({
  variant,
  idPrefix = 'job-form',
  datesRequired = true,
  datesLocked = false,
}: JobFormScheduleProps) {
  const { control, getValues, setValue, formState } = useFormContext<ScheduleValues>();
  const [startDate, endDate, startTime] = useWatch({ control, name: ['startDate', 'endDate', 'startTime'] });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name="startDate"
        render={({ field, fieldState }) => (
          <DatePickerInput
            label="Start Date"
            withAsterisk={datesRequired}
            clearable={!datesLocked}
            disabled={datesLocked}
            valueFormat={DATE_FORMAT}
            placeholder={DATE_PLACEHOLDER}
            value={field.value}
            onChange={(date) => {
              field.onChange(date);
              const end = endDateAfterStartMoves(date, getValues('endDate'), variant);
              if (end !== getValues('endDate')) {
                setValue('endDate', end, { shouldDirty: true, shouldValidate: formState.isSubmitted });
              }
            }}
            error={fieldState.error?.message}
            data-testid={`${idPrefix}-startDate`}
          />
        )}
      />
      <Controller
        control={control}
        name="endDate"
        render={({ field, fieldState }) => (
          <DatePickerInput
            label="End Date"
            withAsterisk={datesRequired}
            clearable={!datesLocked}
            valueFormat={DATE_FORMAT}
            placeholder={DATE_PLACEHOLDER}
            disabled={datesLocked || !startDate}
            defaultDate={startDate ?? undefined}
            minDate={startDate ?? undefined}
            maxDate={startDate ? latestEndDate(startDate, variant) : undefined}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            data-testid={`${idPrefix}-endDate`}
          />
        )}
      />
      {variant === 'complex' && (
        <>
          <TimeSelect name="startTime" label="Start Time" testId={`${idPrefix}-startTime`} />
          <TimeSelect
            name="endTime"
            label="End Time"
            testId={`${idPrefix}-endTime`}
            earliest={startDate && startDate === endDate ? (startTime ?? undefined) : undefined}
          />
          <Controller
            control={control}
            name="timezone"
            render={({ field }) => {
              const zones = timezoneOptions(field.value);
              return (
                <Select
                  label="Timezone"
                  options={zones}
                  value={zones.find(({ id }) => id === field.value) ?? null}
                  onChange={(option) => option && field.onChange(option.id)}
                  allowDeselect={false}
                  data-testid={`${idPrefix}-timezone`}
                />
              );
            }}
          />
        </>
      )}
    </SimpleGrid>
  );
}
