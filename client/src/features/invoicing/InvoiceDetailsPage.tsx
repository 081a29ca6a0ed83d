import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconPencil } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useAccess } from '../../auth/access';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { PageLoader } from '../../ui/PageLoader';
import type { Option } from '../../ui/Select';
import { showSuccessToast } from '../../ui/toasts';
import {
  BackLink,
  DetailColumns,
  EditHistory,
  PdfDownloadPanel,
  SavedSubmissionForm,
  showFailure,
  StatusPanel,
  usePdfRefetch,
  useSubmissionDetail,
} from '../documents';
import {
  INVOICE_NOT_FOUND,
  invoiceStatus,
  isFinal,
  isOverQuote,
  moneyText,
  routeIds,
  SELECTABLE_STATUSES,
  statusChangeNote,
  VOIDED_INVOICE,
} from './invoiceRules';
import { DocumentSharing } from '../documentLinks';
import { INVOICE_DOCUMENT } from './engine';
import { useInvoiceJob, useUpdateInvoice } from './invoicing';
import {
  AmountTile,
  InvoiceStatusBadge,
  NotFoundText,
  OverQuoteWarning,
  RouteNotFound,
  WithInvoiceForm,
} from './InvoiceParts';
import { invoiceEditPath, INVOICING_PATH, jobBillingPath, type InvoiceIds, type InvoiceNavigationState } from './paths';

/** Texts of this page (spec 3 §2, §4, §8; ours where the spec has none: docs/billing.md, Invoicing screens). */
export const DETAILS_TEXTS = {
  statusUpdated: 'Status updated.',
  statusFailed: 'Unable to update status.',
  voidTitle: 'Void Invoice',
  voidQuestion: 'Are you sure you want to void this invoice? This action cannot be undone.',
  voidConfirm: 'Yes, Void Invoice',
  voided: 'Invoice voided.',
};

/** Spec 3 §9: arriving from the form, the invoice is read again after 20 seconds (its PDF is made meanwhile). */
export const FROM_FORM_REFETCH_MS = 20_000;

const STATUS_OPTIONS: Option[] = SELECTABLE_STATUSES.map((status) => ({ id: status.id, value: status.label }));

interface DetailsProps extends InvoiceIds {
  formId: string;
  fromForm: boolean;
}

function InvoiceDetails({ formId, formSubmissionId, jobId, quoteId, fromForm }: DetailsProps) {
  const { canOpen } = useAccess();
  const { record, template, audit, refetch, loading } = useSubmissionDetail(formId, formSubmissionId);
  const { job } = useInvoiceJob(jobId);
  const { updateInvoice, updating } = useUpdateInvoice();
  const [confirmVoid, setConfirmVoid] = useState(false);
  const [pdfPending, setPdfPending] = useState(fromForm);

  // Spec 3 §2, §9: arriving from the form (and after a status change) the PDF is being made: the record and its
  // history are read again 20 s later; until then the download waits ("PDF Loading..." after the form).
  const refetchAll = useCallback(() => refetch().finally(() => setPdfPending(false)), [refetch]);
  const refetchLater = usePdfRefetch(record, refetchAll, FROM_FORM_REFETCH_MS);
  useEffect(() => {
    if (fromForm) refetchLater();
  }, [fromForm, refetchLater]);

  if (loading) return <PageLoader />;
  if (!record || !template) return <NotFoundText testId="invoice-not-found">{INVOICE_NOT_FOUND}</NotFoundText>;

  const ids = { formSubmissionId, jobId, quoteId };
  const final = isFinal(record.status);
  const quoted = job?.quotedCostCents ?? null;

  const changeStatus = async (status: string) => {
    try {
      await updateInvoice({
        id: formSubmissionId,
        formSubmission: { data: { status }, changeNotes: statusChangeNote(status) },
        jobId,
        quoteId,
      });
      showSuccessToast(status === VOIDED_INVOICE ? DETAILS_TEXTS.voided : DETAILS_TEXTS.statusUpdated);
      refetchLater();
    } catch (error) {
      showFailure(DETAILS_TEXTS.statusFailed, error);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={26} data-testid="invoice-title">
              Invoice #{record.number}
            </Title>
            <InvoiceStatusBadge status={record.status} testId="invoice-status-badge" />
          </Group>
          <Text size="sm" c="dimmed">
            Invoice Details
            {job && (
              <>
                {' · '}
                {canOpen(jobBillingPath(jobId)) ? (
                  <Anchor component={Link} to={jobBillingPath(jobId)} size="sm" data-testid="invoice-job-link">
                    Job #{job.number} · {job.name}
                  </Anchor>
                ) : (
                  `Job #${job.number} · ${job.name}`
                )}
              </>
            )}
          </Text>
        </Stack>
        {!final && (
          <Group gap="xs">
            <Button
              component={Link}
              to={invoiceEditPath(ids)}
              leftSection={<IconPencil size={16} />}
              data-testid="invoice-edit"
            >
              Edit
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconBan size={16} />}
              onClick={() => setConfirmVoid(true)}
              disabled={updating}
              data-testid="invoice-void"
            >
              Void Invoice
            </Button>
          </Group>
        )}
      </Group>

      <Group gap="md">
        <AmountTile label="Quoted Amount" amount={moneyText(quoted)} testId="invoice-quoted-amount" />
        <AmountTile
          label="Invoiced Amount"
          amount={moneyText(record.totalCents)}
          over={isOverQuote(record.totalCents, quoted)}
          testId="invoice-invoiced-amount"
        />
      </Group>
      {job && <OverQuoteWarning job={job} testId="invoice-over-quote" />}

      <DetailColumns
        main={<SavedSubmissionForm template={template} record={record} />}
        side={
          <>
            {final ? (
              <Paper withBorder p="md" radius="md">
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    Status
                  </Text>
                  <Text size="sm" data-testid="invoice-status-final">
                    {invoiceStatus(record.status).label}: a voided invoice cannot be changed.
                  </Text>
                </Stack>
              </Paper>
            ) : (
              <StatusPanel
                options={STATUS_OPTIONS}
                current={record.status}
                shown={invoiceStatus(record.status).id}
                onChange={(status) => void changeStatus(status)}
                disabled={updating}
                testId="invoice-status"
              />
            )}
            <PdfDownloadPanel submissionId={formSubmissionId} pending={pdfPending} variant="default" testId="invoice" />
            <DocumentSharing
              document={INVOICE_DOCUMENT}
              submissionId={formSubmissionId}
              number={record.number}
              fields={record.fields}
            />
            <EditHistory entries={audit.data} loading={audit.isPending} template={template} testId="invoice-history" />
          </>
        }
      />

      <ConfirmationDialog
        opened={confirmVoid}
        title={DETAILS_TEXTS.voidTitle}
        message={DETAILS_TEXTS.voidQuestion}
        confirmLabel={DETAILS_TEXTS.voidConfirm}
        onConfirm={() => {
          setConfirmVoid(false);
          void changeStatus(VOIDED_INVOICE);
        }}
        onClose={() => setConfirmVoid(false)}
      />
    </Stack>
  );
}

/**
 * /invoicing/details?formSubmissionId=&jobId=&quoteId= (spec 3 §2 "Invoicing"): Invoice Details with the Invoices back
 * link, Edit, the quoted and invoiced amounts, Void Invoice, the status, the PDF and the edit history. Ids that are
 * not UUIDs show "Route not found".
 */
export default function InvoiceDetailsPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const ids = routeIds(params, ['formSubmissionId', 'jobId']);
  if (!ids) return <RouteNotFound />;
  const fromForm = (location.state as InvoiceNavigationState | null)?.fromForm === true;
  return (
    <Stack gap="md">
      <BackLink to={INVOICING_PATH} label="Invoices" testId="invoice-back-link" />
      <WithInvoiceForm key={ids.formSubmissionId} formSubmissionId={ids.formSubmissionId}>
        {(formId) => <InvoiceDetails {...ids} formId={formId} fromForm={fromForm} />}
      </WithInvoiceForm>
    </Stack>
  );
}
