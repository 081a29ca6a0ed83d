import { format, isToday } from 'date-fns';
import { layoutBars } from './calendar';
import { DayHeading } from './DayHeading';
import { JobBar } from './JobBar';
import classes from './Schedule.module.css';
import { barKey, type ScheduleJob } from './scheduleJobs';

interface WeekViewProps {
  days: Date[];
  jobs: ScheduleJob[];
  onOpenDay: (day: Date) => void;
}

/** Spec 2 "Schedule": seven columns from Monday with job bars spanning their days, each in a lane of its own. */
export function WeekView({ days, jobs, onOpenDay }: WeekViewProps) {
  const bars = layoutBars(jobs, days);
  return (
    <div className={classes.calendar} data-testid="schedule-week">
      <div className={classes.weekdays}>
        {days.map((day) => (
          <div key={day.getTime()} className={classes.weekHeaderCell} data-today={isToday(day) || undefined}>
            <span className={classes.weekdayName}>{format(day, 'EEE')}</span>
            <DayHeading day={day} label="d" onOpenDay={onOpenDay} />
          </div>
        ))}
      </div>
      <div className={classes.weekBody}>
        <div className={classes.columns} aria-hidden>
          {days.map((day) => (
            <div key={day.getTime()} className={classes.column} data-today={isToday(day) || undefined} />
          ))}
        </div>
        <div className={classes.lanes}>
          {bars.map((bar) => (
            <JobBar
              key={barKey(bar.job)}
              job={bar.job}
              continuesBefore={bar.continuesBefore}
              continuesAfter={bar.continuesAfter}
              style={{ gridColumn: `${bar.column + 1} / span ${bar.span}`, gridRow: bar.lane + 1 }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
