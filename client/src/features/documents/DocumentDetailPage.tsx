import { Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { track } from '../../api/analytics';
import { errorMessage } from '../../api/errors';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { PageLoader } from '../../ui/PageLoader';
import { Select, type Option } from '../../ui/Select';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import {
  EditDetailsModal,
  FormRenderer,
  FormRenderErrorBoundary,
  ReasonForChangeModal,
  type FieldValues,
} from '../formRenderer';
import { useFormTemplate } from '../formTemplates';
import { changedValues, FORM_STATUSES, itemTitle, STATUS_COLORS, submissionDateText, valuesOf } from './documentList';
import { useDynamicDocument } from './dynamicDocument';
import { EditHistory } from './EditHistory';
import { layoutFailure } from './LayoutFailure';
import { formFields, recompute, type CalcTemplate, type EngineTemplate } from './engine';
import { showFailure } from './failure';
import { usePdfRefetch } from './pdfRefetch';
import { DOCUMENTS_PATH, documentsPath } from './paths';
import {
  exportSubmissions,
  fetchSubmissionPdf,
  saveFile,
  SUBMISSION_ERRORS,
  useAuditLog,
  useDeleteSubmission,
  useEditSubmission,
  useSubmission,
} from './submissions';
import { useFormLookups } from './useFormLookups';

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

function BackToDocuments({ formId }: { formId: string }) {
  return (
    <Anchor component={Link} to={documentsPath(formId)} size="sm" data-testid="document-back-link">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <span>Back to Documents</span>
      </Group>
    </Anchor>
  );
}

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

interface Editing {
  reason: string;
  values: FieldValues;
}

/** One submission: read-only form, status, admin notes, edit with its reason, history, downloads and delete. */
function DocumentDetail({ formId, submissionId }: { formId: string; submissionId: string }) {
  const navigate = useNavigate();
  const submission = useSubmission(formId, submissionId);
  const { template, loading: templateLoading } = useFormTemplate(formId);
  const config = useDynamicDocument(formId);
  const audit = useAuditLog(submissionId);
  const edit = useEditSubmission(formId, submissionId);
  const { deleteSubmission, deleting } = useDeleteSubmission(formId);
  const { lookups } = useFormLookups();
  const [reasonOpen, setReasonOpen] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [downloading, setDownloading] = useState<'PDF' | 'CSV' | null>(null);

  useEffect(() => {
    track('form viewed', { formId, formSubmissionId: submissionId });
  }, [formId, submissionId]);

  // Spec 3 §9: without its PDF yet, the submission is read again 30 s later (the server makes it meanwhile).
  const record = submission.data;
  usePdfRefetch(record, submission.refetch);

  const saved = useMemo(() => (record ? valuesOf(record) : {}), [record]);
  const fields = useMemo(() => (template ? formFields(template as unknown as EngineTemplate) : null), [template]);
  const changes = editing ? changedValues(saved, editing.values) : [];
  const editErrors =
    editing && template ? Object.keys(recompute(template as unknown as CalcTemplate, editing.values).errors) : [];

  if (submission.isPending || (!template && templateLoading)) return <PageLoader />;
  if (!record || !template) return <NotFound formId={formId} />;

  const labelOf = (fieldId: string) => fields?.get(fieldId)?.label ?? fieldId;
  const event = { formId, formSubmissionId: submissionId };

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

  const saveEdit = () => {
    if (!editing) return;
    edit.mutate(
      { fields: changes, changeNotes: editing.reason },
      {
        onSuccess: () => {
          showSuccessToast(DETAIL_TEXTS.edited);
          track('form edited', { ...event, fields: changes.map((change) => change.id) });
          setReviewing(false);
          setEditing(null);
        },
        onError: (error) => {
          setReviewing(false);
          showFailure(DETAIL_TEXTS.editFailed, error);
        },
      },
    );
  };

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
          {!editing && (
            <Button
              leftSection={<IconPencil size={16} />}
              onClick={() => {
                track('form edit entered', event);
                setReasonOpen(true);
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
            disabled={!!editing}
            data-testid="document-delete"
          >
            Delete
          </Button>
        </Group>
      </Group>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            {editing && (
              <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-blue-light)" data-testid="document-editing">
                <Text size="sm" fw={600}>
                  Editing
                </Text>
                <Text size="sm">Reason for Change: {editing.reason}</Text>
              </Paper>
            )}
            <Paper withBorder p="md" radius="md">
              <FormRenderErrorBoundary fallback={layoutFailure}>
                <FormRenderer
                  template={template}
                  values={editing?.values ?? saved}
                  onChange={editing ? (values) => setEditing({ ...editing, values }) : undefined}
                  readOnly={!editing}
                  lookups={lookups}
                  savedValues={saved}
                  localDateTime={record.localDateTime.slice(0, 16)}
                />
              </FormRenderErrorBoundary>
            </Paper>
            {editing && (
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setEditing(null)} data-testid="document-edit-cancel">
                  Cancel
                </Button>
                <Button
                  onClick={() => setReviewing(true)}
                  disabled={changes.length === 0 || editErrors.length > 0}
                  data-testid="document-edit-save"
                >
                  Save
                </Button>
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Select
                label="Status"
                options={STATUS_OPTIONS}
                value={STATUS_OPTIONS.find((option) => option.id === record.status) ?? null}
                onChange={(option) => option && option.id !== record.status && changeStatus(option.id)}
                searchable={false}
                allowDeselect={false}
                disabled={edit.isPending || !!editing}
                data-testid="document-status"
              />
            </Paper>
            <AdminNotes
              key={record.adminNotes ?? ''}
              saved={record.adminNotes ?? ''}
              saving={edit.isPending && edit.variables?.adminNotes !== undefined}
              onSave={saveNotes}
            />
            <EditHistory entries={audit.data} loading={audit.isPending} labelOf={labelOf} />
          </Stack>
        </Grid.Col>
      </Grid>

      <ReasonForChangeModal
        opened={reasonOpen}
        onClose={() => setReasonOpen(false)}
        onConfirm={(reason) => setEditing({ reason, values: saved })}
      />
      <EditDetailsModal
        opened={reviewing}
        template={template}
        original={saved}
        revised={editing?.values ?? saved}
        localDateTime={record.localDateTime.slice(0, 16)}
        onClose={() => setReviewing(false)}
        onDone={saveEdit}
        doneLoading={edit.isPending}
      />
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
  const [params] = useSearchParams();
  const formId = params.get('formId');
  const submissionId = params.get('formSubmissionId');
  if (!formId || !submissionId) return <Navigate to={DOCUMENTS_PATH} replace />;
  return <DocumentDetail key={`${formId}/${submissionId}`} formId={formId} submissionId={submissionId} />;
}
