import '@mantine/dates/styles.css';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DateRangeFilterProps, Reach } from './DateRangeFilter';
import { rangePresets } from './documentList';

type DateRangePickerProps = Required<DateRangeFilterProps> & { reached: Reach };

/**
 * The date range filter's picker (DateRangeFilter.tsx loads it when the user reaches for the filter): applied once
 * both ends are chosen, with the quotes' shortcuts Today … Last Month (spec 3 §2). `reached` is how the user
 * reached for it: the click that loaded it opens it, the focus stays on it.
 */
export default function DateRangePicker({ range, onChange, testId, label, reached }: DateRangePickerProps) {
  const input = useRef<HTMLButtonElement>(null);
  // `reached` changes only while the picker loads (the field is gone once it shows): the pointer's enter, the
  // focus and the click may each come before the picker shows or just after.
  useEffect(() => {
    if (reached !== 'hover') input.current?.focus();
    if (reached === 'click') input.current?.click();
  }, [reached]);
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
