import { Button, SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { Select } from '../../../ui/Select';
import { TextInput } from '../../../ui/TextInput';
import { authMethodOptions, prefixAdminPhone, type UserFormValues } from '../userFormRules';
import type { UserAdminVariant } from '../variant';
import { FormSection } from './FormSection';

interface LoginSectionProps {
  variant: UserAdminVariant;
  /** Shown when editing: sends the user a new invitation. */
  onResendInvite?: () => void;
  resending: boolean;
}

export function LoginSection({ variant, onResendInvite, resending }: LoginSectionProps) {
  const { control, register, watch, formState } = useFormContext<UserFormValues>();
  return (
    <FormSection title="Login">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={control}
          name="authMethod"
          render={({ field, fieldState }) => (
            <Select
              label="Authentication Method"
              options={authMethodOptions(watch('webAccess'))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              data-testid="user-form-auth-method"
            />
          )}
        />
        <TextInput
          label="Email"
          type="email"
          {...register('email')}
          error={formState.errors.email?.message}
          data-testid="user-form-email"
        />
        <Controller
          control={control}
          name="cellPhone"
          render={({ field, fieldState }) => (
            <TextInput
              label="Cell Phone"
              type="tel"
              value={field.value}
              onChange={(event) =>
                field.onChange(
                  variant === 'admin' ? prefixAdminPhone(event.currentTarget.value) : event.currentTarget.value,
                )
              }
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              data-testid="user-form-cell-phone"
            />
          )}
        />
      </SimpleGrid>
      {onResendInvite && (
        <Button
          variant="light"
          w="fit-content"
          onClick={onResendInvite}
          loading={resending}
          data-testid="user-form-resend-invite"
        >
          Resend Invite
        </Button>
      )}
    </FormSection>
  );
}
