import { Badge, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { dateRange, jobsOnDay } from './calendar';
import { dashboardPath } from './jobLinks';
import classes from './Schedule.module.css';
import { barKey, type ScheduleJob } from './scheduleJobs';

/** Spec 2 "Schedule": the jobs of one day, each linking to its dashboard. */
export function DayView({ day, jobs }: { day: Date; jobs: ScheduleJob[] }) {
  const dayJobs = jobsOnDay(jobs, day);
  return (
    <div className={classes.dayList} data-testid="schedule-day">
      {dayJobs.map((job) => (
        <Link
          key={barKey(job)}
          to={dashboardPath(job.id)}
          className={classes.dayJob}
          data-testid={`schedule-job-${job.id}`}
          data-task-id={job.taskId}
        >
          <span className={classes.dayJobColor} style={{ background: job.color }} />
          <span className={classes.dayJobText}>
            <Text span fw={700} size="sm" c="dimmed">
              {job.number}
            </Text>
            <Text span fw={600}>
              {job.name}
            </Text>
          </span>
          <Text span size="sm" c="dimmed" className={classes.dayJobDates}>
            {dateRange(job)}
          </Text>
          <Badge variant="light" color="gray" tt="capitalize">
            {job.status}
          </Badge>
        </Link>
      ))}
      {dayJobs.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No jobs scheduled for this day.
        </Text>
      )}
    </div>
  );
}
