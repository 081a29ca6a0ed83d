import { ActionIcon, Button, Group, Modal as MantineModal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Spec 1 §9: dialogs fade in over 300 ms and out over 200 ms. */
export const MODAL_TRANSITION = { transition: 'fade', duration: 300, exitDuration: 200 } as const;
const MODAL_MAX_WIDTH = 984;

interface ModalProps {
  opened: boolean;
  /** Called by Cancel, the top close button, Escape and a click outside. */
  onClose: () => void;
  title?: ReactNode;
  subtitle?: ReactNode;
  withCloseButton?: boolean;
  /** Shows a download button in the header. */
  onDownload?: () => void;
  /** Shows the Cancel and Confirm buttons. */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmDisabled?: boolean;
  confirmLoading?: boolean;
  /** Width; default the app's widest dialog. */
  size?: number | string;
  children?: ReactNode;
}

export function Modal({
  opened,
  onClose,
  title,
  subtitle,
  withCloseButton = true,
  onDownload,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmDisabled,
  confirmLoading,
  size = MODAL_MAX_WIDTH,
  children,
}: ModalProps) {
  return (
    <MantineModal.Root opened={opened} onClose={onClose} size={size} centered transitionProps={MODAL_TRANSITION}>
      <MantineModal.Overlay />
      <MantineModal.Content>
        <MantineModal.Header>
          <Stack gap={2}>
            {title && <MantineModal.Title fw={600}>{title}</MantineModal.Title>}
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </Stack>
          <Group gap="xs" ml="auto">
            {onDownload && (
              <ActionIcon variant="subtle" color="gray" aria-label="Download" onClick={onDownload}>
                <IconDownload size={18} />
              </ActionIcon>
            )}
            {withCloseButton && <MantineModal.CloseButton aria-label="Close" />}
          </Group>
        </MantineModal.Header>
        <MantineModal.Body>
          {children}
          {onConfirm && (
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button onClick={onConfirm} disabled={confirmDisabled} loading={confirmLoading}>
                {confirmLabel}
              </Button>
            </Group>
          )}
        </MantineModal.Body>
      </MantineModal.Content>
    </MantineModal.Root>
  );
}
