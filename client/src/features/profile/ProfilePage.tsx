import { Avatar, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMe } from './useMe';
import { formatPhone } from '../../ui/format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children || '—'}</Text>
    </div>
  );
}

export default function ProfilePage() {
  const { data: me, isPending } = useMe();
  if (isPending) return <Loader aria-label="Loading" />;
  // A failed load has already been reported by an error toast.
  if (!me) return null;

  const fullName = `${me.firstName} ${me.lastName}`.trim();
  return (
    <Stack maw={720} gap="lg">
      <Title order={1} fz={26}>
        Profile
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Group gap="lg" mb="xl">
          <Avatar src={me.picture} name={fullName} color="initials" size={84} radius={84} alt={fullName} />
          <div>
            <Title order={2} fz={22} data-testid="profile-name">
              {fullName}
            </Title>
            <Text c="dimmed">{me.account.name}</Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label="E-mail">{me.email}</Field>
          <Field label="Phone Number">{formatPhone(me.phoneNumber)}</Field>
          <Field label="Account">{me.account.name}</Field>
          <Field label="Divisions">
            {me.divisions.length > 0 && (
              <Group gap={6} mt={4}>
                {me.divisions.map((division) => (
                  <Badge key={division.id} variant="light">
                    {division.divisionName}
                  </Badge>
                ))}
              </Group>
            )}
          </Field>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
