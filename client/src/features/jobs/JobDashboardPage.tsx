import { Box, Center, Loader, SimpleGrid, Text } from '@mantine/core';
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
import { JobTasks } from './JobTasks';
import { tasksSpan } from './jobTasks';

const windowOf = ([startDate, endDate]: [string | null, string | null], round: number): CheckWindow | null =>
  startDate && endDate ? { after: startDate, before: endDate, round } : null;

/**
 * The double-booking check's window: every day the job's tasks run on (the job's dates and its further tasks'). After
 * a saved change of dates, assets or tasks the check re-runs 4000 ms later (spec 2 §4), as a new round over the
 * days then known.
 */
function useCheckWindow(job: DashboardJob) {
  const [checkWindow, setCheckWindow] = useState(() =>
    windowOf(tasksSpan([job.startDate, job.endDate], job.tasks.slice(1)), 0),
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The tasks as last read (a saved task is read again before the check re-runs); the first one's dates are the job's.
  const tasks = useRef(job.tasks);
  useEffect(() => {
    tasks.current = job.tasks;
  }, [job.tasks]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const recheck = (startDate: string | null, endDate: string | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        setCheckWindow((current) =>
          windowOf(tasksSpan([startDate, endDate], tasks.current.slice(1)), (current?.round ?? 0) + 1),
        ),
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
      {variant === 'complex' && (
        <Box style={{ gridColumn: '1 / -1' }}>
          <JobTasks
            jobId={job.id}
            job={{ ...job, timezone: job.firstTask?.timezone ?? null }}
            tasks={job.tasks}
            options={options}
            onSaved={() => recheck(job.startDate, job.endDate)}
          />
        </Box>
      )}
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
