import '@mantine/dates/styles.css';
import { ActionIcon, Anchor, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { track } from '../../api/analytics';
import { errorMessage } from '../../api/errors';
import { AddFileButton } from '../../ui/AddFileButton';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { formatDate, formatFileType, toIsoDate } from '../../ui/format';
import { Select } from '../../ui/Select';
import {
  ACCEPTED_TYPES,
  expiryColor,
  useJobDocuments,
  visibilityOption,
  VISIBILITY_OPTIONS,
  type JobDocumentChanges,
  type JobDocument,
} from './jobDocuments';
import { useJobDocumentActions } from './useJobDocumentActions';

const EXPIRY_STYLES = {
  red: { color: 'var(--mantine-color-red-9)', backgroundColor: 'var(--mantine-color-red-1)' },
  yellow: { color: 'var(--mantine-color-yellow-9)', backgroundColor: 'var(--mantine-color-yellow-1)' },
};

interface RowProps {
  document: JobDocument;
  today: string;
  onChange: (changes: JobDocumentChanges) => void;
  onDelete: () => void;
}

function DocumentRow({ document, today, onChange, onDelete }: RowProps) {
  const [renaming, setRenaming] = useState(false);
  const expiry = expiryColor(document.expiresAt, today);
  return (
    <Table.Tr data-testid={`job-document-${document.id}`}>
      <Table.Td>
        {renaming ? (
          <TextInput
            aria-label="Document name"
            autoFocus
            value={document.name}
            onChange={(event) => onChange({ name: event.currentTarget.value })}
            onBlur={() => setRenaming(false)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === 'Escape') setRenaming(false);
            }}
          />
        ) : (
          <Group gap={4} wrap="nowrap">
            <Anchor
              href={document.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track('job document opened', { jobId: document.jobId, documentId: document.id })}
            >
              {document.name}
            </Anchor>
            <ActionIcon variant="subtle" aria-label={`Rename ${document.name}`} onClick={() => setRenaming(true)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Group>
        )}
      </Table.Td>
      <Table.Td>{formatFileType(document.contentType)}</Table.Td>
      <Table.Td>{formatDate(document.createdAt)}</Table.Td>
      <Table.Td>
        <DatePickerInput
          aria-label={`Expiration date of ${document.name}`}
          clearable
          clearButtonProps={{ 'aria-label': `Clear the expiration date of ${document.name}` }}
          placeholder="None"
          valueFormat="MMM D, YYYY"
          value={document.expiresAt}
          onChange={(expiresAt) => onChange({ expiresAt })}
          data-expiry={expiry ?? 'none'}
          styles={expiry ? { input: EXPIRY_STYLES[expiry] } : undefined}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`Visibility of ${document.name}`}
          searchable={false}
          allowDeselect={false}
          options={VISIBILITY_OPTIONS}
          value={visibilityOption(document.isMobileViewable)}
          onChange={(option) => onChange({ isMobileViewable: option?.id === 'mobile' })}
        />
      </Table.Td>
      <Table.Td ta="right">
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${document.name}`} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

function JobDocuments({ jobId }: { jobId: string }) {
  const documents = useJobDocuments(jobId);
  const { change, upload, remove } = useJobDocumentActions(jobId);
  const [toDelete, setToDelete] = useState<JobDocument | null>(null);
  const today = toIsoDate(new Date());

  const list = () => {
    if (documents.isPending) return <Loader aria-label="Loading" />;
    if (documents.isError) return <Text c="red">{errorMessage(documents.error, 'Error getting Job Documents')}</Text>;
    if (documents.data.length === 0) return <Text c="dimmed">No documents found.</Text>;
    return (
      <Table data-testid="job-documents-table" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Document Name</Table.Th>
            <Table.Th>File Type</Table.Th>
            <Table.Th>Uploaded Date</Table.Th>
            <Table.Th>Expiration Date</Table.Th>
            <Table.Th>Visibility</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.data.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              today={today}
              onChange={(changes) => change(document, changes)}
              onDelete={() => setToDelete(document)}
            />
          ))}
        </Table.Tbody>
      </Table>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          Job Documents
        </Title>
        <AddFileButton
          label="Upload Document"
          accept={ACCEPTED_TYPES}
          loading={upload.isPending}
          onFile={(file) => upload.mutate(file)}
          testId="job-documents-upload"
        />
      </Group>
      {list()}
      <ConfirmationDialog
        opened={toDelete !== null}
        title="Delete Document"
        message="Are you sure you want to delete this document? This action cannot be undone."
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete);
          setToDelete(null);
        }}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

/** /jobs/job-documents?jobId= (spec 2 §2): the job's documents; without a job id back to the schedule. */
export default function JobDocumentsPage() {
  const [searchParams] = useSearchParams();
  const jobId = searchParams.get('jobId');
  if (!jobId) return <Navigate to="/schedule" replace />;
  return <JobDocuments key={jobId} jobId={jobId} />;
}
