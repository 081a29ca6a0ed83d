import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { addRow, streamedRows } from './dataModel';
import { DataModelTable, StreamingDataModel } from './DataModelTable';
import type { AiFormBuilder } from './useAiFormBuilder';

/** Step 3: the data model, empty, streaming in, or shown and editable (spec 3 §2). */
export function DataModelStep({ builder, onUpload }: { builder: AiFormBuilder; onUpload: () => void }) {
  const { dataModel, dataModelStream } = builder;
  const streamed = useMemo(() => streamedRows(dataModelStream.text), [dataModelStream.text]);

  if (dataModelStream.streaming) {
    return (
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="sm">
            <Loader size="sm" />
            <Text data-testid="data-model-analysing">
              Analysing the form… {streamed.length} {streamed.length === 1 ? 'field' : 'fields'} found
            </Text>
          </Group>
          <Button variant="default" onClick={builder.stopAnalysis} data-testid="data-model-reanalyze">
            Re-analyze Form
          </Button>
        </Group>
        <StreamingDataModel items={streamed} />
      </Stack>
    );
  }

  if (!dataModel) {
    return (
      <Stack align="center" gap="sm" py="xl" data-testid="data-model-empty">
        <Text c="dimmed">No data model yet. Upload a form and click Generate to analyse it.</Text>
        <Button variant="default" onClick={onUpload}>
          Upload Form
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => builder.setRows(addRow(dataModel.rows))}
          data-testid="data-model-add"
        >
          Add Field
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={builder.resetRows} data-testid="data-model-reset">
            Reset
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void builder.analyse()}
            disabled={!builder.file}
            data-testid="data-model-regenerate"
          >
            Regenerate
          </Button>
        </Group>
      </Group>
      <DataModelTable rows={dataModel.rows} onChange={builder.setRows} />
    </Stack>
  );
}
