import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BranchesService } from '../accounts/branches.service.js';
import { DataSource, In, IsNull, Not, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Access, AccountAccess } from '../common/auth/permissions.js';
import { InvalidFieldsError, InvalidInputError, NotFoundError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { decodePageKey, encodePageKey, keysetPage, sortValue } from '../common/pagination/page-key.js';
import { pageLimitMessage } from '../common/pagination/page-limit.js';
import { idMessage } from '../common/validation/ids.js';
import { validateBody } from '../common/validation/validation-pipe.js';
import { recordAccount } from '../database/record-account.js';
import type { SqlCondition } from '../database/sql-condition.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import { withoutNulls } from '../forms/graphql-input.js';
import { CreateSubmissionBody, EditSubmissionBody } from '../forms/submissions/dto/submission-body.js';
import {
  FormSubmissionsService,
  type SubmissionSummary,
  type SubmissionView,
} from '../forms/submissions/form-submissions.service.js';
import { FormTypePolicies } from '../forms/submissions/form-type-policies.js';
import { statusListMessage } from '../forms/submissions/submission-rules.js';
import { JobBillingService, type JobBillingSummary } from '../jobs/job-billing.service.js';
import { QuotesService } from '../quotes/quotes.service.js';
import type {
  ComplexInvoiceFilters,
  CreateInvoiceInput,
  InvoiceFilters,
  InvoiceTimecardFilters,
  UpdateInvoiceInput,
} from './dto/invoice.input.js';
import { Invoice } from './invoice.entity.js';
import {
  DRAFT_INVOICE,
  INVOICE_FORM_TYPE,
  INVOICE_POLICY,
  INVOICE_SUBMISSION_VERSION,
  NEW_INVOICE_STATUSES,
  NOT_AN_INVOICE_FORM,
  READY_TO_APPROVE_INVOICE,
  READY_TO_SEND_INVOICE,
} from './invoice-rules.js';
import type {
  InvoiceJobModel,
  InvoiceModel,
  InvoiceOverviewModel,
  InvoicePageModel,
  InvoiceTimecardModel,
  InvoiceTimecardPageModel,
} from './models/invoice.model.js';
import { inTransaction } from '../database/transactions.js';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;
const TIMECARD_PAGE_SIZE = 20;

/** An invoice written, with its submission. */
export interface InvoiceWrite {
  invoice: InvoiceModel;
  submission: SubmissionView;
}

/** The cycle a billing-cycle invoice closes (scheduled task). */
export interface InvoiceCycle {
  cycleStartDate: string;
  cycleEndDate: string;
}

/**
 * Invoices (spec 3 §2 Invoicing, §7): each is a submission of an invoice form, made and edited through the forms
 * module in the same transaction as the invoice record that ties it to its job, its quote and its billing cycle.
 */
@Injectable()
export class InvoicesService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly submissions: FormSubmissionsService,
    private readonly policies: FormTypePolicies,
    private readonly jobs: JobBillingService,
    private readonly quotes: QuotesService,
    private readonly branches: BranchesService,
    @InjectTenantRepository(Invoice) private readonly invoices: TenantRepository<Invoice>,
  ) {}

  onModuleInit(): void {
    this.policies.register(INVOICE_POLICY);
  }

  /** createInvoice: the submission (draft or ready to approve) and its record; the job is no longer "ready". */
  async create(access: Access, input: CreateInvoiceInput, cycle?: InvoiceCycle): Promise<InvoiceWrite> {
    const submission = withoutNulls(input.formSubmission ?? {});
    const formId = typeof submission.formId === 'string' ? submission.formId : '';
    const { template } = await this.submissions.templateFor(access, formId, 'write');
    if (template.formTypeSlug.toLowerCase() !== INVOICE_FORM_TYPE) {
      throw new InvalidFieldsError({ 'formSubmission.formId': [NOT_AN_INVOICE_FORM] });
    }
    if (!isUuid(input.jobId)) throw new InvalidFieldsError({ jobId: [NOT_FOUND.job] });
    const status = (submission.data as { status?: unknown } | undefined)?.status;
    if (typeof status === 'string' && !(NEW_INVOICE_STATUSES as readonly string[]).includes(status)) {
      throw new InvalidFieldsError({ 'formSubmission.data.status': [statusListMessage(NEW_INVOICE_STATUSES)] });
    }
    let record: Invoice | undefined;
    const created = await this.submissions.create(
      access,
      await validateBody(CreateSubmissionBody, { version: INVOICE_SUBMISSION_VERSION, ...submission, formId }),
      async (owner, view, manager) => {
        record = await this.invoices.with(manager).create(owner.accountId, {
          jobId: input.jobId,
          formSubmissionId: view.id,
          quoteId: input.quoteId ?? null,
          cycleStartDate: cycle?.cycleStartDate ?? null,
          cycleEndDate: cycle?.cycleEndDate ?? null,
        });
      },
      async (owner, manager) => {
        await this.jobs.require(owner, input.jobId, 'jobId', manager);
        await this.givenQuote(owner, input.quoteId, manager);
        // A job invoiced is no longer waiting for an invoice (a cycle's too: its draft waits on Ready to Invoice).
        await this.jobs.setReadyForInvoice(owner, [input.jobId], false, manager);
      },
    );
    const [invoice] = await this.views({ ...access, accountId: record!.accountId }, [record!]);
    return { invoice, submission: created.submission };
  }

  /**
   * updateInvoice: the submission's fields (with the reason), status, or both, and the job or quote it points at.
   * A voided invoice is final (409, from the forms module's rule).
   */
  async update(access: Access, input: UpdateInvoiceInput): Promise<InvoiceWrite> {
    const { owner, record } = await this.find(access, input.id);
    const submission = withoutNulls(input.formSubmission ?? {});
    delete submission.formId;
    delete submission.userId;
    delete submission.version;
    const relink = (manager: EntityManager) => this.relink(owner, record.id, input, manager);
    let edited: SubmissionView;
    if (Object.keys(submission).length > 0) {
      edited = await this.submissions.edit(
        access,
        null,
        record.formSubmissionId,
        await validateBody(EditSubmissionBody, submission),
        (_owner, _view, manager) => relink(manager),
      );
    } else if (input.jobId != null || input.quoteId != null) {
      await inTransaction(this.dataSource, async (manager) => {
        await this.submissions.lockForChange(owner, record.formSubmissionId, 'values', manager);
        await relink(manager);
      });
      edited = await this.submissions.get(access, null, record.formSubmissionId);
    } else {
      throw new InvalidInputError('Nothing to change: send formSubmission, jobId or quoteId.');
    }
    const [invoice] = await this.views(owner, [await this.invoices.get(owner.accountId, record.id)]);
    return { invoice, submission: edited };
  }

  /** invoices: a keyset page (newest first) of the account's invoices matching the filters, with the total count. */
  async list(access: Access, filters: InvoiceFilters): Promise<InvoicePageModel> {
    const limit = pageSize(filters.limit);
    const query = this.invoices.query(access.accountId, 'i');
    this.applyFilters(access, query, filters);
    const totalCount = await query.clone().getCount();
    if (filters.nextPageKey) {
      const { sortValues, id } = decodePageKey(filters.nextPageKey, [sortValue.instant]);
      query.andWhere('(i.createdAt, i.id) < (:cursorCreated, :cursorId)', {
        cursorCreated: sortValues[0],
        cursorId: id,
      });
    }
    const rows = await query
      .orderBy('i.createdAt', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .limit(limit + 1)
      .getMany();
    const page = keysetPage(rows, limit, (row) => encodePageKey([row.createdAt.toISOString()], row.id));
    return {
      items: await this.views(access, page.rows),
      nextPageKey: page.nextPageKey ?? null,
      hasNextPage: Boolean(page.nextPageKey),
      totalCount,
    };
  }

  /** The overview's tiles: Ready to Invoice (jobs flagged ready, and draft invoices), Ready to Approve, Ready to Send. */
  async overview(access: Access, filters: InvoiceFilters): Promise<InvoiceOverviewModel> {
    const [counts, readyJobs] = await Promise.all([
      this.submissions.countByStatus(access, [DRAFT_INVOICE, READY_TO_APPROVE_INVOICE, READY_TO_SEND_INVOICE], (s) =>
        this.overviewSubmissions(access, s, filters),
      ),
      this.jobs.countReadyForInvoice(access, filters),
    ]);
    return {
      readyToInvoice: readyJobs + (counts.get(DRAFT_INVOICE) ?? 0),
      readyToApprove: counts.get(READY_TO_APPROVE_INVOICE) ?? 0,
      readyToSend: counts.get(READY_TO_SEND_INVOICE) ?? 0,
    };
  }

  /**
   * The submissions of the account's invoices that match the overview's job filters, as a condition on the submission
   * alias `s`. Unfiltered, they are the invoice forms' submissions (each has its record: an invoice is only made by
   * createInvoice), counted on one index range without reading the invoice records.
   */
  private overviewSubmissions(access: Access, s: string, filters: InvoiceFilters): SqlCondition {
    if (!filters.jobId && !this.jobs.matchingJobCondition(access, 'i.jobId', filters))
      return this.submissions.ofFormTypeCondition(access, s, INVOICE_FORM_TYPE);
    const query = this.invoices.query(access.accountId, 'i').select('i.formSubmissionId');
    this.applyFilters(access, query, { ...filters, status: null });
    return { sql: `${s}.id IN (${query.getQuery()})`, parameters: query.getParameters() };
  }

  /** complexInvoices: a job's invoices, its billing cycles first to last. */
  async ofJob(access: Access, filters: ComplexInvoiceFilters): Promise<InvoiceModel[]> {
    if (!filters.complexJobId) return [];
    if (!isUuid(filters.complexJobId)) throw new InvalidFieldsError({ complexJobId: [NOT_FOUND.job] });
    const query = this.invoices
      .query(access.accountId, 'i')
      .andWhere('i.jobId = :jobId', { jobId: filters.complexJobId });
    this.whereStatus(access, query, filters.status);
    const rows = await query
      .orderBy('i.cycleStartDate', 'ASC', 'NULLS LAST')
      .addOrderBy('i.createdAt', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .getMany();
    return this.views(access, rows);
  }

  /** formSubmissionsForInvoice: the timecards of the job numbered `jobNumber`, 20 a page, newest first. */
  async timecards(
    access: Access,
    filters: InvoiceTimecardFilters,
    nextPageKey?: string | null,
  ): Promise<InvoiceTimecardPageModel> {
    const page = await this.submissions.timecardsOfJob(access, filters, {
      limit: TIMECARD_PAGE_SIZE,
      nextPageKey,
    });
    return {
      items: page.rows.map(timecardView),
      nextPageKey: page.nextPageKey ?? null,
      hasNextPage: Boolean(page.nextPageKey),
      totalCount: page.totalCount,
    };
  }

  /** The cycle start days already invoiced of these jobs of any account (the billing-cycle task), by job id. */
  async cycleStarts(jobIds: string[]): Promise<Map<string, Set<string>>> {
    const rows = jobIds.length
      ? await this.dataSource.getRepository(Invoice).find({
          select: { jobId: true, cycleStartDate: true },
          where: { jobId: In(jobIds), cycleStartDate: Not(IsNull()) },
        })
      : [];
    const starts = new Map<string, Set<string>>();
    for (const { jobId, cycleStartDate } of rows)
      starts.set(jobId, (starts.get(jobId) ?? new Set()).add(cycleStartDate!));
    return starts;
  }

  private applyFilters<T extends object>(
    access: AccountAccess,
    query: SelectQueryBuilder<T>,
    filters: InvoiceFilters,
  ): void {
    if (filters.jobId) {
      if (!isUuid(filters.jobId)) throw new InvalidFieldsError({ jobId: [NOT_FOUND.job] });
      query.andWhere('i.jobId = :jobId', { jobId: filters.jobId });
    }
    this.whereStatus(access, query, filters.status);
    for (const key of ['branchId', 'divisionId', 'salesPerson'] as const) {
      const id = filters[key];
      if (id && !isUuid(id)) throw new InvalidFieldsError({ [key]: [idMessage(key)] });
    }
    const byJob = this.jobs.matchingJobCondition(access, 'i.jobId', filters);
    if (byJob) query.andWhere(byJob.sql, byJob.parameters);
  }

  /** Keeps the invoices whose submission is in one of `statuses` (none given: all). */
  private whereStatus<T extends object>(
    access: AccountAccess,
    query: SelectQueryBuilder<T>,
    statuses: readonly string[] | null | undefined,
  ): void {
    if (!statuses?.length) return;
    const inStatus = this.submissions.statusCondition(access, 'i.form_submission_id', statuses);
    query.andWhere(inStatus.sql, inStatus.parameters);
  }

  private async relink(
    owner: AccountAccess,
    id: string,
    input: UpdateInvoiceInput,
    manager: EntityManager,
  ): Promise<void> {
    const patch: Partial<Pick<Invoice, 'jobId' | 'quoteId'>> = {};
    if (input.jobId != null) {
      await this.jobs.require(owner, input.jobId, 'jobId', manager);
      patch.jobId = input.jobId;
    }
    const quoteId = await this.givenQuote(owner, input.quoteId, manager);
    if (quoteId) patch.quoteId = quoteId;
    if (Object.keys(patch).length) await this.invoices.with(manager).updateWhere(owner.accountId, { id }, patch);
  }

  /** The quote an invoice call names, checked (400 under quoteId, for "" too); undefined when it names none. */
  private async givenQuote(
    owner: AccountAccess,
    quoteId: string | null | undefined,
    manager: EntityManager,
  ): Promise<string | undefined> {
    if (quoteId == null) return undefined;
    await this.quotes.requireQuote(owner, quoteId, manager);
    return quoteId;
  }

  /**
   * The invoice whose submission is `formSubmissionId` (the caller's account's, or any for a super admin; 404), and
   * the caller's access in its account.
   */
  private async find(access: Access, formSubmissionId: string): Promise<{ owner: AccountAccess; record: Invoice }> {
    const accountId = await recordAccount(
      this.dataSource.manager,
      access,
      Invoice,
      formSubmissionId,
      'formSubmissionId',
    );
    const record = isUuid(formSubmissionId) ? await this.invoices.findOne(accountId, { formSubmissionId }) : null;
    if (!record) throw new NotFoundError(NOT_FOUND.invoice);
    return { owner: { ...access, accountId: record.accountId }, record };
  }

  /**
   * The records with their submissions' status, number and amount, their jobs and the jobs' first branches (one
   * query for all of each).
   */
  private async views(owner: AccountAccess, rows: Invoice[]): Promise<InvoiceModel[]> {
    const [submissions, jobs] = await Promise.all([
      this.submissions.summaries(
        owner,
        rows.map((row) => row.formSubmissionId),
      ),
      this.jobs.summaries(
        owner,
        rows.map((row) => row.jobId),
      ),
    ]);
    const branchIds = [...new Set([...jobs.values()].flatMap((job) => job.branchIds.slice(0, 1)))];
    const names = await this.branches.names(owner.accountId, branchIds);
    const withBranch = (job: JobBillingSummary): InvoiceJobModel => {
      const [id] = job.branchIds;
      const name = id === undefined ? undefined : names.get(id);
      return { ...job, branch: name === undefined ? null : { id, name } };
    };
    return rows.map((row) => {
      const job = jobs.get(row.jobId);
      return invoiceView(row, submissions.get(row.formSubmissionId)!, job ? withBranch(job) : null);
    });
  }
}

const pageSize = (limit: number | null | undefined): number => {
  if (limit == null) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new InvalidFieldsError({ limit: [pageLimitMessage(MAX_PAGE_SIZE)] });
  }
  return limit;
};

/** An invoice as it is answered: its record, with the status, number and amount of its submission. */
function invoiceView(row: Invoice, submission: SubmissionSummary, job: InvoiceJobModel | null): InvoiceModel {
  return {
    id: row.id,
    accountId: row.accountId,
    jobId: row.jobId,
    job,
    formSubmissionId: row.formSubmissionId,
    quoteId: row.quoteId,
    status: submission.status,
    number: submission.number,
    amountCents: submission.totalCents,
    cycleStartDate: row.cycleStartDate,
    cycleEndDate: row.cycleEndDate,
    createdAt: row.createdAt,
    // An invoice changes with its submission (status, lines) and with its record (job, quote).
    updatedAt: submission.updatedAt > row.updatedAt ? submission.updatedAt : row.updatedAt,
  };
}

type CrewValue = { userId?: unknown; userName?: unknown; occupationId?: unknown };
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A timecard as the invoice form lists it: its crew from every list of crew entries among its values. */
function timecardView(submission: SubmissionView): InvoiceTimecardModel {
  const users = submission.fields.flatMap(({ value }) =>
    Array.isArray(value)
      ? value
          .filter((entry): entry is CrewValue => typeof entry === 'object' && entry !== null && 'userId' in entry)
          .map((entry) => ({
            userId: text(entry.userId),
            userName: text(entry.userName),
            occupationId: text(entry.occupationId),
          }))
      : [],
  );
  return {
    id: submission.id,
    number: submission.number,
    userId: submission.userId,
    formId: submission.formId,
    createdAt: submission.createdAt,
    localDateTime: submission.localDateTime,
    totalHours: submission.totalHours,
    users,
  };
}
