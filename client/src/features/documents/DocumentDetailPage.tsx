import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { track } from '../../api/analytics';
import { errorMessage } from '../../api/errors';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { PageLoader } from '../../ui/PageLoader';
import type { Option } from '../../ui/Select';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { FORM_STATUSES, itemTitle, STATUS_COLORS, submissionDateText } from './documentList';
import { useDynamicDocument } from './dynamicDocument';
import { EditHistory } from './EditHistory';
import { showFailure } from './failure';
import { usePdfRefetch } from './pdfRefetch';
import { DOCUMENTS_PATH, documentsPath } from './paths';
import { useEditWithReason, useSubmissionDetail } from './submissionDetail';
import { StatusPanel } from './StatusSelect';
import { BackLink, DetailColumns, EditReviewModals, SavedSubmissionForm, SubmissionRoute } from './SubmissionParts';
import { exportSubmissions, fetchSubmissionPdf, saveFile, SUBMISSION_ERRORS, useEditSubmission } from './submissions';
import { useDeleteSubmission } from './deleteSubmission';
import { useFormLookups } from './useFormLookups';
import { PdfFailure } from './PdfFailure';

/** Texts of this page (spec 3 §4, §8; ours where the spec has none: docs/forms.md, Documents screens). */
export const DETAIL_TEXTS = {
  statusUpdated: 'Status updated.',
  statusFailed: 'Unable to update status.',
  edited: 'Form submission updated.',
  editFailed: 'Unable to update Form Submission.',
  notesSaved: 'Admin notes saved.',
  deleteFailed: 'Unable to delete Form Submission.',
  deleteQuestion: 'Are you sure you want to delete this document? This action cannot be undone.',
  notFound: 'No Form Found',
};

const STATUS_OPTIONS: Option[] = FORM_STATUSES.map((status) => ({ id: status, value: status }));

const BackToDocuments = ({ formId }: { formId: string }) => (
  <BackLink to={documentsPath(formId)} label="Back to Documents" testId="document-back-link" />
);

function NotFound({ formId }: { formId: string }) {
  return (
    <Stack gap="md">
      <BackToDocuments formId={formId} />
      <Text data-testid="document-not-found">{DETAIL_TEXTS.notFound}</Text>
    </Stack>
  );
}

/** Admin notes: office-only remarks, saved on their own (not an edit of the form, no reason asked). */
function AdminNotes({ saved, saving, onSave }: { saved: string; saving: boolean; onSave: (notes: string) => void }) {
  const [notes, setNotes] = useState(saved);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Textarea
          label="Admin Notes"
          description="Seen by the office only."
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          data-testid="document-admin-notes"
        />
        <Group justify="flex-end">
          <Button
            size="xs"
            onClick={() => onSave(notes)}
            loading={saving}
            disabled={notes.trim() === saved.trim()}
            data-testid="document-admin-notes-save"
          >
            Save Notes
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One submission: read-only form, status, admin notes, edit with its reason, history, downloads and delete. */
function DocumentDetail({ formId, submissionId }: { formId: string; submissionId: string }) {
  const navigate = useNavigate();
  const { submission, record, template, audit, saved, loading } = useSubmissionDetail(formId, submissionId);
  const config = useDynamicDocument(formId);
  const edit = useEditSubmission(formId, submissionId);
  const editing = useEditWithReason(saved, template, true);
  const { deleteSubmission, deleting } = useDeleteSubmission(formId);
  const { lookups } = useFormLookups();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [downloading, setDownloading] = useState<'PDF' | 'CSV' | null>(null);

  useEffect(() => {
    track('form viewed', { formId, formSubmissionId: submissionId });
  }, [formId, submissionId]);

  // Spec 3 §9: without its PDF yet, the submission is read again 30 s later (the server makes it meanwhile).
  usePdfRefetch(record, submission.refetch);

  if (loading) return <PageLoader />;
  if (!record || !template) return <NotFound formId={formId} />;

  const event = { formId, formSubmissionId: submissionId };
  const { changes } = editing;

  const changeStatus = (status: string) =>
    edit.mutate(
      { data: { status } },
      {
        onSuccess: () => {
          showSuccessToast(DETAIL_TEXTS.statusUpdated);
          track('form status changed', { ...event, status });
        },
        onError: (error) => showFailure(DETAIL_TEXTS.statusFailed, error),
      },
    );

  const saveNotes = (notes: string) =>
    edit.mutate(
      { adminNotes: notes.trim() === '' ? null : notes },
      {
        onSuccess: () => {
          showSuccessToast(DETAIL_TEXTS.notesSaved);
          track('form admin note added', event);
        },
        onError: (error) => showFailure(DETAIL_TEXTS.editFailed, error),
      },
    );

  const saveEdit = () =>
    edit.mutate(
      { fields: changes, changeNotes: editing.reason },
      {
        onSuccess: () => {
          showSuccessToast(DETAIL_TEXTS.edited);
          track('form edited', { ...event, fields: changes.map((change) => change.id) });
          editing.stop();
        },
        onError: (error) => {
          editing.resume();
          showFailure(DETAIL_TEXTS.editFailed, error);
        },
      },
    );

  const download = async (fileType: 'PDF' | 'CSV') => {
    setDownloading(fileType);
    try {
      const file =
        fileType === 'PDF'
          ? await fetchSubmissionPdf(submissionId)
          : await exportSubmissions(formId, 'CSV', { formSubmissionIds: [submissionId] });
      saveFile(file);
      track(fileType === 'PDF' ? 'form PDF downloaded' : 'form CSV downloaded', event);
    } catch (error) {
      showFailure(fileType === 'PDF' ? SUBMISSION_ERRORS.exportPdf : SUBMISSION_ERRORS.exportCsv, error);
    } finally {
      setDownloading(null);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    try {
      showSuccessToast(await deleteSubmission(submissionId));
      void navigate(documentsPath(formId));
    } catch (error) {
      showErrorToast(errorMessage(error, DETAIL_TEXTS.deleteFailed));
    }
  };

  const title = itemTitle(config, template.name, record);
  return (
    <Stack gap="md">
      <BackToDocuments formId={formId} />
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={26} data-testid="document-title">
              {title}
            </Title>
            <Badge variant="light" color={STATUS_COLORS[record.status] ?? 'gray'} data-testid="document-status-badge">
              {record.status}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" data-testid="document-submitted">
            {template.name} · submitted by {record.userName || 'Unknown user'} on {submissionDateText(record)}
          </Text>
        </Stack>
        <Group gap="xs">
          {(['PDF', 'CSV'] as const).map((fileType) => (
            <Button
              key={fileType}
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={downloading === fileType}
              disabled={downloading !== null && downloading !== fileType}
              onClick={() => void download(fileType)}
              data-testid={`document-download-${fileType.toLowerCase()}`}
            >
              {fileType}
            </Button>
          ))}
          {!editing.editing && (
            <Button
              leftSection={<IconPencil size={16} />}
              onClick={() => {
                track('form edit entered', event);
                editing.begin();
              }}
              data-testid="document-edit"
            >
              Edit
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirmDelete(true)}
            loading={deleting}
            disabled={editing.editing}
            data-testid="document-delete"
          >
            Delete
          </Button>
        </Group>
      </Group>

      <DetailColumns
        main={
          <Stack gap="sm">
            <PdfFailure submissionId={submissionId} testId="document" />
            {editing.editing && (
              <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-blue-light)" data-testid="document-editing">
                <Text size="sm" fw={600}>
                  Editing
                </Text>
                <Text size="sm">Reason for Change: {editing.reason}</Text>
              </Paper>
            )}
            <SavedSubmissionForm template={template} record={record} lookups={lookups} {...editing.form} />
            {editing.editing && (
              <Group justify="flex-end">
                <Button variant="default" onClick={editing.stop} data-testid="document-edit-cancel">
                  Cancel
                </Button>
                <Button
                  onClick={editing.review}
                  disabled={changes.length === 0 || editing.hasErrors}
                  data-testid="document-edit-save"
                >
                  Save
                </Button>
              </Group>
            )}
          </Stack>
        }
        side={
          <>
            <StatusPanel
              options={STATUS_OPTIONS}
              current={record.status}
              onChange={changeStatus}
              disabled={edit.isPending || editing.editing}
              testId="document-status"
            />
            <AdminNotes
              key={record.adminNotes ?? ''}
              saved={record.adminNotes ?? ''}
              saving={edit.isPending && edit.variables?.adminNotes !== undefined}
              onSave={saveNotes}
            />
            <EditHistory entries={audit.data} loading={audit.isPending} template={template} />
          </>
        }
      />

      <EditReviewModals edit={editing} template={template} record={record} onSave={saveEdit} saving={edit.isPending} />
      <ConfirmationDialog
        opened={confirmDelete}
        title="Delete Document"
        message={DETAIL_TEXTS.deleteQuestion}
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}

/** /documents/document-detail?formId=&formSubmissionId= (spec 3 §2 "Documents"); without both ids, the list. */
export default function DocumentDetailPage() {
  return <SubmissionRoute fallback={DOCUMENTS_PATH} detail={DocumentDetail} />;
}
