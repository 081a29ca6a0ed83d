import { SimpleGrid, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Select, type Option } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import type { Division } from '../accounts';
import type { BranchFormValues } from './branchFormRules';
import { ImagePicker } from '../../ui/images/ImagePicker';

interface BranchFormProps {
  form: UseFormReturn<BranchFormValues>;
  /** Editing an existing branch: its name cannot change. */
  editing: boolean;
  divisions: Division[];
}

/** The branch fields of spec 1 §2.6, shared by the admin pages and the Account Settings modal. */
export function BranchForm({ form, editing, divisions }: BranchFormProps) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const options: Option[] = divisions.map((division) => ({ id: division.id, value: division.divisionName }));
  const text = (name: Exclude<keyof BranchFormValues, 'divisionId' | 'logo' | 'quoteCover'>, testId: string) => ({
    ...register(name),
    error: errors[name]?.message,
    'data-testid': `branch-form-${testId}`,
  });

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="logo"
          render={({ field }) => (
            <ImagePicker
              label="Branch Image"
              value={field.value}
              onChange={field.onChange}
              error={errors.logo?.message}
              testId="branch-form-logo"
            />
          )}
        />
        <Controller
          control={control}
          name="quoteCover"
          render={({ field }) => (
            <ImagePicker
              label="Quote Cover Image"
              value={field.value}
              onChange={field.onChange}
              testId="branch-form-quote-cover"
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Branch Name" disabled={editing} {...text('name', 'name')} />
        <Controller
          control={control}
          name="divisionId"
          render={({ field }) => (
            <Select
              label="Division ID"
              options={options}
              value={options.find((option) => option.id === field.value) ?? null}
              onChange={(option) => field.onChange(option?.id ?? null)}
              clearable
              data-testid="branch-form-division"
            />
          )}
        />
        <TextInput label="Email" type="email" {...text('email', 'email')} />
        <TextInput label="Phone Number" type="tel" {...text('phoneNumber', 'phone-number')} />
        <TextInput label="Address" {...text('address', 'address')} />
        <TextInput label="City" {...text('city', 'city')} />
        <TextInput label="State" {...text('state', 'state')} />
        <TextInput label="Postal Code" {...text('postalCode', 'postal-code')} />
      </SimpleGrid>
    </Stack>
  );
}
