import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { parseJson } from '../../ui/jsonEditor/JsonEditor';
import { PageLoader } from '../../ui/PageLoader';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { validateConfig, type Problem } from './engine';
import { FormTemplateSubPage } from './FormTemplateSubPage';
import type { FormTemplate } from './formTemplates';
import { CheckedJsonEditor } from './ProblemList';
import {
  defaultRestConfig,
  editableConfig,
  REST_CONFIGS,
  restProblems,
  useRestConfig,
  useRestConfigWrites,
  type RestConfigName,
} from './restConfigs';

const NO_PROBLEMS: Problem[] = [];

interface EditorProps {
  name: RestConfigName;
  template: FormTemplate;
  stored: Record<string, unknown> | null;
}

function RestConfigEditor({ name, template, stored }: EditorProps) {
  const { kind, title, texts } = REST_CONFIGS[name];
  const exists = stored !== null;
  const loaded = useMemo(
    () => JSON.stringify(stored ? editableConfig(stored) : defaultRestConfig(name, template), null, 2),
    [stored, name, template],
  );
  const [text, setText] = useState(loaded);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [refused, setRefused] = useState<{ text: string; problems: Problem[] } | null>(null);
  const { save, remove } = useRestConfigWrites(name, template);
  const parsed = useMemo(() => parseJson(text), [text]);
  // The server's check, run here with the same code: listed in place and underlined.
  const checked = useMemo(() => {
    if (!parsed.ok) return NO_PROBLEMS;
    const result = validateConfig(kind, parsed.value, template);
    return result.ok ? NO_PROBLEMS : result.problems;
  }, [parsed, kind, template]);
  const problems = refused?.text === text ? refused.problems : checked;
  const busy = save.isPending || remove.isPending;
  const dirty = text !== loaded;
  const guard = useUnsavedChangesGuard(dirty && !busy);

  const submit = () => {
    if (!parsed.ok) return;
    save.mutate(parsed.value, {
      onSuccess: (answer) => {
        setRefused(null);
        setText(JSON.stringify(editableConfig(answer), null, 2));
        showSuccessToast(exists ? texts.updated : texts.created);
      },
      onError: (error) => {
        setRefused({ text, problems: restProblems(error) });
        showErrorToast(texts.saveFailed);
      },
    });
  };
  const deleteConfig = () => {
    setConfirmDelete(false);
    remove.mutate(undefined, {
      onSuccess: () => {
        setText(JSON.stringify(defaultRestConfig(name, template), null, 2));
        showSuccessToast(texts.deleted);
      },
      onError: () => showErrorToast(texts.deleteFailed),
    });
  };

  return (
    <Stack gap="md">
      {guard}
      {!exists && (
        <Text size="sm" c="dimmed" data-testid="config-editor-new">
          This form has no {title} yet: the editor starts from a default one. Save creates it.
        </Text>
      )}
      <CheckedJsonEditor
        label={title}
        value={text}
        onChange={setText}
        invalid={!parsed.ok}
        height="60vh"
        problems={problems}
        data-testid="config-editor"
      />
      <Group justify="space-between">
        <Button
          color="red"
          variant="light"
          disabled={!exists || busy}
          loading={remove.isPending}
          onClick={() => setConfirmDelete(true)}
          data-testid="config-editor-delete"
        >
          Delete
        </Button>
        <Group gap="sm">
          <Button
            variant="default"
            disabled={!dirty || busy}
            onClick={() => setText(loaded)}
            data-testid="config-editor-reset"
          >
            Reset
          </Button>
          <Button
            disabled={!parsed.ok || busy}
            loading={save.isPending}
            onClick={submit}
            data-testid="config-editor-save"
          >
            {exists ? 'Update' : 'Create'}
          </Button>
        </Group>
      </Group>
      <ConfirmationDialog
        opened={confirmDelete}
        title={`Delete ${title}`}
        message={texts.deleteQuestion}
        confirmLabel="Delete"
        onConfirm={deleteConfig}
        onClose={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}

function RestConfigLoader({ name, template }: { name: RestConfigName; template: FormTemplate }) {
  const config = useRestConfig(name, template);
  if (config.isPending) return <PageLoader />;
  if (config.isError) return <Text c="red">{REST_CONFIGS[name].texts.readFailed}</Text>;
  return <RestConfigEditor name={name} template={template} stored={config.data} />;
}

function RestConfigEditorPage({ name }: { name: RestConfigName }) {
  return (
    <FormTemplateSubPage title={`Edit ${REST_CONFIGS[name].title}`} data-testid={`${name}-editor-page`}>
      {(template) => <RestConfigLoader name={name} template={template} />}
    </FormTemplateSubPage>
  );
}

/** /admin/forms/{formId}/edit-dynamic-document (design in docs/forms.md). */
export function DynamicDocumentEditorPage() {
  return <RestConfigEditorPage name="dynamicDocument" />;
}

/** /admin/forms/{formId}/edit-csv-config (design in docs/forms.md). */
export function CsvConfigEditorPage() {
  return <RestConfigEditorPage name="csv" />;
}
