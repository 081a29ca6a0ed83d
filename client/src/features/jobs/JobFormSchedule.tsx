import '@mantine/dates/styles.css';
import { SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Select } from '../../ui/Select';
import { timezoneOptions } from './jobFormQueries';
import type { JobVariant } from './jobs';
import { endDateAfterStartMoves, latestEndDate, TIME_OPTIONS, type JobFormValues } from './jobFormRules';

/** What the date inputs show: "Mar 4, 2026". */
const DATE_FORMAT = 'MMM D, YYYY';

/** A time select: quarter hours, no typing (spec 2 §4), disabled until the job has a start date. */
function TimeSelect({ name, label, earliest }: { name: 'startTime' | 'endTime'; label: string; earliest?: string }) {
  const { control } = useFormContext<JobFormValues>();
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
          data-testid={`job-form-${name}`}
        />
      )}
    />
  );
}

/**
 * The job's dates (spec 2 §4): the end date waits for a start and stays within the variant's limit, and moving the
 * start clears an end that no longer fits. Complex jobs add the first task's times and the timezone.
 */
export function JobFormSchedule({ variant }: { variant: JobVariant }) {
  const { control, getValues, setValue, formState } = useFormContext<JobFormValues>();
  const [startDate, endDate, startTime] = useWatch({ control, name: ['startDate', 'endDate', 'startTime'] });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name="startDate"
        render={({ field, fieldState }) => (
          <DatePickerInput
            label="Start Date"
            withAsterisk
            clearable
            valueFormat={DATE_FORMAT}
            placeholder="Select"
            value={field.value}
            onChange={(date) => {
              field.onChange(date);
              const end = endDateAfterStartMoves(date, getValues('endDate'), variant);
              if (end !== getValues('endDate')) {
                setValue('endDate', end, { shouldDirty: true, shouldValidate: formState.isSubmitted });
              }
            }}
            error={fieldState.error?.message}
            data-testid="job-form-startDate"
          />
        )}
      />
      <Controller
        control={control}
        name="endDate"
        render={({ field, fieldState }) => (
          <DatePickerInput
            label="End Date"
            withAsterisk
            clearable
            valueFormat={DATE_FORMAT}
            placeholder="Select"
            disabled={!startDate}
            defaultDate={startDate ?? undefined}
            minDate={startDate ?? undefined}
            maxDate={startDate ? latestEndDate(startDate, variant) : undefined}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            data-testid="job-form-endDate"
          />
        )}
      />
      {variant === 'complex' && (
        <>
          <TimeSelect name="startTime" label="Start Time" />
          <TimeSelect
            name="endTime"
            label="End Time"
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
                  data-testid="job-form-timezone"
                />
              );
            }}
          />
        </>
      )}
    </SimpleGrid>
  );
}
