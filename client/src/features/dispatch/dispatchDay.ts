import { format, isValid, parse } from 'date-fns';
import { ISO_DAY } from '../../ui/format';
import { toIsoDate } from '../schedule';

/**
 * Spec 2 "Dispatch": the day as "Mon, Jan. 5". A month whose short name is its whole name (May) takes no
 * abbreviation dot.
 */
export function dispatchDayLabel(day: Date): string {
  const month = format(day, 'MMM');
  const dot = month === format(day, 'MMMM') ? '' : '.';
  return `${format(day, 'EEE')}, ${month}${dot} ${format(day, 'd')}`;
}

/** The day a `?date=yyyy-MM-dd` address names, else today. */
export function dayFromParam(param: string | null, today = new Date()): string {
  if (param && isValid(parse(param, ISO_DAY, today))) return param;
  return toIsoDate(today);
}
