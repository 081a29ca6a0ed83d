import { Anchor, Button, Grid, Group, Paper, Stack, Title, type ButtonProps } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import {
  EditDetailsModal,
  FormRenderer,
  FormRenderErrorBoundary,
  ReasonForChangeModal,
  type FieldValues,
  type FormRendererProps,
} from '../formRenderer';
import type { FormTemplate } from '../formTemplates';
import { valuesOf } from './documentList';
import { showFailure } from './failure';
import { layoutFailure } from './LayoutFailure';
import { PdfFailure } from './PdfFailure';
import { useSubmissionRoute, type EditWithReason } from './submissionDetail';
import { fetchSubmissionPdf, saveFile, SUBMISSION_ERRORS, type Submission } from './submissions';

/*
 * The frame the submission pages share (a document, a quote, an invoice: their details, create and edit pages):
 * the back link, the form in its card, the two columns, the edit's dialogs and the PDF download (the status
 * selector is in StatusSelect.tsx, apart from the form, for the lists that show it without one).
 */

/** A back link above a page's title ("Back to Documents", "All Quotes", "Invoices"). */
export function BackLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" data-testid={testId}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <span>{label}</span>
      </Group>
    </Anchor>
  );
}

interface SubmissionRouteProps {
  /** Where a route without both ids goes (the list). */
  fallback: string;
  detail: ComponentType<{ formId: string; submissionId: string }>;
}

/** A detail page's route (`?formId=&formSubmissionId=`): the submission it names, afresh for each; else `fallback`. */
export function SubmissionRoute({ fallback, detail: Detail }: SubmissionRouteProps) {
  const ids = useSubmissionRoute();
  if (!ids) return <Navigate to={fallback} replace />;
  return <Detail key={`${ids.formId}/${ids.submissionId}`} {...ids} />;
}

/** The form renderer in its card; a layout it cannot draw shows the template's mistake instead. */
export function SubmissionForm(props: FormRendererProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <FormRenderErrorBoundary fallback={layoutFailure}>
        <FormRenderer {...props} />
      </FormRenderErrorBoundary>
    </Paper>
  );
}

type SavedFormProps = Omit<FormRendererProps, 'readOnly' | 'savedValues' | 'localDateTime' | 'values'> & {
  record: Submission;
  /** The values being edited; without them the saved ones. Read only without `onChange`. */
  values?: FieldValues | null;
};

/** A saved submission in its form: read only, or edited when the page passes `onChange`. */
export function SavedSubmissionForm({ record, values, onChange, ...props }: SavedFormProps) {
  const saved = useMemo(() => valuesOf(record), [record]);
  return (
    <SubmissionForm
      {...props}
      values={values ?? saved}
      onChange={onChange}
      readOnly={!onChange}
      savedValues={saved}
      localDateTime={record.localDateTime.slice(0, 16)}
    />
  );
}

interface EditModalsProps {
  edit: EditWithReason;
  template: FormTemplate;
  record: Submission;
  onSave: () => void;
  saving: boolean;
}

/** The edit's Reason for Change and its Edit Details summary, whose Done saves. */
export function EditReviewModals({ edit, template, record, onSave, saving }: EditModalsProps) {
  return (
    <>
      <ReasonForChangeModal {...edit.reasonModal} />
      <EditDetailsModal
        opened={edit.detailsOpened}
        template={template}
        original={edit.saved}
        revised={edit.values ?? edit.saved}
        localDateTime={record.localDateTime.slice(0, 16)}
        onClose={edit.resume}
        onDone={onSave}
        doneLoading={saving}
      />
    </>
  );
}

/** The page's two columns: the form (two thirds) and the side panels beside it (below it on a phone). */
export function DetailColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>{main}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">{side}</Stack>
      </Grid.Col>
    </Grid>
  );
}

/** A titled side panel ("Actions", "Documents"). */
export function SidePanel({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
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

/** Spec 3 §2: the download's text while the PDF is fetched (or still being made). */
export const PDF_LOADING = 'PDF Loading...';

interface PdfDownloadProps extends Pick<ButtonProps, 'variant' | 'justify'> {
  submissionId: string;
  /** The PDF is still being made: the button waits, showing "PDF Loading...". */
  pending?: boolean;
  /** The test ids' prefix: `{testId}-documents` (the panel), `{testId}-download-pdf` (the button). */
  testId: string;
}

/** The Documents panel: Download PDF saves the submission's PDF ("PDF Loading..." meanwhile). */
export function PdfDownloadPanel({ submissionId, pending = false, testId, ...button }: PdfDownloadProps) {
  const [downloading, setDownloading] = useState(false);
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
  const waiting = downloading || pending;
  return (
    <SidePanel title="Documents" testId={`${testId}-documents`}>
      <Button
        {...button}
        leftSection={<IconDownload size={16} />}
        onClick={() => void download()}
        disabled={waiting}
        data-testid={`${testId}-download-pdf`}
      >
        {waiting ? PDF_LOADING : 'Download PDF'}
      </Button>
      <PdfFailure submissionId={submissionId} testId={testId} />
    </SidePanel>
  );
}
