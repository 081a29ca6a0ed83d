import type { Color } from './color.entity.js';
import type { ComplexTask } from './complex-task.entity.js';
import type { JobCustomer, Job } from './job.entity.js';
import type { ComplexJobModel, ComplexTaskModel } from './models/complex-job.model.js';
import type { ColorModel } from './models/color.model.js';
import type { JobModel } from './models/job.model.js';
import type { TaskEntry } from './task-entry.entity.js';
import { zonedDateTime } from './zoned-time.js';

/** A job with everything its views show, loaded in batches for a page of jobs. */
export interface JobBundle {
  job: Job;
  /** By position: the first task first. */
  tasks: ComplexTask[];
  entriesByTask: Map<string, TaskEntry[]>;
  /** The job's colour, or the account's default. */
  color: Color;
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

const colorView = ({ id, accountId, name, code }: Color): ColorModel => ({ id, accountId, name, code });

export function complexTaskView(task: ComplexTask, entries: TaskEntry[], jobTimezone: string | null): ComplexTaskModel {
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

export function complexJobView({ job, tasks, entriesByTask, color }: JobBundle): ComplexJobModel {
  return {
    id: job.id,
    name: job.name,
    number: job.number,
    status: job.status,
    startDate: job.startDate,
    endDate: job.endDate,
    notes: job.notes,
    branchIds: job.branchIds,
    divisionIds: job.divisionIds,
    color: colorView(color),
    customer: { ...EMPTY_CUSTOMER, ...job.customer },
    location: job.location,
    timezone: job.timezone,
    projectOwner: job.projectOwner,
    salesPerson: job.salesPerson,
    isReadyForInvoice: job.isReadyForInvoice,
    quotedCostCents: job.quotedCostCents,
    billingFrequency: job.billingFrequency,
    quoteId: job.quoteId,
    invoices: [],
    tasks: tasks.map((task) => complexTaskView(task, entriesByTask.get(task.id) ?? [], job.timezone)),
  };
}

/** The simple (legacy) shape: the first branch and division, crew, assets and days of the first task. */
export function simpleJobView({ job, tasks, entriesByTask, color }: JobBundle): JobModel {
  const first = tasks[0];
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
    invoices: [],
    crew: first?.userIds ?? [],
    assets: first?.assetIds ?? [],
    tasks: (first ? (entriesByTask.get(first.id) ?? []) : []).map((entry) => ({
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
