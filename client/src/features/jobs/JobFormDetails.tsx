import { ColorSwatch, Group, SimpleGrid } from '@mantine/core';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { MultiSelect } from '../../ui/MultiSelect';
import { NumberInput } from '../../ui/NumberInput';
import { Select, type Option } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import { fullName } from '../../ui/people';
import type { JobFormOptions } from './jobFormQueries';
import type { JobVariant } from './jobs';
import { BILLING_FREQUENCIES, jobStatuses, type JobFormValues } from './jobFormRules';

type IdListField = Extract<FieldPath<JobFormValues>, 'divisionIds' | 'branchIds' | 'projectOwner' | 'salesPerson'>;
type IdField = Extract<FieldPath<JobFormValues>, 'status' | 'billingFrequency' | 'colorId'>;

interface IdListSelectProps {
  name: IdListField;
  label: string;
  options: Option[];
  /** One choice (kept as a one-element list) instead of many. */
  single?: boolean;
  required?: boolean;
  readOnly?: boolean;
}

/** A select writing a list of ids: a multi-select, or a single select for the simple form's one division or branch. */
function IdListSelect({ name, label, options, single, required, readOnly }: IdListSelectProps) {
  const { control } = useFormContext<JobFormValues>();
  const testId = `job-form-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const shared = {
          label,
          withAsterisk: required,
          readOnly,
          error: fieldState.error?.message,
          'data-testid': testId,
        };
        return single ? (
          <Select
            {...shared}
            options={options}
            value={options.find(({ id }) => id === field.value[0]) ?? null}
            onChange={(option) => field.onChange(option ? [option.id] : [])}
          />
        ) : (
          <MultiSelect
            {...shared}
            options={options}
            value={options.filter(({ id }) => field.value.includes(id))}
            onChange={(chosen) => field.onChange(chosen.map(({ id }) => id))}
          />
        );
      }}
    />
  );
}

interface IdSelectProps {
  name: IdField;
  label: string;
  options: Option[];
  required?: boolean;
  /** Renders an option's left section (the colour swatch). */
  leftSection?: (id: string | null) => React.ReactNode;
}

/** A select of one id that cannot be emptied (status, billing frequency, colour). */
function IdSelect({ name, label, options, required, leftSection }: IdSelectProps) {
  const { control } = useFormContext<JobFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk={required}
          options={options}
          value={options.find(({ id }) => id === field.value) ?? null}
          onChange={(option) => option && field.onChange(option.id)}
          allowDeselect={false}
          leftSection={leftSection?.(field.value)}
          renderOption={
            leftSection &&
            (({ option }) => (
              <Group gap="xs" wrap="nowrap">
                {leftSection(String(option.value))}
                {option.label}
              </Group>
            ))
          }
          error={fieldState.error?.message}
          data-testid={`job-form-${name}`}
        />
      )}
    />
  );
}

interface JobFormDetailsProps {
  variant: JobVariant;
  /**
   * Spec 2 §2: the reduced mobile form has no status, project owner or salesperson, and read-only division and branch
   * (the job's, or the user's own on a new job). A user with none may choose, or no job could be saved.
   */
  mobile: boolean;
  options: JobFormOptions;
}

/** The job's own fields: name, number, divisions and branches, status, billing, colour, cost and people. */
export function JobFormDetails({ variant, mobile, options }: JobFormDetailsProps) {
  const { control, register, formState } = useFormContext<JobFormValues>();
  const { errors, defaultValues } = formState;
  const lockedDivisions = mobile && Boolean(defaultValues?.divisionIds?.length);
  const lockedBranches = mobile && Boolean(defaultValues?.branchIds?.length);
  const single = variant === 'simple';
  const users = options.users.map((user) => ({ id: user.id, value: fullName(user) }));
  const colours = options.colors.map(({ id, name }) => ({ id, value: name }));
  const swatch = (id: string | null) => {
    const code = options.colors.find((colour) => colour.id === id)?.code;
    return code && <ColorSwatch color={code} size={16} />;
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Job Name" withAsterisk {...register('name')} error={errors.name?.message} />
      <TextInput label="Job Number" withAsterisk {...register('number')} error={errors.number?.message} />
      <IdListSelect
        name="divisionIds"
        label={single ? 'Division' : 'Divisions'}
        options={options.divisions}
        single={single}
        required
        readOnly={lockedDivisions}
      />
      <IdListSelect
        name="branchIds"
        label={single ? 'Branch' : 'Branches'}
        options={options.branches}
        single={single}
        required
        readOnly={lockedBranches}
      />
      {!mobile && <IdSelect name="status" label="Job Status" options={jobStatuses(variant)} required />}
      <IdSelect name="billingFrequency" label="Billing Frequency" options={BILLING_FREQUENCIES} required />
      <IdSelect name="colorId" label="Color" options={colours} leftSection={swatch} />
      <Controller
        control={control}
        name="quotedCost"
        render={({ field }) => (
          <NumberInput
            label="Quoted Cost"
            prefix="$"
            min={0}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {!mobile && (
        <>
          <IdListSelect name="projectOwner" label="Project Owner" options={users} />
          <IdListSelect name="salesPerson" label="Salesperson" options={users} />
        </>
      )}
    </SimpleGrid>
  );
}
