import { Box, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { track } from '../../api/analytics';
import { useAccess } from '../../auth/access';
import { useIsMobile } from '../../ui/useIsMobile';
import { SEARCH_DEBOUNCE_MS } from '../assets';
import { AssetMap, type AssetPosition } from '../map';
import { MIN_HEIGHT } from '../../ui/map/mapSettings';
import { defaultPeriod, markerOf, useAvailability } from './availability';
import { AvailabilityFilters, JobSelect, PeriodPicker, type AssetFilters, type Period } from './AvailabilityFilters';
import { AvailabilityTable } from './AvailabilityTable';

type View = 'list' | 'map';

/**
 * /asset-availability (spec 2 "Asset availability"): which assets are free in a period, as a list and on a map.
 * The period starts as today and the next seven days; choosing a job makes its dates the period.
 */
export default function AssetAvailabilityPage() {
  const { can } = useAccess();
  const compact = useIsMobile();
  const [period, setPeriod] = useState<Period>(() => defaultPeriod());
  const [jobId, setJobId] = useState<string>();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<AssetFilters>({ availableOnly: false });
  const [view, setView] = useState<View>('list');
  const availability = useAvailability({ ...period, search: debouncedSearch, ...filters });

  useEffect(() => {
    if (debouncedSearch) track('asset availability searched', { search: debouncedSearch });
  }, [debouncedSearch]);

  const choosePeriod = (next: Period) => {
    setPeriod(next);
    setJobId(undefined);
    track('asset availability date selected', { ...next });
  };
  const chooseJob = (job: { id: string; startDate: string; endDate: string } | undefined) => {
    setJobId(job?.id);
    if (!job) return;
    setPeriod({ startDate: job.startDate, endDate: job.endDate });
    track('asset availability job selected', { jobId: job.id });
  };
  const filter = (change: Partial<AssetFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    track('asset availability filtered', change);
  };

  const { rows, totalCount: total } = availability;
  const markers = useMemo(
    () => rows.map(markerOf).filter((marker): marker is AssetPosition => marker !== null),
    [rows],
  );

  const table = <AvailabilityTable availability={availability} compact={compact} />;
  const map = (
    <Box mih={MIN_HEIGHT} h={compact ? MIN_HEIGHT : '100%'}>
      <AssetMap markers={markers} label="Asset availability map" />
    </Box>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={26}>
          Asset Availability
        </Title>
        {total !== undefined && (
          <Text c="dimmed" data-testid="availability-count">
            {total === 1 ? '1 asset' : `${total} assets`}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <PeriodPicker period={period} onChange={choosePeriod} />
        {can('web:schedule') && <JobSelect jobId={jobId} onChange={chooseJob} />}
      </SimpleGrid>
      <AvailabilityFilters search={search} onSearch={setSearch} filters={filters} onFilter={filter} />
      {compact ? (
        <>
          <SegmentedControl
            data={[
              { label: 'List', value: 'list' },
              { label: 'Map', value: 'map' },
            ]}
            value={view}
            onChange={setView}
            aria-label="View"
            data-testid="availability-view"
          />
          {view === 'list' ? table : map}
        </>
      ) : (
        <Group align="stretch" gap="md" wrap="nowrap">
          <Box flex={3} miw={0}>
            {table}
          </Box>
          <Box flex={2} miw={0}>
            {map}
          </Box>
        </Group>
      )}
    </Stack>
  );
}
