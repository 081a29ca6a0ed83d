import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Access } from '../common/auth/permissions.js';
import { withAdvisoryLock } from '../database/advisory-lock.js';
import { billsAnything, invoiceValuesFromQuote } from '../forms/engine/index.js';
import { FormSubmissionsService } from '../forms/submissions/form-submissions.service.js';
import { BookingsService } from '../bookings/bookings.service.js';
import { JobBillingService, type CycleJob } from '../jobs/job-billing.service.js';
import { today as todayUtc } from '../jobs/job-rules.js';
import { closedCycles, CYCLE_FREQUENCIES, type BillingCycle } from './billing-cycles.js';
import { DRAFT_INVOICE, INVOICE_FORM_TYPE } from './invoice-rules.js';
import { InvoicesService } from './invoices.service.js';
import { JOBS } from '../queue/jobs.js';
import { QueueService } from '../queue/queue.service.js';

/**
 * Held while a run lasts, so that the hourly job and the demo seed's run for its account never close a cycle at once.
 * Arbitrary, constant, not STARTUP_LOCK's.
 */
export const BILLING_CYCLE_LOCK_KEY = 740_326_614;

/** What a run did. */
export interface BillingCycleRun {
  created: number;
  skipped: string[];
}

/**
 * Closes billing cycles (docs/billing.md): for each job billed WEEKLY, BIWEEKLY or END_OF_MONTH, every cycle that
 * ended before today gets one draft invoice of the cycle's work at the quote's rates, dated to the cycle, which waits
 * on Ready to Invoice; a cycle with nothing to bill gets none. A cycle already invoiced is left alone (and the unique index on the job's cycle start refuses
 * a second), so runs are idempotent.
 */
@Injectable()
export class BillingCycleCloser implements OnModuleInit {
  private readonly logger = new Logger(BillingCycleCloser.name);

  constructor(
    private readonly queue: QueueService,
    private readonly dataSource: DataSource,
    private readonly jobs: JobBillingService,
    private readonly bookings: BookingsService,
    private readonly invoices: InvoicesService,
    private readonly submissions: FormSubmissionsService,
  ) {}

  /** The hourly job (JOBS.billingCycles: pg-boss's schedule, once across all processes of the queue). */
  onModuleInit(): void {
    this.queue.define(JOBS.billingCycles, () => this.scheduled());
  }

  /** A run of the job; a failure is the queue's to log and retry. */
  private async scheduled(): Promise<void> {
    const run = await this.run();
    if (run?.created) this.logger.log(`Created ${run.created} billing-cycle invoices`);
    for (const reason of run?.skipped ?? []) this.logger.warn(reason);
  }

  /** Closes the cycles over before `today`; null when another instance holds the lock (it is doing the same). */
  async run(today = todayUtc()): Promise<BillingCycleRun | null> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.manager.query<{ locked: boolean }[]>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [BILLING_CYCLE_LOCK_KEY],
      );
      if (!locked) return null;
      try {
        return await this.closeAll(today);
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [BILLING_CYCLE_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  /**
   * Closes the cycles of one account's jobs, waiting for a run in progress rather than skipping: the demo seed, which
   * shows at once the cycle invoices the hourly run would make.
   */
  async runForAccount(accountId: string, today = todayUtc()): Promise<BillingCycleRun> {
    return withAdvisoryLock(this.dataSource, BILLING_CYCLE_LOCK_KEY, () => this.closeAll(today, accountId));
  }

  private async closeAll(today: string, accountId?: string): Promise<BillingCycleRun> {
    const jobs = (await this.jobs.cycleJobs(CYCLE_FREQUENCIES, today)).filter(
      (job) => accountId === undefined || job.accountId === accountId,
    );
    const invoiced = await this.invoices.cycleStarts(jobs.map((job) => job.id));
    const run: BillingCycleRun = { created: 0, skipped: [] };
    for (const job of jobs) {
      const open = closedCycles(job.billingFrequency, job.startDate, job.endDate, today).filter(
        (cycle) => !invoiced.get(job.id)?.has(cycle.cycleStartDate),
      );
      if (!open.length) continue;
      const submitter = job.salesPerson[0] ?? job.projectOwner[0];
      if (!submitter) {
        run.skipped.push(`Job ${job.number} (${job.id}): no sales person or project owner to invoice as`);
        continue;
      }
      const access: Access = {
        userId: submitter,
        accountId: job.accountId,
        divisionIds: [],
        permissions: ['web:invoice', 'web:quoting'],
      };
      try {
        for (const cycle of open) run.created += await this.close(access, job, cycle);
      } catch (error) {
        run.skipped.push(`Job ${job.number} (${job.id}): ${String(error)}`);
      }
    }
    return run;
  }

  /**
   * One draft invoice for the cycle, billing its work at the quote's rates: the hours of its timecards, the days the
   * job held equipment, and on the job's first cycle the quote's fixed items (docs/billing.md, Billing cycles).
   */
  private async close(access: Access, job: CycleJob, cycle: BillingCycle): Promise<number> {
    const template = await this.submissions.firstTemplateOfType(access, INVOICE_FORM_TYPE);
    if (!template) throw new Error('the account has no invoice form');
    const quote = job.quoteId ? await this.submissions.withTemplate(access, job.quoteId).catch(() => null) : null;
    const period = { start: cycle.cycleStartDate, end: cycle.cycleEndDate };
    const [timecards, equipmentDays] = await Promise.all([
      this.submissions.timecardHours(access, job.number, period.start, period.end),
      this.bookings.daysHeld(access, job.id, period),
    ]);
    const fields = invoiceValuesFromQuote(template, quote?.template ?? null, quote?.submission.fields ?? [], {
      startDate: period.start,
      endDate: period.end,
      work: {
        timecardHours: timecards.hours,
        timecardCount: timecards.count,
        equipmentDays,
        first: cycle.cycleStartDate === job.startDate,
      },
    });
    // Not recorded as invoiced: the next run looks again, so a timecard entered late for the cycle gets its invoice.
    if (!billsAnything(template, fields)) return 0;
    await this.invoices.create(
      access,
      {
        jobId: job.id,
        quoteId: quote ? job.quoteId : null,
        formSubmission: {
          formId: template.id,
          localDateTime: `${cycle.cycleEndDate}T23:59:00`,
          fields,
          data: { status: DRAFT_INVOICE },
        },
      },
      cycle,
    );
    return 1;
  }
}
