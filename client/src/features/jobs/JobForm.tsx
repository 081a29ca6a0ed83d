import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { track } from '../../api/analytics';
import { useLeaveAfterSave } from '../admin';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { useIsMobile } from '../../ui/useIsMobile';
import { leavesWithFullLoad } from '../../layout/navigation';
import { useJobFormActions, type SaveTarget } from './jobFormActions';
import { JobFormCustomer } from './JobFormCustomer';
import { JobFormDetails } from './JobFormDetails';
import { JobFormLocation } from './JobFormLocation';
import { AFTER_DELETE_PATH, afterCreatePath, cancelPath, pageLoad, type JobFormState } from './jobFormPaths';
import type { JobFormOptions } from './jobFormQueries';
import { JobFormResources } from './JobFormResources';
import type { JobVariant } from './jobs';
import { jobFormSchema, type JobFormValues } from './jobFormRules';
import { JobFormSchedule } from './JobFormSchedule';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} fz={18} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

interface JobFormProps {
  variant: JobVariant;
  defaultValues: JobFormValues;
  /** The job being edited (null when creating) and its first task, or the quote being converted. */
  target: SaveTarget;
  options: JobFormOptions;
  state: JobFormState | null;
  /** The job's tasks when editing a complex job (JobTasks); they save on their own, apart from the form. */
  tasks?: ReactNode;
}

/** The job create/edit form of spec 2 §2–§5, for either variant; mobile users get the reduced form. */
export function JobForm({ variant, defaultValues, target, options, state, tasks }: JobFormProps) {
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const form = useForm<JobFormValues>({ defaultValues, resolver: zodResolver(jobFormSchema(variant)) });
  const { save, remove } = useJobFormActions(variant);
  // Leaving /jobs/job-detail is a full page load (spec 1 §2.1); typed data is never lost silently (spec 1 §2.3).
  const { guard, leave } = useLeaveAfterSave(
    form.formState.isDirty,
    leavesWithFullLoad(pathname) ? pageLoad.to : undefined,
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { jobId } = target;
  const busy = save.isPending || remove.isPending;
  // Spec 2 §4: submit only a changed form, except a quote being converted.
  const canSubmit = form.formState.isDirty || !!state?.convertFromQuote;

  const submit = form.handleSubmit((values) => {
    const colorChanged = Boolean(jobId && form.formState.dirtyFields.colorId);
    save.mutate(
      { values, target },
      {
        onSuccess: (saved) => {
          if (colorChanged) track('job color updated', { jobId });
          if (jobId) form.reset(values);
          else leave(afterCreatePath(saved.jobId, mobile));
        },
      },
    );
  });

  let submitLabel = 'Submit';
  if (variant === 'complex') submitLabel = jobId ? 'Save Changes' : 'Create Job';

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg" maw={1100}>
          <Title order={1} fz={26} data-testid="job-form-heading">
            {jobId ? 'Edit Job' : 'Create New Job'}
          </Title>
          <Section title="Job Details">
            <JobFormDetails variant={variant} mobile={mobile} options={options} />
          </Section>
          <Section title="Schedule">
            <JobFormSchedule variant={variant} />
          </Section>
          <Section title="Jobsite Location">
            <JobFormLocation />
          </Section>
          <Section title="Customer">
            <JobFormCustomer />
          </Section>
          <Section title="Crew and Assets">
            <JobFormResources options={options} />
          </Section>
          {tasks}
          <Textarea label="Notes" rows={4} {...form.register('notes')} />
          <Group justify="space-between">
            <Group>
              {jobId && !mobile && (
                <Button
                  color="red"
                  variant="light"
                  disabled={busy}
                  onClick={() => setConfirmDelete(true)}
                  data-testid="job-form-delete"
                >
                  Delete Job
                </Button>
              )}
            </Group>
            <Group>
              <Button
                component={Link}
                to={cancelPath(state, jobId)}
                reloadDocument={leavesWithFullLoad(pathname)}
                variant="default"
                disabled={busy}
                data-testid="job-form-cancel"
              >
                Cancel
              </Button>
              <Button
                type="submit"
                disabled={!canSubmit || busy}
                loading={save.isPending}
                data-testid="job-form-submit"
              >
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      {jobId && (
        <ConfirmationDialog
          opened={confirmDelete}
          title="Delete Job"
          message={`Are you sure you want to delete ${defaultValues.name}? This action cannot be undone.`}
          onConfirm={() => {
            setConfirmDelete(false);
            remove.mutate(jobId, { onSuccess: () => leave(AFTER_DELETE_PATH) });
          }}
          onClose={() => setConfirmDelete(false)}
        />
      )}
      {guard}
    </FormProvider>
  );
}
