import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import type { DynamicDocument } from './engine';

/** The toast when the dynamic document cannot be read (the config editor's too). */
export const DYNAMIC_DOCUMENT_READ_FAILED = 'Error fetching dynamic document.';

/**
 * The dynamic document as the server checked it, with its defaults (`GET …/dynamicdocument/checked`), for the
 * Documents and quote lists, which then need not load the engine's schema (zod, 25 KiB) before they draw
 * (docs/performance.md, "Measured in a browser"): null when the form has none or it does not fit the schema.
 * The config's writes (useRestConfigWrites) read it again. A module of its own, so that the lists do not load the
 * config editor's reads and writes.
 */
export function useCheckedDynamicDocument(accountId: string, formId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.checkedDynamicDocument(accountId, formId ?? ''),
    queryFn: () => api.get<DynamicDocument | null>(`/forms/${formId}/dynamicdocument/checked`),
    enabled: formId !== undefined,
    meta: { errorMessage: DYNAMIC_DOCUMENT_READ_FAILED },
  });
}
