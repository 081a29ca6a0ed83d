import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { track } from '../../api/analytics';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccessToast } from '../../ui/toasts';
import { changedValues, showFailure, SubmissionForm, useCreateSubmission, useNewSubmission } from '../documents';
import { filledValues, type FormLookups, type FormSources } from '../formRenderer';
import { useFormTemplate, type FormTemplate } from '../formTemplates';
import { useLinkQuoteToJob } from '../jobs';
import { QUOTING_PATH, quoteDetailPath, type CreateQuoteState } from './paths';
import { useQuoteLookups } from './quoteLookups';

/** Spec 3 §2, §8: the create page's texts. */
export const CREATE_TEXTS = {
  heading: 'Quote Detail',
  created: 'Quote Created.',
  failed: 'Unable to create quote.',
  jobFailed: 'Unable to update job.',
  notFound: 'No Quote Form Found',
};

interface QuoteFormProps {
  formId: string;
  template: FormTemplate;
  lookups: FormLookups;
  sources: FormSources | undefined;
  state: CreateQuoteState | null;
}

/** The quote form filled in (prefilled from the navigation state), saved with `POST /api/form`. */
function NewQuoteForm({ formId, template, lookups, sources, state }: QuoteFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateSubmission();
  const link = useLinkQuoteToJob();
  const draft = useNewSubmission(template, (localDateTime) =>
    filledValues(template, state?.values ?? {}, sources, localDateTime),
  );
  // The renderer starts from its own fill (the mapped fields: the user, their branch), so that fill is not a change;
  // values carried in (a copied quote's) are, so a copy can be saved as it is.
  const [baseline] = useState(() => filledValues(template, {}, sources, draft.form.localDateTime));
  const changed = changedValues(baseline, draft.values).length > 0;
  const saving = create.isPending || link.isPending;

  const save = async () => {
    let id: string;
    try {
      id = (await create.mutateAsync(draft.body())).id;
    } catch (error) {
      showFailure(CREATE_TEXTS.failed, error);
      return;
    }
    showSuccessToast(CREATE_TEXTS.created);
    track('quote created', { formId, formSubmissionId: id, ...(state?.jobId ? { jobId: state.jobId } : {}) });
    if (state?.jobId) {
      try {
        await link.mutateAsync({ jobId: state.jobId, quoteId: id });
      } catch (error) {
        showFailure(CREATE_TEXTS.jobFailed, error);
      }
    }
    void navigate(quoteDetailPath(formId, id));
  };

  // Back where the user came from (the list, a job's billing page), else the list.
  const cancel = () => void (location.key === 'default' ? navigate(QUOTING_PATH) : navigate(-1));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26} data-testid="quote-create-heading">
          {CREATE_TEXTS.heading}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={cancel} disabled={saving} data-testid="quote-create-cancel">
            Cancel
          </Button>
          <Button
            onClick={() => void save()}
            loading={saving}
            disabled={!changed || draft.hasErrors}
            data-testid="quote-create-save"
          >
            Save
          </Button>
        </Group>
      </Group>
      {/* Spec 3 §2: Enter inside the form does not submit it (only Save does). */}
      <form onSubmit={(event) => event.preventDefault()} noValidate data-testid="quote-create-form">
        <SubmissionForm {...draft.form} lookups={lookups} sources={sources} />
      </form>
    </Stack>
  );
}

function NewQuote({ formId, state }: { formId: string; state: CreateQuoteState | null }) {
  const { template, loading } = useFormTemplate(formId);
  const { lookups, sources, sourcesReady } = useQuoteLookups();
  if (!template)
    return loading ? <PageLoader /> : <Text data-testid="quote-form-not-found">{CREATE_TEXTS.notFound}</Text>;
  if (!sourcesReady) return <PageLoader />;
  return <NewQuoteForm formId={formId} template={template} lookups={lookups} sources={sources} state={state} />;
}

/**
 * /quoting/create?formId= (spec 3 §2 "Quoting"; docs/billing.md, Quoting screens): a new quote of the quote form,
 * prefilled from the navigation state (a copied quote's values), linked to the state's job once created; then its
 * detail page. Without a formId, the list.
 */
export default function CreateQuotePage() {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: CreateQuoteState | null };
  const formId = params.get('formId');
  if (!formId) return <Navigate to={QUOTING_PATH} replace />;
  return <NewQuote key={formId} formId={formId} state={state} />;
}
