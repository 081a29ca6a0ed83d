import { givenCentsOrNull, typedDollarsToCents } from '../forms/engine/calculations/index.js';
import type { ComplexTask } from './complex-task.entity.js';
import type {
  ComplexTaskInput,
  CreateComplexJobInput,
  UpdateComplexJobInput,
  UpdateComplexTaskInput,
} from './dto/complex-job.input.js';
import type { JobCommonFields, JobInput, JobLocationInput } from './dto/job.input.js';
import type { Job, JobCustomer } from './job.entity.js';
import { usableLocation, type BillingFrequency, type JobStatus } from './job-rules.js';
import { EMPTY_CUSTOMER } from './job-views.js';

/*
 * How an input changes a job and its first task. Absent (undefined) fields leave the stored value; null clears a
 * nullable field and empties a required one (which the required-field check then reports).
 */

/** The keys of an object whose values are not undefined. */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function applyCommon(job: Job, input: JobCommonFields): void {
  const given = defined(input);
  if ('name' in given) job.name = given.name ?? '';
  if ('number' in given) job.number = given.number ?? '';
  if ('status' in given) job.status = (given.status ?? '') as JobStatus;
  if ('startDate' in given) job.startDate = given.startDate ?? null;
  if ('endDate' in given) job.endDate = given.endDate ?? null;
  if ('notes' in given) job.notes = given.notes ?? '';
  if ('customer' in given) {
    const customer = given.customer ? (defined(given.customer) as Partial<JobCustomer>) : null;
    job.customer = customer ? { ...EMPTY_CUSTOMER, ...job.customer, ...customer } : { ...EMPTY_CUSTOMER };
  }
  if ('projectOwner' in given) job.projectOwner = unique(given.projectOwner);
  if ('salesPerson' in given) job.salesPerson = unique(given.salesPerson);
  if ('billingFrequency' in given) job.billingFrequency = (given.billingFrequency ?? '') as BillingFrequency;
  if ('colorId' in given) job.colorId = given.colorId ?? null;
  if ('isReadyForInvoice' in given) job.isReadyForInvoice = given.isReadyForInvoice ?? false;
  if ('quotedCost' in given) job.quotedCostCents = typedDollarsToCents(given.quotedCost) ?? null;
  else if ('quotedCostCents' in given) job.quotedCostCents = givenCentsOrNull(given.quotedCostCents);
  if ('quoteId' in given) job.quoteId = given.quoteId ?? null;
  if ('jobType' in given) job.jobType = given.jobType ?? null;
}

export const unique = (ids: string[] | null | undefined): string[] => [...new Set(ids ?? [])];

/** `id` first, keeping the others: the simple shape's single branch or division is the first of the job's. */
const asFirst = (id: string | null | undefined, ids: string[]): string[] =>
  id ? [id, ...ids.filter((other) => other !== id)] : [];

const location = (input: JobLocationInput | null | undefined) => usableLocation(input ?? null);

/** A simple job's input: one branch and division, the address, and the first task's crew and assets. */
export function applySimple(job: Job, first: ComplexTask, input: JobInput): void {
  applyCommon(job, input);
  const given = defined(input);
  if ('branchId' in given) job.branchIds = asFirst(given.branchId, job.branchIds);
  if ('divisionId' in given) job.divisionIds = asFirst(given.divisionId, job.divisionIds);
  if ('address' in given) job.location = location(given.address);
  if ('crew' in given) first.userIds = unique(given.crew);
  if ('assets' in given) first.assetIds = unique(given.assets);
}

export function applyComplex(job: Job, input: CreateComplexJobInput | UpdateComplexJobInput): void {
  applyCommon(job, input);
  const given = defined(input);
  if ('branchIds' in given) job.branchIds = unique(given.branchIds);
  if ('divisionIds' in given) job.divisionIds = unique(given.divisionIds);
  if ('location' in given) job.location = location(given.location);
  if ('timezone' in given) job.timezone = given.timezone ?? null;
}

/** A task's own fields from its input (a new task: dates default to the job's). */
export function applyTask(task: ComplexTask, input: ComplexTaskInput, job: Job): void {
  task.name = input.name ?? job.name;
  task.taskType = input.taskType ?? '';
  task.startDate = input.startDate ?? job.startDate;
  task.endDate = input.endDate ?? job.endDate;
  task.startTime = input.startTime ?? null;
  task.endTime = input.endTime ?? null;
  task.timezone = input.timezone ?? job.timezone;
  task.notes = input.notes ?? '';
  task.assetIds = unique(input.assetIds);
  task.userIds = unique(input.userIds);
}

/** The first task carries the job's dates and timezone; a new one also takes its status, branch and division. */
export function keepInStep(job: Job, first: ComplexTask): void {
  first.startDate = job.startDate;
  first.endDate = job.endDate;
  first.timezone = job.timezone;
  if (!first.id) {
    first.name ||= job.name;
    first.status = job.status;
    first.branchId = job.branchIds[0] ?? null;
    first.divisionId = job.divisionIds[0] ?? null;
  }
}

/** updateComplexTask: the given fields of one task (the service refuses dates for the first task). */
export function applyTaskPatch(task: ComplexTask, input: UpdateComplexTaskInput): void {
  const given = defined(input);
  if ('name' in given) task.name = given.name ?? '';
  if ('taskType' in given) task.taskType = given.taskType ?? '';
  if ('startDate' in given) task.startDate = given.startDate ?? null;
  if ('endDate' in given) task.endDate = given.endDate ?? null;
  if ('notes' in given) task.notes = given.notes ?? '';
  if ('startTime' in given) task.startTime = given.startTime ?? null;
  if ('endTime' in given) task.endTime = given.endTime ?? null;
  if ('timezone' in given) task.timezone = given.timezone ?? null;
  if ('userIds' in given) task.userIds = unique(given.userIds);
  if ('assetIds' in given) task.assetIds = unique(given.assetIds);
}
