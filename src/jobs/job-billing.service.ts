import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, In, LessThan, type EntityManager, type FindOptionsSelect } from 'typeorm';
import type { AccountAccess } from '../common/auth/permissions.js';
import { InvalidFieldsError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import type { SqlCondition } from '../database/sql-condition.js';
import { containsPattern } from '../database/sql-text.js';
import { QuotesService } from '../quotes/quotes.service.js';
import { JobInvoicesSeam } from './job-invoices.js';
import { Job } from './job.entity.js';
import type { BillingFrequency } from './job-rules.js';

/** What billing shows of a job (spec 3 §3 "Job fields used by billing"). */
export interface JobBillingSummary {
  id: string;
  number: string;
  name: string;
  quoteId: string | null;
  isReadyForInvoice: boolean;
  quotedCostCents: number | null;
  salesPerson: string[];
  branchIds: string[];
  divisionIds: string[];
  startDate: string | null;
  endDate: string | null;
  billingFrequency: BillingFrequency;
}

/** A job the billing-cycle task invoices. */
export interface CycleJob extends JobBillingSummary {
  accountId: string;
  projectOwner: string[];
}

/** The job filters of the invoicing overview (spec 3 §2). */
export interface BillingJobFilters {
  branchId?: string | null;
  divisionId?: string | null;
  salesPerson?: string | null;
  searchTerm?: string | null;
}

const SUMMARY_COLUMNS = [
  'id',
  'number',
  'name',
  'quoteId',
  'isReadyForInvoice',
  'quotedCostCents',
  'salesPerson',
  'branchIds',
  'divisionIds',
  'startDate',
  'endDate',
  'billingFrequency',
] as const satisfies readonly (keyof Job)[];
const SUMMARY_SELECT = Object.fromEntries(SUMMARY_COLUMNS.map((column) => [column, true])) as FindOptionsSelect<Job>;

/**
 * The jobs module's side of billing: the invoices module reads and flags jobs only through this service (the
 * module boundary of docs/architecture.md), batched by ids.
 */
@Injectable()
export class JobBillingService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    @InjectTenantRepository(Job) private readonly jobs: TenantRepository<Job>,
    private readonly invoices: JobInvoicesSeam,
    private readonly quotes: QuotesService,
  ) {}

  /** The quoted cost of every job linked to a quote follows the quote's total (docs/billing.md). */
  onModuleInit(): void {
    this.quotes.followTotal(async (owner, quoteId, totalCents, manager) => {
      await this.jobs.with(manager).updateWhere(owner.accountId, { quoteId }, { quotedCostCents: totalCents });
    });
  }

  /**
   * Every account's jobs billed by one of `frequencies` that started before `today`, with who may invoice them (the
   * billing-cycle task, which works for all accounts).
   */
  async cycleJobs(frequencies: readonly BillingFrequency[], today: string): Promise<CycleJob[]> {
    const rows = await this.dataSource.getRepository(Job).find({
      select: { ...SUMMARY_SELECT, accountId: true, projectOwner: true },
      where: { billingFrequency: In([...frequencies]), startDate: LessThan(today) },
      order: { accountId: 'ASC', id: 'ASC' },
    });
    return rows.map((row) => ({ ...summaryOf(row), accountId: row.accountId, projectOwner: row.projectOwner }));
  }

  /** The jobs of the account among `ids`, by id (one query). */
  async summaries(
    access: AccountAccess,
    ids: Iterable<string>,
    manager?: EntityManager,
  ): Promise<Map<string, JobBillingSummary>> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (!wanted.length) return new Map();
    const repository = manager ? this.jobs.with(manager) : this.jobs;
    const rows = await repository.find(access.accountId, { select: SUMMARY_SELECT, where: { id: In(wanted) } });
    return new Map(rows.map((row) => [row.id, summaryOf(row)]));
  }

  /** The job, or 400 with the job's not-found text under `field`. */
  async require(access: AccountAccess, id: string, field: string, manager: EntityManager): Promise<JobBillingSummary> {
    const job = (await this.summaries(access, [id], manager)).get(id);
    if (!job) throw new InvalidFieldsError({ [field]: [NOT_FOUND.job] });
    return job;
  }

  /**
   * "The job `column` names matches the filters", for a query of another module that must stay a keyset page (a
   * sub-select on the job table, built here so the table stays inside the module); null when no filter is set.
   */
  matchingJobCondition(access: AccountAccess, column: string, filters: BillingJobFilters): SqlCondition | null {
    const { where, parameters } = jobConditions('bj', filters);
    if (!where) return null;
    return {
      sql: `${column} IN (SELECT bj.id FROM job bj WHERE bj.account_id = :billingJobAccount AND ${where})`,
      parameters: { ...parameters, billingJobAccount: access.accountId },
    };
  }

  /** The account's jobs ready for invoice (`readyQuery`) matching the filters, newest first, at most `limit`. */
  async readyForInvoice(access: AccountAccess, filters: BillingJobFilters, limit: number): Promise<Job[]> {
    return this.readyQuery(access, filters)
      .orderBy('j.createdAt', 'DESC')
      .addOrderBy('j.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** How many of the account's jobs matching the filters are ready for invoice (`readyQuery`). */
  async countReadyForInvoice(access: AccountAccess, filters: BillingJobFilters): Promise<number> {
    return this.readyQuery(access, filters).getCount();
  }

  /** Flags or clears "ready for invoice" on these jobs of the account. */
  async setReadyForInvoice(
    access: AccountAccess,
    ids: string[],
    ready: boolean,
    manager: EntityManager,
  ): Promise<void> {
    if (!ids.length) return;
    await this.jobs.with(manager).updateWhere(access.accountId, { id: In(ids) }, { isReadyForInvoice: ready });
  }

  /**
   * Ready to Invoice's jobs (spec 3 §2): flagged ready for invoice, less those with a draft invoice, which the tile
   * lists in their place (a job shows once).
   */
  private readyQuery(access: AccountAccess, filters: BillingJobFilters) {
    const query = this.jobs.query(access.accountId, 'j').andWhere('j.isReadyForInvoice');
    const { where, parameters } = jobConditions('j', filters);
    if (where) query.andWhere(where, parameters);
    const withoutDraft = this.invoices.withoutDraftInvoice(access, 'j.id');
    if (withoutDraft) query.andWhere(withoutDraft.sql, withoutDraft.parameters);
    return query;
  }
}

function summaryOf(row: Job): JobBillingSummary {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    quoteId: row.quoteId,
    isReadyForInvoice: row.isReadyForInvoice,
    quotedCostCents: row.quotedCostCents,
    salesPerson: row.salesPerson,
    branchIds: row.branchIds,
    divisionIds: row.divisionIds,
    startDate: row.startDate,
    endDate: row.endDate,
    billingFrequency: row.billingFrequency,
  };
}

/** The filters as SQL over the job table under `alias` (column names, so it serves raw sub-selects too). */
function jobConditions(
  alias: string,
  filters: BillingJobFilters,
): { where: string; parameters: Record<string, unknown> } {
  const conditions: string[] = [];
  const parameters: Record<string, unknown> = {};
  if (filters.branchId) {
    conditions.push(`:billingBranch = ANY(${alias}.branch_ids)`);
    parameters.billingBranch = filters.branchId;
  }
  if (filters.divisionId) {
    conditions.push(`:billingDivision = ANY(${alias}.division_ids)`);
    parameters.billingDivision = filters.divisionId;
  }
  if (filters.salesPerson) {
    conditions.push(`:billingSalesPerson = ANY(${alias}.sales_person)`);
    parameters.billingSalesPerson = filters.salesPerson;
  }
  const search = filters.searchTerm?.trim();
  if (search) {
    conditions.push(
      `(${alias}.name ILIKE :billingSearch OR ${alias}.number ILIKE :billingSearch ` +
        `OR ${alias}.customer->>'name' ILIKE :billingSearch)`,
    );
    parameters.billingSearch = containsPattern(search);
  }
  return { where: conditions.join(' AND '), parameters };
}
