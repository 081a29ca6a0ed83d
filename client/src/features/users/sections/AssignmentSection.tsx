import { SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { MultiSelect } from '../../../ui/MultiSelect';
import type { UserFormValues } from '../userFormRules';
import { useUserLookups } from '../useUserLookups';
import { FormSection } from './FormSection';

const PICKERS = [
  { name: 'divisions', label: 'Division', testId: 'user-form-divisions' },
  { name: 'branches', label: 'Branch', testId: 'user-form-branches' },
  { name: 'occupations', label: 'Occupation', testId: 'user-form-occupations' },
] as const;

/** Division, Branch and Occupation of the user, from the chosen account's lookups. */
export function AssignmentSection() {
  const { control, watch } = useFormContext<UserFormValues>();
  const lookups = useUserLookups(watch('accountId'));
  return (
    <FormSection>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PICKERS.map(({ name, label, testId }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <MultiSelect
                label={label}
                options={lookups[name]}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                data-testid={testId}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
