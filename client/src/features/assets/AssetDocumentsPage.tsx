import { ActionIcon, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { track } from '../../api/analytics';
import { useAccess } from '../../auth/access';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { AddFileButton, AssetFromQuery } from './AssetPageParts';
import { documentsOf, type Asset, type AssetAttachment } from './assets';
import { useAttachmentActions } from './useAttachmentActions';

function Documents({ asset }: { asset: Asset }) {
  const mayChange = useAccess().can('web:assetcrud');
  const { addDocument, remove } = useAttachmentActions(asset);
  const [toDelete, setToDelete] = useState<AssetAttachment | null>(null);
  const documents = documentsOf(asset);

  const open = (document: AssetAttachment) => {
    track('asset document opened', { assetId: asset.id, attachmentId: document.id });
    window.open(document.url, '_blank', 'noopener');
  };
  const confirmDelete = () => {
    if (toDelete) remove.mutate(toDelete);
    setToDelete(null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {asset.assetName} Documents
        </Title>
        {mayChange && (
          <AddFileButton
            label="+ Add New Document"
            accept="application/*"
            loading={addDocument.isPending}
            onFile={(file) => addDocument.mutate(file)}
            testId="asset-documents-add"
          />
        )}
      </Group>
      {documents.length === 0 ? (
        <Text c="dimmed">No asset documents found.</Text>
      ) : (
        <Table highlightOnHover data-testid="asset-documents-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Document Name</Table.Th>
              <Table.Th>Document Type</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((document) => (
              <Table.Tr
                key={document.id}
                onClick={() => open(document)}
                style={{ cursor: 'pointer' }}
                data-testid={`asset-document-${document.id}`}
              >
                <Table.Td>{document.name}</Table.Td>
                <Table.Td>{document.contentType}</Table.Td>
                <Table.Td ta="right">
                  {mayChange && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${document.name}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        setToDelete(document);
                      }}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ConfirmationDialog
        opened={toDelete !== null}
        title="Delete Document"
        message="Are you sure you want to delete this document? This action cannot be undone."
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

/** /assets/asset-documents?assetId=: the asset's documents (spec 2 §2). */
export default function AssetDocumentsPage() {
  return <AssetFromQuery>{(asset) => <Documents asset={asset} />}</AssetFromQuery>;
}
