import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { parseJson } from '../../ui/jsonEditor/JsonEditor';
import { PageLoader } from '../../ui/PageLoader';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { NOTIFICATION_CONFIG_DEFAULT, validateConfig, type Problem } from './engine';
import { FormTemplateSubPage } from './FormTemplateSubPage';
import type { FormTemplate } from './formTemplates';
import { useNotificationConfig, useSaveNotificationConfig } from './notificationConfig';
import { FORMS_PATH } from './paths';
import { CheckedJsonEditor } from './ProblemList';

const NO_PROBLEMS: Problem[] = [];

/** Spec 3 §8's notification toasts. */
const TEXTS = {
  create: { success: 'Notification config. created', failure: 'Failed to create' },
  update: { success: 'Notification config. edited', failure: 'Failed to edit' },
};

interface Stored {
  emails: string[];
  templateId: string;
}

function NotificationEditor({ template, stored }: { template: FormTemplate; stored: Stored | null }) {
  const [exists, setExists] = useState(stored !== null);
  const [loaded, setLoaded] = useState(() =>
    JSON.stringify(
      stored ? { emails: stored.emails, templateId: stored.templateId } : NOTIFICATION_CONFIG_DEFAULT,
      null,
      2,
    ),
  );
  const [text, setText] = useState(loaded);
  const { saveConfig, saving } = useSaveNotificationConfig();
  const parsed = useMemo(() => parseJson(text), [text]);
  const checked = useMemo(() => {
    if (!parsed.ok) return undefined;
    return validateConfig('notification', parsed.value, template);
  }, [parsed, template]);
  const problems = checked && !checked.ok ? checked.problems : NO_PROBLEMS;
  const guard = useUnsavedChangesGuard(text !== loaded && !saving);

  const save = async () => {
    if (!parsed.ok || !checked?.ok) return;
    const value = parsed.value as Partial<Stored>;
    const texts = exists ? TEXTS.update : TEXTS.create;
    try {
      const answer = await saveConfig(
        { formTemplateId: template.id, emails: value.emails ?? [], templateId: value.templateId ?? '' },
        exists,
      );
      const saved = answer.notificationConfig;
      const savedText = JSON.stringify(
        saved
          ? { emails: saved.emails, templateId: saved.templateId }
          : { emails: value.emails, templateId: value.templateId },
        null,
        2,
      );
      setExists(true);
      setLoaded(savedText);
      setText(savedText);
      showSuccessToast(texts.success);
    } catch {
      showErrorToast(texts.failure);
    }
  };

  return (
    <Stack gap="md">
      {guard}
      <Text size="sm" c="dimmed">
        Who is e-mailed when this form is submitted (emails), and with which mail template (templateId).
      </Text>
      <CheckedJsonEditor
        label="Notification Config"
        value={text}
        onChange={setText}
        invalid={!parsed.ok}
        height="320px"
        problems={problems}
        data-testid="notification-editor"
      />
      <Group justify="flex-end">
        <Button
          onClick={() => void save()}
          disabled={!parsed.ok || problems.length > 0 || saving}
          loading={saving}
          data-testid="notification-save"
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}

function NotificationLoader({ template }: { template: FormTemplate }) {
  const { config, loading, error } = useNotificationConfig(template.id);
  if (loading && config === undefined) return <PageLoader />;
  if (error) return <Text c="red">Error fetching notification config.</Text>;
  return <NotificationEditor template={template} stored={config ?? null} />;
}

/** /admin/forms/{formId}/notification-settings (spec 3 §2): the config's emails and templateId as JSON. */
export default function NotificationSettingsPage() {
  return (
    <FormTemplateSubPage
      title="Notification Settings"
      back={() => ({ to: FORMS_PATH, label: 'Back to Forms' })}
      data-testid="notification-settings-page"
    >
      {(template) => <NotificationLoader template={template} />}
    </FormTemplateSubPage>
  );
}
