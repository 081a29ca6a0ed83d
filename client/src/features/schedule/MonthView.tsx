import { Menu, UnstyledButton } from '@mantine/core';
import { format, isSameMonth, isToday } from 'date-fns';
import { Link } from 'react-router-dom';
import { layoutMonthWeek, MONTH_ROWS, monthWeeks, toIsoDate } from './calendar';
import { DayHeading } from './DayHeading';
import { JobBar } from './JobBar';
import { dashboardPath } from './jobLinks';
import classes from './Schedule.module.css';
import { barKey, type ScheduleJob } from './scheduleJobs';

interface MonthViewProps {
  date: Date;
  jobs: ScheduleJob[];
  onOpenDay: (day: Date) => void;
}

/** The "{n} more" menu of a day: the jobs beyond the cell's rows, each linking to its dashboard. */
function MoreMenu({ day, jobs, column }: { day: Date; jobs: ScheduleJob[]; column: number }) {
  return (
    <Menu position="bottom-start" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.more}
          style={{ gridColumn: column + 1, gridRow: MONTH_ROWS + 2 }}
          data-testid={`schedule-more-${toIsoDate(day)}`}
        >
          {jobs.length} more
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{format(day, 'EEEE, MMMM d')}</Menu.Label>
        {jobs.map((job) => (
          <Menu.Item
            key={barKey(job)}
            component={Link}
            to={dashboardPath(job.id)}
            leftSection={<span className={classes.swatch} style={{ background: job.color }} />}
          >
            {job.number} {job.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function MonthWeek({ week, month, jobs, onOpenDay }: { week: Date[]; month: Date } & Omit<MonthViewProps, 'date'>) {
  const { bars, more } = layoutMonthWeek(jobs, week);
  return (
    <div className={classes.monthWeek}>
      {week.map((day, column) => (
        <div
          key={day.getTime()}
          className={classes.monthCell}
          style={{ gridColumn: column + 1 }}
          data-outside={!isSameMonth(day, month) || undefined}
          data-today={isToday(day) || undefined}
          data-testid={`schedule-day-${toIsoDate(day)}`}
        >
          <DayHeading day={day} label="d" onOpenDay={onOpenDay} />
        </div>
      ))}
      {bars.map((bar) => (
        <JobBar
          key={barKey(bar.job)}
          job={bar.job}
          continuesBefore={bar.continuesBefore}
          continuesAfter={bar.continuesAfter}
          style={{ gridColumn: `${bar.column + 1} / span ${bar.span}`, gridRow: bar.lane + 2 }}
        />
      ))}
      {more.map(
        (hidden, column) =>
          hidden.length > 0 && <MoreMenu key={column} day={week[column]} jobs={hidden} column={column} />,
      )}
    </div>
  );
}

/** Spec 2 "Schedule": a month from Sunday, at most 4 job rows per day and a "{n} more" menu for the rest. */
export function MonthView({ date, jobs, onOpenDay }: MonthViewProps) {
  const weeks = monthWeeks(date);
  return (
    <div className={classes.calendar} data-testid="schedule-month">
      <div className={classes.weekdays}>
        {weeks[0].map((day) => (
          <div key={day.getTime()} className={classes.monthHeaderCell}>
            {format(day, 'EEE')}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <MonthWeek key={week[0].getTime()} week={week} month={date} jobs={jobs} onOpenDay={onOpenDay} />
      ))}
    </div>
  );
}
