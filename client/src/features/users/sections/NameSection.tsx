import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { TextInput } from '../../../ui/TextInput';
import type { UserFormValues } from '../userFormRules';
import { FormSection } from './FormSection';

export function NameSection() {
  const { register, formState } = useFormContext<UserFormValues>();
  return (
    <FormSection>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First Name"
          {...register('firstName')}
          error={formState.errors.firstName?.message}
          data-testid="user-form-first-name"
        />
        <TextInput
          label="Last Name"
          {...register('lastName')}
          error={formState.errors.lastName?.message}
          data-testid="user-form-last-name"
        />
      </SimpleGrid>
    </FormSection>
  );
}
