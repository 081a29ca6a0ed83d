import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { loadPageChunk } from '../../app/lazyPage';
import { FiltersButton } from '../../ui/FiltersButton';
import type { Option } from '../../ui/Select';
import type { FieldFilter } from '../documents';
import { quoteFilterCount, type QuoteFilters as QuoteFilterValues } from './quoteRules';

const loadPopover = () => loadPageChunk(() => import('./QuoteFiltersPopover'));
const QuoteFiltersPopover = lazy(loadPopover);

export interface QuoteFiltersProps {
  value: QuoteFilterValues;
  onChange: (value: QuoteFilterValues) => void;
  /** Created By's choices. */
  users: Option[];
  /** Job Name, Customer Name and the form's configured field filters. */
  fieldFilters: FieldFilter[];
}

/** The quote list's Filters button, before and after its popover has loaded. */
export const QuoteFiltersButton = (props: Omit<ComponentProps<typeof FiltersButton>, 'countTestId'>) => (
  <FiltersButton countTestId="quotes-filter-count" data-testid="quotes-filters" {...props} />
);

/**
 * The quotes list's Filters popover (spec 3 §2): Status (All expands to every status), Created By, the field filters;
 * the button shows the count of filters in use. The popover (QuoteFiltersPopover.tsx: Popover, FocusTrap, Checkbox,
 * about 15 KiB) loads when the pointer comes over the button and opens on the first click, as the user menu does
 * (docs/performance.md, "Measured in a browser"); until then the button stands alone.
 */
export function QuoteFilters(props: QuoteFiltersProps) {
  const [opened, setOpened] = useState(false);
  const button = (
    <QuoteFiltersButton
      count={quoteFilterCount(props.value)}
      onPointerEnter={() => void loadPopover().catch(() => undefined)}
      onClick={() => setOpened(true)}
    />
  );
  return opened ? (
    <Suspense fallback={button}>
      <QuoteFiltersPopover {...props} />
    </Suspense>
  ) : (
    button
  );
}
