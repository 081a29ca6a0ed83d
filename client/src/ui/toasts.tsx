import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';

export function showSuccessToast(message: string) {
  notifications.show({ color: 'green', message, icon: <IconCheck size={18} /> });
}

export function showErrorToast(message: string) {
  notifications.show({ color: 'red', message, icon: <IconX size={18} /> });
}
