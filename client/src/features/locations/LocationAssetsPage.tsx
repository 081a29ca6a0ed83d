import { Anchor, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useInfiniteRows } from '../../ui/useInfiniteRows';
import { VirtualTable, type VirtualColumn } from '../../ui/VirtualTable';
import { SEARCH_DEBOUNCE_MS, useAssetSearch, type AssetListItem } from '../assets';
import { formatDateTime } from '../../ui/format';
import { historyPath } from './locations';

const COLUMNS: VirtualColumn<AssetListItem>[] = [
  {
    id: 'name',
    header: 'Name',
    size: 260,
    cell: ({ row: { original: asset } }) => (
      <Anchor component={Link} to={historyPath(asset.id)}>
        {asset.assetName}
      </Anchor>
    ),
  },
  { id: 'type', header: 'Type', accessorFn: (asset) => asset.details.assetType },
  { id: 'macAddress', header: 'MAC Address', accessorFn: (asset) => asset.macAddress },
  {
    id: 'lastSeen',
    header: 'Last Seen',
    accessorFn: (asset) => formatDateTime(asset.lastSeen),
  },
];

/**
 * /admin/location ("Manage Locations"): the signed-in account's tracked assets, searchable, each row opening its
 * location history.
 */
export default function LocationAssetsPage() {
  const navigate = useNavigate();
  const [keywords, setKeywords] = useState('');
  const [debouncedKeywords] = useDebouncedValue(keywords.trim(), SEARCH_DEBOUNCE_MS);
  // Only assets with a tracker (a MAC address) have a location history.
  const assets = useInfiniteRows(useAssetSearch({ keywords: debouncedKeywords, tracked: 'true' }));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          Manage Locations
        </Title>
        <Text c="dimmed">Choose a tracked asset to see its location history.</Text>
      </Stack>
      <TextInput
        aria-label="Search"
        placeholder="Search tracked assets"
        leftSection={<IconSearch size={16} />}
        value={keywords}
        onChange={(event) => setKeywords(event.currentTarget.value)}
        w={320}
        data-testid="location-assets-search"
      />
      <VirtualTable
        {...assets}
        columns={COLUMNS}
        getRowId={(asset) => asset.id}
        onRowClick={(asset) => void navigate(historyPath(asset.id))}
        emptyMessage="No tracked assets found."
        estimateRowHeight={41}
        testId="location-asset"
      />
    </Stack>
  );
}
