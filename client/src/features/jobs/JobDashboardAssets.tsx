import { ActionIcon, Anchor, Badge, Button, Group, Paper, Popover, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dashboardPath } from '../schedule';
import { conflictsByAsset, doubleBookedCount, type Conflict, type DashboardJob } from './dashboard';
import type { JobAsset } from './dashboardApi';
import { CONFLICTS_TITLE } from './jobFormActions';
import { RemoveButton } from './RemoveButton';
import { SelectAssetsModal } from './SelectAssetsModal';

/** The popup naming the jobs an asset is also booked on, each a link to its dashboard (spec 2 §2). */
function ConflictsPopup({ asset, conflicts }: { asset: JobAsset; conflicts: Conflict[] }) {
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="light"
          color="red"
          aria-label={`Booking conflicts of ${asset.name ?? 'this asset'}`}
          title="Double Booked"
          data-testid={`job-dashboard-conflicts-${asset.id}`}
        >
          <IconAlertTriangle size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {CONFLICTS_TITLE}
          </Text>
          {conflicts.map((conflict) => (
            // Leaving this page is a full load (it holds a map), also for another job's dashboard.
            <Anchor key={conflict.jobId} component={Link} to={dashboardPath(conflict.jobId)} reloadDocument size="sm">
              {conflict.jobName || 'Untitled job'}
            </Anchor>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

interface AssetsCardProps {
  job: DashboardJob;
  assets: JobAsset[];
  conflicts: Conflict[];
  onChange: (assetIds: string[]) => void;
  onRemove: (assetId: string) => void;
}

/**
 * Job Assets (spec 2 §2): the first task's assets, "{n} Double Booked" and each asset's booking conflicts. A change
 * made in the Select Assets modal or a removal saves at once.
 */
export function JobDashboardAssets({ job, assets, conflicts, onChange, onRemove }: AssetsCardProps) {
  const [picking, setPicking] = useState(false);
  const byAsset = conflictsByAsset(conflicts);
  const doubleBooked = doubleBookedCount(conflicts);
  return (
    <Paper withBorder p="md" radius="md" data-testid="job-dashboard-assets">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={2} fz={18}>
              Job Assets
            </Title>
            {doubleBooked > 0 && (
              <Badge color="red" tt="none" data-testid="job-dashboard-double-booked">
                {doubleBooked} Double Booked
              </Badge>
            )}
          </Group>
          <Button variant="light" size="xs" onClick={() => setPicking(true)} data-testid="job-dashboard-assets-select">
            Select Assets
          </Button>
        </Group>
        {assets.length === 0 ? (
          <Text c="dimmed">No assets assigned.</Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th w={40} />
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {assets.map((asset) => {
                const assetConflicts = byAsset.get(asset.id);
                const name = asset.name ?? 'Unknown asset';
                return (
                  <Table.Tr key={asset.id} data-testid={`job-dashboard-asset-${asset.id}`}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{asset.type}</Table.Td>
                    <Table.Td>{asset.category}</Table.Td>
                    <Table.Td>{assetConflicts && <ConflictsPopup asset={asset} conflicts={assetConflicts} />}</Table.Td>
                    <Table.Td>
                      <RemoveButton name={name} onRemove={() => onRemove(asset.id)} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <SelectAssetsModal
        opened={picking}
        value={assets.map(({ id }) => id)}
        startDate={job.startDate}
        endDate={job.endDate}
        onClose={() => setPicking(false)}
        onSelect={onChange}
      />
    </Paper>
  );
}
