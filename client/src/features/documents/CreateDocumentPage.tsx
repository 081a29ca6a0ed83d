import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../ui/PageLoader';
import { Select, type Option } from '../../ui/Select';
import { showSuccessToast } from '../../ui/toasts';
import type { FormLookups, FormSources } from '../formRenderer';
import { useFormTemplate, type FormTemplate } from '../formTemplates';
import { creatableForms, useDocumentForms } from './documentForms';
import { showFailure } from './failure';
import { documentDetailPath, documentsPath } from './paths';
import { useNewSubmission } from './submissionDetail';
import { SubmissionForm } from './SubmissionParts';
import { SUBMISSION_ERRORS, useCreateSubmission } from './submissions';
import { useFormLookups } from './useFormLookups';

/** Our toast after a submission is created: the spec's "Form Created" (spec 3 §8, Forms). */
export const CREATED_TOAST = 'Form Created';

interface NewFormProps {
  template: FormTemplate;
  lookups: FormLookups;
  sources: FormSources | undefined;
}

/** The chosen form filled in and submitted. */
function NewSubmissionForm({ template, lookups, sources }: NewFormProps) {
  const navigate = useNavigate();
  const draft = useNewSubmission(template);
  const create = useCreateSubmission();

  const submit = () =>
    create.mutate(draft.body(), {
      onSuccess: (submission) => {
        showSuccessToast(CREATED_TOAST);
        void navigate(documentDetailPath(template.id, submission.id));
      },
      onError: (error) => showFailure(SUBMISSION_ERRORS.create, error),
    });

  return (
    <Stack gap="md">
      <SubmissionForm {...draft.form} lookups={lookups} sources={sources} />
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={documentsPath(template.id)} data-testid="create-document-cancel">
          Cancel
        </Button>
        <Button
          onClick={submit}
          loading={create.isPending}
          disabled={draft.hasErrors}
          data-testid="create-document-submit"
        >
          Submit
        </Button>
      </Group>
    </Stack>
  );
}

function NewSubmission({ formId }: { formId: string }) {
  const { template, loading } = useFormTemplate(formId);
  const { lookups, sources, sourcesReady } = useFormLookups();
  if (!template) return loading ? <PageLoader /> : <Text data-testid="document-form-not-found">No Form Found</Text>;
  if (!sourcesReady) return <PageLoader />;
  return <NewSubmissionForm template={template} lookups={lookups} sources={sources} />;
}

/**
 * /documents/create (spec 3 §2 "Documents"): pick a form (the Documents page's, then the account's others), fill it in with the form
 * renderer (mapped fields filled from the signed-in user), submit (`POST /api/form`), then its detail page.
 */
export default function CreateDocumentPage() {
  const [params, setParams] = useSearchParams();
  const { forms, templates, loading } = useDocumentForms();
  const formId = params.get('formId');
  const options: Option[] = (forms && templates ? creatableForms(forms, templates) : []).map((form) => ({
    id: form.id,
    value: form.name,
  }));
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
