import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ApiError } from '../../api/http';

/** The text shown when a sign-in style call fails: the server's message, or that it could not be reached. */
export const failureMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'The server could not be reached. Please try again.';

interface AuthCardProps {
  subtitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form-level error, shown above the fields. */
  error?: string;
  /** Why the user is here (such as being signed out), shown above the fields. */
  notice?: string;
  errorTestId: string;
  children: ReactNode;
}

/** The centred card of the public pages (sign-in, set password). */
export function AuthCard({ subtitle, onSubmit, error, notice, errorTestId, children }: AuthCardProps) {
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={400}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} fz={28} c="navy.9">
                Groundcrew
              </Title>
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            </div>
            {notice && (
              <Alert color="blue" variant="light" role="status" data-testid="auth-notice">
                {notice}
              </Alert>
            )}
            {error && (
              <Alert color="red" variant="light" role="alert" data-testid={errorTestId}>
                {error}
              </Alert>
            )}
            {children}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
