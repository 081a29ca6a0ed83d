import '@mantine/dates/styles.css';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useReachedControl, type Reach } from '../../ui/LoadOnReach';
import { rangeText, type DateRangeFilterProps } from './DateRangeFilter';
import { rangePresets } from './documentList';

type DateRangePickerProps = Required<DateRangeFilterProps> & { reached: Reach };

/**
 * The date range filter's picker (DateRangeFilter.tsx loads it when the user reaches for the filter): applied once
 * both ends are chosen, with the quotes' shortcuts Today … Last Month (spec 3 §2). `reached` is how the user
 * reached for it (useReachedControl).
 */
export default function DateRangePicker({ range, onChange, testId, label, reached }: DateRangePickerProps) {
  const input = useReachedControl<HTMLButtonElement>(reached);
  const [draft, setDraft] = useState<DatesRangeValue<string> | null>(null);
  const presets = useMemo(
    () =>
      rangePresets().map(({ label: name, range: preset }) => ({
        label: name,
        value: [preset.startDate, preset.endDate] as [string, string],
      })),
    [],
  );
  return (
    <DatePickerInput
      ref={input}
      type="range"
      label={label}
      leftSection={<IconCalendar size={16} />}
      valueFormatter={({ date }) => (Array.isArray(date) ? rangeText(date[0], date[1]) : '')}
      presets={presets}
      allowSingleDateInRange
      value={draft ?? [range.startDate, range.endDate]}
      onChange={(value) => {
        const [start, end] = value;
        if (start && end) {
          onChange({ startDate: start, endDate: end });
          setDraft(null);
        } else setDraft(value);
      }}
      onDropdownClose={() => setDraft(null)}
      miw={250}
      data-testid={testId}
    />
  );
}
