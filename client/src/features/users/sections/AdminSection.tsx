import { ActionIcon, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { SUPER_ADMIN } from '../../../auth/permissions';
import { Checkbox } from '../../../ui/Checkbox';
import { MultiSelect } from '../../../ui/MultiSelect';
import { Select, type Option } from '../../../ui/Select';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';
import { useAccounts } from '../../accounts';
import type { UserFormValues } from '../userFormRules';
import type { User } from '../users';
import { FormSection } from './FormSection';

/** The assignable permissions no toggle stands for (spec 1 §6); only a super admin assigns them. */
const OTHER_PERMISSIONS = ['mobile:vtrackers', SUPER_ADMIN];

function CopyId({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  if (!value) return null;
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => showSuccessToast(`${label} copied`),
      () => showErrorToast(`Could not copy the ${label}`),
    );
  return (
    <Group gap={4}>
      <Text size="sm" c="dimmed">
        {label}: {value}
      </Text>
      <Tooltip label={`Copy ${label}`}>
        <ActionIcon variant="subtle" aria-label={`Copy ${label}`} onClick={() => void copy()} data-testid={testId}>
          <IconCopy size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The super admin's extras (spec 1 §2.8): Account, Veteran, Permissions and the ids to copy. */
export function AdminSection({ user }: { user?: User }) {
  const { control, register, setValue } = useFormContext<UserFormValues>();
  const accounts = useAccounts();
  const accountOptions = (accounts.data ?? []).map((account): Option => ({
    id: account.id,
    value: account.account_name,
  }));
  const toOptions = (permissions: string[]) => permissions.map((permission) => ({ id: permission, value: permission }));
  return (
    <FormSection title="Administration">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="accountId"
          render={({ field, fieldState }) => (
            <Select
              label="Account"
              options={accountOptions}
              value={accountOptions.find((option) => option.id === field.value) ?? null}
              onChange={(option) => {
                field.onChange(option?.id ?? '');
                // Divisions and occupations belong to the account.
                setValue('divisions', [], { shouldDirty: true });
                setValue('occupations', [], { shouldDirty: true });
              }}
              disabled={user !== undefined}
              error={fieldState.error?.message}
              data-testid="user-form-account"
            />
          )}
        />
        <Controller
          control={control}
          name="otherPermissions"
          render={({ field }) => (
            <MultiSelect
              label="Permissions"
              options={toOptions([...new Set([...OTHER_PERMISSIONS, ...field.value])])}
              value={toOptions(field.value)}
              onChange={(options) => field.onChange(options.map((option) => option.id))}
              data-testid="user-form-permissions"
            />
          )}
        />
      </SimpleGrid>
      <Checkbox label="Veteran" {...register('veteran')} data-testid="user-form-veteran" />
      {user && (
        <Group gap="xl">
          <CopyId label="User ID" value={user.id} testId="user-form-copy-id" />
          <CopyId label="Login ID" value={user.loginId} testId="user-form-copy-login-id" />
        </Group>
      )}
    </FormSection>
  );
}
