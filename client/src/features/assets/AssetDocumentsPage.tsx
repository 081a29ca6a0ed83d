import { ActionIcon, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { track } from '../../api/analytics';
import { formatFileType } from '../../ui/format';
import { AssetFromQuery, AttachmentsFrame } from './AssetPageParts';
import { documentsOf, type Asset, type AssetAttachment } from './assets';
import { useAttachmentActions } from './useAttachmentActions';

function Documents({ asset }: { asset: Asset }) {
  const { addDocument, remove } = useAttachmentActions(asset);
  const documents = documentsOf(asset);

  const open = (document: AssetAttachment) => {
    track('asset document opened', { assetId: asset.id, attachmentId: document.id });
    window.open(document.url, '_blank', 'noopener');
  };

  return (
    <AttachmentsFrame
      asset={asset}
      kind="Document"
      accept="application/*"
      adding={addDocument.isPending}
      onAdd={(file) => addDocument.mutate(file)}
      addTestId="asset-documents-add"
      emptyText="No asset documents found."
      attachments={documents}
      onDelete={(document) => remove.mutate(document)}
    >
      {({ mayChange, askDelete }) => (
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
                <Table.Td>{formatFileType(document.contentType)}</Table.Td>
                <Table.Td ta="right">
                  {mayChange && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${document.name}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        askDelete(document);
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
    </AttachmentsFrame>
  );
}

/** /assets/asset-documents?assetId=: the asset's documents (spec 2 §2). */
export default function AssetDocumentsPage() {
  return <AssetFromQuery>{(asset) => <Documents asset={asset} />}</AssetFromQuery>;
}
