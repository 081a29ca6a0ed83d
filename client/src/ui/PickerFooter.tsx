import { Button, Group, Text } from '@mantine/core';

interface PickerFooterProps {
  /** Shown as "{n} selected" on the left. */
  selectedCount?: number;
  confirmLabel: string;
  confirmDisabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The buttons of a picker modal (location, crew, assets): Cancel and the picker's own confirm. */
export function PickerFooter({ selectedCount, confirmLabel, confirmDisabled, onCancel, onConfirm }: PickerFooterProps) {
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
