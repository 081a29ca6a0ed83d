import { useAccess } from '../../auth/access';
import { useCheckedDynamicDocument } from '../formTemplates';
import type { DynamicDocument } from './engine';

/**
 * The form's dynamic document (docs/forms.md: the Documents list's columns, filters, sort, page size and the detail
 * page's heading), as the server checked it with its defaults: undefined while it loads, null when the form has none
 * (or it cannot be read).
 */
export function useDynamicDocument(formId: string | undefined): DynamicDocument | null | undefined {
  const { user } = useAccess();
  const read = useCheckedDynamicDocument(user.accountId, formId);
  if (!formId || read.isPending) return undefined;
  return read.data ?? null;
}
