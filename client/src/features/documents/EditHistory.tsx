import { Badge, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { formatDateTime } from '../../ui/format';
import type { FormTemplate } from '../formTemplates';
import { formFields, type EngineTemplate } from './engine';
import { historyEntries, type AuditEntry } from './history';

interface EditHistoryProps {
  entries: AuditEntry[] | undefined;
  loading: boolean;
  /** The submission's form: its fields are named by their labels. */
  template: FormTemplate;
  /** The test ids' prefix: `{testId}`, `{testId}-empty`, `{testId}-<entry id>`, `{testId}-who|when|reason|fields`. */
  testId?: string;
}

/**
 * The submission's edit history (spec 3 §9): newest first, each entry with who (first name, last initial), when
 * (relative, the exact time on hover), the reason and at most 5 changed fields.
 */
export function EditHistory({ entries, loading, template, testId = 'document-history' }: EditHistoryProps) {
  const fields = useMemo(() => formFields(template as unknown as EngineTemplate), [template]);
  const shown = entries ? historyEntries(entries, (fieldId) => fields.get(fieldId)?.label ?? fieldId) : [];
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={2} fz="lg" mb="sm">
        Edit History
      </Title>
      {loading && !entries ? (
        <Loader size="sm" aria-label="Loading" />
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
          No edits yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {shown.map((entry) => (
            <Stack key={entry.id} gap={4} data-testid={`${testId}-${entry.id}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} data-testid={`${testId}-who`}>
                  {entry.who}
                </Text>
                <Tooltip label={formatDateTime(entry.at)}>
                  <Text size="xs" c="dimmed" data-testid={`${testId}-when`}>
                    {entry.when}
                  </Text>
                </Tooltip>
              </Group>
              {entry.reason && (
                <Text size="sm" data-testid={`${testId}-reason`}>
                  {entry.reason}
                </Text>
              )}
              {entry.fields.length > 0 && (
                <Group gap={4} data-testid={`${testId}-fields`}>
                  {entry.fields.map((name, index) => (
                    <Badge key={`${name}-${index}`} variant="light" color="gray" tt="none">
                      {name}
                    </Badge>
                  ))}
                  {entry.more > 0 && (
                    <Text size="xs" c="dimmed">
                      and {entry.more} more
                    </Text>
                  )}
                </Group>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
