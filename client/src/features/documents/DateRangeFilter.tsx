import { InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy } from 'react';
import { loadPageChunk } from '../../app/lazyPage';
import { formatDate } from '../../ui/format';
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

/**
 * A range as the field shows it, before the picker has loaded and in it: "Dec 1, 2026 – Dec 31, 2026", and
 * "Dec 1, 2026 – " while only its start is chosen.
 */
export const rangeText = (startDate: Date | string | null, endDate: Date | string | null) =>
  startDate ? `${formatDate(startDate, 'monthDay')} – ${formatDate(endDate, 'monthDay')}` : '';

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
          {rangeText(props.range.startDate, props.range.endDate)}
        </InputBase>
      )}
      control={(reached) => <DateRangePicker {...props} label={label} reached={reached} />}
    />
  );
}
