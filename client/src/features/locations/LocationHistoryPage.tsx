import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { formatDateTime, formatLocalDateTime } from '../../ui/format';
import { useInfiniteRows } from '../../ui/useInfiniteRows';
import { VirtualTable, type VirtualColumn } from '../../ui/VirtualTable';
import { useAsset } from '../assets';
import { pointAddress, useLocationHistory, type LocationPoint } from './locations';

/** Spec 2 §2, in the spec's order. */
const COLUMNS: VirtualColumn<LocationPoint>[] = [
  { id: 'dateTime', header: 'Date Time', size: 165, accessorFn: (point) => formatDateTime(point.dateTime) },
  {
    id: 'latLng',
    header: 'Lat/Lng',
    size: 175,
    accessorFn: (point) => `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`,
  },
  {
    id: 'localDateTime',
    header: 'Local Date Time',
    size: 165,
    accessorFn: (point) => formatLocalDateTime(point.localDateTime),
  },
  { id: 'macAddress', header: 'MAC Address', size: 150, accessorFn: (point) => point.macAddress },
  { id: 'provider', header: 'Provider', size: 115, accessorFn: (point) => point.provider },
  { id: 'source', header: 'Source', size: 70, accessorFn: (point) => point.source.type },
  { id: 'address', header: 'Address', size: 185, accessorFn: pointAddress },
  {
    id: 'radius',
    header: 'Radius',
    size: 70,
    accessorFn: (point) => (point.radius === null ? '' : `${point.radius} m`),
  },
];

/** /admin/location/:assetId: the asset's tracker points, newest first, the next page loading at the last row. */
export default function LocationHistoryPage() {
  const { assetId = '' } = useParams();
  const asset = useAsset(assetId);
  const history = useInfiniteRows(useLocationHistory(assetId));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          Location History
        </Title>
        <Text fw={600} data-testid="location-history-asset">
          {asset.data?.assetName}
        </Text>
      </Stack>
      {asset.isError ? (
        <Text data-testid="asset-not-found">No Asset Found</Text>
      ) : (
        <VirtualTable
          {...history}
          columns={COLUMNS}
          getRowId={(point) => point.id}
          emptyMessage="No history found."
          estimateRowHeight={41}
          testId="location-history"
        />
      )}
    </Stack>
  );
}
