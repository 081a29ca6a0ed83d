import { Badge, Button, type ButtonProps } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { loadPageChunk } from '../../app/lazyPage';
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

type FiltersButtonProps = ButtonProps & ComponentPropsWithoutRef<'button'> & { count: number };

/** The Filters button, the popover's target: the count of filters in use beside its label. */
export function FiltersButton({ count, ...props }: FiltersButtonProps) {
  return (
    <Button
      variant="default"
      leftSection={<IconFilter size={16} />}
      rightSection={
        count > 0 && (
          <Badge size="sm" circle data-testid="quotes-filter-count">
            {count}
          </Badge>
        )
      }
      data-testid="quotes-filters"
      {...props}
    >
      Filters
    </Button>
  );
}

/**
 * The quotes list's Filters popover (spec 3 §2): Status (All expands to every status), Created By, the field filters;
 * the button shows the count of filters in use. The popover (QuoteFiltersPopover.tsx: Popover, FocusTrap and
 * floating-ui, about 20 KiB) loads when the pointer comes over the button and opens on the first click, as the user
 * menu does (docs/performance.md, "Measured in a browser"); until then the button stands alone.
 */
export function QuoteFilters(props: QuoteFiltersProps) {
  const [opened, setOpened] = useState(false);
  const button = (
    <FiltersButton
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
