import { Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconCopy, IconDownload, IconPencil, IconTransform, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { track } from '../../api/analytics';
import { useAccess } from '../../auth/access';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { PageLoader } from '../../ui/PageLoader';
import { Select } from '../../ui/Select';
import { showSuccessToast } from '../../ui/toasts';
import {
  changedValues,
  EditHistory,
  fetchSubmissionPdf,
  layoutFailure,
  saveFile,
  showFailure,
  SUBMISSION_ERRORS,
  useAuditLog,
  useDeleteSubmission,
  useEditSubmission,
  usePdfRefetch,
  useSubmission,
  valuesOf,
} from '../documents';
import {
  EditDetailsModal,
  FormRenderer,
  FormRenderErrorBoundary,
  ReasonForChangeModal,
  type FieldValues,
} from '../formRenderer';
import { useFormTemplate } from '../formTemplates';
import type { JobFormState } from '../jobs';
import { NEW_JOB_PATH } from '../schedule';
import { formFields, recompute, type CalcTemplate, type EngineTemplate } from './engine';
import { createQuotePath, QUOTING_PATH, type CreateQuoteState } from './paths';
import { useQuoteLookups, useQuoteStatusChange } from './quoteForm';
import {
  duplicateValues,
  isEditable,
  jobValuesFromQuote,
  quoteStatus,
  statusLabel,
  statusOptions,
  STATUS_COLORS,
} from './quoteRules';

/** Texts of this page (spec 3 §2, §8; ours where the spec has none: docs/billing.md, Quoting screens). */
export const DETAIL_TEXTS = {
  heading: 'Quote Detail',
  back: 'All Quotes',
  formNotFound: 'No Quote Form Found',
  notFound: 'No Form Found',
  updated: 'Quote updated.',
  updateFailed: 'Unable to update Quote.',
  deleteTitle: 'Delete Quote',
  deleteQuestion: 'Are you sure you want to delete this Quote? This action cannot be undone.',
  deleted: 'Quote deleted.',
  deleteFailed: 'Unable to delete Quote.',
  download: 'Download PDF',
  pdfLoading: 'PDF Loading...',
  noJobs: 'Converting a quote needs the schedule permission.',
};

function BackToQuotes() {
  return (
    <Anchor component={Link} to={QUOTING_PATH} size="sm" data-testid="quote-back-link">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <span>{DETAIL_TEXTS.back}</span>
      </Group>
    </Anchor>
  );
}

function NotFound({ text }: { text: string }) {
  return (
    <Stack gap="md">
      <BackToQuotes />
      <Text data-testid="quote-not-found">{text}</Text>
    </Stack>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Where an edit is: the form being changed, then the reason asked, then the Edit Details summary before saving. */
type EditStep = 'editing' | 'reason' | 'details';

function QuoteDetail({ formId, submissionId }: { formId: string; submissionId: string }) {
  const navigate = useNavigate();
  const { canOpen } = useAccess();
  const submission = useSubmission(formId, submissionId);
  const { template, loading: templateLoading } = useFormTemplate(formId);
  const audit = useAuditLog(submissionId);
  const edit = useEditSubmission(formId, submissionId);
  const status = useQuoteStatusChange(formId, submissionId);
  const { deleteSubmission, deleting } = useDeleteSubmission(formId);
  const { lookups } = useQuoteLookups();
  const [values, setValues] = useState<FieldValues | null>(null);
  const [step, setStep] = useState<EditStep>('editing');
  const [reason, setReason] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const record = submission.data;
  // Spec 3 §4, §9: 30 s after a create (a record without its PDF) or a save, the record and its history are read
  // again to pick up the PDF the server made meanwhile.
  const { refetch: refetchRecord } = submission;
  const { refetch: refetchAudit } = audit;
  const refetchAll = useCallback(() => Promise.all([refetchRecord(), refetchAudit()]), [refetchRecord, refetchAudit]);
  const afterSave = usePdfRefetch(record, refetchAll);

  const saved = useMemo(() => (record ? valuesOf(record) : {}), [record]);
  const fields = useMemo(() => (template ? formFields(template as unknown as EngineTemplate) : null), [template]);
  const changes = values ? changedValues(saved, values) : [];
  const hasErrors =
    values !== null &&
    template !== undefined &&
    Object.keys(recompute(template as unknown as CalcTemplate, values).errors).length > 0;

  if (submission.isPending || (!template && templateLoading)) return <PageLoader />;
  if (!template) return <NotFound text={DETAIL_TEXTS.formNotFound} />;
  if (!record) return <NotFound text={DETAIL_TEXTS.notFound} />;

  const current = quoteStatus(record);
  const options = statusOptions(current);
  const editing = values !== null;
  const event = { formId, formSubmissionId: submissionId };
  const labelOf = (fieldId: string) => fields?.get(fieldId)?.label ?? fieldId;

  const stopEditing = () => {
    setValues(null);
    setStep('editing');
  };

  const saveEdit = () =>
    edit.mutate(
      { fields: changes, changeNotes: reason },
      {
        onSuccess: () => {
          showSuccessToast(DETAIL_TEXTS.updated);
          track('quote edited', { ...event, fields: changes.map((change) => change.id) });
          stopEditing();
          afterSave();
        },
        onError: (error) => {
          setStep('editing');
          showFailure(DETAIL_TEXTS.updateFailed, error);
        },
      },
    );

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await deleteSubmission(submissionId);
      showSuccessToast(DETAIL_TEXTS.deleted);
      void navigate(QUOTING_PATH);
    } catch (error) {
      showFailure(DETAIL_TEXTS.deleteFailed, error);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await fetchSubmissionPdf(submissionId));
    } catch (error) {
      showFailure(SUBMISSION_ERRORS.exportPdf, error);
    } finally {
      setDownloading(false);
    }
  };

  const duplicate = () => {
    track('quote copied', event);
    const state: CreateQuoteState = { values: duplicateValues(template, saved) };
    void navigate(createQuotePath(formId), { state });
  };

  const canConvert = canOpen(NEW_JOB_PATH);
  const convert = () => {
    track('quote converted', event);
    const state: JobFormState = {
      convertFromQuote: true,
      quoteId: submissionId,
      values: jobValuesFromQuote(template, record),
    };
    void navigate(NEW_JOB_PATH, { state });
  };

  return (
    <Stack gap="md">
      <BackToQuotes />
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="sm">
            <Text c="dimmed" fw={600} data-testid="quote-number">
              Quote #{record.number}
            </Text>
            <Badge variant="light" color={STATUS_COLORS[current] ?? 'gray'} data-testid="quote-status-badge">
              {statusLabel(current)}
            </Badge>
          </Group>
          <Title order={1} fz={26}>
            {DETAIL_TEXTS.heading}
          </Title>
        </Stack>
        {editing ? (
          <Group gap="xs">
            <Button variant="default" onClick={stopEditing} disabled={edit.isPending} data-testid="quote-edit-cancel">
              Cancel
            </Button>
            <Button
              onClick={() => setStep('reason')}
              disabled={changes.length === 0 || hasErrors}
              loading={edit.isPending}
              data-testid="quote-edit-save"
            >
              Save Changes
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirmDelete(true)}
              loading={deleting}
              data-testid="quote-delete"
            >
              Delete
            </Button>
          </Group>
        ) : (
          isEditable(current) && (
            <Button leftSection={<IconPencil size={16} />} onClick={() => setValues(saved)} data-testid="quote-edit">
              Edit
            </Button>
          )
        )}
      </Group>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md" radius="md">
            <FormRenderErrorBoundary fallback={layoutFailure}>
              <FormRenderer
                template={template}
                values={values ?? saved}
                onChange={editing ? setValues : undefined}
                readOnly={!editing}
                lookups={lookups}
                savedValues={saved}
                localDateTime={record.localDateTime.slice(0, 16)}
              />
            </FormRenderErrorBoundary>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Select
                label="Status"
                options={options}
                value={options.find((option) => option.id === current) ?? null}
                onChange={(option) => option && option.id !== current && status.change(option.id)}
                searchable={false}
                allowDeselect={false}
                disabled={status.changing || editing}
                data-testid="quote-status"
              />
            </Paper>
            <Section title="Actions" testId="quote-actions">
              <Button
                variant="default"
                leftSection={<IconCopy size={16} />}
                onClick={duplicate}
                disabled={editing}
                data-testid="quote-duplicate"
              >
                Duplicate Quote
              </Button>
              <Tooltip label={DETAIL_TEXTS.noJobs} disabled={canConvert}>
                <Button
                  variant="default"
                  leftSection={<IconTransform size={16} />}
                  onClick={convert}
                  disabled={editing || !canConvert}
                  data-testid="quote-convert"
                >
                  Convert To Job
                </Button>
              </Tooltip>
            </Section>
            <Section title="Documents" testId="quote-documents">
              <Button
                variant="subtle"
                justify="flex-start"
                leftSection={<IconDownload size={16} />}
                onClick={() => void download()}
                disabled={downloading}
                data-testid="quote-download-pdf"
              >
                {downloading ? DETAIL_TEXTS.pdfLoading : DETAIL_TEXTS.download}
              </Button>
            </Section>
            <EditHistory entries={audit.data} loading={audit.isPending} labelOf={labelOf} testId="quote-history" />
          </Stack>
        </Grid.Col>
      </Grid>

      <ReasonForChangeModal
        opened={step === 'reason'}
        // The modal closes itself after a confirm too: only a close without one returns to editing.
        onClose={() => setStep((now) => (now === 'reason' ? 'editing' : now))}
        onConfirm={(given) => {
          setReason(given);
          setStep('details');
        }}
      />
      <EditDetailsModal
        opened={step === 'details'}
        template={template}
        original={saved}
        revised={values ?? saved}
        localDateTime={record.localDateTime.slice(0, 16)}
        onClose={() => setStep('editing')}
        onDone={saveEdit}
        doneLoading={edit.isPending}
      />
      <ConfirmationDialog
        opened={confirmDelete}
        title={DETAIL_TEXTS.deleteTitle}
        message={DETAIL_TEXTS.deleteQuestion}
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}

/** /quoting/quote-detail?formId=&formSubmissionId= (spec 3 §2 "Quoting"); without both ids, the list. */
export default function QuoteDetailPage() {
  const [params] = useSearchParams();
  const formId = params.get('formId');
  const submissionId = params.get('formSubmissionId');
  if (!formId || !submissionId) return <Navigate to={QUOTING_PATH} replace />;
  return <QuoteDetail key={`${formId}/${submissionId}`} formId={formId} submissionId={submissionId} />;
}
