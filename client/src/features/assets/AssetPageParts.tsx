import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAccess } from '../../auth/access';
import { AddFileButton } from '../../ui/AddFileButton';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { BROWSER_PATH } from './assetPaths';
import { useAsset, type Asset, type AssetAttachment } from './assets';

/** The asset named by `?assetId=`: without one, back to the browser; on a failed load, "No Asset Found". */
export function AssetFromQuery({ children }: { children: (asset: Asset) => ReactNode }) {
  const [searchParams] = useSearchParams();
  const assetId = searchParams.get('assetId');
  const asset = useAsset(assetId);
  if (!assetId) return <Navigate to={BROWSER_PATH} replace />;
  if (asset.isPending) return <Loader aria-label="Loading" />;
  if (asset.isError) return <Text data-testid="asset-not-found">No Asset Found</Text>;
  return children(asset.data);
}

interface AttachmentsFrameProps {
  asset: Asset;
  kind: 'Image' | 'Document';
  accept: string;
  adding: boolean;
  onAdd: (file: File) => void;
  addTestId: string;
  emptyText: string;
  attachments: AssetAttachment[];
  onDelete: (attachment: AssetAttachment) => void;
  /** The list; `askDelete` opens the delete confirmation, `mayChange` is the asset CRUD permission. */
  children: (actions: { mayChange: boolean; askDelete: (attachment: AssetAttachment) => void }) => ReactNode;
}

/** The frame of the images and documents pages: heading, add button, empty text and delete confirmation. */
export function AttachmentsFrame(props: AttachmentsFrameProps) {
  const { asset, kind, attachments, onDelete, children } = props;
  const mayChange = useAccess().can('web:assetcrud');
  const [toDelete, setToDelete] = useState<AssetAttachment | null>(null);
  const confirmDelete = () => {
    if (toDelete) onDelete(toDelete);
    setToDelete(null);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {asset.assetName} {kind}s
        </Title>
        {mayChange && (
          <AddFileButton
            label={`+ Add New ${kind}`}
            accept={props.accept}
            loading={props.adding}
            onFile={props.onAdd}
            testId={props.addTestId}
          />
        )}
      </Group>
      {attachments.length === 0 ? (
        <Text c="dimmed">{props.emptyText}</Text>
      ) : (
        children({ mayChange, askDelete: setToDelete })
      )}
      <ConfirmationDialog
        opened={toDelete !== null}
        title={`Delete ${kind}`}
        message={`Are you sure you want to delete this ${kind.toLowerCase()}? This action cannot be undone.`}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
