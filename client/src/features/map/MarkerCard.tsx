import { ActionIcon, Anchor, Box, Group, Image, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { formatDistanceStrict } from 'date-fns';
import { Link, useLocation } from 'react-router-dom';
import { leavesWithFullLoad } from '../../layout/navigation';
import { formatDateTime } from '../../ui/format';
import { overviewPath } from '../assets';
import { markerTone, TONE_BACKGROUND } from './markerRules';
import type { AssetPosition } from './positions';

function lastSeenText(lastSeen: string | null, now: number) {
  if (lastSeen === null) return 'Never seen by a tracker: shown at its address';
  const seen = new Date(lastSeen);
  return `Last seen ${formatDateTime(seen)} (${formatDistanceStrict(seen, now, { addSuffix: true })})`;
}

function AssetLink({ asset }: { asset: AssetPosition }) {
  const { pathname } = useLocation();
  return (
    <Anchor component={Link} to={overviewPath(asset.id)} reloadDocument={leavesWithFullLoad(pathname)} fw={600}>
      {asset.assetName}
    </Anchor>
  );
}

function Dot({ asset, now }: { asset: AssetPosition; now: number }) {
  return (
    <Box
      component="span"
      w={10}
      h={10}
      mt={6}
      style={{ borderRadius: '50%', flex: 'none', background: TONE_BACKGROUND[markerTone(asset.lastSeen, now)] }}
    />
  );
}

function AssetSummary({ asset, now }: { asset: AssetPosition; now: number }) {
  const kind = [asset.assetType, asset.category].filter(Boolean).join(' · ');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Dot asset={asset} now={now} />
      <Stack gap={0} miw={0}>
        <AssetLink asset={asset} />
        {kind && (
          <Text size="sm" c="dimmed">
            {kind}
          </Text>
        )}
        <Text size="sm">{lastSeenText(asset.lastSeen, now)}</Text>
      </Stack>
    </Group>
  );
}

interface MarkerCardProps {
  /** One asset, or the assets of a cluster that cannot be split further. */
  markers: AssetPosition[];
  now: number;
  onClose?: () => void;
}

/** What a marker click shows: the asset (name linking to its overview) and when it was last seen. */
export function MarkerCard({ markers, now, onClose }: MarkerCardProps) {
  const [first] = markers;
  return (
    <Paper shadow="md" p="sm" w={300} withBorder data-testid="map-marker-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb={markers.length > 1 ? 'xs' : 0}>
        {markers.length > 1 ? (
          <Text fw={700}>{markers.length} assets here</Text>
        ) : (
          <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
            {first.imageUrl && <Image src={first.imageUrl} alt={first.assetName} w={56} h={56} radius="sm" />}
            <AssetSummary asset={first} now={now} />
          </Group>
        )}
        {onClose && (
          <ActionIcon variant="subtle" color="gray" aria-label="Close" onClick={onClose}>
            <IconX size={16} />
          </ActionIcon>
        )}
      </Group>
      {markers.length > 1 && (
        <ScrollArea.Autosize mah={260}>
          <Stack gap="sm">
            {markers.map((asset) => (
              <AssetSummary key={asset.id} asset={asset} now={now} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
