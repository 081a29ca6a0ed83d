import type { ReactNode } from 'react';

/** Spec 1 §8: a field error shows its message, or "Error" when it is just flagged (`true`). */
export function fieldError(error: ReactNode): ReactNode {
  return error === true ? 'Error' : error;
}
