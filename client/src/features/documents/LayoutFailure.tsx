import { Alert } from '@mantine/core';

/** What a submission shows when its form's web layout cannot be drawn (a template's mistake, named by the error). */
export function layoutFailure(error: Error) {
  return (
    <Alert color="red" title="An Error Occurred" data-testid="document-layout-error">
      {error.message}
    </Alert>
  );
}
