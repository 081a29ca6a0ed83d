/** Where a job bar leads (spec 2 "Schedule"). */
export const dashboardPath = (jobId: string) => `/jobs/dashboard?jobId=${encodeURIComponent(jobId)}`;

/** Where a job of the mobile schedule leads. */
export const jobDetailPath = (jobId: string) => `/jobs/job-detail?jobId=${encodeURIComponent(jobId)}`;

export const NEW_JOB_PATH = '/jobs/create';

/** The navigation state a "new job" carries when it is created from a day: the day, `yyyy-MM-dd`. */
export interface NewJobState {
  date: string;
}
