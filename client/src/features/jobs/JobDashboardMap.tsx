import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { track } from '../../api/analytics';
import { AssetMap, type AssetPosition } from '../map';
import { DETAIL_ZOOM, MIN_HEIGHT } from '../../ui/map/mapSettings';
import type { JobLocationFields } from './jobs';
import type { JobAsset } from './dashboardApi';

interface MapCardProps {
  jobId: string;
  site: JobLocationFields | null;
  assets: JobAsset[];
}

/**
 * The job's map (spec 2 §2): the job site's pin and its assets' positions with clustered markers and cards, on the
 * shared asset map (Google hybrid/roadmap with a key, else the offline map).
 */
export function JobDashboardMap({ jobId, site, assets }: MapCardProps) {
  const interacted = useRef(false);
  // Recorded once per visit, at the first touch of the map (spec 1 §9 "job asset map interacted").
  const onPointerDown = () => {
    if (interacted.current) return;
    interacted.current = true;
    track('job asset map interacted', { jobId });
  };
  const positions = assets.flatMap((asset): AssetPosition[] => (asset.position ? [asset.position] : []));
  // The map refits when its markers change: they keep their identity while their content does.
  const content = JSON.stringify(positions);
  const markers = useMemo(() => JSON.parse(content) as AssetPosition[], [content]);
  const [lat, lng] = [site?.lat, site?.lng];
  const siteName = site ? `Job site: ${site.formattedAddress || site.name}` : null;
  const sitePin = useMemo(
    () => (lat !== undefined && lng !== undefined ? { position: { lat, lng }, label: siteName! } : null),
    [lat, lng, siteName],
  );
  // Without a located asset the map opens on the site, close up.
  const siteView = useMemo(
    () => (sitePin && markers.length === 0 ? { center: sitePin.position, zoom: DETAIL_ZOOM } : undefined),
    [sitePin, markers],
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid="job-dashboard-map">
      <Stack gap="sm" h="100%">
        <Stack gap={0}>
          <Title order={2} fz={18}>
            Map
          </Title>
          <Text size="sm" c="dimmed" data-testid="job-dashboard-map-site">
            {siteName ?? 'No job site selected.'}
          </Text>
        </Stack>
        <Box flex={1} mih={MIN_HEIGHT} onPointerDown={onPointerDown}>
          <AssetMap markers={markers} initialView={siteView} site={sitePin} label="Job map" />
        </Box>
      </Stack>
    </Paper>
  );
}
