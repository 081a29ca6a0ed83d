import { UnstyledButton } from '@mantine/core';
import { format, isToday } from 'date-fns';
import { toIsoDate } from './calendar';
import classes from './Schedule.module.css';

interface DayHeadingProps {
  day: Date;
  /** The date format of the label, e.g. "d" in the month grid. */
  label: string;
  onOpenDay: (day: Date) => void;
}

/** A day's date in the month or week grid; it opens the day view of that day. */
export function DayHeading({ day, label, onOpenDay }: DayHeadingProps) {
  return (
    <UnstyledButton
      className={classes.dayHeading}
      data-today={isToday(day) || undefined}
      onClick={() => onOpenDay(day)}
      aria-label={`Open ${format(day, 'EEEE, MMMM d')}`}
      data-testid={`schedule-open-day-${toIsoDate(day)}`}
    >
      {format(day, label)}
    </UnstyledButton>
  );
}
