import { ActionIcon, Button, Group, Loader, Popover, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { addDays } from 'date-fns';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FilterSelect } from '../../ui/FilterSelect';
import { fullName } from '../../ui/people';
import { SelectCrewModal } from '../../ui/SelectCrewModal';
import { SelectAssetsModal, type JobFormState } from '../jobs';
import { fromIsoDate, NEW_JOB_PATH, toIsoDate, TRY_AGAIN, useFilterOptions } from '../schedule';
import { useUsers } from '../users';
import classes from './Dispatch.module.css';
import toolbar from '../../ui/Toolbar.module.css';
import { dayFromParam, dispatchDayLabel } from './dispatchDay';
import { cardConflicts, useDayBookings, useDispatchJobs, type DispatchJob } from './dispatchJobs';
import { JobCard } from './JobCard';
import { useAssignment, type AssignmentKind } from './useAssignment';

const EMPTY = 'No jobs found for the selected filters';

/** The search box matches the job number, name or customer, in any case. */
function matches(job: DispatchJob, search: string): boolean {
  const words = search.trim().toLowerCase();
  return [job.number, job.name, job.customer ?? ''].some((text) => text.toLowerCase().includes(words));
}

interface DayNavigationProps {
  day: string;
  onChange: (day: string) => void;
}

/** Previous and next arrows around the day, which opens a date picker. */
function DayNavigation({ day, onChange }: DayNavigationProps) {
  const [picking, setPicking] = useState(false);
  const step = (days: number) => onChange(toIsoDate(addDays(fromIsoDate(day), days)));
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="default" size={36} aria-label="Previous day" onClick={() => step(-1)}>
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Popover opened={picking} onChange={setPicking} position="bottom" shadow="md">
        <Popover.Target>
          <Button
            variant="subtle"
            color="dark"
            leftSection={<IconCalendar size={18} />}
            onClick={() => setPicking((open) => !open)}
            aria-label={`Choose day, ${dispatchDayLabel(fromIsoDate(day))}`}
            className={classes.dayLabel}
            data-testid="dispatch-day"
          >
            {dispatchDayLabel(fromIsoDate(day))}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <DatePicker
            value={day}
            defaultDate={day}
            onChange={(value) => {
              setPicking(false);
              if (value) onChange(value);
            }}
          />
        </Popover.Dropdown>
      </Popover>
      <ActionIcon variant="default" size={36} aria-label="Next day" onClick={() => step(1)}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}

/**
 * /dispatch (spec 2 "Dispatch"): the jobs of one day with their assets and crew, changed at once, with the day's
 * double bookings. The day is in the address (`?date=`), so a reload or Back returns to it.
 */
export default function DispatchPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const day = dayFromParam(params.get('date'));
  const [search, setSearch] = useState('');
  const [branchId, setBranchId] = useState<string>();
  const { branches, divisions } = useFilterOptions();
  const jobs = useDispatchJobs(day, branchId);
  const bookings = useDayBookings(day, jobs.data);
  const users = useUsers(false);
  const { save, savingKeys, refreshPending } = useAssignment(day, branchId);
  const [picking, setPicking] = useState<{ key: string; kind: AssignmentKind }>();

  const userNames = new Map((users.data ?? []).map((user) => [user.id, fullName(user)]));
  // An asset's name comes with the day's bookings: until they are read (again), its chip shows an ellipsis.
  const assetName = (id: string) =>
    bookings.data?.assetNames[id] ?? (bookings.isPending || refreshPending ? '…' : 'Unknown asset');
  const userName = (id: string) => userNames.get(id) ?? (users.isPending ? '…' : 'Unknown user');
  const pickingJob = jobs.data?.find((job) => job.key === picking?.key);
  const choose = (kind: AssignmentKind, ids: string[]) => {
    const current = kind === 'Asset' ? pickingJob!.assetIds : pickingJob!.userIds;
    const changed = ids.length !== current.length || ids.some((id) => !current.includes(id));
    if (changed) save({ job: pickingJob!, kind, ids });
  };
  const shown = (jobs.data ?? []).filter((job) => matches(job, search));

  const content = () => {
    if (jobs.isError) return <Text c="dimmed">{TRY_AGAIN}</Text>;
    if (jobs.isPending) return <Loader aria-label="Loading jobs" />;
    if (shown.length === 0)
      return (
        <Text c="dimmed" ta="center" py="xl" data-testid="dispatch-empty">
          {EMPTY}
        </Text>
      );
    return shown.map((job) => (
      <JobCard
        key={job.key}
        job={job}
        conflicts={cardConflicts(bookings.data, job)}
        assetName={assetName}
        userName={userName}
        saving={savingKeys.has(job.key)}
        onChange={(kind, ids) => save({ job, kind, ids })}
        onAdd={(kind) => setPicking({ key: job.key, kind })}
      />
    ));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          Dispatch
        </Title>
        <Button
          onClick={() => void navigate(NEW_JOB_PATH, { state: { from: 'dispatch', date: day } satisfies JobFormState })}
          data-testid="dispatch-create-job"
        >
          + Create Job
        </Button>
      </Group>
      <Group gap="sm" className={toolbar.toolbar}>
        <DayNavigation day={day} onChange={(next) => setParams({ date: next }, { replace: true })} />
        <TextInput
          aria-label="Search jobs"
          placeholder="Job Number, Name, or Customer"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={280}
          data-testid="dispatch-search"
        />
        <FilterSelect
          label="Branch"
          allLabel="All Branches"
          options={branches}
          value={branchId}
          onChange={setBranchId}
          testId="dispatch-branch-filter"
        />
        {(refreshPending || bookings.isFetching) && (
          <Group gap={6} data-testid="dispatch-availability-loading">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Availability Loading
            </Text>
          </Group>
        )}
      </Group>
      <Stack gap="sm" data-testid="dispatch-jobs">
        {content()}
      </Stack>
      <SelectAssetsModal
        opened={picking?.kind === 'Asset' && !!pickingJob}
        value={pickingJob?.assetIds ?? []}
        startDate={day}
        endDate={day}
        onClose={() => setPicking(undefined)}
        onSelect={(ids) => choose('Asset', ids)}
      />
      <SelectCrewModal
        opened={picking?.kind === 'Crew' && !!pickingJob}
        users={users.data ?? []}
        divisions={divisions}
        branches={branches}
        value={pickingJob?.userIds ?? []}
        onClose={() => setPicking(undefined)}
        onSelect={(ids) => choose('Crew', ids)}
      />
    </Stack>
  );
}
