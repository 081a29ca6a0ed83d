// The schedule feature's public interface: the calendar's date rules, the job links, the filters' options and the
// job lists both variants share (dispatch and asset availability read jobs through them).
export { compareJobs, dateRange, fromIsoDate, toIsoDate } from './calendar';
export { dashboardPath, NEW_JOB_PATH, type NewJobState } from './jobLinks';
export { useFilterOptions } from './ScheduleFilters';
export {
  barKey,
  DEFAULT_JOB_COLOR,
  invalidateJobs,
  JOBS_STALE_MS,
  taskBars,
  toScheduleJob,
  TRY_AGAIN,
  useScheduleJobs,
  type JobRecord,
  type ScheduleJob,
} from './scheduleJobs';
export { useAllComplexJobs } from './allComplexJobs';
