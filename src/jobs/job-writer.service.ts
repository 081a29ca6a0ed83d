import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { InjectTenantRepository, isUuid, TenantRepository } from '../database/tenant-repository.js';
import { rewriteBookings } from './task-bookings.js';
import { ComplexTask } from './complex-task.entity.js';
import type {
  AddComplexTaskInput,
  CreateComplexJobInput,
  UpdateComplexJobInput,
  UpdateComplexTaskInput,
} from './dto/complex-job.input.js';
import type { JobDatesInput, JobInput } from './dto/job.input.js';
import { applyComplex, applySimple, applyTask, applyTaskPatch, defined, keepInStep } from './job-changes.js';
import { BRANCH_REFERENCE, DIVISION_REFERENCE } from '../accounts/references.js';
import { ASSET_REFERENCE } from '../assets/references.js';
import { assertOwnedReferences, type OwnedReference as Reference } from '../common/ownership/owned-references.js';
import { USER_REFERENCE } from '../users/references.js';
import { COLOR_REFERENCE } from './colors.service.js';
import { QuotesService } from '../quotes/quotes.service.js';
import {
  COMPLEX_JOB_MAX_DAYS,
  dateRangeProblem,
  DEFAULT_BILLING_FREQUENCY,
  DEFAULT_STATUS,
  FIRST_TASK_DATES,
  FIRST_TASK_STAYS,
  missingFields,
  REQUIRED,
  SIMPLE_JOB_MAX_DAYS,
  timesProblem,
  type JobVariant,
} from './job-rules.js';
import { EMPTY_CUSTOMER } from './job-views.js';
import { Job } from './job.entity.js';
import { TaskEntry } from './task-entry.entity.js';
import { type FieldErrors, InvalidFieldsError, NotFoundError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import type { Access } from '../common/auth/permissions.js';
import { inTransaction } from '../database/transactions.js';

/** One write of a job: how the input changes it, which rules apply, which ids it names. */
interface JobChange {
  variant: JobVariant;
  /** The end date limit when the dates change: the simple form's 100 days, or 5 years. */
  maxDays: number;
  /** Changes the job and its first task; returns further new tasks. */
  apply: (job: Job, first: ComplexTask) => ComplexTask[];
  references: Reference[];
}

/**
 * Creates and changes jobs and tasks. Each write runs in one transaction that locks the job row, checks the rules
 * and references, keeps the first task in step with the job and rewrites the affected bookings; a refused write
 * changes nothing.
 */
@Injectable()
export class JobWriter {
  constructor(
    private readonly dataSource: DataSource,
    @InjectTenantRepository(Job) private readonly jobs: TenantRepository<Job>,
    @InjectTenantRepository(ComplexTask) private readonly tasks: TenantRepository<ComplexTask>,
    private readonly quotes: QuotesService,
  ) {}

  /** createJob (the simple form): end date at most 100 days after the start. */
  createJob(access: Access, input: JobInput): Promise<string> {
    return this.write(access, null, simpleChange(input, SIMPLE_JOB_MAX_DAYS));
  }

  updateJob(access: Access, id: string, input: JobInput): Promise<string> {
    return this.write(access, id, simpleChange(input, SIMPLE_JOB_MAX_DAYS));
  }

  /**
   * PATCH /job/{id}: a body of dates only is the simple job dashboard's date save (5 years allowed), anything else
   * the simple job form's (100 days).
   */
  patchJob(access: Access, id: string, input: JobInput): Promise<string> {
    const fields = Object.keys(defined(input));
    const datesOnly = fields.length > 0 && fields.every((field) => field === 'startDate' || field === 'endDate');
    return this.write(access, id, simpleChange(input, datesOnly ? COMPLEX_JOB_MAX_DAYS : SIMPLE_JOB_MAX_DAYS));
  }

  /** PATCH /update-job-dates/{id}: the dashboard's date save. */
  updateDates(access: Access, id: string, { startDate, endDate }: JobDatesInput): Promise<string> {
    return this.write(access, id, {
      variant: 'simple',
      maxDays: COMPLEX_JOB_MAX_DAYS,
      apply: (job) => {
        Object.assign(job, { startDate, endDate });
        return [];
      },
      references: [],
    });
  }

  /** The first task comes from complexTasks[0] (or the job's dates); further tasks from the rest. */
  createComplexJob(access: Access, input: CreateComplexJobInput): Promise<string> {
    const [firstInput, ...otherInputs] = input.complexTasks ?? [];
    return this.write(access, null, {
      variant: 'complex',
      maxDays: COMPLEX_JOB_MAX_DAYS,
      apply: (job, first) => {
        applyComplex(job, input);
        job.startDate ??= firstInput?.startDate ?? null;
        job.endDate ??= firstInput?.endDate ?? null;
        job.timezone ??= firstInput?.timezone ?? null;
        if (firstInput) applyTask(first, firstInput, job);
        return otherInputs.map((taskInput, index) => {
          const task = newTask(job.accountId, index + 1);
          applyTask(task, taskInput, job);
          task.status = job.status;
          task.branchId = job.branchIds[0] ?? null;
          task.divisionId = job.divisionIds[0] ?? null;
          return task;
        });
      },
      references: [
        ...complexReferences(input),
        ...(input.complexTasks ?? []).flatMap((task, index): Reference[] => [
          { field: `complexTasks.${index}.userIds`, kind: USER_REFERENCE, ids: task.userIds },
          { field: `complexTasks.${index}.assetIds`, kind: ASSET_REFERENCE, ids: task.assetIds },
        ]),
      ],
    });
  }

  updateComplexJob(access: Access, input: UpdateComplexJobInput): Promise<string> {
    return this.write(access, input.id, {
      variant: 'complex',
      maxDays: COMPLEX_JOB_MAX_DAYS,
      apply: (job) => {
        applyComplex(job, input);
        return [];
      },
      references: complexReferences(input),
    });
  }

  /**
   * Any of a task's fields; the first task's timezone is the job's, and its dates are the job's (changed with the
   * job's). Answers the task id.
   */
  async updateTask(access: Access, input: UpdateComplexTaskInput): Promise<string> {
    return this.changeTask(
      access,
      input.id,
      (task) => {
        if (task.position === 0 && (input.startDate !== undefined || input.endDate !== undefined)) {
          throw new InvalidFieldsError({ startDate: [FIRST_TASK_DATES] });
        }
        const datesBefore = `${task.startDate}|${task.endDate}`;
        applyTaskPatch(task, input);
        return {
          datesChanged: `${task.startDate}|${task.endDate}` !== datesBefore,
          timezoneChanged: input.timezone !== undefined,
        };
      },
      [
        { field: 'userIds', kind: USER_REFERENCE, ids: input.userIds },
        { field: 'assetIds', kind: ASSET_REFERENCE, ids: input.assetIds },
      ],
    );
  }

  /** addComplexTask: a further task after the job's others; dates default to the job's. Answers the task id. */
  async addTask(access: Access, input: AddComplexTaskInput): Promise<string> {
    const { accountId } = access;
    return inTransaction(this.dataSource, async (manager) => {
      const job = await this.lock(manager, accountId, input.jobId);
      const tasks = this.tasks.with(manager);
      const [last] = await tasks.find(accountId, { where: { jobId: job.id }, order: { position: 'DESC' }, take: 1 });
      const task = newTask(accountId, (last?.position ?? 0) + 1);
      applyTask(task, input, job);
      Object.assign(task, {
        jobId: job.id,
        status: job.status,
        branchId: job.branchIds[0] ?? null,
        divisionId: job.divisionIds[0] ?? null,
      });
      throwProblems(taskProblems(task, ''));
      await assertOwnedReferences(manager, accountId, [
        { field: 'userIds', kind: USER_REFERENCE, ids: input.userIds },
        { field: 'assetIds', kind: ASSET_REFERENCE, ids: input.assetIds },
      ]);
      const saved = await tasks.save(accountId, task);
      await rewriteBookings(manager, accountId, [saved]);
      return saved.id;
    });
  }

  /** deleteComplexTask: a task after the first, with its days and bookings; the first task is the job's own. */
  async removeTask(access: Access, id: string): Promise<string> {
    const { accountId } = access;
    return inTransaction(this.dataSource, async (manager) => {
      const tasks = this.tasks.with(manager);
      const { jobId } = await tasks.get(accountId, id);
      await this.lock(manager, accountId, jobId);
      const task = await tasks.get(accountId, id); // read again now that the job is locked
      if (task.position === 0) throw new InvalidFieldsError({ id: [FIRST_TASK_STAYS] });
      await tasks.delete(accountId, id); // its days and bookings go with it (ON DELETE CASCADE)
      return id;
    });
  }

  /** One task's change under its job's lock: the rules, the references, then its days and bookings. */
  private async changeTask(
    access: Access,
    id: string,
    apply: (task: ComplexTask) => { datesChanged: boolean; timezoneChanged: boolean },
    references: Reference[],
  ): Promise<string> {
    const { accountId } = access;
    return inTransaction(this.dataSource, async (manager) => {
      const tasks = this.tasks.with(manager);
      const { jobId } = await tasks.get(accountId, id);
      const job = await this.lock(manager, accountId, jobId);
      const task = await tasks.get(accountId, id); // read again now that the job is locked
      const { datesChanged, timezoneChanged } = apply(task);
      throwProblems(taskProblems(task, ''));
      await assertOwnedReferences(manager, accountId, references);
      if (task.position === 0 && timezoneChanged) {
        job.timezone = task.timezone;
        await this.jobs.with(manager).save(accountId, job);
      }
      await tasks.save(accountId, task);
      if (datesChanged) await dropEntriesOutside(manager, accountId, task);
      await rewriteBookings(manager, accountId, [task]);
      return task.id;
    });
  }

  private async write(access: Access, id: string | null, change: JobChange): Promise<string> {
    const { accountId } = access;
    return inTransaction(this.dataSource, async (manager) => {
      const job = id ? await this.lock(manager, accountId, id) : newJob(manager, accountId);
      const first =
        (id ? await this.tasks.with(manager).findOne(accountId, { jobId: id, position: 0 }) : null) ??
        newTask(accountId, 0);
      const before = { startDate: job.startDate, endDate: job.endDate, status: job.status, quoteId: job.quoteId };
      const others = change.apply(job, first);
      keepInStep(job, first);
      const datesChanged = !id || job.startDate !== before.startDate || job.endDate !== before.endDate;
      throwProblems(jobProblems(job, [first, ...others], change, datesChanged));
      await assertOwnedReferences(manager, accountId, change.references);
      if (job.quoteId && job.quoteId !== before.quoteId) await this.linkQuote(access, job, manager);
      if (job.status === 'COMPLETE' && before.status !== 'COMPLETE' && job.billingFrequency === 'JOB_END') {
        job.isReadyForInvoice = true;
      }

      const saved = await this.jobs.with(manager).save(accountId, job);
      const tasks = [first, ...others];
      for (const task of tasks) task.jobId = saved.id;
      await this.tasks.with(manager).save(accountId, tasks);
      if (id && datesChanged) await dropEntriesOutside(manager, accountId, first);
      await rewriteBookings(manager, accountId, tasks);
      return saved.id;
    });
  }

  /**
   * A job linked to a quote (converted from it, or linked from the quote screen) takes the quote's total as its quoted
   * cost; the quote must be a quote of the account (docs/billing.md).
   */
  private async linkQuote(access: Access, job: Job, manager: EntityManager): Promise<void> {
    job.quotedCostCents = (await this.quotes.requireQuote(access, job.quoteId!, manager)).totalCents;
  }

  /** The job, locked for the rest of the transaction so that concurrent writes to it (and its bookings) queue. */
  private async lock(manager: EntityManager, accountId: string, id: string): Promise<Job> {
    const job = isUuid(id)
      ? await this.jobs
          .with(manager)
          .query(accountId, 'job')
          .andWhere('job.id = :id', { id })
          .setLock('pessimistic_write')
          .getOne()
      : null;
    if (!job) throw new NotFoundError(NOT_FOUND.job);
    return job;
  }
}

function simpleChange(input: JobInput, maxDays: number): JobChange {
  return {
    variant: 'simple',
    maxDays,
    apply: (job, first) => {
      applySimple(job, first, input);
      return [];
    },
    references: [
      { field: 'branchId', kind: BRANCH_REFERENCE, ids: [input.branchId] },
      { field: 'divisionId', kind: DIVISION_REFERENCE, ids: [input.divisionId] },
      { field: 'projectOwner', kind: USER_REFERENCE, ids: input.projectOwner },
      { field: 'salesPerson', kind: USER_REFERENCE, ids: input.salesPerson },
      { field: 'crew', kind: USER_REFERENCE, ids: input.crew },
      { field: 'assets', kind: ASSET_REFERENCE, ids: input.assets },
      { field: 'colorId', kind: COLOR_REFERENCE, ids: [input.colorId] },
    ],
  };
}

function complexReferences(input: CreateComplexJobInput | UpdateComplexJobInput): Reference[] {
  return [
    { field: 'branchIds', kind: BRANCH_REFERENCE, ids: input.branchIds },
    { field: 'divisionIds', kind: DIVISION_REFERENCE, ids: input.divisionIds },
    { field: 'projectOwner', kind: USER_REFERENCE, ids: input.projectOwner },
    { field: 'salesPerson', kind: USER_REFERENCE, ids: input.salesPerson },
    { field: 'colorId', kind: COLOR_REFERENCE, ids: [input.colorId] },
  ];
}

/** Required fields, the end date limit (when the dates change) and each task's dates and times. */
function jobProblems(job: Job, tasks: ComplexTask[], change: JobChange, datesChanged: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of missingFields(job, change.variant)) errors[field] = [REQUIRED];
  if (datesChanged && job.startDate && job.endDate) {
    const problem = dateRangeProblem(job.startDate, job.endDate, change.maxDays);
    if (problem) errors.endDate = [problem];
  }
  tasks.forEach((task, index) =>
    Object.assign(errors, taskProblems(task, index === 0 ? '' : `complexTasks.${index}.`)),
  );
  return errors;
}

/**
 * A task's dates and times, under `prefix`: a further task has both dates or neither, at most 5 years apart (the
 * first task's are the job's, checked with it); on a single day the start time is not after the end time.
 */
function taskProblems(task: ComplexTask, prefix: string): FieldErrors {
  const errors: FieldErrors = {};
  if (task.position > 0 && !task.startDate !== !task.endDate)
    errors[`${prefix}${task.startDate ? 'endDate' : 'startDate'}`] = [REQUIRED];
  if (task.position > 0 && task.startDate && task.endDate) {
    const problem = dateRangeProblem(task.startDate, task.endDate, COMPLEX_JOB_MAX_DAYS);
    if (problem) errors[`${prefix}endDate`] = [problem];
  }
  const problem = timesProblem(task);
  if (problem) errors[`${prefix}endTime`] = [problem];
  return errors;
}

function throwProblems(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new InvalidFieldsError(errors);
}

function newJob(manager: EntityManager, accountId: string): Job {
  return manager.create(Job, {
    accountId,
    name: '',
    number: '',
    status: DEFAULT_STATUS,
    startDate: null,
    endDate: null,
    notes: '',
    branchIds: [],
    divisionIds: [],
    colorId: null,
    customer: { ...EMPTY_CUSTOMER },
    location: null,
    timezone: null,
    projectOwner: [],
    salesPerson: [],
    billingFrequency: DEFAULT_BILLING_FREQUENCY,
    isReadyForInvoice: false,
    quotedCostCents: null,
    quoteId: null,
    jobType: null,
  });
}

function newTask(accountId: string, position: number): ComplexTask {
  return Object.assign(new ComplexTask(), {
    accountId,
    position,
    name: '',
    taskType: '',
    startDate: null,
    endDate: null,
    startTime: null,
    endTime: null,
    timezone: null,
    notes: '',
    status: DEFAULT_STATUS,
    branchId: null,
    divisionId: null,
    assetIds: [],
    userIds: [],
  });
}

/** A task's days outside its (new) date range go: they belong to days the job no longer runs. */
async function dropEntriesOutside(manager: EntityManager, accountId: string, task: ComplexTask): Promise<void> {
  const query = new TenantRepository(TaskEntry, manager, NOT_FOUND.entry)
    .deleteQuery(accountId)
    .andWhere('task_id = :taskId', { taskId: task.id });
  if (task.startDate && task.endDate) {
    query.andWhere('(entry_date < :start OR entry_date > :end)', { start: task.startDate, end: task.endDate });
  }
  await query.execute();
}
