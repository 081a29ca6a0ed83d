import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { addDays, eachDayOfInterval, format, startOfToday } from 'date-fns';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FilterSelect } from '../../ui/FilterSelect';
import { jobsOnDay, toIsoDate } from './calendar';
import { jobDetailPath, NEW_JOB_PATH, type NewJobState } from './jobLinks';
import classes from './Schedule.module.css';
import { useFilterOptions } from './ScheduleFilters';
import { barKey, TRY_AGAIN, useScheduleJobs, type ScheduleJob } from './scheduleJobs';

/** Spec 2 §9: the list first runs 14 days beyond today, and "Next Week" adds 7. */
const INITIAL_DAYS = 14;
const NEXT_WEEK_DAYS = 7;

const dayLabel = (day: Date, index: number) => {
  const date = format(day, 'eee MMM d yyyy');
  return index === 0 ? `Today · ${date}` : date;
};

function MobileDay({ day, label, jobs }: { day: Date; label: string; jobs: ScheduleJob[] }) {
  const navigate = useNavigate();
  const date = toIsoDate(day);
  const dayJobs = jobsOnDay(jobs, day);
  return (
    <section className={classes.mobileDay} aria-label={label} data-testid={`mobile-schedule-day-${date}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{label}</Text>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => void navigate(NEW_JOB_PATH, { state: { date } satisfies NewJobState })}
          data-testid={`mobile-schedule-new-job-${date}`}
        >
          + NEW JOB
        </Button>
      </Group>
      {dayJobs.map((job) => (
        <Link
          key={barKey(job)}
          to={jobDetailPath(job.id)}
          className={classes.dayJob}
          data-testid={`mobile-schedule-job-${job.id}`}
          data-task-id={job.taskId}
        >
          <span className={classes.dayJobColor} style={{ background: job.color }} />
          <span className={classes.dayJobText}>
            <Text span fw={700} size="xs" c="dimmed">
              {job.number}
            </Text>
            <Text span fw={600} size="sm">
              {job.name}
            </Text>
          </span>
          <Badge variant="light" color="gray" size="sm" tt="capitalize">
            {job.status}
          </Badge>
        </Link>
      ))}
      {dayJobs.length === 0 && (
        <Text size="sm" c="dimmed">
          No jobs scheduled.
        </Text>
      )}
    </section>
  );
}

/** Spec 2 "Mobile schedule": the jobs of the coming days, day by day, filtered by one branch. */
export function MobileSchedule() {
  const [today] = useState(startOfToday);
  const [dayCount, setDayCount] = useState(INITIAL_DAYS);
  const [branchId, setBranchId] = useState<string>();
  const { branches } = useFilterOptions();
  const end = addDays(today, dayCount);
  const jobs = useScheduleJobs(
    { startDate: toIsoDate(today), endDate: toIsoDate(end), branchIds: branchId ? [branchId] : [], divisionIds: [] },
    { perTask: true },
  );
  const days = eachDayOfInterval({ start: today, end });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={22}>
          Scheduled Jobs
        </Title>
        {jobs.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <FilterSelect
        label="Branch"
        allLabel="All Branches"
        options={branches}
        value={branchId}
        onChange={setBranchId}
        testId="mobile-schedule-branch-filter"
        w="100%"
      />
      {jobs.isError ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="schedule-error">
          {TRY_AGAIN}
        </Text>
      ) : (
        <>
          {days.map((day, index) => (
            <MobileDay key={day.getTime()} day={day} label={dayLabel(day, index)} jobs={jobs.data ?? []} />
          ))}
          <Button
            variant="light"
            onClick={() => setDayCount((count) => count + NEXT_WEEK_DAYS)}
            data-testid="mobile-schedule-next-week"
          >
            Next Week
          </Button>
        </>
      )}
    </Stack>
  );
}
