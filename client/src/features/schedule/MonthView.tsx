import { format, isSameMonth, isToday } from 'date-fns';
import { layoutMonthWeek, monthWeeks, toIsoDate } from './calendar';
import { DayHeading } from './DayHeading';
import { JobBar } from './JobBar';
import { MoreMenu } from './MoreMenu';
import classes from './Schedule.module.css';
import { barKey, type ScheduleJob } from './scheduleJobs';

interface MonthViewProps {
  date: Date;
  jobs: ScheduleJob[];
  onOpenDay: (day: Date) => void;
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
