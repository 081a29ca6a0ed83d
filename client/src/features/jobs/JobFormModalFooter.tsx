import { Button, Group, Text } from '@mantine/core';

interface JobFormModalFooterProps {
  /** Shown as "{n} selected" on the left. */
  selectedCount?: number;
  confirmLabel: string;
  confirmDisabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The buttons of the job form's pickers (location, crew, assets): Cancel and the picker's own confirm. */
export function JobFormModalFooter({
  selectedCount,
  confirmLabel,
  confirmDisabled,
  onCancel,
  onConfirm,
}: JobFormModalFooterProps) {
  return (
    <Group justify={selectedCount === undefined ? 'flex-end' : 'space-between'}>
      {selectedCount !== undefined && (
        <Text size="sm" c="dimmed">
          {selectedCount} selected
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Group>
  );
}
