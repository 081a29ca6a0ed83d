import { Badge, Button, Code, Group, Loader, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { JsonEditor } from '../../ui/jsonEditor/JsonEditor';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { ProblemList } from '../formTemplates';
import { partialValue } from './stream';
import type { AiFormBuilder } from './useAiFormBuilder';

const LABELS = { ios: 'IOS Layout', web: 'Web Layout' } as const;

/** Copies a new UUID, for a field added by hand in the JSON (spec 3 §8). */
function copyNewUuid() {
  navigator.clipboard.writeText(crypto.randomUUID()).then(
    () => showSuccessToast('New UUID copied to clipboard'),
    () => showErrorToast('Unable to copy the UUID.'),
  );
}

/** The template while it streams: what has arrived, as JSON so far (partial-json), growing. */
function LiveTemplate({ text }: { text: string }) {
  const shown = useMemo(() => {
    const value = partialValue(text);
    return value === undefined ? text : JSON.stringify(value, null, 2);
  }, [text]);
  return (
    <ScrollArea h="55vh" type="auto">
      <Code block data-testid="template-live">
        {shown}
      </Code>
    </ScrollArea>
  );
}

/**
 * Steps 4 and 5: the template's IOS or Web layout (spec 3 §2). Generate Form streams the template from the data model
 * (live, "This may take a minute...", Re-analyze Form stops it); then JSON and Errors tabs: the layout's JSON (red
 * border when it is not JSON, the layout checks underlined) and the checks listed.
 */
export function TemplateStep({ builder, kind }: { builder: AiFormBuilder; kind: 'ios' | 'web' }) {
  const { templateStream, layouts } = builder;
  const { parsed, problems, underlined } = builder.checks[kind];

  if (templateStream.streaming) {
    return (
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="sm">
            <Loader size="sm" />
            <Text data-testid="template-waiting">This may take a minute...</Text>
          </Group>
          <Button variant="default" onClick={builder.eraseTemplate} data-testid="template-reanalyze">
            Re-analyze Form
          </Button>
        </Group>
        <LiveTemplate text={templateStream.text} />
      </Stack>
    );
  }

  if (!layouts) {
    const rows = builder.dataModel?.rows.length ?? 0;
    return (
      <Stack align="center" gap="sm" py="xl" data-testid="template-empty">
        <Text c="dimmed">
          {rows > 0
            ? 'No form template yet. Generate Form lays the data model out into the IOS and web layouts.'
            : 'No form template yet. Generate a data model first.'}
        </Text>
        <Button onClick={() => void builder.generate()} disabled={rows === 0} data-testid="template-generate">
          Generate Form
        </Button>
      </Stack>
    );
  }

  const errors = (parsed.ok ? 0 : 1) + problems.length;
  return (
    <Stack gap="sm">
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconCopy size={16} />}
          onClick={copyNewUuid}
          data-testid="template-new-uuid"
        >
          New UUID
        </Button>
        <Button variant="default" color="red" onClick={builder.eraseTemplate} data-testid="template-erase">
          Erase Form and start again
        </Button>
      </Group>
      <Tabs defaultValue="json" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="json">JSON</Tabs.Tab>
          <Tabs.Tab
            value="errors"
            rightSection={
              errors > 0 ? (
                <Badge color="red" size="sm" circle>
                  {errors}
                </Badge>
              ) : undefined
            }
          >
            Errors
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="json" pt="sm">
          <JsonEditor
            label={LABELS[kind]}
            value={layouts[kind]}
            onChange={(text) => builder.setLayoutText(kind, text)}
            invalid={!parsed.ok}
            height="55vh"
            problems={underlined}
            data-testid={`template-${kind}-json`}
          />
        </Tabs.Panel>
        <Tabs.Panel value="errors" pt="sm" data-testid={`template-${kind}-errors`}>
          {!parsed.ok && (
            <Text c="red" fw={600}>
              Invalid JSON: {parsed.error}
            </Text>
          )}
          <ProblemList title="Layout checks" problems={problems} data-testid={`template-${kind}-problems`} />
          {errors === 0 && <Text c="dimmed">No errors.</Text>}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
