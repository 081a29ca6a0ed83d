import { InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { lazy, startTransition, Suspense, useState } from 'react';
import { loadPageChunk } from '../../app/lazyPage';
import type { DateRange } from './documentList';

const DateRangePicker = lazy(() => loadPageChunk(() => import('./DateRangePicker')));

export interface DateRangeFilterProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
  testId: string;
  label?: string;
}

/** How the user reached for the filter before its picker had loaded, the strongest last. */
const REACHES = ['hover', 'focus', 'click'] as const;
export type Reach = (typeof REACHES)[number];

/** The range as the picker writes it ("Dec 1, 2026 – Dec 31, 2026": its valueFormat and separator). */
const rangeText = ({ startDate, endDate }: DateRange) =>
  [startDate, endDate].map((date) => format(parseISO(date), 'MMM d, yyyy')).join(' – ');

/**
 * A submission list's date range (the Documents list, the quotes list). The picker (Mantine's dates with dayjs,
 * about 20 KiB) loads when the pointer comes over the field, it gets the focus or is clicked, not with the list
 * (docs/performance.md, "Measured in a browser"); until then the same field shows the range.
 */
export function DateRangeFilter({ label = 'Dates', ...props }: DateRangeFilterProps) {
  const [reached, setReached] = useState<Reach | null>(null);
  // In a transition: while the picker loads, React keeps this field on the page (not a fallback in its place), so
  // the click that follows the pointer, or the keys that follow the focus, reach it.
  const reach = (how: Reach) =>
    startTransition(() =>
      setReached((before) => (before && REACHES.indexOf(before) > REACHES.indexOf(how) ? before : how)),
    );
  const field = (
    <InputBase
      component="button"
      type="button"
      label={label}
      leftSection={<IconCalendar size={16} />}
      miw={250}
      pointer
      onPointerEnter={() => reach('hover')}
      onFocus={() => reach('focus')}
      // The press, not the click: the picker may replace the field between the two, and the click then goes to
      // neither (the keyboard's Enter or Space is a click without a press).
      onPointerDown={() => reach('click')}
      onClick={() => reach('click')}
      data-testid={props.testId}
    >
      {rangeText(props.range)}
    </InputBase>
  );
  return (
    <Suspense fallback={field}>
      {reached ? <DateRangePicker {...props} label={label} reached={reached} /> : field}
    </Suspense>
  );
}
