// By file: the package's index loads all of its 300 modules at start (docs/performance.md, item 13).
import { format } from 'date-fns/format';
import { wallClock, type FormatOptions } from './format.js';

/**
 * A date-fns pattern with the letters people bring from moment.js read their way: `Y` is the year, `D` the day of
 * the month, `A` AM/PM (date-fns would refuse `YYYY` and `DD`, and warn on the console each time). Quoted text stays.
 */
function datePattern(pattern: string): string {
  return pattern.replace(/'[^']*'|[^']+/g, (part) =>
    part.startsWith("'") ? part : part.replace(/Y/g, 'y').replace(/D/g, 'd').replace(/A/g, 'a'),
  );
}

/**
 * A date, time or date-time value written with any date-fns pattern (a template's own, the CSV files'; see
 * datePattern), read as format.ts's `dateText` reads it. A pattern date-fns refuses (an admin's typo) gives ''
 * rather than an error. Spec 1 §9's patterns have writers of their own (`dateText`), which the screens use.
 */
export function patternText(value: unknown, pattern: string, options: FormatOptions = {}): string {
  const date = wallClock(value, options);
  if (date === null) return '';
  try {
    return format(date, datePattern(pattern));
  } catch {
    return '';
  }
}
