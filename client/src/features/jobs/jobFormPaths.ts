import { carryToastsAcrossLoad } from '../../ui/toasts';
import { dashboardPath } from '../schedule';
import type { JobFormValues } from './jobFormRules';

export const SCHEDULE_PATH = '/schedule';
export const DISPATCH_PATH = '/dispatch';
export const QUOTING_PATH = '/quoting';

/**
 * The navigation state /jobs/create and /jobs/job-detail may receive (spec 2 §2): the schedule's day, where the
 * user came from, or a quote being converted with the job values mapped from it.
 */
export interface JobFormState {
  /** yyyy-MM-dd: the new job's start date. */
  date?: string;
  from?: 'dispatch';
  convertFromQuote?: boolean;
  quoteId?: string;
  values?: Partial<JobFormValues>;
}

/** Spec 2 §2: where Cancel leads, in the spec's order of precedence. */
export function cancelPath(state: JobFormState | null, jobId: string | null): string {
  if (state?.convertFromQuote) return QUOTING_PATH;
  if (state?.from === 'dispatch') return DISPATCH_PATH;
  return jobId ? dashboardPath(jobId) : SCHEDULE_PATH;
}

/** Spec 2 §2: after a create, the new job's dashboard on desktop and the schedule on mobile. */
export const afterCreatePath = (jobId: string, mobile: boolean) => (mobile ? SCHEDULE_PATH : dashboardPath(jobId));

/** Spec 2 §2: after a delete, the schedule. */
export const AFTER_DELETE_PATH = SCHEDULE_PATH;

/** A full page load (leaving /jobs/job-detail, spec 1 §2.1); an object so that tests, where jsdom cannot load pages, can replace it. */
export const pageLoad = {
  to: (path: string) => {
    carryToastsAcrossLoad();
    window.location.assign(path);
  },
};
