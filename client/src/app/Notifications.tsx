import '@mantine/notifications/styles.css';
import { Notifications as MantineNotifications } from '@mantine/notifications';

/** Where the toasts show, loaded with the first toast (App.tsx). */
export default function Notifications() {
  // Bottom right: at the top they covered the pages' top-right actions (Upload Document, + Add New Image).
  return <MantineNotifications position="bottom-right" />;
}
