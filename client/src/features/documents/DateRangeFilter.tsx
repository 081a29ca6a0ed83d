import { InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { lazy } from 'react';
import { loadPageChunk } from '../../app/lazyPage';
import { LoadOnReach } from '../../ui/LoadOnReach';
import type { DateRange } from './documentList';

const loadPicker = () => loadPageChunk(() => import('./DateRangePicker'));
const DateRangePicker = lazy(loadPicker);

export interface DateRangeFilterProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
  testId: string;
  label?: string;
}

/** The range as the picker writes it ("Dec 1, 2026 – Dec 31, 2026": its valueFormat and separator). */
const rangeText = ({ startDate, endDate }: DateRange) =>
  [startDate, endDate].map((date) => format(parseISO(date), 'MMM d, yyyy')).join(' – ');

/**
 * A submission list's date range (the Documents list, the quotes list). The picker (Mantine's dates with dayjs,
 * about 20 KiB) loads when the user reaches for the field (LoadOnReach), not with the list; until then the same
 * field shows the range.
 */
export function DateRangeFilter({ label = 'Dates', ...props }: DateRangeFilterProps) {
  return (
    <LoadOnReach
      preload={loadPicker}
      standIn={(handlers) => (
        <InputBase
          component="button"
          type="button"
          label={label}
          leftSection={<IconCalendar size={16} />}
          miw={250}
          pointer
          {...handlers}
          data-testid={props.testId}
        >
          {rangeText(props.range)}
        </InputBase>
      )}
      control={(reached) => <DateRangePicker {...props} label={label} reached={reached} />}
    />
  );
}
