/**
 * The time zone of each demo branch, by name: jobs, timecards, quotes and invoices are dated on its clock, and its
 * yard's trackers report local times in it.
 */
export const BRANCH_TIMEZONES: Record<string, string> = {
  Denver: 'America/Denver',
  'Salt Lake City': 'America/Denver',
  Phoenix: 'America/Phoenix',
};
