import { useAccess } from '../../auth/access';
import { useRestConfig } from '../formTemplates';
import { dynamicDocumentSchema, type DynamicDocument } from './engine';

/**
 * The form's dynamic document (docs/forms.md: the Documents list's columns, filters, sort, page size and the detail
 * page's heading): undefined while it loads, null when the form has none (or it cannot be read).
 */
export function useDynamicDocument(formId: string | undefined): DynamicDocument | null | undefined {
  const { user } = useAccess();
  const config = useRestConfig('dynamicDocument', { id: formId ?? '', accountId: user.accountId });
  if (!formId) return undefined;
  if (config.isPending) return undefined;
  if (!config.data) return null;
  const parsed = dynamicDocumentSchema.safeParse(config.data);
  return parsed.success ? parsed.data : null;
}
