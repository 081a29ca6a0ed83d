import { Alert, Button, Group, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFileTypePdf } from '@tabler/icons-react';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useEffect, useMemo, useState } from 'react';
import { JsonEditor, parseJson } from '../../ui/jsonEditor/JsonEditor';
import { PageLoader } from '../../ui/PageLoader';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { BUILT_IN_CSS, BUILT_IN_HBS, validateConfig } from './engine';
import { FormTemplateSubPage } from './FormTemplateSubPage';
import type { FormTemplate } from './formTemplates';
import { fetchPdfPreview, useFormPdfConfig, useSaveFormPdfConfig } from './pdfConfig';
import { ProblemList, type ListedProblem } from './ProblemList';

const CODE_EXTENSIONS = [EditorView.lineWrapping];

/** A plain CodeMirror editor (the HTML and CSS modes are not installed: docs/forms.md, PDF-config editor). */
function CodeEditor({
  label,
  value,
  onChange,
  height,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  height: string;
  testId: string;
}) {
  return (
    <Input.Wrapper label={label}>
      <div
        data-testid={testId}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <CodeMirror
          value={value}
          onChange={onChange}
          height={height}
          extensions={CODE_EXTENSIONS}
          basicSetup={{ autocompletion: false }}
          aria-label={label}
        />
      </div>
    </Input.Wrapper>
  );
}

interface Draft {
  hbsTemplate: string;
  cssTemplate: string;
  fields: string;
}

const TEMPLATE_EDITORS = [
  { key: 'hbsTemplate', label: 'Handlebars Template', height: '40vh', testId: 'pdf-config-hbs' },
  { key: 'cssTemplate', label: 'CSS', height: '20vh', testId: 'pdf-config-css' },
] as const;

const draftOf = (config: { hbsTemplate: string; cssTemplate: string; fields: unknown } | null): Draft =>
  config
    ? {
        hbsTemplate: config.hbsTemplate,
        cssTemplate: config.cssTemplate,
        fields: JSON.stringify(config.fields ?? [], null, 2),
      }
    : // **Decision**: a new PDF config starts from the built-in layout (docs/pdf.md), which prints every field.
      { hbsTemplate: BUILT_IN_HBS.trim(), cssTemplate: BUILT_IN_CSS.trim(), fields: '[]' };

function PdfConfigEditor({ template, stored }: { template: FormTemplate; stored: Parameters<typeof draftOf>[0] }) {
  const loaded = useMemo(() => draftOf(stored), [stored]);
  const [draft, setDraft] = useState(loaded);
  const [exists, setExists] = useState(stored !== null);
  const [serverProblems, setServerProblems] = useState<ListedProblem[]>([]);
  const [preview, setPreview] = useState<{ url: string } | { error: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const { save, saving } = useSaveFormPdfConfig();
  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const fields = useMemo(() => parseJson(draft.fields), [draft.fields]);
  const config = useMemo(
    () => (fields.ok ? { hbsTemplate: draft.hbsTemplate, cssTemplate: draft.cssTemplate, fields: fields.value } : null),
    [draft, fields],
  );
  // The server's checks of a PDF config, run here with the same code (the Handlebars parse is the server's).
  const problems = useMemo(() => {
    if (!config) return [];
    const checked = validateConfig('pdf', config, template);
    return checked.ok ? [] : checked.problems;
  }, [config, template]);
  const dirty =
    draft.hbsTemplate !== loaded.hbsTemplate ||
    draft.cssTemplate !== loaded.cssTemplate ||
    draft.fields !== loaded.fields;
  const guard = useUnsavedChangesGuard(dirty && !saving);

  useEffect(() => () => void (preview && 'url' in preview && URL.revokeObjectURL(preview.url)), [preview]);

  const showPreview = async () => {
    if (!config) return;
    setPreviewing(true);
    try {
      const pdf = await fetchPdfPreview(template.id, config);
      setPreview({ url: URL.createObjectURL(pdf) });
    } catch (error) {
      setPreview({ error: error instanceof Error ? error.message : 'The preview failed.' });
    } finally {
      setPreviewing(false);
    }
  };

  const saveConfig = async () => {
    if (!config) return;
    try {
      const message = await save({ formId: template.id, ...config }, exists);
      setExists(true);
      setServerProblems([]);
      showSuccessToast(message);
    } catch (error) {
      const problems = (error as { problems?: ListedProblem[] }).problems ?? [];
      setServerProblems(problems);
      showErrorToast(error instanceof Error ? error.message : 'Error saving the PDF config.');
    }
  };

  return (
    <Stack gap="md">
      {guard}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="sm">
          {TEMPLATE_EDITORS.map(({ key, label, height, testId }) => (
            <CodeEditor
              key={key}
              label={label}
              value={draft[key]}
              onChange={set(key)}
              height={height}
              testId={testId}
            />
          ))}
          <JsonEditor
            label="Fields"
            value={draft.fields}
            onChange={set('fields')}
            invalid={!fields.ok}
            height="20vh"
            data-testid="pdf-config-fields"
          />
          {!fields.ok && (
            <Text c="red" size="sm" data-testid="pdf-config-invalid-json">
              Invalid JSON
            </Text>
          )}
          <ProblemList
            problems={serverProblems.length > 0 ? serverProblems : problems}
            data-testid="pdf-config-problems"
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              onClick={() => void showPreview()}
              disabled={!config}
              loading={previewing}
              data-testid="pdf-config-preview"
            >
              Preview
            </Button>
            <Button
              onClick={() => void saveConfig()}
              disabled={!config || problems.length > 0 || saving || (exists && !dirty)}
              loading={saving}
              data-testid="pdf-config-save"
            >
              Save
            </Button>
          </Group>
        </Stack>
        <Paper withBorder radius="md" p="xs" mih="70vh" data-testid="pdf-config-preview-pane">
          {preview === null && (
            <Text c="dimmed" size="sm" p="sm">
              Preview prints the template on a sample {template.name} with Chromium, as the PDFs are made.
            </Text>
          )}
          {preview && 'error' in preview && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="pdf-config-preview-error">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {preview.error}
              </Text>
            </Alert>
          )}
          {preview && 'url' in preview && (
            <iframe
              src={preview.url}
              title="PDF preview"
              style={{ width: '100%', height: '70vh', border: 0 }}
              data-testid="pdf-config-preview-frame"
            />
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

function PdfConfigLoader({ template }: { template: FormTemplate }) {
  const { config, loading, error } = useFormPdfConfig(template.id);
  if (config === undefined && loading) return <PageLoader />;
  if (error) return <Text c="red">Error fetching the PDF config.</Text>;
  return <PdfConfigEditor template={template} stored={config ?? null} />;
}

/**
 * /admin/forms/{formId}/edit-pdf-config: the PDF config's Handlebars template, CSS and fields list, Save (create or
 * update) and Preview, a PDF printed by Chromium on the template's sample submission (docs/forms.md).
 */
export default function PdfConfigEditorPage() {
  return (
    <FormTemplateSubPage title="Edit PDF Config" data-testid="pdf-config-page">
      {(template) => <PdfConfigLoader key={template.id} template={template} />}
    </FormTemplateSubPage>
  );
}
