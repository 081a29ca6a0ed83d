import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Select, type Option } from '../../ui/Select';
import { statusOptions, type DashboardJob } from './dashboard';
import type { Change } from './dashboardApi';
import type { JobFormOptions } from './jobFormQueries';
import { DateRangeField, TimesFields } from './JobDashboardDates';
import type { JobCustomerFields, JobVariant } from './jobs';
import { formatPhone } from '../../ui/format';

type Save = (change: Change) => Promise<boolean>;

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

function CustomerText({ customer }: { customer: JobCustomerFields }) {
  const contact = [customer.contactName, formatPhone(customer.phone), customer.email].filter(Boolean).join(' · ');
  const site = [customer.siteContact, formatPhone(customer.siteContactPhone)].filter(Boolean).join(' · ');
  if (!customer.name && !contact) return null;
  return (
    <>
      <div>{customer.name}</div>
      {contact && <Text size="sm">{contact}</Text>}
      {site && <Text size="sm">Site contact: {site}</Text>}
    </>
  );
}

/** The status, saved as soon as it is chosen and restored when the save fails (spec 2 §4). */
function StatusField({ job, variant, save }: { job: DashboardJob; variant: JobVariant; save: Save }) {
  const [status, setStatus] = useState(job.status);
  const options = statusOptions(variant).map(({ value, label }) => ({ id: value, value: label }));
  const change = async (next: string) => {
    const previous = status;
    setStatus(next);
    if (!(await save({ kind: 'status', status: next }))) setStatus(previous);
  };
  return (
    <Select
      label="Status"
      options={options}
      value={options.find((option) => option.id === status) ?? null}
      onChange={(option) => option && void change(option.id)}
      searchable={false}
      allowDeselect={false}
      data-testid="job-dashboard-status"
    />
  );
}

/** Notes are saved with the save button; discard restores the saved text (spec 2 §2). */
function NotesField({ job, save }: { job: DashboardJob; save: Save }) {
  const [saved, setSaved] = useState(job.notes);
  const [draft, setDraft] = useState(job.notes);
  const [saving, setSaving] = useState(false);
  const dirty = draft !== saved;
  const submit = async () => {
    setSaving(true);
    if (await save({ kind: 'notes', notes: draft })) setSaved(draft);
    setSaving(false);
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Notes"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        rows={4}
        resize="vertical"
        data-testid="job-dashboard-notes"
      />
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          size="xs"
          disabled={!dirty || saving}
          onClick={() => setDraft(saved)}
          data-testid="job-dashboard-notes-discard"
        >
          Discard
        </Button>
        <Button
          size="xs"
          disabled={!dirty}
          loading={saving}
          onClick={() => void submit()}
          data-testid="job-dashboard-notes-save"
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/** The names of the ids found in the list, in the job's order. */
const namesOf = (ids: string[], options: Option[] = []) =>
  ids.flatMap((id) => options.filter((option) => option.id === id).map((option) => option.value)).join(', ');

interface SummaryCardProps {
  job: DashboardJob;
  variant: JobVariant;
  /** The divisions and branches named; undefined while loading. */
  options: JobFormOptions | undefined;
  save: Save;
  onDatesSaved: (range: [string, string]) => void;
}

/** The job summary card of spec 2 §2: number, name, dates, times, status, site, customer, division, branch, notes. */
export function JobDashboardSummary({ job, variant, options, save, onDatesSaved }: SummaryCardProps) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="job-dashboard-summary">
      <Stack gap="md">
        <Stack gap={0}>
          <Text c="dimmed" fw={600} data-testid="job-dashboard-number">
            {job.number}
          </Text>
          <Title order={1} fz={24} data-testid="job-dashboard-name">
            {job.name}
          </Title>
        </Stack>
        <SimpleGrid cols={2}>
          <DateRangeField job={job} save={save} onSaved={onDatesSaved} />
          <StatusField job={job} variant={variant} save={save} />
        </SimpleGrid>
        {variant === 'complex' && <TimesFields task={job.firstTask} hasStart={job.startDate !== null} save={save} />}
        <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
          <Detail label="Address" testId="job-dashboard-address">
            {job.site && (
              <>
                <div>{job.site.name}</div>
                {job.site.formattedAddress !== job.site.name && <Text size="sm">{job.site.formattedAddress}</Text>}
              </>
            )}
          </Detail>
          <Detail label="Customer" testId="job-dashboard-customer">
            <CustomerText customer={job.customer} />
          </Detail>
          <Detail label="Division" testId="job-dashboard-division">
            {namesOf(job.divisionIds, options?.divisions)}
          </Detail>
          <Detail label="Branch" testId="job-dashboard-branch">
            {namesOf(job.branchIds, options?.branches)}
          </Detail>
        </SimpleGrid>
        <NotesField job={job} save={save} />
      </Stack>
    </Paper>
  );
}
