import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { REST_CONFIGS } from '../formTemplates/restConfigs';
import type { DynamicDocument } from './engine';

/**
 * The form's dynamic document (docs/forms.md: the Documents list's columns, filters, sort, page size and the detail
 * page's heading): undefined while it loads, null when the form has none (or it cannot be read). The server answers
 * it checked, with its defaults (`GET …/dynamicdocument/checked`), so that the lists need not load the engine's
 * schema (zod, 25 KiB) before they draw (docs/performance.md, "Measured in a browser").
 */
export function useDynamicDocument(formId: string | undefined): DynamicDocument | null | undefined {
  const { user } = useAccess();
  const read = useQuery({
    queryKey: queryKeys.checkedDynamicDocument(user.accountId, formId ?? ''),
    queryFn: () => api.get<DynamicDocument | null>(`/forms/${formId}/dynamicdocument/checked`),
    enabled: formId !== undefined,
    meta: { errorMessage: REST_CONFIGS.dynamicDocument.texts.readFailed },
  });
  if (!formId || read.isPending) return undefined;
  return read.data ?? null;
}
