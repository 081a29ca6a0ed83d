import { useMemo } from 'react';
import type { FormLookups, FormSources } from '../formRenderer';
import { useQuoteLookups } from '../quoting';
import type { QuoteLine } from './invoiceForm';

/**
 * What the invoice form's pickers offer and where a new invoice's mapped fields come from: the quote form's lookups
 * (the Documents pages' lookups and sources, and the price book for the Add Line Items modal), plus the quote's lines
 * for the modal's Quote tab and the job's branch as the invoice's branch.
 */
export function useInvoiceLookups(quoteLines: readonly QuoteLine[], jobBranch?: { id: string; name: string } | null) {
  const { lookups, sources, sourcesReady } = useQuoteLookups();
  const invoiceLookups = useMemo<FormLookups>(
    () => (quoteLines.length ? { ...lookups, quoteLineItems: [...quoteLines] } : lookups),
    [lookups, quoteLines],
  );
  const invoiceSources = useMemo<FormSources | undefined>(
    () => sources && { ...sources, ...(jobBranch ? { branch: { id: jobBranch.id, name: jobBranch.name } } : {}) },
    [sources, jobBranch],
  );
  return { lookups: invoiceLookups, sources: invoiceSources, sourcesReady };
}
