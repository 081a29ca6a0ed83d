import { Injectable } from '@nestjs/common';
import { LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import type { AccountAccess } from '../common/auth/permissions.js';
import { addDays } from '../common/validation/dates.js';
import type { SqlCondition } from '../database/sql-condition.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { AssetBooking } from './asset-booking.entity.js';
import { overlapsSql, type Period } from './booking-period.js';
import type { BookingPair } from './overbooking.js';

/** A job asked about, over a period; with a task, only that task's bookings count as the job's. */
export interface JobWindow {
  jobId: string;
  taskId?: string;
  period: Period;
}

/** A booking pair as asset_booking answers it, before the asset's name is known. */
export type UnnamedPair = Omit<BookingPair, 'assetName'>;

/** A job holding a booking, as the availability page shows it. */
export interface BookingJob {
  id: string;
  name: string;
  number: string;
  /** yyyy-MM-dd */
  startDate: string | null;
  endDate: string | null;
}

/**
 * Where the bookings' queries read their jobs (name, number, dates), joined in the same statement: the jobs module
 * registers it (`readJobsFrom`, from its `onModuleInit`), so that this module neither imports the jobs module (which
 * imports this one) nor names its table, and availability and double booking stay one query each.
 */
export interface BookingJobsSource {
  /** The table, joined on `<alias>.id = <booking>.job_id AND <alias>.account_id = <booking>.account_id`. */
  table: string;
  /** SQL of each answered value, over the table's alias. */
  columns: (alias: string) => Record<keyof BookingJob, string>;
}

/** The windows as a table (job_id, task_id, period_start, period_end, ordinal), joined once for all of them. */
const WINDOWS = `(SELECT * FROM unnest(:windowJobIds::uuid[], :windowTaskIds::uuid[], :windowStarts::date[],
  :windowEnds::date[]) WITH ORDINALITY AS windows(job_id, task_id, period_start, period_end, ordinal))`;

/**
 * The reads of `asset_booking` (docs/jobs.md, Double booking and availability), for the jobs module (scheduling,
 * availability, a job's equipment and a billing cycle's equipment days) and the assets module (asset search with
 * `markAvailable` / `checkDates`, an asset's `isAvailable`). The assets' names come from the assets module through
 * the callers; the jobs' are joined from where the jobs module registered them (`readJobsFrom`).
 */
@Injectable()
export class BookingsService {
  private jobsSource?: BookingJobsSource;

  constructor(@InjectTenantRepository(AssetBooking) private readonly bookings: TenantRepository<AssetBooking>) {}

  /** Registers where the bookings' jobs are read (the jobs module's `onModuleInit`). */
  readJobsFrom(source: BookingJobsSource): void {
    this.jobsSource = source;
  }

  /**
   * "Some booking (of any job) holds the asset on a day of the period", over the asset row under `assetAlias` of the
   * caller's query: for a filter that must run inside a keyset-paged search. Reads the (account, asset, start) index.
   */
  heldCondition(period: Period, assetAlias = 'asset'): SqlCondition {
    return {
      sql: `EXISTS (SELECT 1 FROM asset_booking booking
        WHERE booking.account_id = ${assetAlias}.account_id AND booking.asset_id = ${assetAlias}.id
          AND ${overlapsSql('booking', ':bookingPeriodStart', ':bookingPeriodEnd')})`,
      parameters: { bookingPeriodStart: period.start, bookingPeriodEnd: period.end },
    };
  }

  /** Which of these assets some booking holds on a day of the period (the others are available): one query. */
  async bookedAmong(access: AccountAccess, assetIds: string[], period: Period): Promise<Set<string>> {
    if (!assetIds.length) return new Set();
    const rows = await this.bookings
      .query(access.accountId, 'booking')
      .select('booking.asset_id', 'assetId')
      .distinct(true)
      .andWhere('booking.asset_id IN (:...bookedIds)', { bookedIds: assetIds })
      .andWhere(overlapsSql('booking', ':periodStart', ':periodEnd'), {
        periodStart: period.start,
        periodEnd: period.end,
      })
      .getRawMany<{ assetId: string }>();
    return new Set(rows.map((row) => row.assetId));
  }

  /** For each of these assets that a booking holds on a day of the period, the jobs holding it: one query. */
  async jobsHolding(access: AccountAccess, assetIds: string[], period: Period): Promise<Map<string, BookingJob[]>> {
    if (!assetIds.length) return new Map();
    const jobs = this.jobs();
    const query = this.bookings
      .query(access.accountId, 'booking')
      .innerJoin(jobs.table, 'job', 'job.id = booking.job_id AND job.account_id = booking.account_id')
      .select('booking.asset_id', 'assetId');
    for (const [key, sql] of Object.entries(jobs.columns('job'))) query.addSelect(sql, key);
    const rows = await query
      .distinct(true)
      .andWhere('booking.asset_id IN (:...assetIds)', { assetIds })
      .andWhere(overlapsSql('booking', ':periodStart', ':periodEnd'), {
        periodStart: period.start,
        periodEnd: period.end,
      })
      .getRawMany<BookingJob & { assetId: string }>();
    const byAsset = new Map<string, BookingJob[]>();
    for (const { assetId, ...job } of rows) byAsset.set(assetId, [...(byAsset.get(assetId) ?? []), job]);
    return byAsset;
  }

  /** The assets each of these jobs books on any of its tasks, by job id (one query). */
  async assetsOfJobs(access: AccountAccess, jobIds: string[]): Promise<Map<string, string[]>> {
    const rows = jobIds.length
      ? await this.bookings
          .query(access.accountId, 'booking')
          .select('booking.job_id', 'jobId')
          .addSelect('booking.asset_id', 'assetId')
          .andWhere('booking.job_id IN (:...bookedJobIds)', { bookedJobIds: jobIds })
          .groupBy('booking.job_id')
          .addGroupBy('booking.asset_id')
          .getRawMany<{ jobId: string; assetId: string }>()
      : [];
    const booked = new Map(jobIds.map((id) => [id, [] as string[]]));
    for (const { jobId, assetId } of rows) booked.get(jobId)?.push(assetId);
    return booked;
  }

  /**
   * The days of the period on which the job holds any asset, each day once: a billing cycle's equipment days.
   */
  async daysHeld(access: AccountAccess, jobId: string, period: Period): Promise<number> {
    const bookings = await this.bookings.find(access.accountId, {
      select: { startDate: true, endDate: true },
      where: { jobId, startDate: LessThanOrEqual(period.end), endDate: MoreThanOrEqual(period.start) },
    });
    const days = new Set<string>();
    for (const booking of bookings) {
      const last = booking.endDate < period.end ? booking.endDate : period.end;
      for (let day = booking.startDate > period.start ? booking.startDate : period.start; day <= last;) {
        days.add(day);
        day = addDays(day, 1);
      }
    }
    return days.size;
  }

  /**
   * One self-join of asset_booking for all windows: each booking of a job asked about that holds a day of its
   * period, paired with every booking of the same asset by another job on a day both hold inside the period
   * (`otherJobId` and its name, null when none). The assets' names come from the assets module.
   */
  async pairs(access: AccountAccess, windows: JobWindow[]): Promise<UnnamedPair[]> {
    const jobs = this.jobs();
    const rows = await this.bookings
      .query(access.accountId, 'mine')
      .innerJoin(
        WINDOWS,
        'w',
        `w.job_id = mine.job_id AND (w.task_id IS NULL OR w.task_id = mine.task_id)
          AND ${overlapsSql('mine', 'w.period_start', 'w.period_end')}`,
      )
      .leftJoin(
        AssetBooking,
        'other',
        `other.account_id = mine.account_id AND other.asset_id = mine.asset_id AND other.job_id <> mine.job_id
          AND ${overlapsSql('other', 'GREATEST(mine.start_date, w.period_start)', 'LEAST(mine.end_date, w.period_end)')}`,
      )
      .leftJoin(jobs.table, 'other_job', 'other_job.id = other.job_id AND other_job.account_id = other.account_id')
      .select('w.ordinal', 'ordinal')
      .addSelect('mine.id', 'bookingId')
      .addSelect('mine.asset_id', 'assetId')
      .addSelect('mine.task_id', 'taskId')
      .addSelect('mine.start_date::text', 'startDate')
      .addSelect('mine.end_date::text', 'endDate')
      .addSelect('other.job_id', 'otherJobId')
      .addSelect(jobs.columns('other_job').name, 'otherJobName')
      .setParameters({
        windowJobIds: windows.map((window) => window.jobId),
        windowTaskIds: windows.map((window) => window.taskId ?? null),
        windowStarts: windows.map((window) => window.period.start),
        windowEnds: windows.map((window) => window.period.end),
      })
      .getRawMany<Omit<UnnamedPair, 'position'> & { ordinal: string }>();
    return rows.map(({ ordinal, ...pair }) => ({ ...pair, position: Number(ordinal) - 1 }));
  }

  private jobs(): BookingJobsSource {
    if (!this.jobsSource) throw new Error('No module registered where the bookings read their jobs (readJobsFrom).');
    return this.jobsSource;
  }
}
