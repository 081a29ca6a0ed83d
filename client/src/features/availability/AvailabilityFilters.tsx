import { SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { addDays, format } from 'date-fns';
import { useState } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { FilterSelect } from '../../ui/FilterSelect';
import { Select } from '../../ui/Select';
import { categoryPathName, useAssetOptions, useCategories } from '../assets';
import { fromIsoDate, toIsoDate, useFilterOptions, useScheduleJobs } from '../schedule';

export interface Period {
  startDate: string;
  endDate: string;
}

/** What narrows the assets besides the period and the search. */
export interface AssetFilters {
  assetType?: string;
  categoryId?: string;
  branchId?: string;
  availableOnly: boolean;
}

interface PeriodPickerProps {
  period: Period;
  onChange: (period: Period) => void;
}

/**
 * The period: applied once both ends are chosen; a calendar closed after only the first becomes that one day.
 */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const [draft, setDraft] = useState<DatesRangeValue<string> | null>(null);
  const shown: DatesRangeValue<string> = draft ?? [period.startDate, period.endDate];
  return (
    <DatePickerInput
      type="range"
      aria-label="Dates"
      leftSection={<IconCalendar size={16} />}
      valueFormat="MMM D, YYYY"
      value={shown}
      onChange={(value) => {
        const [start, end] = value;
        // Closing the calendar after the first end only clears the range (Mantine): that first day is the period.
        const first = start ?? draft?.[0];
        if (first && (end || !start)) onChange({ startDate: first, endDate: end ?? first });
        setDraft(start && !end ? value : null);
      }}
      allowSingleDateInRange
      data-testid="availability-dates"
    />
  );
}

/** Jobs offered for choosing a period: from 30 days back to 90 days ahead. */
const JOB_WINDOW = { before: 30, after: 90 };

interface JobSelectProps {
  jobId: string | undefined;
  onChange: (job: { id: string; startDate: string; endDate: string } | undefined) => void;
}

/** A job whose dates become the period (only for users who may read jobs). */
export function JobSelect({ jobId, onChange }: JobSelectProps) {
  const [today] = useState(() => new Date());
  const jobs = useScheduleJobs({
    startDate: toIsoDate(addDays(today, -JOB_WINDOW.before)),
    endDate: toIsoDate(addDays(today, JOB_WINDOW.after)),
    branchIds: [],
    divisionIds: [],
  });
  const dates = (start: string, end: string) =>
    `${format(fromIsoDate(start), 'MMM d')} – ${format(fromIsoDate(end), 'MMM d')}`;
  const options = (jobs.data ?? []).map((job) => ({
    id: job.id,
    value: `${job.number} · ${job.name} (${dates(job.startDate, job.endDate)})`,
  }));
  return (
    <Select
      aria-label="Job"
      placeholder="Select a job"
      options={options}
      value={options.find((option) => option.id === jobId) ?? null}
      onChange={(option) => onChange(jobs.data?.find((job) => job.id === option?.id))}
      clearable
      data-testid="availability-job"
    />
  );
}

interface AvailabilityFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  filters: AssetFilters;
  onFilter: (change: Partial<AssetFilters>) => void;
}

/** The search and the asset type, category, branch and "Available only" filters. */
export function AvailabilityFilters({ search, onSearch, filters, onFilter }: AvailabilityFiltersProps) {
  const types = useAssetOptions('types');
  const categories = useCategories();
  const { branches } = useFilterOptions();
  const categoryOptions = (categories.data ?? [])
    .map((category) => ({ id: category.id, value: categoryPathName(category, categories.data ?? []) }))
    .sort((a, b) => a.value.localeCompare(b.value));
  const typeOptions = types.data ?? [];
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        aria-label="Search"
        placeholder="Search assets"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        data-testid="availability-search"
      />
      <Select
        aria-label="Asset Type"
        placeholder="All Types"
        options={typeOptions}
        value={typeOptions.find((option) => option.value === filters.assetType) ?? null}
        onChange={(option) => onFilter({ assetType: option?.value })}
        clearable
        data-testid="availability-type"
      />
      <Select
        aria-label="Category"
        placeholder="All Categories"
        options={categoryOptions}
        value={categoryOptions.find((option) => option.id === filters.categoryId) ?? null}
        onChange={(option) => onFilter({ categoryId: option?.id })}
        clearable
        data-testid="availability-category"
      />
      <FilterSelect
        label="Branch"
        allLabel="All Branches"
        options={branches}
        value={filters.branchId}
        onChange={(branchId) => onFilter({ branchId })}
        testId="availability-branch"
        w="100%"
      />
      <Checkbox
        label="Available only"
        checked={filters.availableOnly}
        onChange={(event) => onFilter({ availableOnly: event.currentTarget.checked })}
        style={{ alignSelf: 'center' }}
        data-testid="availability-available-only"
      />
    </SimpleGrid>
  );
}
