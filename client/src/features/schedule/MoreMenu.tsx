import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { loadPageChunk } from '../../app/lazyPage';
import { MONTH_ROWS, toIsoDate } from './calendar';
import classes from './Schedule.module.css';
import type { ScheduleJob } from './scheduleJobs';

const MoreMenuDropdown = lazy(() => loadPageChunk(() => import('./MoreMenuDropdown')));

export interface MoreMenuProps {
  day: Date;
  jobs: ScheduleJob[];
  column: number;
}

/** A month cell's "{n} more" button, the menu's target. */
export function MoreButton({
  day,
  jobs,
  column,
  ...props
}: MoreMenuProps & UnstyledButtonProps & ComponentPropsWithoutRef<'button'>) {
  return (
    <UnstyledButton
      className={classes.more}
      style={{ gridColumn: column + 1, gridRow: MONTH_ROWS + 2 }}
      data-testid={`schedule-more-${toIsoDate(day)}`}
      {...props}
    >
      {jobs.length} more
    </UnstyledButton>
  );
}

/**
 * The "{n} more" menu of a day: the jobs beyond the cell's rows. Its dropdown (Mantine's Menu with floating-ui)
 * loads on the first click rather than with the schedule (docs/performance.md, "Measured in a browser").
 */
export function MoreMenu(props: MoreMenuProps) {
  const [opened, setOpened] = useState(false);
  const button = <MoreButton {...props} onClick={() => setOpened(true)} />;
  return opened ? (
    <Suspense fallback={button}>
      <MoreMenuDropdown {...props} />
    </Suspense>
  ) : (
    button
  );
}
