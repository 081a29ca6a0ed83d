import { ActionIcon, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../../auth/access';
import { useIsMobile } from '../../ui/useIsMobile';
import { fromIsoDate, periodLabel, step, toIsoDate, visibleDays, visibleWindow, type CalendarMode } from './calendar';
import { DayView } from './DayView';
import { NEW_JOB_PATH, type NewJobState } from './jobLinks';
import { MobileSchedule } from './MobileSchedule';
import { MonthView } from './MonthView';
import classes from './Schedule.module.css';
import toolbar from '../../ui/Toolbar.module.css';
import { ScheduleFilters } from './ScheduleFilters';
import { TRY_AGAIN, useScheduleJobs } from './scheduleJobs';
import { useSchedulePreferences } from './useSchedulePreferences';
import { WeekView } from './WeekView';

const MODES: { label: string; value: CalendarMode }[] = [
  { label: 'Month', value: 'month' },
  { label: 'Week', value: 'week' },
  { label: 'Day', value: 'day' },
];

/** The desktop schedule of spec 2: a month, week or day calendar of the jobs, with filters kept for the session. */
function DesktopSchedule() {
  const navigate = useNavigate();
  const { flags } = useAccess();
  const [preferences, update] = useSchedulePreferences();
  const { mode, branchIds, divisionIds } = preferences;
  const date = fromIsoDate(preferences.date);
  const jobs = useScheduleJobs({ ...visibleWindow(mode, date), branchIds, divisionIds }, { perTask: true });

  const goTo = (day: Date) => update({ date: toIsoDate(day) });
  const openDay = (day: Date) => update({ mode: 'day', date: toIsoDate(day) });
  // From the day view a new job starts on that day.
  const newJob = () =>
    void navigate(NEW_JOB_PATH, mode === 'day' ? { state: { date: preferences.date } satisfies NewJobState } : {});

  const calendar = () => {
    const shown = jobs.data ?? [];
    if (mode === 'month') return <MonthView date={date} jobs={shown} onOpenDay={openDay} />;
    if (mode === 'week') return <WeekView days={visibleDays('week', date)} jobs={shown} onOpenDay={openDay} />;
    return <DayView day={date} jobs={shown} />;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          Schedule
        </Title>
        <Group gap="sm">
          <ScheduleFilters
            complex={flags.complexJobs}
            branchIds={branchIds}
            divisionIds={divisionIds}
            onChange={update}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={newJob} data-testid="schedule-new-job">
            New Job
          </Button>
        </Group>
      </Group>
      <Group gap="sm" className={toolbar.toolbar}>
        <SegmentedControl
          data={MODES}
          value={mode}
          onChange={(value) => update({ mode: value })}
          aria-label="Calendar mode"
          data-testid="schedule-mode"
        />
        <Button variant="default" onClick={() => goTo(new Date())} data-testid="schedule-today">
          Today
        </Button>
        <ActionIcon.Group>
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Previous"
            onClick={() => goTo(step(mode, date, -1))}
            data-testid="schedule-previous"
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Next"
            onClick={() => goTo(step(mode, date, 1))}
            data-testid="schedule-next"
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </ActionIcon.Group>
        <Text className={classes.label} aria-live="polite" data-testid="schedule-label">
          {periodLabel(mode, date)}
        </Text>
        {jobs.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      {jobs.isError ? (
        <Text c="dimmed" ta="center" py={80} data-testid="schedule-error">
          {TRY_AGAIN}
        </Text>
      ) : (
        calendar()
      )}
    </Stack>
  );
}

/** /schedule: the calendar on desktop, the "Scheduled Jobs" list on a small screen. */
export default function SchedulePage() {
  return useIsMobile() ? <MobileSchedule /> : <DesktopSchedule />;
}
