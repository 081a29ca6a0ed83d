import { Anchor, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { track } from '../../api/analytics';
import { formatAssetStatus, formatDateTime } from '../../ui/format';
import { useInfiniteRows } from '../../ui/useInfiniteRows';
import { VirtualTable, type VirtualColumn } from '../../ui/VirtualTable';
import { overviewPath } from './assetPaths';
import type { AssetListItem, useAssetSearch } from './assets';

const trackSelected = (asset: AssetListItem) => track('asset selected', { assetId: asset.id });

const COLUMNS: VirtualColumn<AssetListItem>[] = [
  {
    id: 'image',
    header: 'Image',
    // The 48 px thumbnail and the header's word with the cell's padding, at any table width.
    size: 76,
    meta: { fixedWidth: true },
    cell: ({ row: { original: asset } }) =>
      asset.primaryImageUrl ? (
        <Image src={asset.primaryImageUrl} alt={asset.assetName} w={48} h={48} radius="sm" fit="cover" />
      ) : (
        <IconPhoto size={32} color="gray" aria-label="No image" />
      ),
  },
  {
    id: 'name',
    header: 'Name',
    size: 260,
    // The row's link: styled as one, reached and opened from the keyboard. Beside the fixed image column it takes
    // the width the other columns leave.
    cell: ({ row: { original: asset } }) => (
      <Anchor component={Link} to={overviewPath(asset.id)} fw={600} onClick={() => trackSelected(asset)}>
        {asset.assetName}
      </Anchor>
    ),
  },
  { id: 'type', header: 'Type', accessorFn: (asset) => asset.details.assetType },
  { id: 'manufacturer', header: 'Manufacturer', accessorFn: (asset) => asset.details.manufacturer },
  { id: 'serialNumber', header: 'Serial Number', size: 130, accessorFn: (asset) => asset.details.serialNumber },
  { id: 'status', header: 'Status', size: 120, accessorFn: (asset) => formatAssetStatus(asset.assetStatus) },
  { id: 'lastSeen', header: 'Last Seen', size: 160, accessorFn: (asset) => formatDateTime(asset.lastSeen) },
];

/**
 * The asset list of the browser and the search page: a row per asset, the next page loading once the last row
 * becomes visible. A row (or its name, a link) opens the asset's overview.
 */
export function AssetTable({ search }: { search: ReturnType<typeof useAssetSearch> }) {
  const navigate = useNavigate();
  const rows = useInfiniteRows(search);
  const open = (asset: AssetListItem) => {
    trackSelected(asset);
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
