import { ActionIcon } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

/** The ✕ that takes a person or an asset off a job card, named "Remove {name}". */
export function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${name}`} onClick={onRemove}>
      <IconX size={16} />
    </ActionIcon>
  );
}
