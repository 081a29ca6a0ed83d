import { Badge, Group, Loader, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAccess } from '../../auth/access';
import { Select, type Option } from '../../ui/Select';
import { useAccounts } from '../accounts';
import {
  FLAG_LABELS,
  useAccountUsers,
  useFlagSettings,
  useSetFlag,
  type FlagName,
  type FlagSetting,
} from './featureFlags';

type Choice = 'on' | 'off' | 'inherit';

const CHOICES = [
  { label: 'On', value: 'on' },
  { label: 'Off', value: 'off' },
  { label: 'Inherit', value: 'inherit' },
];

const toChoice = (override: boolean | null): Choice => (override === null ? 'inherit' : override ? 'on' : 'off');
const fromChoice = (choice: string): boolean | null => (choice === 'inherit' ? null : choice === 'on');

function OnOff({ value, testId }: { value: boolean; testId: string }) {
  return (
    <Badge color={value ? 'green' : 'gray'} variant="light" data-testid={testId}>
      {value ? 'On' : 'Off'}
    </Badge>
  );
}

interface OverrideProps {
  flag: FlagName;
  override: boolean | null;
  level: 'account' | 'user';
  disabled: boolean;
  onChange: (enabled: boolean | null) => void;
}

function Override({ flag, override, level, disabled, onChange }: OverrideProps) {
  return (
    <SegmentedControl
      size="xs"
      data={CHOICES}
      value={toChoice(override)}
      onChange={(choice) => onChange(fromChoice(choice))}
      disabled={disabled}
      aria-label={`${FLAG_LABELS[flag]}, ${level}`}
      data-testid={`feature-flag-${level}-${flag}`}
    />
  );
}

/**
 * /admin/feature-flags: each flag of spec 1 §6 for an account and, optionally, one of its users: the default, the
 * overrides (On, Off, or Inherit to remove) and the value that applies.
 */
export default function FeatureFlagsPage() {
  const { user } = useAccess();
  const [accountId, setAccountId] = useState(user.accountId);
  const [userId, setUserId] = useState<string | null>(null);
  const accounts = useAccounts();
  const users = useAccountUsers(accountId);
  const settings = useFlagSettings(accountId, userId);
  const setFlag = useSetFlag(accountId);

  const accountOptions = (accounts.data ?? []).map((account): Option => ({
    id: account.id,
    value: account.account_name,
  }));
  const userOptions = (users.data ?? []).map((member): Option => ({
    id: member.id,
    value: `${member.firstName} ${member.lastName}`.trim() || (member.email ?? ''),
  }));
  const change = (flag: FlagName, enabled: boolean | null, owner: string | null) =>
    setFlag.mutate({ flag, enabled, userId: owner });

  const row = ({ flag, default: byDefault, account, user: own, effective }: FlagSetting) => (
    <Table.Tr key={flag} data-testid={`feature-flag-row-${flag}`}>
      <Table.Td>
        <Text size="sm">{FLAG_LABELS[flag]}</Text>
        <Text size="xs" c="dimmed">
          {flag}
        </Text>
      </Table.Td>
      <Table.Td>
        <OnOff value={byDefault} testId={`feature-flag-default-${flag}`} />
      </Table.Td>
      <Table.Td>
        <Override
          flag={flag}
          override={account}
          level="account"
          disabled={setFlag.isPending}
          onChange={(enabled) => change(flag, enabled, null)}
        />
      </Table.Td>
      {userId && (
        <Table.Td>
          <Override
            flag={flag}
            override={own}
            level="user"
            disabled={setFlag.isPending}
            onChange={(enabled) => change(flag, enabled, userId)}
          />
        </Table.Td>
      )}
      <Table.Td>
        <OnOff value={effective} testId={`feature-flag-effective-${flag}`} />
      </Table.Td>
    </Table.Tr>
  );

  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        Feature Flags
      </Title>
      <Text c="dimmed" size="sm">
        A user&apos;s own setting beats the account&apos;s, which beats the default. Changes apply when the
        account&apos;s users next load the app.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={800}>
        <Select
          label="Account"
          options={accountOptions}
          value={accountOptions.find((option) => option.id === accountId) ?? null}
          onChange={(option) => {
            if (!option) return;
            setAccountId(option.id);
            setUserId(null);
          }}
          allowDeselect={false}
          data-testid="feature-flags-account"
        />
        <Select
          label="User"
          placeholder="Whole account"
          options={userOptions}
          value={userOptions.find((option) => option.id === userId) ?? null}
          onChange={(option) => setUserId(option?.id ?? null)}
          clearable
          data-testid="feature-flags-user"
        />
      </SimpleGrid>
      {settings.isPending ? (
        <Group>
          <Loader aria-label="Loading" />
        </Group>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm" data-testid="feature-flags-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Flag</Table.Th>
                <Table.Th>Default</Table.Th>
                <Table.Th>Account</Table.Th>
                {userId && <Table.Th>User</Table.Th>}
                <Table.Th>{userId ? "User's value" : "Account's value"}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{(settings.data ?? []).map(row)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
