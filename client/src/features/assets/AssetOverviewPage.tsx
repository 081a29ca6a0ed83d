import { Anchor, Box, Button, Group, Image, Paper, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAccess } from '../../auth/access';
import { formatAssetStatus, formatDateTime, formatFileType } from '../../ui/format';
import { DETAIL_ZOOM, MIN_HEIGHT } from '../../ui/map/mapSettings';
import { useBranches, useDivisions } from '../accounts';
import { AssetMap, positionOf } from '../map';
import { duplicateOf, DIMENSIONS } from './assetFormRules';
import type { DuplicateState } from './AssetFormPage';
import { AssetFromQuery } from './AssetPageParts';
import { CREATE_PATH, documentsPath, editPath, imagesPath, overviewPath } from './assetPaths';
import { documentsOf, imagesOf, type Asset, type AssetAttachment } from './assets';

/** Spec 2 §2: the mosaic shows up to 3 images. */
export const MOSAIC_SIZE = 3;

type Row = [label: string, value: ReactNode];

function Panel({
  title,
  rows,
  children,
  testId,
}: {
  title: string;
  rows?: Row[];
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Title order={3} fz={18} mb="sm">
        {title}
      </Title>
      {rows && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {rows.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} miw={140}>
                {label}
              </Text>
              <Text>{value ?? ''}</Text>
            </Group>
          ))}
        </SimpleGrid>
      )}
      {children}
    </Paper>
  );
}

/** Spec 2 §5: engine hours are numeric only when a number was saved. */
export const hasEngineHours = (asset: Asset) => typeof asset.engineHours === 'number';

function ImageMosaic({ asset }: { asset: Asset }) {
  const images = imagesOf(asset);
  if (images.length === 0) return <Text c="dimmed">No asset images found.</Text>;
  return (
    <Stack gap="xs" data-testid="asset-mosaic">
      <SimpleGrid cols={Math.min(images.length, MOSAIC_SIZE)} spacing="xs">
        {images.slice(0, MOSAIC_SIZE).map((image) => (
          <Image key={image.id} src={image.url} alt={image.name} h={200} radius="sm" fit="cover" />
        ))}
      </SimpleGrid>
      <Anchor component={Link} to={imagesPath(asset.id)} data-testid="asset-images-view-all">
        View All ({images.length})
      </Anchor>
    </Stack>
  );
}

function DocumentLinks({ documents }: { documents: AssetAttachment[] }) {
  if (documents.length === 0) return <Text c="dimmed">No asset documents found.</Text>;
  return (
    <Table>
      <Table.Tbody>
        {documents.map((document) => (
          <Table.Tr key={document.id}>
            <Table.Td>
              <Anchor href={document.url} target="_blank" rel="noreferrer">
                {document.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatFileType(document.contentType)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Spec 2 §2: the last location on a map at zoom 15, centred on the asset. */
function LastLocation({ asset }: { asset: Asset }) {
  const position = useMemo(() => positionOf(asset), [asset]);
  const map = useMemo(
    () => position && { markers: [position], view: { center: position, zoom: DETAIL_ZOOM } },
    [position],
  );
  return (
    <Panel
      title="Last Location"
      testId="asset-location"
      rows={[
        ['Address', asset.address?.formattedAddress],
        ['Coordinates', position && `${position.lat}, ${position.lng}`],
      ]}
    >
      {map ? (
        <Box h={MIN_HEIGHT} mt="sm">
          <AssetMap markers={map.markers} initialView={map.view} label={`Last location of ${asset.assetName}`} />
        </Box>
      ) : (
        <Text c="dimmed" mt="sm">
          No location recorded.
        </Text>
      )}
    </Panel>
  );
}

function Overview({ asset }: { asset: Asset }) {
  const { can, flags } = useAccess();
  const navigate = useNavigate();
  const branches = useBranches();
  const divisions = useDivisions();
  const documents = documentsOf(asset);
  const mayChange = can('web:assetcrud');
  const { details } = asset;
  const branchNames = (branches.data ?? []).filter(({ id }) => asset.branchIds.includes(id)).map(({ name }) => name);
  const division = divisions.data?.find(({ id }) => id === asset.divisionId)?.divisionName;

  const detailRows: Row[] = [
    ['Name', asset.assetName],
    ['Category', asset.category],
    ['Type', details.assetType],
    ['Manufacturer', details.manufacturer],
    ['Serial Number', details.serialNumber],
    ['Status', formatAssetStatus(asset.assetStatus)],
    ['Branches', branchNames.join(', ')],
    ['Division', division],
    ['MAC Address', asset.macAddress],
    ['Last Seen', formatDateTime(asset.lastSeen)],
    ['Notes', details.notes],
  ];
  const measurementRows: Row[] = DIMENSIONS.map((dimension) => [
    dimension[0].toUpperCase() + dimension.slice(1),
    details[dimension] == null ? '' : `${details[dimension]} ${details[`${dimension}Unit`] ?? ''}`.trim(),
  ]);

  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Stack flex={1} miw={0} gap="md">
        <Title order={1} fz={26} data-testid="asset-overview-name">
          {asset.assetName}
        </Title>
        <ImageMosaic asset={asset} />
        <LastLocation asset={asset} />
        <Panel title="Asset Details" rows={detailRows} testId="asset-details" />
        {hasEngineHours(asset) && flags.webEngineHours && (
          <Panel
            title="Engine Details"
            testId="asset-engine-details"
            rows={[
              ['Engine Hours', asset.engineHours],
              ['Last Updated', formatDateTime(asset.engineHoursLastUpdate)],
            ]}
          />
        )}
        <Panel title="Custom Details" testId="asset-custom-details">
          {asset.metadata.length === 0 ? (
            <Text c="dimmed">No custom details.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {asset.metadata.map((row) => (
                <Group key={row.metadataName} gap="xs">
                  <Text fw={600} miw={140}>
                    {row.metadataName}
                  </Text>
                  <Text>{`${row.metadataValue.trim()} ${row.metadataUnitOfMeasure}`.trim()}</Text>
                </Group>
              ))}
            </SimpleGrid>
          )}
        </Panel>
        <Panel title="Measurement Details" rows={measurementRows} testId="asset-measurements" />
        <Panel title="Asset Documents" testId="asset-documents">
          <DocumentLinks documents={documents} />
          <Anchor component={Link} to={documentsPath(asset.id)} data-testid="asset-documents-view-all">
            View All
          </Anchor>
        </Panel>
      </Stack>
      <Paper withBorder p="md" w={340} miw={340} data-testid="asset-side-panel">
        <Group gap="xs" mb="md">
          <Button variant="light" onClick={() => void navigate(overviewPath(asset.id))} data-testid="asset-view">
            View
          </Button>
          {mayChange && (
            <>
              <Button
                variant="default"
                onClick={() =>
                  void navigate(CREATE_PATH, { state: { duplicate: duplicateOf(asset) } satisfies DuplicateState })
                }
                data-testid="asset-duplicate"
              >
                Duplicate
              </Button>
              <Button onClick={() => void navigate(editPath(asset.id))} data-testid="asset-edit">
                Edit
              </Button>
            </>
          )}
        </Group>
        <Tabs defaultValue="details">
          <Tabs.List>
            <Tabs.Tab value="details">Asset Details</Tabs.Tab>
            <Tabs.Tab value="documents">Documents ({documents.length})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details" pt="sm">
            <Stack gap={4}>
              {detailRows.slice(0, 6).map(([label, value]) => (
                <Text key={label} size="sm">
                  <b>{label}:</b> {value}
                </Text>
              ))}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="documents" pt="sm">
            <DocumentLinks documents={documents} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Group>
  );
}

/** /assets/overview?assetId=: the asset at a glance (spec 2 §2). */
export default function AssetOverviewPage() {
  return <AssetFromQuery>{(asset) => <Overview asset={asset} />}</AssetFromQuery>;
}
