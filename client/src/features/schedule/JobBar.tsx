import { isLightColor } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { dateRange } from './calendar';
import { dashboardPath } from './jobLinks';
import classes from './Schedule.module.css';
import type { ScheduleJob } from './scheduleJobs';

/** Above this luminance a bar's text is dark: of the default palette only Yellow; the others keep white text. */
const LIGHT_LUMINANCE = 0.4;

/** The job's colour with a text colour that stays readable on it. */
const jobColors = ({ color }: ScheduleJob): CSSProperties => ({
  background: color,
  color: isLightColor(color, LIGHT_LUMINANCE) ? 'var(--mantine-color-dark-9)' : 'var(--mantine-color-white)',
});

interface JobBarProps {
  job: ScheduleJob;
  /** The job runs on before or after the days shown: that end of the bar is square. */
  continuesBefore?: boolean;
  continuesAfter?: boolean;
  style?: CSSProperties;
}

/**
 * A job as a coloured bar linking to its dashboard. It is a real link, so ctrl, meta or middle click opens the
 * dashboard in a new tab (react-router only takes over plain left clicks).
 */
export function JobBar({ job, continuesBefore, continuesAfter, style }: JobBarProps) {
  return (
    <Link
      to={dashboardPath(job.id)}
      className={classes.bar}
      style={{ ...jobColors(job), ...style }}
      data-continues-before={continuesBefore || undefined}
      data-continues-after={continuesAfter || undefined}
      title={`${job.number} ${job.name}\n${dateRange(job)}`}
      aria-label={`${job.number} ${job.name}`}
      data-testid={`schedule-job-${job.id}`}
      data-task-id={job.taskId}
    >
      <span className={classes.barNumber}>{job.number}</span>
      <span className={classes.barName}>{job.name}</span>
    </Link>
  );
}
