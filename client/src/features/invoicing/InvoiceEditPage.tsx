import { Button, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccessToast } from '../../ui/toasts';
import {
  BackLink,
  changedValues,
  SavedSubmissionForm,
  showFailure,
  useCalculated,
  useSubmission,
  valuesOf,
  type Submission,
} from '../documents';
import { ReasonForChangeModal, type FieldValues } from '../formRenderer';
import { useFormTemplate, type FormTemplate } from '../formTemplates';
import { fieldValuesOf, quoteLinesOf } from './invoiceForm';
import { INVOICE_NOT_FOUND, isFinal, routeIds, wholeCents } from './invoiceRules';
import { useInvoiceJob, useQuoteSubmission, useUpdateInvoice } from './invoicing';
import { NotFoundText, RouteNotFound, WithInvoiceForm } from './InvoiceParts';
import { InvoiceFormColumns } from './InvoiceSidePanels';
import { invoiceDetailsPath, INVOICING_PATH, type InvoiceIds, type InvoiceNavigationState } from './paths';
import { useInvoiceLookups } from './useInvoiceLookups';

/** Texts of this page (spec 3 §2, §8). */
export const EDIT_TEXTS = {
  failed: 'Failed to edit Invoice.',
  discardTitle: 'Discard Changes',
  discardQuestion: 'Are you sure you want to discard changes to this invoice?',
  discardYes: 'Yes, Discard',
  discardNo: 'No, Go back',
};

/** Spec 3 §9: after an edit is saved, the page waits 2 seconds, then shows the details. */
export const REDIRECT_AFTER_EDIT_MS = 2000;

interface EditProps extends InvoiceIds {
  record: Submission;
  template: FormTemplate;
}

/** The saved invoice in the form, Save Changes once changed (with the reason), Cancel with Discard Changes. */
function EditForm({ record, template, formSubmissionId, jobId, quoteId }: EditProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { job } = useInvoiceJob(jobId);
  const { quote } = useQuoteSubmission(quoteId ?? null);
  const { template: quoteTemplate } = useFormTemplate(quote?.formId);
  const quoteLines = useMemo(
    () => quoteLinesOf(quoteTemplate ?? null, fieldValuesOf(quote?.fields)),
    [quoteTemplate, quote],
  );
  const { lookups } = useInvoiceLookups(quoteLines, job?.branch);
  const saved = useMemo(() => valuesOf(record), [record]);
  const [values, setValues] = useState<FieldValues>(saved);
  const [askReason, setAskReason] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { updateInvoice, updating } = useUpdateInvoice();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { computed, hasErrors } = useCalculated(template, values);
  const changes = changedValues(saved, computed.values);
  const ids = { formSubmissionId, jobId, quoteId };
  const form = { values, onChange: setValues };

  const save = async (reason: string) => {
    setAskReason(false);
    setLeaving(true);
    try {
      const message = await updateInvoice({
        id: formSubmissionId,
        formSubmission: { fields: changes, changeNotes: reason },
        invoiceAmountCents: wholeCents(computed.totals?.totalCents),
        jobId,
        quoteId,
      });
      showSuccessToast(message);
      // Spec 3 §9: 2 seconds, then the details (which read the invoice again 20 s later, for its new PDF).
      const state: InvoiceNavigationState = { fromForm: true };
      timer.current = setTimeout(() => void navigate(invoiceDetailsPath(ids), { state }), REDIRECT_AFTER_EDIT_MS);
    } catch (error) {
      setLeaving(false);
      showFailure(EDIT_TEXTS.failed, error);
    }
  };

  // The previous screen (the details, the list, job billing); the list when the page was opened directly.
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(INVOICING_PATH);
  };

  return (
    <>
      <InvoiceFormColumns
        form={<SavedSubmissionForm template={template} record={record} lookups={lookups} {...form} />}
        actions={
          <>
            <Button
              variant="default"
              onClick={() => setAskDiscard(true)}
              disabled={leaving}
              data-testid="invoice-edit-cancel"
            >
              Cancel
            </Button>
            <Button
              onClick={() => setAskReason(true)}
              disabled={changes.length === 0 || hasErrors}
              loading={updating || leaving}
              data-testid="invoice-edit-save"
            >
              Save Changes
            </Button>
          </>
        }
        job={job}
      />
      <ReasonForChangeModal
        opened={askReason}
        onClose={() => setAskReason(false)}
        onConfirm={(reason) => void save(reason)}
      />
      <ConfirmationDialog
        opened={askDiscard}
        title={EDIT_TEXTS.discardTitle}
        message={EDIT_TEXTS.discardQuestion}
        confirmLabel={EDIT_TEXTS.discardYes}
        cancelLabel={EDIT_TEXTS.discardNo}
        onConfirm={() => {
          setAskDiscard(false);
          goBack();
        }}
        onClose={() => setAskDiscard(false)}
      />
    </>
  );
}

function EditInvoice({ formId, ...ids }: InvoiceIds & { formId: string }) {
  const submission = useSubmission(formId, ids.formSubmissionId);
  const { template, loading } = useFormTemplate(formId);
  const record = submission.data;
  if (submission.isPending || (!template && loading)) return <PageLoader />;
  if (!record || !template) return <NotFoundText testId="invoice-not-found">{INVOICE_NOT_FOUND}</NotFoundText>;
  // Spec 3 §4: a voided invoice is final; its details show it as it is.
  if (isFinal(record.status)) return <Navigate to={invoiceDetailsPath(ids)} replace />;
  return (
    <Stack gap="md">
      <Title order={1} fz={26} data-testid="invoice-edit-title">
        Edit Invoice #{record.number}
      </Title>
      <EditForm key={record.id} record={record} template={template} {...ids} />
    </Stack>
  );
}

/**
 * /invoicing/edit?formSubmissionId=&jobId=&quoteId= (spec 3 §2 "Invoicing"): the invoice form with Cancel and Save
 * Changes (enabled once changed; the reason is asked, then the details after 2 s). Ids that are not UUIDs show
 * "Route not found".
 */
export default function InvoiceEditPage() {
  const [params] = useSearchParams();
  const ids = routeIds(params, ['formSubmissionId', 'jobId']);
  if (!ids) return <RouteNotFound />;
  return (
    <Stack gap="md">
      <BackLink to={invoiceDetailsPath(ids)} label="Invoice Details" testId="invoice-back-link" />
      <WithInvoiceForm key={ids.formSubmissionId} formSubmissionId={ids.formSubmissionId}>
        {(formId) => <EditInvoice formId={formId} {...ids} />}
      </WithInvoiceForm>
    </Stack>
  );
}
