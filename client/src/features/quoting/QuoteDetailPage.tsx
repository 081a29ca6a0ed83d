import { Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCopy, IconPencil, IconTransform, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { track } from '../../api/analytics';
import { useAccess } from '../../auth/access';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccessToast } from '../../ui/toasts';
import {
  BackLink,
  DetailColumns,
  EditHistory,
  EditReviewModals,
  PdfDownloadPanel,
  SavedSubmissionForm,
  showFailure,
  SidePanel,
  SubmissionRoute,
  StatusPanel,
  useDeleteSubmission,
  useEditSubmission,
  useEditWithReason,
  usePdfRefetch,
  useSubmissionDetail,
} from '../documents';
import { DocumentSharing } from '../documentLinks';
import { QUOTE_DOCUMENT } from './engine';
import type { JobFormState } from '../jobs';
import { NEW_JOB_PATH } from '../schedule';
import { createQuotePath, QUOTING_PATH, type CreateQuoteState } from './paths';
import { useQuoteStatusChange } from './quoteForm';
import { useQuoteLookups } from './quoteLookups';
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
  noJobs: 'Converting a quote needs the schedule permission.',
};

const BackToQuotes = () => <BackLink to={QUOTING_PATH} label={DETAIL_TEXTS.back} testId="quote-back-link" />;

function NotFound({ text }: { text: string }) {
  return (
    <Stack gap="md">
      <BackToQuotes />
      <Text data-testid="quote-not-found">{text}</Text>
    </Stack>
  );
}

function QuoteDetail({ formId, submissionId }: { formId: string; submissionId: string }) {
  const navigate = useNavigate();
  const { canOpen } = useAccess();
  const { record, template, audit, saved, refetch, loading } = useSubmissionDetail(formId, submissionId);
  const edit = useEditSubmission(formId, submissionId);
  const editing = useEditWithReason(saved, template, false);
  const status = useQuoteStatusChange(formId, submissionId);
  const { deleteSubmission, deleting } = useDeleteSubmission(formId);
  const { lookups } = useQuoteLookups();
  const [confirmDelete, setConfirmDelete] = useState(false);

  // Spec 3 §4, §9: 30 s after a create (a record without its PDF) or a save, the record and its history are read
  // again to pick up the PDF the server made meanwhile.
  const afterSave = usePdfRefetch(record, refetch);

  if (loading) return <PageLoader />;
  if (!template) return <NotFound text={DETAIL_TEXTS.formNotFound} />;
  if (!record) return <NotFound text={DETAIL_TEXTS.notFound} />;

  const current = quoteStatus(record);
  const options = statusOptions(current);
  const { changes } = editing;
  const event = { formId, formSubmissionId: submissionId };

  const saveEdit = () =>
    edit.mutate(
      { fields: changes, changeNotes: editing.reason },
      {
        onSuccess: () => {
          showSuccessToast(DETAIL_TEXTS.updated);
          track('quote edited', { ...event, fields: changes.map((change) => change.id) });
          editing.stop();
          afterSave();
        },
        onError: (error) => {
          editing.resume();
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
        {editing.editing ? (
          <Group gap="xs">
            <Button variant="default" onClick={editing.stop} disabled={edit.isPending} data-testid="quote-edit-cancel">
              Cancel
            </Button>
            <Button
              onClick={editing.review}
              disabled={changes.length === 0 || editing.hasErrors}
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
            <Button leftSection={<IconPencil size={16} />} onClick={editing.begin} data-testid="quote-edit">
              Edit
            </Button>
          )
        )}
      </Group>

      <DetailColumns
        main={<SavedSubmissionForm template={template} record={record} lookups={lookups} {...editing.form} />}
        side={
          <>
            <StatusPanel
              options={options}
              current={current}
              onChange={status.change}
              disabled={status.changing || editing.editing}
              testId="quote-status"
            />
            <SidePanel title="Actions" testId="quote-actions">
              <Button
                variant="default"
                leftSection={<IconCopy size={16} />}
                onClick={duplicate}
                disabled={editing.editing}
                data-testid="quote-duplicate"
              >
                Duplicate Quote
              </Button>
              <Tooltip label={DETAIL_TEXTS.noJobs} disabled={canConvert}>
                <Button
                  variant="default"
                  leftSection={<IconTransform size={16} />}
                  onClick={convert}
                  disabled={editing.editing || !canConvert}
                  data-testid="quote-convert"
                >
                  Convert To Job
                </Button>
              </Tooltip>
            </SidePanel>
            <PdfDownloadPanel submissionId={submissionId} variant="subtle" justify="flex-start" testId="quote" />
            <DocumentSharing
              document={QUOTE_DOCUMENT}
              submissionId={submissionId}
              number={record.number}
              fields={record.fields}
            />
            <EditHistory entries={audit.data} loading={audit.isPending} template={template} testId="quote-history" />
          </>
        }
      />

      <EditReviewModals edit={editing} template={template} record={record} onSave={saveEdit} saving={edit.isPending} />
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
  return <SubmissionRoute fallback={QUOTING_PATH} detail={QuoteDetail} />;
}
