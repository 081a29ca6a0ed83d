import { Button, Loader, Text } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { BROWSER_PATH } from './assetPaths';
import { useAsset, type Asset } from './assets';

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

interface AddFileButtonProps {
  label: string;
  accept: string;
  loading: boolean;
  onFile: (file: File) => void;
  /** `-input` is the file input's test id. */
  testId: string;
}

/** A button opening the file chooser. */
export function AddFileButton({ label, accept, loading, onFile, testId }: AddFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => input.current?.click()} loading={loading} data-testid={testId}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that choosing the same file again is a change too.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
