import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { TextInput } from '../../ui/TextInput';
import type { CustomerValues, JobFormValues } from './jobFormRules';

const FIELDS: { name: keyof CustomerValues; label: string; type?: string }[] = [
  { name: 'name', label: 'Customer Name' },
  { name: 'email', label: 'Customer Email', type: 'email' },
  { name: 'phone', label: 'Customer Phone', type: 'tel' },
  { name: 'contactName', label: 'Contact Name' },
  { name: 'siteContact', label: 'Site Contact' },
  { name: 'siteContactPhone', label: 'Site Contact Phone', type: 'tel' },
];

/** The customer and site contact (spec 2 §3); phones take ten digits, separators allowed. */
export function JobFormCustomer() {
  const { register, formState } = useFormContext<JobFormValues>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {FIELDS.map(({ name, label, type }) => (
        <TextInput
          key={name}
          label={label}
          type={type}
          {...register(`customer.${name}`)}
          error={formState.errors.customer?.[name]?.message}
        />
      ))}
    </SimpleGrid>
  );
}
