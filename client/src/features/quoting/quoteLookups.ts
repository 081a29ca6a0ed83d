import { useMemo } from 'react';
import { useFormLookups } from '../documents';
import type { FormLookups, PricebookItemOption } from '../formRenderer';
import { usePriceBookItems } from '../pricebook';

// Apart from quoteForm.ts: the price book is read through Apollo Client, which the quote list, a landing page, does
// not load (docs/performance.md).
/**
 * What a quote's renderer offers: the Documents pages' lookups and mapping sources (branches, divisions, people and
 * jobs where readable, the signed-in user), and the price book for the Add Line Items modal.
 */
export function useQuoteLookups(): ReturnType<typeof useFormLookups> {
  const { lookups, sources, sourcesReady } = useFormLookups();
  const { items } = usePriceBookItems();
  const withPricebook = useMemo<FormLookups>(
    () => ({
      ...lookups,
      pricebookItems: (items ?? []).map(({ id, name, description, unit, rate, category }): PricebookItemOption => ({
        id,
        name,
        description,
        unit,
        rate,
        category,
      })),
    }),
    [lookups, items],
  );
  return { lookups: withPricebook, sources, sourcesReady };
}
