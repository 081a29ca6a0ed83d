import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../ui/PageLoader';
import { Select, type Option } from '../../ui/Select';
import { showSuccessToast } from '../../ui/toasts';
import { useFormTemplate } from '../formTemplates';
import { FormRenderer, FormRenderErrorBoundary, type FieldValues } from '../formRenderer';
import { useDocumentForms } from './documentForms';
import { layoutFailure } from './LayoutFailure';
import { localNow, submittedValues } from './documentList';
import { recompute, type CalcTemplate } from './engine';
import { showFailure } from './failure';
import { documentDetailPath, documentsPath } from './paths';
import { SUBMISSION_ERRORS, useCreateSubmission } from './submissions';
import { useFormLookups } from './useFormLookups';

/** Our toast after a submission is created: the spec's "Form Created" (spec 3 §8, Forms). */
export const CREATED_TOAST = 'Form Created';

/** The chosen form filled in and submitted. */
function NewSubmission({ formId }: { formId: string }) {
  const navigate = useNavigate();
  const { template, loading } = useFormTemplate(formId);
  const { lookups, sources, sourcesReady } = useFormLookups();
  const [opened] = useState(localNow);
  const [values, setValues] = useState<FieldValues>({});
  const create = useCreateSubmission();
  const errors = useMemo(
    () => (template ? recompute(template as unknown as CalcTemplate, values).errors : {}),
    [template, values],
  );
  const hasErrors = Object.keys(errors).length > 0;

  if (!template) return loading ? <PageLoader /> : <Text data-testid="document-form-not-found">No Form Found</Text>;
  if (!sourcesReady) return <PageLoader />;

  const submit = () =>
    create.mutate(
      {
        formId,
        fields: submittedValues(values),
        localDateTime: opened.localDateTime,
        timezoneOffset: opened.timezoneOffset,
        version: template.formVersion,
      },
      {
        onSuccess: (submission) => {
          showSuccessToast(CREATED_TOAST);
          void navigate(documentDetailPath(formId, submission.id));
        },
        onError: (error) => showFailure(SUBMISSION_ERRORS.create, error),
      },
    );

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <FormRenderErrorBoundary fallback={layoutFailure}>
          <FormRenderer
            template={template}
            values={values}
            onChange={setValues}
            lookups={lookups}
            sources={sources}
            localDateTime={opened.localDateTime}
          />
        </FormRenderErrorBoundary>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={documentsPath(formId)} data-testid="create-document-cancel">
          Cancel
        </Button>
        <Button onClick={submit} loading={create.isPending} disabled={hasErrors} data-testid="create-document-submit">
          Submit
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /documents/create (spec 3 §2 "Documents"): pick one of the Documents page's forms, fill it in with the form
 * renderer (mapped fields filled from the signed-in user), submit (`POST /api/form`), then its detail page.
 */
export default function CreateDocumentPage() {
  const [params, setParams] = useSearchParams();
  const { forms, loading } = useDocumentForms();
  const formId = params.get('formId');
  const options: Option[] = (forms ?? []).map((form) => ({ id: form.id, value: form.name }));
  const chosen = options.find((option) => option.id === formId) ?? null;

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        New Document
      </Title>
      {loading && !forms ? (
        <PageLoader />
      ) : (
        <Select
          label="Form"
          placeholder="Select a form"
          options={options}
          value={chosen}
          onChange={(option) => setParams(option ? { formId: option.id } : {}, { replace: true })}
          maw={420}
          data-testid="create-document-form"
        />
      )}
      {chosen ? (
        <NewSubmission key={chosen.id} formId={chosen.id} />
      ) : (
        !loading && (
          <Text c="dimmed" data-testid="create-document-pick">
            Choose the form to fill in.
          </Text>
        )
      )}
    </Stack>
  );
}
