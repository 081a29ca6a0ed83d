import { Image, Loader, Table, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { track } from '../../api/analytics';
import { overviewPath } from './assetPaths';
import type { AssetListItem, useAssetSearch } from './assets';

const formatLastSeen = (lastSeen: string | null) => (lastSeen ? new Date(lastSeen).toLocaleString() : '');

/**
 * A ref that calls `onVisible` whenever its element is (or scrolls) into view. As a callback ref it follows both a
 * new element (another last row) and a new `onVisible`.
 */
function useWhenVisible(onVisible: () => void) {
  return useCallback(
    (element: HTMLTableRowElement | null) => {
      if (!element) return;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [onVisible],
  );
}

/**
 * The asset list of the browser and the search page: a row per asset, the next page loading once the last row
 * becomes visible. A row opens the asset's overview.
 */
export function AssetTable({ search }: { search: ReturnType<typeof useAssetSearch> }) {
  const navigate = useNavigate();
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const assets = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const lastRow = useWhenVisible(loadMore);

  if (isPending) return <Loader aria-label="Loading" />;
  if (assets.length === 0)
    return (
      <Text c="dimmed" ta="center" data-testid="asset-table-empty">
        No assets found.
      </Text>
    );

  const open = (asset: AssetListItem) => {
    track('asset selected', { assetId: asset.id });
    void navigate(overviewPath(asset.id));
  };

  return (
    <Table highlightOnHover stickyHeader data-testid="asset-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={72}>Image</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Manufacturer</Table.Th>
          <Table.Th>Serial Number</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Last Seen</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {assets.map((asset, index) => (
          <Table.Tr
            key={asset.id}
            ref={index === assets.length - 1 ? lastRow : undefined}
            onClick={() => open(asset)}
            style={{ cursor: 'pointer' }}
            data-testid={`asset-row-${asset.id}`}
          >
            <Table.Td>
              {asset.primaryImageUrl ? (
                <Image src={asset.primaryImageUrl} alt={asset.assetName} w={48} h={48} radius="sm" fit="cover" />
              ) : (
                <IconPhoto size={32} color="gray" aria-label="No image" />
              )}
            </Table.Td>
            <Table.Td>{asset.assetName}</Table.Td>
            <Table.Td>{asset.details.assetType}</Table.Td>
            <Table.Td>{asset.details.manufacturer}</Table.Td>
            <Table.Td>{asset.details.serialNumber}</Table.Td>
            <Table.Td>{asset.assetStatus}</Table.Td>
            <Table.Td>{formatLastSeen(asset.lastSeen)}</Table.Td>
          </Table.Tr>
        ))}
        {isFetchingNextPage && (
          <Table.Tr>
            <Table.Td colSpan={7}>
              <Loader size="sm" aria-label="Loading more" />
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
