import '@mantine/dates/styles.css';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { rangePresets, type DateRange } from './documentList';

interface DateRangeFilterProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
  testId: string;
  label?: string;
}

/**
 * A submission list's date range (the Documents list, the quotes list): applied once both ends are chosen, with the
 * quotes' shortcuts Today … Last Month (spec 3 §2).
 */
export function DateRangeFilter({ range, onChange, testId, label = 'Dates' }: DateRangeFilterProps) {
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
      type="range"
      label={label}
      leftSection={<IconCalendar size={16} />}
      valueFormat="MMM D, YYYY"
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
