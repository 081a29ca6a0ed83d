import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        {title && (
          <Title order={3} fz={18}>
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
