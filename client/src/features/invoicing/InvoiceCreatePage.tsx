import { Button, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { InvoiceJobQuery, InvoiceQuoteQuery } from '../../api/gql/graphql';
import { useAccess } from '../../auth/access';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccessToast } from '../../ui/toasts';
import { BackLink, showFailure, SubmissionForm, useNewSubmission } from '../documents';
import { useFormTemplate, type FormTemplate } from '../formTemplates';
import { fieldValuesOf, prefilledValues, quoteLinesOf } from './invoiceForm';
import { DRAFT_INVOICE, READY_TO_APPROVE_INVOICE, routeIds, wholeCents } from './invoiceRules';
import { useInvoiceTemplate, useCreateInvoice, useInvoiceJob, useQuoteSubmission } from './invoicing';
import { NotFoundText, RouteNotFound } from './InvoiceParts';
import { InvoiceFormColumns } from './InvoiceSidePanels';
import { invoiceDetailsPath, INVOICING_PATH, type InvoiceNavigationState } from './paths';
import { useInvoiceLookups } from './useInvoiceLookups';

/** Texts of this page (spec 3 §2, §8; ours where the spec has none: docs/billing.md, Invoicing screens). */
export const CREATE_TEXTS = {
  markTitle: 'Mark for Approval?',
  markQuestion: 'Is this invoice ready for approval?',
  markYes: 'Yes, Change Status',
  markNo: 'No, Save as Draft',
  failed: 'Failed to create Invoice.',
  noJob: 'No Job Found',
  noForm: 'No invoice form is set up for this account.',
};

/** Spec 3 §9: invoice submissions carry version 0.0.1. */
export const INVOICE_VERSION = '0.0.1';

type Job = InvoiceJobQuery['job'];
type Quote = InvoiceQuoteQuery['formSubmission'];

interface NewInvoiceProps {
  job: Job;
  quoteId: string | null;
  template: FormTemplate;
  quote: Quote | undefined;
  quoteTemplate: FormTemplate | undefined;
  backTo: string;
}

/** The invoice form prefilled from the quote, the side panels, and Save Changes with its Mark for Approval choice. */
function NewInvoice({ job, quoteId, template, quote, quoteTemplate, backTo }: NewInvoiceProps) {
  const navigate = useNavigate();
  const { user } = useAccess();
  const quoteValues = useMemo(() => fieldValuesOf(quote?.fields), [quote]);
  const quoteLines = useMemo(() => quoteLinesOf(quoteTemplate ?? null, quoteValues), [quoteTemplate, quoteValues]);
  const { lookups, sources, sourcesReady } = useInvoiceLookups(quoteLines, job.branch);
  const draft = useNewSubmission(template, () => prefilledValues(template, quoteTemplate ?? null, quoteValues));
  const [asking, setAsking] = useState(false);
  const { createInvoice, creating } = useCreateInvoice();
  const { computed } = draft;

  if (!sourcesReady) return <PageLoader />;

  const save = async (status: string) => {
    try {
      const { id, message } = await createInvoice({
        formSubmission: {
          ...draft.body(computed.values, INVOICE_VERSION),
          userId: user.userId,
          data: { status },
        },
        invoiceAmountCents: wholeCents(computed.totals?.totalCents),
        jobId: job.id,
        quoteId,
      });
      setAsking(false);
      showSuccessToast(message);
      const state: InvoiceNavigationState = { fromForm: true };
      void navigate(invoiceDetailsPath({ formSubmissionId: id, jobId: job.id, quoteId }), { state });
    } catch (error) {
      setAsking(false);
      showFailure(CREATE_TEXTS.failed, error);
    }
  };

  return (
    <>
      <InvoiceFormColumns
        form={<SubmissionForm {...draft.form} lookups={lookups} sources={sources} data-testid="invoice-form" />}
        actions={
          <>
            <Button variant="default" component={Link} to={backTo} data-testid="invoice-create-cancel">
              Cancel
            </Button>
            <Button
              onClick={() => setAsking(true)}
              disabled={draft.hasErrors}
              loading={creating}
              data-testid="invoice-create-save"
            >
              Save Changes
            </Button>
          </>
        }
        job={job}
      />
      <ConfirmationDialog
        opened={asking}
        title={CREATE_TEXTS.markTitle}
        message={CREATE_TEXTS.markQuestion}
        confirmLabel={CREATE_TEXTS.markYes}
        cancelLabel={CREATE_TEXTS.markNo}
        onConfirm={() => void save(READY_TO_APPROVE_INVOICE)}
        onCancel={() => void save(DRAFT_INVOICE)}
        onClose={() => !creating && setAsking(false)}
        busy={creating}
      />
    </>
  );
}

/** Reads the job, the invoice template, the quote and its template, then shows the new invoice. */
function CreateInvoice({ jobId, quoteId }: { jobId: string; quoteId: string | null }) {
  const location = useLocation();
  const backTo = (location.state as InvoiceNavigationState | null)?.backTo ?? INVOICING_PATH;
  const { job, loading: jobLoading } = useInvoiceJob(jobId);
  const { invoiceTemplate, loading: templatesLoading } = useInvoiceTemplate();
  const { template, loading: templateLoading } = useFormTemplate(invoiceTemplate?.id);
  // A quote the user may not read (web:quoting) leaves the invoice without its values (docs/billing.md).
  const { quote, loading: quoteLoading } = useQuoteSubmission(quoteId);
  const { template: quoteTemplate, loading: quoteTemplateLoading } = useFormTemplate(quote?.formId);

  const loading =
    jobLoading ||
    templatesLoading ||
    (!!invoiceTemplate && !template && templateLoading) ||
    quoteLoading ||
    (!!quote && !quoteTemplate && quoteTemplateLoading);

  return (
    <Stack gap="md">
      <BackLink to={backTo} label={backTo === INVOICING_PATH ? 'Invoices' : 'Back'} testId="invoice-back-link" />
      <Stack gap={2}>
        <Title order={1} fz={26}>
          Create Invoice
        </Title>
        {job && (
          <Text c="dimmed" data-testid="invoice-create-job">
            Job #{job.number} · {job.name}
          </Text>
        )}
      </Stack>
      {loading ? (
        <PageLoader />
      ) : !job ? (
        <NotFoundText testId="invoice-job-not-found">{CREATE_TEXTS.noJob}</NotFoundText>
      ) : !template ? (
        <NotFoundText testId="invoice-form-not-found">{CREATE_TEXTS.noForm}</NotFoundText>
      ) : (
        <NewInvoice
          job={job}
          quoteId={quoteId}
          template={template}
          quote={quote}
          quoteTemplate={quoteTemplate}
          backTo={backTo}
        />
      )}
    </Stack>
  );
}

/**
 * /invoicing/create?jobId=&quoteId= (spec 3 §2 "Invoicing"): the account's invoice form prefilled from the job's
 * quote, with the job, crew, equipment and timecards beside it. A jobId (or a given quoteId) that is not a UUID
 * shows "Route not found".
 */
export default function InvoiceCreatePage() {
  const [params] = useSearchParams();
  const ids = routeIds(params, ['jobId']);
  if (!ids) return <RouteNotFound />;
  return <CreateInvoice key={`${ids.jobId}/${ids.quoteId}`} jobId={ids.jobId} quoteId={ids.quoteId} />;
}
