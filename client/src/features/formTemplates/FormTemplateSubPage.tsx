import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoader } from '../../ui/PageLoader';
import { type FormTemplate, useFormTemplate } from './formTemplates';
import { formDetailPath, FORMS_PATH } from './paths';

/** A back link with its arrow ("Back to Forms", "Back to {form name} Detail"). */
export function BackLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" data-testid={testId ?? 'form-back-link'}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <span>{children}</span>
      </Group>
    </Anchor>
  );
}

/** "Form not found." with the way back to the list, for a missing id or another account's form. */
export function FormNotFound() {
  return (
    <Stack gap="md">
      <BackLink to={FORMS_PATH}>Back to Forms</BackLink>
      <Text data-testid="form-not-found">Form not found.</Text>
    </Stack>
  );
}

export interface FormTemplateSubPageProps {
  /** The page's heading, e.g. "Edit Raw Form". */
  title: string;
  /** Buttons at the heading's right (Reset, Save, …). */
  actions?: (template: FormTemplate) => ReactNode;
  /** The page's body, given the loaded template. */
  children: (template: FormTemplate) => ReactNode;
  /** Where the back link goes and what it says; default "Back to {form name} Detail" to the form's detail page. */
  back?: (template: FormTemplate) => { to: string; label: string };
  'data-testid'?: string;
}

/**
 * The chrome of a form template's sub-pages (/admin/forms/{formId}/…): loads the template of the route's `formId`,
 * shows a loader, "Form not found." when it cannot be read, else the back link "Back to {form name} Detail", the
 * heading with its actions, and the body.
 */
export function FormTemplateSubPage({
  title,
  actions,
  children,
  back,
  'data-testid': testId,
}: FormTemplateSubPageProps) {
  const { formId } = useParams<{ formId: string }>();
  const { template, loading, error } = useFormTemplate(formId);
  if (!template && loading) return <PageLoader />;
  if (!template || error) return <FormNotFound />;
  const backLink = back?.(template) ?? { to: formDetailPath(template.id), label: `Back to ${template.name} Detail` };
  return (
    <Stack gap="md" data-testid={testId}>
      <BackLink to={backLink.to}>{backLink.label}</BackLink>
      <Group justify="space-between" align="center">
        <Title order={1} fz={24}>
          {title}
        </Title>
        {actions && <Group gap="sm">{actions(template)}</Group>}
      </Group>
      {children(template)}
    </Stack>
  );
}
