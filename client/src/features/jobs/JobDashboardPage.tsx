import { Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { track } from '../../api/analytics';
import { RECHECK_DELAY_MS, type DashboardJob } from './dashboard';
import { useDashboardJob, useJobAssets, useJobBookings, useSaveJob, type CheckWindow } from './dashboardApi';
import { useSavedList } from './dashboardList';
import { useJobFormOptions } from './jobFormQueries';
import { JobDashboardAssets } from './JobDashboardAssets';
import { JobDashboardCrew } from './JobDashboardCrew';
import { JobDashboardMap } from './JobDashboardMap';
import { JobDashboardSummary } from './JobDashboardSummary';
import type { JobVariant } from './jobs';

const windowOf = (startDate: string | null, endDate: string | null, round: number): CheckWindow | null =>
  startDate && endDate ? { after: startDate, before: endDate, round } : null;

/**
 * The double-booking check's window: the job's dates when it has both. After a saved change of dates or assets the
 * check re-runs 4000 ms later (spec 2 §4), as a new round over the dates then saved.
 */
function useCheckWindow(job: DashboardJob) {
  const [checkWindow, setCheckWindow] = useState(() => windowOf(job.startDate, job.endDate, 0));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const recheck = (startDate: string | null, endDate: string | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setCheckWindow((current) => windowOf(startDate, endDate, (current?.round ?? 0) + 1)),
      RECHECK_DELAY_MS,
    );
  };
  return { checkWindow, recheck };
}

function JobDashboard({ job, variant }: { job: DashboardJob; variant: JobVariant }) {
  useEffect(() => track('job dashboard entered', { jobId: job.id }), [job.id]);
  const save = useSaveJob(job, variant);
  const options = useJobFormOptions();
  const { checkWindow, recheck } = useCheckWindow(job);
  const bookings = useJobBookings(job.id, variant, checkWindow);
  const assetIds = useSavedList(
    job.assets,
    (ids) => save({ kind: 'assets', assetIds: ids }),
    () => recheck(job.startDate, job.endDate),
  );
  const assets = useJobAssets(assetIds.ids, bookings.data?.assets ?? []);
  return (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="md" miw={1000} data-testid="job-dashboard">
      <JobDashboardSummary
        job={job}
        variant={variant}
        options={options}
        save={save}
        onDatesSaved={([startDate, endDate]) => recheck(startDate, endDate)}
      />
      <JobDashboardMap jobId={job.id} site={job.site} assets={assets} />
      <JobDashboardCrew job={job} options={options} save={save} />
      <JobDashboardAssets
        job={job}
        assets={assets}
        conflicts={bookings.data?.conflicts ?? []}
        onChange={assetIds.set}
        onRemove={assetIds.remove}
      />
    </SimpleGrid>
  );
}

/** /jobs/dashboard?jobId= (spec 2 §2): without a job id back to the schedule; a failed load says "No Job Found". */
export default function JobDashboardPage() {
  const [searchParams] = useSearchParams();
  const jobId = searchParams.get('jobId');
  const { record, job, variant } = useDashboardJob(jobId);
  if (!jobId) return <Navigate to="/schedule" replace />;
  if (record.isError) {
    return (
      <Center py={80}>
        <Text size="lg" c="dimmed" data-testid="job-not-found">
          No Job Found
        </Text>
      </Center>
    );
  }
  if (!job) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return <JobDashboard key={jobId} job={job} variant={variant} />;
}
