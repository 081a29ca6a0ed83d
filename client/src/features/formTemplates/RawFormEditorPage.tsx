import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { parseJson } from '../../ui/jsonEditor/JsonEditor';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { checkLayout, type Problem } from './engine';
import { FormTemplateSubPage } from './FormTemplateSubPage';
import { type FormTemplate, useUpdateFormTemplate } from './formTemplates';
import { updateProblems } from './serverProblems';
import { CheckedJsonEditor } from './ProblemList';
import { rawTemplate, rawTemplateText, rawTemplateUpdate } from './rawTemplate';

const BACKUP_WARNING = 'This action cannot be undone. Please take a backup of existing form just in case.';

function RawFormEditor({ template }: { template: FormTemplate }) {
  const loaded = useMemo(() => rawTemplateText(template), [template]);
  const [text, setText] = useState(loaded);
  const [confirming, setConfirming] = useState(false);
  const [serverProblems, setServerProblems] = useState<Problem[]>([]);
  const { updateTemplate, updating } = useUpdateFormTemplate();
  const parsed = useMemo(() => parseJson(text), [text]);
  const update = useMemo(
    () => (parsed.ok ? rawTemplateUpdate(rawTemplate(template), parsed.value) : undefined),
    [parsed, template],
  );
  // The server's checks, run here with the same code (docs/forms.md): listed in place and underlined.
  const problems = useMemo(
    () => (update?.ok === false ? update.problems : parsed.ok ? checkLayout(parsed.value) : []),
    [parsed, update],
  );
  // The server's answer to the last save, until the text changes; else the checks of the text.
  const [serverText, setServerText] = useState<string | null>(null);
  const shown = serverProblems.length && serverText === text ? serverProblems : problems;
  const dirty = text !== loaded;
  const guard = useUnsavedChangesGuard(dirty && !updating);

  const reset = () => {
    setText(loaded);
    setServerProblems([]);
  };
  const save = async () => {
    setConfirming(false);
    if (!update?.ok) return;
    try {
      const answer = await updateTemplate(template.id, update.input);
      setServerProblems([]);
      if (answer.formTemplate) setText(rawTemplateText(answer.formTemplate));
      showSuccessToast('Form updated successfully in SQL..');
    } catch (error) {
      setServerProblems(updateProblems(error));
      setServerText(text);
      showErrorToast('Error updating form.');
    }
  };

  return (
    <Stack gap="md">
      {guard}
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        data-testid="raw-form-backup-warning"
      >
        {BACKUP_WARNING}
      </Alert>
      <CheckedJsonEditor
        label="Form JSON"
        value={text}
        onChange={setText}
        invalid={!parsed.ok}
        height="65vh"
        problems={shown}
        data-testid="raw-form-editor"
      />
      <Stack gap="xs" align="flex-end">
        <Button.Group>
          <Button variant="default" onClick={reset} disabled={!dirty || updating} data-testid="raw-form-reset">
            Reset
          </Button>
          <Button
            onClick={() => setConfirming(true)}
            disabled={!parsed.ok || !update?.ok || updating}
            loading={updating}
            data-testid="raw-form-save"
          >
            Save
          </Button>
        </Button.Group>
      </Stack>
      <ConfirmationDialog
        opened={confirming}
        title="Save Changes"
        message={BACKUP_WARNING}
        confirmLabel="Save"
        onConfirm={() => void save()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** /admin/forms/{formId}/edit-raw-form (spec 3 §2): the whole template as JSON, with Reset and Save. */
export default function RawFormEditorPage() {
  return (
    <FormTemplateSubPage title="Edit Raw Form" data-testid="raw-form-page">
      {(template) => <RawFormEditor key={template.id} template={template} />}
    </FormTemplateSubPage>
  );
}
