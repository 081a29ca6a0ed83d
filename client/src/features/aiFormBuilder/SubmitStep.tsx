import { Alert, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { formTypeLabel, missingForSave } from './aiTemplate';
import type { AiFormBuilder } from './useAiFormBuilder';

const fieldCount = (layout: unknown) => (Array.isArray(layout) ? layout.length : 0);

/** Step 6: what will be saved, what is still missing, and Save Form (enabled once nothing is). */
export function SubmitStep({
  builder,
  saving,
  onSave,
}: {
  builder: AiFormBuilder;
  saving: boolean;
  onSave: () => void;
}) {
  const { draft, description } = builder;
  const missing = missingForSave(draft);
  const web = draft.web?.value as { fields?: unknown } | undefined;
  const rows: [string, string][] = [
    ['Form Name', draft.name],
    ['Form Type', draft.formType ? formTypeLabel(draft.formType) : ''],
    ['Division', draft.division?.value ?? ''],
    ['Form Description', description],
    ['IOS Layout', draft.ios?.ok ? `${fieldCount(draft.ios.value)} fields` : ''],
    ['Web Layout', draft.web?.ok ? `${fieldCount(web?.fields)} rows` : ''],
  ];
  return (
    <Stack gap="md" maw={640}>
      <Table data-testid="ai-form-summary">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value || <Text c="dimmed">—</Text>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {missing.length > 0 && (
        <Alert color="yellow" title="Before saving, the form needs" data-testid="ai-form-missing">
          <List size="sm">
            {missing.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onSave} disabled={missing.length > 0} loading={saving} data-testid="ai-form-save">
          Save Form
        </Button>
      </Group>
    </Stack>
  );
}
