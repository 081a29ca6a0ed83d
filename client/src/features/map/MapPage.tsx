import { Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { AssetMap } from './AssetMap';
import { MIN_HEIGHT } from '../../ui/map/mapSettings';
import { TONE_BACKGROUND, type Tone } from './markerRules';
import { useAssetPositions } from './positions';

const LEGEND: [Tone, string][] = [
  ['green', 'Seen in the last 12 hours'],
  ['grey', 'Not seen for 12 hours or more'],
  ['gradient', 'Cluster with both'],
];

function Legend() {
  return (
    <Group gap="lg" data-testid="map-legend">
      {LEGEND.map(([tone, text]) => (
        <Group key={tone} gap={6} wrap="nowrap">
          <Box w={12} h={12} style={{ borderRadius: '50%', background: TONE_BACKGROUND[tone] }} />
          <Text size="sm">{text}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** /map: every located asset of the account (spec 2 §2). */
export default function MapPage() {
  const positions = useAssetPositions();
  const count = positions.data?.length ?? 0;
  return (
    <Stack h="calc(100vh - 48px)" gap="md">
      <Group justify="space-between" align="center">
        <Group gap="md" align="baseline">
          <Title order={1} fz={26}>
            Map
          </Title>
          {positions.data && (
            <Text c="dimmed" data-testid="map-asset-count">
              {count === 1 ? '1 asset' : `${count} assets`} on the map
            </Text>
          )}
        </Group>
        <Legend />
      </Group>
      <Box flex={1} mih={MIN_HEIGHT}>
        {positions.data ? (
          <AssetMap markers={positions.data} label="Asset map" />
        ) : (
          <Center h="100%">
            {positions.isError ? <Text c="red">Error fetching Assets</Text> : <Loader aria-label="Loading assets" />}
          </Center>
        )}
      </Box>
    </Stack>
  );
}
