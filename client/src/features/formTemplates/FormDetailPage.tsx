import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { JsonEditor } from '../../ui/jsonEditor/JsonEditor';
import { PageLoader } from '../../ui/PageLoader';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { DeleteFormDialog } from './DeleteFormDialog';
import { editorLinks, templateSummary } from './formDetail';
import { BackLink, FormNotFound } from './FormTemplateSubPage';
import { useDeleteFormTemplate, useFormTemplate } from './formTemplates';
import { formEditorPath, FORMS_PATH } from './paths';

const ignore = () => undefined;

/** /admin/forms/{formId} (spec 3 §2): the read-only summary, the eight editor links and Delete Form. */
export default function FormDetailPage() {
  const { formId } = useParams<{ formId: string }>();
  const { template, loading, error, refetch } = useFormTemplate(formId);
  const { deleteTemplate, deleting } = useDeleteFormTemplate();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const navigate = useNavigate();

  if (!template && loading) return <PageLoader />;
  if (!template || error) return <FormNotFound />;

  const remove = async () => {
    try {
      await deleteTemplate(template.id);
    } catch {
      showErrorToast('Error deleting form template from sql.');
      // A config made elsewhere meanwhile may be why: read the form again, so the dialog lists what blocks it.
      void refetch().catch(ignore);
      return;
    }
    setDeleteOpen(false);
    showSuccessToast('Form deleted from SQL');
    void navigate(FORMS_PATH);
  };

  return (
    <Stack gap="md">
      <BackLink to={FORMS_PATH}>Back to Forms</BackLink>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} fz={26} data-testid="form-detail-name">
            {template.name}
          </Title>
          <Text size="sm" c="dimmed">
            {template.id}
          </Text>
        </Stack>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleteOpen(true)}
          data-testid="form-detail-delete"
        >
          Delete Form
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" data-testid="form-detail-editors">
        {editorLinks(template).map(({ page, label }) => (
          <Button
            key={page}
            component={Link}
            to={formEditorPath(template.id, page)}
            variant="default"
            data-testid={`form-detail-${page}`}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
      <JsonEditor
        label="Summary"
        value={JSON.stringify(templateSummary(template), null, 2)}
        onChange={ignore}
        readOnly
        height="420px"
        data-testid="form-detail-summary"
      />
      <DeleteFormDialog
        template={template}
        opened={deleteOpen}
        deleting={deleting}
        onClose={() => setDeleteOpen(false)}
        onDelete={() => void remove()}
      />
    </Stack>
  );
}
