import { Injectable } from '@nestjs/common';
import { In, IsNull, type SelectQueryBuilder } from 'typeorm';
import type { PageInfo } from '../common/graphql/page-info.js';
import { FieldValidationException } from '../common/http/errors.js';
import { decodePageKey, encodePageKey, keysetPage } from '../common/pagination/page-key.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { ColorsService } from './colors.service.js';
import { ComplexTask } from './complex-task.entity.js';
import type { ComplexJobFilters, JobFilters } from './dto/job-filters.input.js';
import { FilesService } from '../files/files.service.js';
import { JobDocument } from './job-document.entity.js';
import { Job } from './job.entity.js';
import { listWindow, MAX_LIST_WINDOW_DAYS, today, type DateWindow } from './job-rules.js';
import { complexJobView, complexTaskView, simpleJobView, type JobBundle } from './job-views.js';
import type { ComplexJobModel, ComplexTaskModel } from './models/complex-job.model.js';
import type { JobModel } from './models/job.model.js';
import { TaskEntry } from './task-entry.entity.js';

export const COMPLEX_JOBS_DEFAULT_LIMIT = 100;
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
  ) {}

  async getJob(accountId: string, id: string): Promise<JobModel> {
    const [bundle] = await this.bundles(accountId, [await this.jobs.get(accountId, id)]);
    return simpleJobView(bundle);
  }

  async getComplexJob(accountId: string, id: string): Promise<ComplexJobModel> {
    const [bundle] = await this.bundles(accountId, [await this.jobs.get(accountId, id)]);
    return complexJobView(bundle);
  }

  async getComplexTask(accountId: string, id: string): Promise<ComplexTaskModel> {
    const task = await this.tasks.get(accountId, id);
    const job = await this.jobs.get(accountId, task.jobId);
    const entries = await this.entries.find(accountId, { where: { taskId: id }, order: { entryDate: 'ASC' } });
    return complexTaskView(task, entries, job.timezone);
  }

  /** Jobs overlapping the window (at most 366 days), of the branch and division if given; by start date. */
  async listJobs(accountId: string, filters: JobFilters = {}): Promise<JobModel[]> {
    const query = this.jobs.query(accountId, 'job');
    const { startDate, endDate, branchId, divisionId, jobIds } = filters;
    if (jobIds?.length) query.andWhere('job.id IN (:...jobIds)', { jobIds });
    if (!jobIds?.length || startDate || endDate) overlapping(query, windowOf(filters, MAX_LIST_WINDOW_DAYS));
    if (branchId) query.andWhere(':branchId = ANY(job.branchIds)', { branchId });
    if (divisionId) query.andWhere(':divisionId = ANY(job.divisionIds)', { divisionId });
    const rows = await query.orderBy('job.startDate', 'ASC', 'NULLS LAST').addOrderBy('job.id', 'ASC').getMany();
    return (await this.bundles(accountId, rows)).map(simpleJobView);
  }

  /**
   * A page of jobs overlapping the window that share any given branch and any given division, keyset-ordered by
   * (startDate, id), so jobs with equal start dates are neither repeated nor skipped across pages.
   */
  async pageComplexJobs(
    accountId: string,
    filters: ComplexJobFilters = {},
  ): Promise<{ items: ComplexJobModel[]; pageInfo: PageInfo }> {
    const query = overlapping(this.jobs.query(accountId, 'job'), windowOf(filters, null));
    if (filters.branchIds?.length) query.andWhere('job.branchIds && :branchIds', { branchIds: filters.branchIds });
    if (filters.divisionIds?.length)
      query.andWhere('job.divisionIds && :divisionIds', { divisionIds: filters.divisionIds });
    const limit = filters.pageInfo?.limit ?? COMPLEX_JOBS_DEFAULT_LIMIT;
    const totalCount = await query.clone().getCount();
    if (filters.pageInfo?.nextPageKey) {
      const { sortValues, id } = decodePageKey(filters.pageInfo.nextPageKey, 1);
      query.andWhere('(job.startDate, job.id) > (:afterDate::date, :afterId::uuid)', {
        afterDate: sortValues[0],
        afterId: id,
      });
    }
    const found = await query
      .orderBy('job.startDate', 'ASC')
      .addOrderBy('job.id', 'ASC')
      .limit(limit + 1)
      .getMany();
    const { rows, nextPageKey } = keysetPage(found, limit, (job) => encodePageKey([job.startDate!], job.id));
    return {
      items: (await this.bundles(accountId, rows)).map(complexJobView),
      pageInfo: { nextPageKey: nextPageKey ?? null, hasNextPage: !!nextPageKey, totalCount, limit },
    };
  }

  /** The newest jobs that have no dates yet. */
  async listJobsWithoutDates(accountId: string): Promise<ComplexJobModel[]> {
    const rows = await this.jobs.find(accountId, {
      where: { startDate: IsNull() },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: UNDATED_JOBS_LIMIT,
    });
    return (await this.bundles(accountId, rows)).map(complexJobView);
  }

  /** Deletes the job with its tasks, entries, bookings and documents, then the documents' files. */
  async delete(accountId: string, id: string): Promise<{ id: string }> {
    const documents = await this.documents.find(accountId, { where: { jobId: id } });
    await this.jobs.delete(accountId, id);
    await this.files.discard(documents.flatMap((document) => [document.url, document.thumbnailUrl || null]));
    return { id };
  }

  /** Tasks, entries and colours of these jobs: three queries whatever the number of jobs. */
  private async bundles(accountId: string, jobs: Job[]): Promise<JobBundle[]> {
    if (!jobs.length) return [];
    const [tasks, palette] = await Promise.all([
      this.tasks.find(accountId, {
        where: { jobId: In(jobs.map((job) => job.id)) },
        order: { position: 'ASC', createdAt: 'ASC' },
      }),
      this.colors.palette(accountId),
    ]);
    const entries = tasks.length
      ? await this.entries.find(accountId, {
          where: { taskId: In(tasks.map((task) => task.id)) },
          order: { entryDate: 'ASC', createdAt: 'ASC' },
        })
      : [];
    const entriesByTask = groupBy(entries, (entry) => entry.taskId);
    const tasksByJob = groupBy(tasks, (task) => task.jobId);
    return jobs.map((job) => ({
      job,
      tasks: tasksByJob.get(job.id) ?? [],
      entriesByTask,
      color: (job.colorId && palette.byId.get(job.colorId)) || palette.fallback,
    }));
  }
}

function windowOf(filters: { startDate?: string | null; endDate?: string | null }, maxDays: number | null): DateWindow {
  const result = listWindow(filters, today(), maxDays);
  if ('problem' in result) throw new FieldValidationException({ endDate: [result.problem] });
  return result;
}

const overlapping = (query: SelectQueryBuilder<Job>, { start, end }: DateWindow): SelectQueryBuilder<Job> =>
  query.andWhere('job.startDate <= :windowEnd AND job.endDate >= :windowStart', {
    windowStart: start,
    windowEnd: end,
  });

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
