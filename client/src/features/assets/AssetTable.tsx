import { Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { track } from '../../api/analytics';
import { useInfiniteRows } from '../../ui/useInfiniteRows';
import { VirtualTable, type VirtualColumn } from '../../ui/VirtualTable';
import { overviewPath } from './assetPaths';
import type { AssetListItem, useAssetSearch } from './assets';

const formatLastSeen = (lastSeen: string | null) => (lastSeen ? new Date(lastSeen).toLocaleString() : '');

const COLUMNS: VirtualColumn<AssetListItem>[] = [
  {
    id: 'image',
    header: 'Image',
    size: 64,
    cell: ({ row: { original: asset } }) =>
      asset.primaryImageUrl ? (
        <Image src={asset.primaryImageUrl} alt={asset.assetName} w={48} h={48} radius="sm" fit="cover" />
      ) : (
        <IconPhoto size={32} color="gray" aria-label="No image" />
      ),
  },
  { id: 'name', header: 'Name', size: 200, accessorFn: (asset) => asset.assetName },
  { id: 'type', header: 'Type', accessorFn: (asset) => asset.details.assetType },
  { id: 'manufacturer', header: 'Manufacturer', accessorFn: (asset) => asset.details.manufacturer },
  { id: 'serialNumber', header: 'Serial Number', size: 130, accessorFn: (asset) => asset.details.serialNumber },
  { id: 'status', header: 'Status', size: 110, accessorFn: (asset) => asset.assetStatus },
  { id: 'lastSeen', header: 'Last Seen', size: 190, accessorFn: (asset) => formatLastSeen(asset.lastSeen) },
];

/**
 * The asset list of the browser and the search page: a row per asset, the next page loading once the last row
 * becomes visible. A row opens the asset's overview.
 */
export function AssetTable({ search }: { search: ReturnType<typeof useAssetSearch> }) {
  const navigate = useNavigate();
  const rows = useInfiniteRows(search);
  const open = (asset: AssetListItem) => {
    track('asset selected', { assetId: asset.id });
    void navigate(overviewPath(asset.id));
  };
  return (
    <VirtualTable
      {...rows}
      columns={COLUMNS}
      getRowId={(asset) => asset.id}
      onRowClick={open}
      emptyMessage="No assets found."
      estimateRowHeight={65}
      testId="asset"
    />
  );
}
