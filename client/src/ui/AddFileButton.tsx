import { Button } from '@mantine/core';
import { useRef } from 'react';

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
