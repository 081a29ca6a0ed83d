import { notifications } from '@mantine/notifications';
import { showErrorToast } from '../../ui/toasts';
import { SubmissionCallError } from './submissions';
import { errorMessage } from '../../api/errors';

/** A failure toast: the spec's text, with the server's reason below it when there is one. */
export function showFailure(toast: string, error: unknown) {
  const reason = error instanceof SubmissionCallError ? error.reason : errorMessage(error, '');
  if (reason && reason !== toast) notifications.show({ color: 'red', title: toast, message: reason });
  else showErrorToast(toast);
}
