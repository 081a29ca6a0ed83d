import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconDownload, IconPencil } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useAccess } from '../../auth/access';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { PageLoader } from '../../ui/PageLoader';
import { Select, type Option } from '../../ui/Select';
import { showSuccessToast } from '../../ui/toasts';
import {
  EditHistory,
  fetchSubmissionPdf,
  layoutFailure,
  saveFile,
  showFailure,
  SUBMISSION_ERRORS,
  useAuditLog,
  usePdfRefetch,
  useSubmission,
  valuesOf,
} from '../documents';
import { FormRenderer, FormRenderErrorBoundary } from '../formRenderer';
import { useFormTemplate } from '../formTemplates';
import { formFields, type EngineTemplate } from './engine';
import {
  INVOICE_NOT_FOUND,
  invoiceStatus,
  isFinal,
  isOverQuote,
  moneyText,
  routeIds,
  SELECTABLE_STATUSES,
  statusChangeNote,
  VOIDED,
} from './invoiceRules';
import { useInvoiceJob, useUpdateInvoice } from './invoicing';
import { AmountTile, BackLink, InvoiceStatusBadge, NotFoundText, RouteNotFound, WithInvoiceForm } from './InvoiceParts';
import { invoiceEditPath, INVOICING_PATH, jobBillingPath, type InvoiceIds, type InvoiceNavigationState } from './paths';

/** Texts of this page (spec 3 §2, §4, §8; ours where the spec has none: docs/billing.md, Invoicing screens). */
export const DETAILS_TEXTS = {
  statusUpdated: 'Status updated.',
  statusFailed: 'Unable to update status.',
  voidTitle: 'Void Invoice',
  voidQuestion: 'Are you sure you want to void this invoice? This action cannot be undone.',
  voidConfirm: 'Yes, Void Invoice',
  voided: 'Invoice voided.',
  pdfLoading: 'PDF Loading...',
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
  const submission = useSubmission(formId, formSubmissionId);
  const { template, loading: templateLoading } = useFormTemplate(formId);
  const audit = useAuditLog(formSubmissionId);
  const { job } = useInvoiceJob(jobId);
  const { updateInvoice, updating } = useUpdateInvoice();
  const [confirmVoid, setConfirmVoid] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [pdfPending, setPdfPending] = useState(fromForm);

  // Spec 3 §2, §9: arriving from the form (and after a status change) the PDF is being made: the record and its
  // history are read again 20 s later; until then the download waits ("PDF Loading..." after the form).
  const refetchRecord = submission.refetch;
  const refetchAudit = audit.refetch;
  const refetch = useCallback(
    () => Promise.all([refetchRecord(), refetchAudit()]).finally(() => setPdfPending(false)),
    [refetchRecord, refetchAudit],
  );
  const record = submission.data;
  const refetchLater = usePdfRefetch(record, refetch, FROM_FORM_REFETCH_MS);
  useEffect(() => {
    if (fromForm) refetchLater();
  }, [fromForm, refetchLater]);

  const saved = useMemo(() => (record ? valuesOf(record) : {}), [record]);
  const fields = useMemo(() => (template ? formFields(template as unknown as EngineTemplate) : null), [template]);

  if (submission.isPending || (!template && templateLoading)) return <PageLoader />;
  if (!record || !template) return <NotFoundText testId="invoice-not-found">{INVOICE_NOT_FOUND}</NotFoundText>;

  const ids = { formSubmissionId, jobId, quoteId };
  const final = isFinal(record.status);
  const quoted = job?.quotedCostCents ?? null;
  const labelOf = (fieldId: string) => fields?.get(fieldId)?.label ?? fieldId;

  const changeStatus = async (status: string) => {
    try {
      await updateInvoice({
        id: formSubmissionId,
        formSubmission: { data: { status }, changeNotes: statusChangeNote(status) },
        jobId,
        quoteId,
      });
      showSuccessToast(status === VOIDED ? DETAILS_TEXTS.voided : DETAILS_TEXTS.statusUpdated);
      refetchLater();
    } catch (error) {
      showFailure(DETAILS_TEXTS.statusFailed, error);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await fetchSubmissionPdf(formSubmissionId));
    } catch (error) {
      showFailure(SUBMISSION_ERRORS.exportPdf, error);
    } finally {
      setDownloading(false);
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

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md" radius="md">
            <FormRenderErrorBoundary fallback={layoutFailure}>
              <FormRenderer
                template={template}
                values={saved}
                readOnly
                savedValues={saved}
                localDateTime={record.localDateTime.slice(0, 16)}
              />
            </FormRenderErrorBoundary>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              {final ? (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    Status
                  </Text>
                  <Text size="sm" data-testid="invoice-status-final">
                    {invoiceStatus(record.status).label}: a voided invoice cannot be changed.
                  </Text>
                </Stack>
              ) : (
                <Select
                  label="Status"
                  options={STATUS_OPTIONS}
                  value={STATUS_OPTIONS.find((option) => option.id === invoiceStatus(record.status).id) ?? null}
                  onChange={(option) => option && option.id !== record.status && void changeStatus(option.id)}
                  searchable={false}
                  allowDeselect={false}
                  disabled={updating}
                  data-testid="invoice-status"
                />
              )}
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} fz="lg" mb="sm">
                Documents
              </Title>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() => void download()}
                disabled={downloading || pdfPending}
                data-testid="invoice-download-pdf"
              >
                {downloading || pdfPending ? DETAILS_TEXTS.pdfLoading : 'Download PDF'}
              </Button>
            </Paper>
            <EditHistory entries={audit.data} loading={audit.isPending} labelOf={labelOf} testId="invoice-history" />
          </Stack>
        </Grid.Col>
      </Grid>

      <ConfirmationDialog
        opened={confirmVoid}
        title={DETAILS_TEXTS.voidTitle}
        message={DETAILS_TEXTS.voidQuestion}
        confirmLabel={DETAILS_TEXTS.voidConfirm}
        onConfirm={() => {
          setConfirmVoid(false);
          void changeStatus(VOIDED);
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
