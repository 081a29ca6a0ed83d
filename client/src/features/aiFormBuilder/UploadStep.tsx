import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { AddFileButton } from '../../ui/AddFileButton';
import { formTypeLabel } from './aiTemplate';
import type { AiFormBuilder } from './useAiFormBuilder';

/** What the upload takes (spec 3 §2); the server checks the bytes as well. */
export const ACCEPTED_FILES = '.pdf,.jpg,.jpeg,.png';
const ACCEPTED = /\.(pdf|jpe?g|png)$/i;
export const NOT_ACCEPTED = 'Only PDF, JPG and PNG files can be analysed.';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Step 2: the paper form, dropped or browsed for, and Generate (only with a file and a form type). */
export function UploadStep({ builder, onGenerate }: { builder: AiFormBuilder; onGenerate: () => void }) {
  const [refused, setRefused] = useState(false);
  const [over, setOver] = useState(false);
  const { file, draft } = builder;

  const choose = (chosen: File) => {
    const accepted = ACCEPTED.test(chosen.name);
    setRefused(!accepted);
    if (accepted) builder.setFile(chosen);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };

  return (
    <Stack gap="md" maw={640}>
      <Paper
        withBorder
        radius="md"
        p="xl"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: over ? 'var(--mantine-color-blue-filled)' : undefined,
        }}
        data-testid="ai-form-dropzone"
      >
        <Stack align="center" gap="xs">
          <IconFileUpload size={40} stroke={1.5} />
          <Text fw={600}>Drag and drop your form here</Text>
          <Text size="sm" c="dimmed">
            PDF, JPG or PNG, up to 10 MB
          </Text>
          <Text size="sm" c="dimmed">
            or
          </Text>
          <AddFileButton
            label="Browse Files"
            accept={ACCEPTED_FILES}
            loading={false}
            onFile={choose}
            testId="ai-form-browse"
          />
        </Stack>
      </Paper>
      {refused && (
        <Text c="red" size="sm" data-testid="ai-form-file-refused">
          {NOT_ACCEPTED}
        </Text>
      )}
      {file && (
        <Text size="sm" data-testid="ai-form-file">
          {file.name} ({megabytes(file.size)})
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {draft.formType ? `Form type: ${formTypeLabel(draft.formType)}` : 'Choose a form type in General Info.'}
        </Text>
        <Button
          onClick={onGenerate}
          disabled={!file || !draft.formType}
          loading={builder.dataModelStream.streaming}
          data-testid="ai-form-generate"
        >
          Generate
        </Button>
      </Group>
    </Stack>
  );
}
