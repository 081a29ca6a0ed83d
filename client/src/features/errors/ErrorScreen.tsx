import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { signOut } from '../../auth/session';
import { openHelpCenter } from '../../ui/helpCenter';

/** The common frame of the error and access pages: a heading, an explanation and the actions. */
export function ErrorScreen({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" ta="center" maw={520} gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="orange">
          <IconAlertTriangle size={40} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
        <Group justify="center" mt="sm">
          {children}
        </Group>
      </Stack>
    </Center>
  );
}

export function HomeButton() {
  return (
    <Button component={Link} to="/">
      HOME
    </Button>
  );
}

export function SupportButton() {
  return (
    <Button variant="default" onClick={openHelpCenter}>
      Support
    </Button>
  );
}

export function SignOutButton() {
  return (
    <Button variant="subtle" color="red" onClick={() => void signOut()}>
      Sign Out
    </Button>
  );
}
