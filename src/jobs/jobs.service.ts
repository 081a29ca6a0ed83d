import { Injectable } from '@nestjs/common';
import { In, IsNull, type SelectQueryBuilder } from 'typeorm';
import type { PageInfo } from '../common/graphql/page-info.js';
import { decodePageKey, encodePageKey, keysetPage, sortValue } from '../common/pagination/page-key.js';
import { InjectTenantRepository, rowsParameters, type TenantRepository } from '../database/tenant-repository.js';
import { ColorsService } from './colors.service.js';
import { ComplexTask } from './complex-task.entity.js';
import {
  READY_JOBS_LIMIT,
  type ComplexJobFilters,
  type JobFilters,
  type UndatedJobFilters,
} from './dto/job-filters.input.js';
import { JobBillingService } from './job-billing.service.js';
import { FilesService } from '../files/files.service.js';
import { JobDocument } from './job-document.entity.js';
import { Job } from './job.entity.js';
import { listWindow, MAX_LIST_WINDOW_DAYS, today, type DateWindow } from './job-rules.js';
import {
  calendarJobView,
  complexJobView,
  complexTaskView,
  simpleJobView,
  type CalendarJobModel,
  CALENDAR_COLUMNS,
  type CalendarRow,
  type TaskWithEntries,
} from './job-views.js';
import type { ComplexJobModel, ComplexTaskModel } from './models/complex-job.model.js';
import type { JobModel } from './models/job.model.js';
import { TaskEntry } from './task-entry.entity.js';
import { InvalidFieldsError } from '../common/errors/domain-errors.js';
import type { Access } from '../common/auth/permissions.js';

export const COMPLEX_JOBS_DEFAULT_LIMIT = 100;

/** A page of complex jobs: whole, or only their calendar fields. */
export interface ComplexJobPage {
  items: ComplexJobModel[] | CalendarJobModel[];
  pageInfo: PageInfo;
}
/** jobsWithoutDates answers the newest this many. */
export const UNDATED_JOBS_LIMIT = 200;

/** Reads of jobs in both shapes; nested tasks, entries and colours load in one query each for a whole list. */
@Injectable()
export class JobsService {
  constructor(
    @InjectTenantRepository(Job) private readonly jobs: TenantRepository<Job>,
    @InjectTenantRepository(ComplexTask) private readonly tasks: TenantRepository<ComplexTask>,
    @InjectTenantRepository(TaskEntry) private readonly entries: TenantRepository<TaskEntry>,
    @InjectTenantRepository(JobDocument) private readonly documents: TenantRepository<JobDocument>,
    private readonly colors: ColorsService,
    private readonly files: FilesService,
    private readonly billing: JobBillingService,
  ) {}

  async getJob(access: Access, id: string): Promise<JobModel> {
    const { accountId } = access;
    const [job] = await this.simpleViews(access, [await this.jobs.get(accountId, id)]);
    return job;
  }

  async getComplexJob(access: Access, id: string): Promise<ComplexJobModel> {
    const { accountId } = access;
    const [job] = await this.complexViews(accountId, [await this.jobs.get(accountId, id)]);
    return job;
  }

  async getComplexTask(access: Access, id: string): Promise<ComplexTaskModel> {
    const { accountId } = access;
    const task = await this.tasks.get(accountId, id);
    const job = await this.jobs.get(accountId, task.jobId);
    const entries = await this.entries.find(accountId, { where: { taskId: id }, order: { entryDate: 'ASC' } });
    return complexTaskView({ task, entries }, job.timezone);
  }

  /** Jobs overlapping the window (at most 366 days), of the branch and division if given; by start date. */
  async listJobs(access: Access, filters: JobFilters = {}): Promise<JobModel[]> {
    const { accountId } = access;
    const query = this.jobs.query(accountId, 'job');
    const { startDate, endDate, branchId, divisionId, jobIds } = filters;
    if (jobIds?.length) query.andWhere('job.id IN (:...jobIds)', { jobIds });
    if (!jobIds?.length || startDate || endDate) overlapping(query, windowOf(filters, MAX_LIST_WINDOW_DAYS));
    if (branchId) query.andWhere(':branchId = ANY(job.branchIds)', { branchId });
    if (divisionId) query.andWhere(':divisionId = ANY(job.divisionIds)', { divisionId });
    const rows = await query.orderBy('job.startDate', 'ASC', 'NULLS LAST').addOrderBy('job.id', 'ASC').getMany();
    return this.simpleViews(access, rows);
  }

  /**
   * A page of jobs overlapping the window that share any given branch and any given division, keyset-ordered by
   * (startDate, id), so jobs with equal start dates are neither repeated nor skipped across pages. `calendarOnly`
   * reads just the calendar fields (CALENDAR_JOB_FIELDS), without the entity layer: what the schedule asks for.
   */
  async pageComplexJobs(
    access: Access,
    filters: ComplexJobFilters = {},
    { calendarOnly = false } = {},
  ): Promise<ComplexJobPage> {
    const { accountId } = access;
    const window = windowOf(filters, null);
    const after = filters.pageInfo?.nextPageKey
      ? decodePageKey(filters.pageInfo.nextPageKey, [sortValue.date])
      : undefined;
    const limit = filters.pageInfo?.limit ?? COMPLEX_JOBS_DEFAULT_LIMIT;
    const pageOf = <T extends { id: string; startDate: string | null }>(found: T[]) =>
      keysetPage(found, limit, (job) => encodePageKey([job.startDate!], job.id));
    const pageInfo = (countAll: () => Promise<number>, nextPageKey?: string) => ({
      nextPageKey: nextPageKey ?? null,
      hasNextPage: !!nextPageKey,
      limit,
      countAll,
    });
    if (calendarOnly) {
      const [found, palette] = await Promise.all([
        this.calendarRows(accountId, window, filters, { after, limit: limit + 1 }),
        this.colors.palette(access),
      ]);
      const { rows, nextPageKey } = pageOf(found);
      return {
        items: rows.map((row) => calendarJobView(row, palette.colorOf(row.colorId))),
        pageInfo: pageInfo(() => this.countCalendarRows(accountId, window, filters), nextPageKey),
      };
    }
    const query = overlapping(this.jobs.query(accountId, 'job'), window);
    if (filters.branchIds?.length) query.andWhere('job.branchIds && :branchIds', { branchIds: filters.branchIds });
    if (filters.divisionIds?.length)
      query.andWhere('job.divisionIds && :divisionIds', { divisionIds: filters.divisionIds });
    const counting = query.clone();
    if (after) {
      query.andWhere('(job.startDate, job.id) > (:afterDate::date, :afterId::uuid)', {
        afterDate: after.sortValues[0],
        afterId: after.id,
      });
    }
    query
      .orderBy('job.startDate', 'ASC')
      .addOrderBy('job.id', 'ASC')
      .limit(limit + 1);
    const { rows, nextPageKey } = pageOf(await query.getMany());
    return {
      items: await this.complexViews(accountId, rows),
      pageInfo: pageInfo(() => counting.getCount(), nextPageKey),
    };
  }

  /**
   * The calendar fields of the jobs overlapping the window, of any given branch and division, by (startDate, id) after
   * the cursor: plain SQL, as the schedule reads a month of them at once (docs/performance.md).
   */
  private calendarRows(
    accountId: string,
    window: DateWindow,
    filters: ComplexJobFilters,
    page: { after?: { sortValues: string[]; id: string }; limit: number },
  ): Promise<CalendarRow[]> {
    const { where, params, param } = calendarWhere(window, filters);
    if (page.after) {
      where.push(
        `(job.start_date, job.id) > (${param(page.after.sortValues[0])}::date, ${param(page.after.id)}::uuid)`,
      );
    }
    return this.jobs.rows<CalendarRow>(
      accountId,
      {
        alias: 'job',
        select: this.jobs.selectList(CALENDAR_COLUMNS, 'job'),
        where: where.join(' AND '),
        orderBy: 'job.start_date, job.id',
        limit: page.limit,
      },
      params,
    );
  }

  private async countCalendarRows(accountId: string, window: DateWindow, filters: ComplexJobFilters): Promise<number> {
    const { where, params } = calendarWhere(window, filters);
    const [{ count }] = await this.jobs.rows<{ count: number }>(
      accountId,
      { alias: 'job', select: 'count(*)::int AS count', where: where.join(' AND ') },
      params,
    );
    return count;
  }

  /** The newest jobs that have no dates yet. */
  async listJobsWithoutDates(access: Access, filters: UndatedJobFilters): Promise<ComplexJobModel[]> {
    const { accountId } = access;
    if (filters.isReadyForInvoice) {
      const ready = await this.billing.readyForInvoice(access, filters, filters.limit ?? READY_JOBS_LIMIT);
      return this.complexViews(accountId, ready);
    }
    const rows = await this.jobs.find(accountId, {
      where: { startDate: IsNull() },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: UNDATED_JOBS_LIMIT,
    });
    return this.complexViews(accountId, rows);
  }

  /** Deletes the job with its tasks, entries, bookings and documents, then the documents' files. */
  async delete(access: Access, id: string): Promise<{ id: string }> {
    const { accountId } = access;
    const documents = await this.documents.find(accountId, { where: { jobId: id } });
    await this.jobs.delete(accountId, id);
    await this.files.discard(documents.flatMap((document) => [document.url, document.thumbnailUrl || null]));
    return { id };
  }

  /** The tasks with their entries of these jobs, by job id: two queries whatever the number of jobs. */
  async tasksByJob(access: Access, jobIds: string[]): Promise<Map<string, TaskWithEntries[]>> {
    const { accountId } = access;
    const tasks = jobIds.length
      ? await this.tasks.find(accountId, { where: { jobId: In(jobIds) }, order: { position: 'ASC', createdAt: 'ASC' } })
      : [];
    const entries = tasks.length
      ? await this.entries.find(accountId, {
          where: { taskId: In(tasks.map((task) => task.id)) },
          order: { entryDate: 'ASC', createdAt: 'ASC' },
        })
      : [];
    const entriesByTask = groupBy(entries, (entry) => entry.taskId);
    return groupBy(
      tasks.map((task) => ({ task, entries: entriesByTask.get(task.id) ?? [] })),
      ({ task }) => task.jobId,
    );
  }

  /** Complex jobs without their tasks (GraphQL resolves those only when asked for). */
  private async complexViews(accountId: string, jobs: Job[]): Promise<ComplexJobModel[]> {
    if (!jobs.length) return [];
    const palette = await this.colors.palette({ accountId });
    return jobs.map((job) => complexJobView({ job, color: palette.colorOf(job.colorId) }));
  }

  private async simpleViews(access: Access, jobs: Job[]): Promise<JobModel[]> {
    if (!jobs.length) return [];
    const [tasksByJob, palette] = await Promise.all([
      this.tasksByJob(
        access,
        jobs.map((job) => job.id),
      ),
      this.colors.palette(access),
    ]);
    return jobs.map((job) =>
      simpleJobView({ job, color: palette.colorOf(job.colorId), tasks: tasksByJob.get(job.id) ?? [] }),
    );
  }
}

function windowOf(filters: { startDate?: string | null; endDate?: string | null }, maxDays: number | null): DateWindow {
  const result = listWindow(filters, today(), maxDays);
  if ('problem' in result) throw new InvalidFieldsError({ endDate: [result.problem] });
  return result;
}

/** The calendar's conditions (runningSql, the branches and divisions) with their parameters (rowsParameters). */
function calendarWhere(
  { start, end }: DateWindow,
  { branchIds, divisionIds }: ComplexJobFilters,
): { where: string[] } & ReturnType<typeof rowsParameters> {
  const { params, param } = rowsParameters();
  const where = [runningSql('$1', param(start), param(end))];
  if (branchIds?.length) where.push(`job.branch_ids && ${param(branchIds)}::uuid[]`);
  if (divisionIds?.length) where.push(`job.division_ids && ${param(divisionIds)}::uuid[]`);
  return { where, params, param };
}

/**
 * Dated jobs with a day in the window: their own days (the first task's), or a further task's (docs/jobs.md, Tasks).
 * The range test finds the former through `job_account_period` (migration JobPeriodIndexes, same expression); the
 * date comparisons keep jobs without dates out, as an open range would not. Few tasks are further tasks, so the
 * second part reads few rows.
 */
const runningSql = (account: string, start: string, end: string) =>
  `job.start_date IS NOT NULL AND job.id IN (
    SELECT j.id FROM job j WHERE j.account_id = ${account}
      AND daterange(j.start_date, j.end_date, '[]') && daterange(${start}::date, ${end}::date, '[]')
      AND j.start_date <= ${end} AND j.end_date >= ${start}
    UNION ALL
    SELECT t.job_id FROM complex_task t WHERE t.account_id = ${account} AND t.position > 0
      AND t.start_date <= ${end} AND t.end_date >= ${start})`;

const overlapping = (query: SelectQueryBuilder<Job>, { start, end }: DateWindow): SelectQueryBuilder<Job> =>
  query.andWhere(runningSql(':accountId', ':windowStart', ':windowEnd'), { windowStart: start, windowEnd: end });

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
