import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useDivisions } from '../accounts';
import { showErrorToast, showSuccessToast, useErrorToast } from '../../ui/toasts';
import { PageLoader } from '../../ui/PageLoader';
import { BackLink } from './FormTemplateSubPage';
import { type FormTemplateSummary, readTemplateForCopy, useFormTemplates } from './formTemplates';
import { CREATE_FORM_PATH, formDetailPath } from './paths';
import { rawTemplateText } from './rawTemplate';

function FormCard({ form, divisionNames }: { form: FormTemplateSummary; divisionNames: Map<string, string> }) {
  const divisionIds = form.divisionIds.length ? form.divisionIds : form.divisionId ? [form.divisionId] : [];
  const divisions = divisionIds.map((id) => divisionNames.get(id) ?? id).join(', ');
  const copy = async () => {
    try {
      const template = await readTemplateForCopy(form.id);
      await navigator.clipboard.writeText(rawTemplateText(template));
      showSuccessToast('Form Copied!');
    } catch {
      showErrorToast('Unable to copy form.');
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid={`form-card-${form.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Text component={Link} to={formDetailPath(form.id)} fw={600} fz="lg" c="blue" data-testid="form-card-title">
            {form.title}
          </Text>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            ID: {form.id}
          </Text>
          <Text size="sm">Name: {form.name}</Text>
          <Text size="sm">Divisions: {divisions || 'None'}</Text>
          {form.hasDynamicDocument && (
            <Badge variant="light" w="fit-content" data-testid="form-card-dynamic-document">
              Dynamic Document
            </Badge>
          )}
        </Stack>
        <Tooltip label="Copy Form">
          <ActionIcon
            variant="subtle"
            aria-label={`Copy ${form.name}`}
            onClick={() => void copy()}
            data-testid="form-card-copy"
          >
            <IconCopy size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}

/** /admin/forms, Account Forms (spec 3 §2): the account's templates as two-column cards. */
export default function FormListPage() {
  const { templates, loading, error } = useFormTemplates();
  const divisions = useDivisions();
  useErrorToast(error, 'Error fetching forms.');
  const divisionNames = new Map((divisions.data ?? []).map((division) => [division.id, division.divisionName]));
  const forms = templates ?? [];

  return (
    <Stack gap="md">
      <BackLink to="/admin">Back to Admin</BackLink>
      <Group justify="space-between">
        <Title order={1} fz={26}>
          Account Forms
        </Title>
        <Button component={Link} to={CREATE_FORM_PATH} leftSection={<IconPlus size={16} />} data-testid="forms-create">
          Create Form
        </Button>
      </Group>
      {loading && !templates ? (
        <PageLoader />
      ) : forms.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="forms-empty">
          No Forms Found
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="forms-list">
          {forms.map((form) => (
            <FormCard key={form.id} form={form} divisionNames={divisionNames} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
