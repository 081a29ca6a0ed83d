import { Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { track } from '../../api/analytics';
import { useAccess } from '../../auth/access';
import { useIsMobile } from '../../ui/useIsMobile';
import { useMe } from '../profile';
import { JobForm } from './JobForm';
import { JobTasks } from './JobTasks';
import { SCHEDULE_PATH, type JobFormState } from './jobFormPaths';
import { DEFAULT_COLOR_NAME, useJobFormOptions, useJobRecord, type JobFormOptions } from './jobFormQueries';
import type { JobVariant } from './jobs';
import { complexJobValues, newJobValues, simpleJobValues } from './jobFormRules';

interface FormPageProps {
  variant: JobVariant;
  options: JobFormOptions;
  state: JobFormState | null;
}

const loading = <Loader aria-label="Loading" />;

/**
 * A new job: the schedule's day as its start, a quote's mapped values, Slate as its colour; on mobile, where division
 * and branch are read-only, the user's own.
 */
function CreateJob({ variant, options, state }: FormPageProps) {
  const mobile = useIsMobile();
  const me = useMe();
  if (mobile && me.isPending) return loading;
  const defaultValues = newJobValues(variant, {
    date: state?.date,
    colorId: options.colors.find(({ name }) => name === DEFAULT_COLOR_NAME)?.id ?? null,
    divisionIds: mobile ? me.data?.divisionIds : undefined,
    branchIds: mobile ? me.data?.branchIds : undefined,
    values: state?.values,
  });
  return (
    <JobForm
      variant={variant}
      defaultValues={defaultValues}
      target={{ jobId: null, firstTaskId: null, quoteId: state?.quoteId ?? null }}
      options={options}
      state={state}
    />
  );
}

function EditJob({ jobId, variant, options, state }: FormPageProps & { jobId: string }) {
  useEffect(() => track('job details entered', { jobId }), [jobId]);
  const record = useJobRecord(variant, jobId);
  if (record.isError) return <Text data-testid="job-not-found">No Job Found</Text>;
  const { data } = record;
  if (!data) return loading;
  const complex = data.variant === 'complex';
  return (
    <JobForm
      variant={variant}
      defaultValues={complex ? complexJobValues(data.job) : simpleJobValues(data.job)}
      target={{ jobId, firstTaskId: complex ? (data.job.tasks[0]?.id ?? null) : null, quoteId: null }}
      options={options}
      state={state}
      tasks={
        complex && (
          // The first task is the form's own (its times, crew and assets above): the list edits the others.
          <JobTasks jobId={jobId} job={data.job} tasks={data.job.tasks} options={options} firstEditable={false} />
        )
      }
    />
  );
}

/**
 * /jobs/create and /jobs/job-detail?jobId= (spec 2 §2): the complex job form when the complexJobs flag is on, the
 * simple one otherwise. Editing without a jobId goes to the schedule.
 */
export default function JobFormPage() {
  const { pathname, state } = useLocation() as { pathname: string; state: JobFormState | null };
  const [searchParams] = useSearchParams();
  const { flags } = useAccess();
  const options = useJobFormOptions();
  const variant: JobVariant = flags.complexJobs ? 'complex' : 'simple';
  const jobId = searchParams.get('jobId');
  const editing = !pathname.endsWith('/create');
  if (editing && !jobId) return <Navigate to={SCHEDULE_PATH} replace />;
  if (!options) return loading;
  const props = { variant, options, state };
  // A new key per job resets the form when the page moves on to another job.
  return editing && jobId ? <EditJob key={jobId} jobId={jobId} {...props} /> : <CreateJob {...props} />;
}
