import { Button, Group, Modal as MantineModal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MODAL_TRANSITION } from './Modal';

interface ConfirmationDialogProps {
  opened: boolean;
  title?: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  /** Called by Cancel, Escape and a click outside. */
  onClose: () => void;
  confirmLabel?: string;
  withCancel?: boolean;
  /** The cancel button's label (default Cancel). */
  cancelLabel?: string;
  /** What the cancel button does when it is a choice of its own ("No, Save as Draft"); default onClose. */
  onCancel?: () => void;
  /** Both buttons wait while the choice is carried out. */
  busy?: boolean;
}

/** A warning dialog asking the user to confirm (about 30 % of the screen wide). */
export function ConfirmationDialog({
  opened,
  title,
  message,
  onConfirm,
  onClose,
  confirmLabel = 'Confirm',
  withCancel = true,
  cancelLabel = 'Cancel',
  onCancel,
  busy = false,
}: ConfirmationDialogProps) {
  return (
    <MantineModal
      opened={opened}
      onClose={onClose}
      size="30%"
      centered
      withCloseButton={false}
      transitionProps={MODAL_TRANSITION}
      styles={{ content: { minWidth: 'min(400px, 100%)' } }}
    >
      <Stack align="center" ta="center" gap="md" p="sm">
        <ThemeIcon color="orange" variant="light" size={56} radius="xl">
          <IconAlertTriangle size={32} />
        </ThemeIcon>
        {/* The modal's own title element: it names the dialog (aria-labelledby). */}
        {title && (
          <MantineModal.Title fz="h3" fw={700}>
            {title}
          </MantineModal.Title>
        )}
        <Text>{message}</Text>
        <Group justify="center" mt="sm">
          {withCancel && (
            <Button variant="default" onClick={onCancel ?? onClose} disabled={busy}>
              {cancelLabel}
            </Button>
          )}
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </MantineModal>
  );
}
