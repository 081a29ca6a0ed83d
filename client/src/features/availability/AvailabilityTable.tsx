import { Anchor, Badge, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import { useAccess } from '../../auth/access';
import { formatAssetStatus, formatDateTime } from '../../ui/format';
import { VirtualTable, type VirtualColumn } from '../../ui/VirtualTable';
import { overviewPath } from '../assets';
import { dashboardPath, fromIsoDate } from '../schedule';
import type { AssetAvailability, BookedJob, useAvailability } from './availability';

const shortDate = (date: string) => format(fromIsoDate(date), 'MMM d');
const jobDates = ({ startDate, endDate }: BookedJob) =>
  startDate && endDate ? ` (${shortDate(startDate)} – ${shortDate(endDate)})` : '';
const formatLastSeen = (lastSeen: string | null) => (lastSeen ? formatDateTime(lastSeen) : 'Never');

export function AvailabilityBadge({ row }: { row: AssetAvailability }) {
  const available = row.availability === 'AVAILABLE';
  return (
    <Badge color={available ? 'green' : 'red'} variant="light" data-testid={`availability-${row.assetId}`}>
      {row.availability}
    </Badge>
  );
}

/** The jobs holding the asset in the period, each linking to its dashboard when the user may open it. */
function BookedJobs({ jobs }: { jobs: BookedJob[] }) {
  const { canOpen } = useAccess();
  const linked = canOpen('/jobs/dashboard');
  return (
    <Stack gap={2}>
      {jobs.map((job) => {
        const text = `${job.number} · ${job.name}${jobDates(job)}`;
        return linked ? (
          <Anchor key={job.id} component={Link} to={dashboardPath(job.id)} size="sm">
            {text}
          </Anchor>
        ) : (
          <Text key={job.id} size="sm">
            {text}
          </Text>
        );
      })}
    </Stack>
  );
}

function AssetName({ row }: { row: AssetAvailability }) {
  return (
    <Anchor component={Link} to={overviewPath(row.assetId)} fw={600} size="sm">
      {row.assetName}
    </Anchor>
  );
}

function Thumbnail({ row }: { row: AssetAvailability }) {
  const image = row.attachments.find((attachment) => attachment.primary);
  return image ? (
    <Image src={image.url} alt={row.assetName} w={40} h={40} radius="sm" fit="cover" />
  ) : (
    <IconPhoto size={28} color="gray" aria-label="No image" />
  );
}

type Column = VirtualColumn<AssetAvailability>;
type JobsOf = (row: AssetAvailability) => BookedJob[];

function desktopColumns(jobsOf: JobsOf): Column[] {
  return [
    // Sized so that the availability badge fits its column from the desktop minimum of 1305 px up (spec 1 §9).
    { id: 'image', header: 'Image', size: 56, cell: ({ row }) => <Thumbnail row={row.original} /> },
    { id: 'name', header: 'Asset', size: 160, cell: ({ row }) => <AssetName row={row.original} /> },
    { id: 'status', header: 'Status', size: 96, accessorFn: (row) => formatAssetStatus(row.assetStatus) },
    {
      id: 'availability',
      header: 'Availability',
      size: 170,
      cell: ({ row }) => <AvailabilityBadge row={row.original} />,
    },
    { id: 'jobs', header: 'Booked On', size: 230, cell: ({ row }) => <BookedJobs jobs={jobsOf(row.original)} /> },
    { id: 'lastSeen', header: 'Last Seen', size: 128, accessorFn: (row) => formatLastSeen(row.lastSeen) },
  ];
}

/** A small screen: the asset with its jobs in one column, its availability in the other. */
function mobileColumns(jobsOf: JobsOf): Column[] {
  return [
    {
      id: 'asset',
      header: 'Asset',
      size: 200,
      cell: ({ row }) => (
        <Stack gap={2}>
          <AssetName row={row.original} />
          <BookedJobs jobs={jobsOf(row.original)} />
        </Stack>
      ),
    },
    {
      id: 'availability',
      header: 'Availability',
      size: 140,
      cell: ({ row }) => <AvailabilityBadge row={row.original} />,
    },
  ];
}

interface AvailabilityTableProps {
  availability: ReturnType<typeof useAvailability>;
  compact: boolean;
}

/** The assets of the period, marked AVAILABLE or UNAVAILABLE with the jobs holding them; loads on as it scrolls. */
export function AvailabilityTable({ availability, compact }: AvailabilityTableProps) {
  const { flags } = useAccess();
  const { rows, loading, loadingMore, onEndReached } = availability;
  // Each variant names the jobs as its own pages know them.
  const jobsOf: JobsOf = (row) => (flags.complexJobs ? row.complexJobs : row.jobs);
  return (
    <VirtualTable
      rows={rows}
      loading={loading}
      loadingMore={loadingMore}
      onEndReached={onEndReached}
      columns={compact ? mobileColumns(jobsOf) : desktopColumns(jobsOf)}
      getRowId={(row) => row.assetId}
      emptyMessage="No assets found."
      estimateRowHeight={57}
      maxHeight={compact ? 'calc(100vh - 320px)' : undefined}
      testId="availability"
    />
  );
}
