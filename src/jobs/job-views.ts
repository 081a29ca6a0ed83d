import type { PaletteColor } from './colors.service.js';
import type { ComplexTask } from './complex-task.entity.js';
import type { JobCustomer, Job } from './job.entity.js';
import type { ComplexJobModel, ComplexTaskModel } from './models/complex-job.model.js';
import type { ColorModel } from './models/color.model.js';
import type { JobModel } from './models/job.model.js';
import type { TaskEntry } from './task-entry.entity.js';
import { zonedDateTime } from './zoned-time.js';

/** A task with its days. */
export interface TaskWithEntries {
  task: ComplexTask;
  /** By date. */
  entries: TaskEntry[];
}

/** A job with everything its views show, loaded in batches for a page of jobs. */
export interface JobBundle {
  job: Job;
  /** The job's colour, or the account's default. */
  color: PaletteColor;
  /** By position: the first task first. Only the simple view reads them; complex jobs resolve theirs apart. */
  tasks: TaskWithEntries[];
}

export const EMPTY_CUSTOMER: JobCustomer = {
  name: null,
  email: null,
  phone: null,
  type: null,
  contactName: null,
  siteContact: null,
  siteContactPhone: null,
};

const colorView = ({ id, accountId, name, code }: PaletteColor): ColorModel => ({ id, accountId, name, code });

export function complexTaskView({ task, entries }: TaskWithEntries, jobTimezone: string | null): ComplexTaskModel {
  const timezone = task.timezone ?? jobTimezone;
  return {
    id: task.id,
    name: task.name,
    startDate: task.startDate,
    startTime: task.startTime,
    startDateTime: zonedDateTime(task.startDate, task.startTime, timezone),
    endDate: task.endDate,
    endTime: task.endTime,
    endDateTime: zonedDateTime(task.endDate, task.endTime, timezone),
    timezone: task.timezone,
    assetIds: task.assetIds,
    userIds: task.userIds,
    notes: task.notes,
    status: task.status,
    taskType: task.taskType,
    branchId: task.branchId,
    divisionId: task.divisionId,
    entries: entries.map((entry) => ({
      id: entry.id,
      complexTaskId: entry.taskId,
      entryDate: entry.entryDate,
      assetIds: entry.assetIds,
      userIds: entry.userIds,
    })),
  };
}

/** What the calendar reads of a job. */
export const CALENDAR_COLUMNS = [
  'id',
  'number',
  'name',
  'status',
  'startDate',
  'endDate',
  'timezone',
  'colorId',
] as const satisfies readonly (keyof Job)[];

/**
 * What the calendars (the schedule) read of a complex job: a resolver that is asked for no more reads only these.
 * The tasks (each on its own days) resolve apart, with the timezone their times are in.
 */
export const CALENDAR_JOB_FIELDS = new Set<string>([
  '__typename',
  ...CALENDAR_COLUMNS.map((column) => (column === 'colorId' ? 'color' : column)),
  'tasks',
]);

export type CalendarRow = Pick<Job, (typeof CALENDAR_COLUMNS)[number]>;
export type CalendarJobModel = Pick<
  ComplexJobModel,
  'id' | 'number' | 'name' | 'status' | 'startDate' | 'endDate' | 'timezone' | 'color'
>;

export const calendarJobView = (
  { id, number, name, status, startDate, endDate, timezone }: CalendarRow,
  color: PaletteColor,
): CalendarJobModel => ({
  id,
  number,
  name,
  status,
  startDate,
  endDate,
  timezone,
  color: colorView(color),
});

/** The calendar fields (calendarJobView) and the rest; the tasks are resolved apart. */
export function complexJobView({ job, color }: Pick<JobBundle, 'job' | 'color'>): ComplexJobModel {
  return {
    ...calendarJobView(job, color),
    notes: job.notes,
    branchIds: job.branchIds,
    divisionIds: job.divisionIds,
    customer: { ...EMPTY_CUSTOMER, ...job.customer },
    location: job.location,
    projectOwner: job.projectOwner,
    salesPerson: job.salesPerson,
    isReadyForInvoice: job.isReadyForInvoice,
    quotedCostCents: job.quotedCostCents,
    billingFrequency: job.billingFrequency,
    quoteId: job.quoteId,
  };
}

/** The simple job shape: the first branch and division, crew, assets and days of the first task. */
export function simpleJobView({ job, tasks, color }: JobBundle): JobModel {
  const first = tasks[0]?.task;
  return {
    id: job.id,
    accountId: job.accountId,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    number: job.number,
    name: job.name,
    status: job.status.toLowerCase(),
    startDate: job.startDate,
    endDate: job.endDate,
    branchId: job.branchIds[0] ?? null,
    divisionId: job.divisionIds[0] ?? null,
    address: job.location,
    customer: { ...EMPTY_CUSTOMER, ...job.customer },
    notes: job.notes,
    projectOwner: job.projectOwner,
    salesPerson: job.salesPerson,
    jobType: job.jobType,
    color: colorView(color),
    colorId: job.colorId,
    quotedCostCents: job.quotedCostCents,
    quoteId: job.quoteId,
    billingFrequency: job.billingFrequency,
    isReadyForInvoice: job.isReadyForInvoice,
    crew: first?.userIds ?? [],
    assets: first?.assetIds ?? [],
    tasks: (tasks[0]?.entries ?? []).map((entry) => ({
      id: entry.id,
      accountId: entry.accountId,
      jobId: job.id,
      date: entry.entryDate,
      assets: entry.assetIds,
      crew: entry.userIds,
      active: true,
    })),
  };
}
