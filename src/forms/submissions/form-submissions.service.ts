import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { SUPER_ADMIN, type Access, type AccountAccess } from '../../common/auth/permissions.js';
import { InvalidFieldsError, InvalidInputError, NotFoundError } from '../../common/errors/domain-errors.js';
import { decodePageKey, encodePageKey, keysetPage, sortValue } from '../../common/pagination/page-key.js';
import { snakeCase } from '../../database/snake-naming.strategy.js';
import {
  InjectTenantRepository,
  isUuid,
  rowsParameters,
  type TenantRepository,
} from '../../database/tenant-repository.js';
import { FilesService } from '../../files/files.service.js';
import { UsersService } from '../../users/users.service.js';
import { FormTemplatesService, type TemplateRead } from '../form-templates.service.js';
import { recordAccount } from '../../database/record-account.js';
import {
  FormSubmission,
  FormSubmissionAudit,
  FormSubmissionCounter,
  type DiffRecord,
  type SubmissionField,
} from './form-submission.entity.js';
import type { CreateSubmissionBody, EditSubmissionBody } from './dto/submission-body.js';
import { normaliseLocalDateTime, type OrderField } from './submission-input.js';
import { DEFAULT_SEARCH_LIMIT, type SubmissionSearchBody } from './dto/submission-search.js';
import { FormTypePolicies } from './form-type-policies.js';
import { SubmissionPdfService, type SubmissionPdf, type SubmissionPdfJob } from './submission-pdf.service.js';
import { JOBS } from '../../queue/jobs.js';
import { QueueService } from '../../queue/queue.service.js';
import { SEARCH_TEXT_SEPARATOR, SEARCHED_VALUE_SQL } from './submission-search-text.js';
import {
  applySubmissionEdit,
  computeSubmissionValues,
  EDITED_COLUMNS,
  type SubmissionEdit,
} from './submission-values.js';
import { exportBatches, type ExportQuery } from './export-batches.js';
import {
  assertChangeable,
  assertStatus,
  assertSubmissionAccess,
  NOTHING_TO_CHANGE,
  REASON_REQUIRED,
  type SubmissionUse,
} from './submission-rules.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';
import { containsPattern } from '../../database/sql-text.js';
import type { SqlCondition } from '../../database/sql-condition.js';
import type { SubmissionChange } from '../engine/form-type-policy.js';
import { TIMECARD_FORM_TYPE } from '../engine/form-types.js';
import { inTransaction } from '../../database/transactions.js';

/** What the template read of a submission call loads: its type (permission, statuses), version and fields. */
const TEMPLATE_READ: TemplateRead = {
  columns: ['id', 'name', 'formTypeSlug', 'formVersion'],
  document: true,
  formType: false,
  configs: false,
};

/**
 * Whom a PDF job acts as: the user who made the change, in the submission's account, past the permission checks (it
 * only reads the submission and stores its PDF, which that change already asked for).
 */
const pdfJobAccess = (job: SubmissionPdfJob): Access => ({
  userId: job.userId,
  accountId: job.accountId,
  divisionIds: [],
  permissions: [SUPER_ADMIN],
  requestId: job.requestId ?? undefined,
});

/** What a read of submissions needs of their template: its type, for the permission. */
const TYPE_READ: TemplateRead = { columns: ['id', 'formTypeSlug'], document: false, formType: false, configs: false };

export interface SubmissionTemplate {
  id: string;
  name: string;
  formTypeSlug: string;
  formVersion: string;
  fields?: unknown;
  layouts?: unknown;
}

/** A submission as REST and GraphQL answer it (spec 3 §3 Form submission). */
export type SubmissionView = {
  id: string;
  formId: string;
  accountId: string;
  number: number;
  data: { status: string; number: number };
  status: string;
  submitDateTime: Date;
  pdfFilePath: string | null;
  hasFile: boolean;
  /** Why the last run of its PDF job failed ("PDF failed, retry"); null when none did since its PDF was made. */
  pdfError: string | null;
  userId: string;
  userName: string;
  version: string;
  createdAt: Date;
  updatedAt: Date;
  lastModifiedBy: string | null;
  localDateTime: string;
  timezoneOffset: number | null;
  totalHours: number | null;
  totalCents: number | null;
  adminNotes: string | null;
  fields: SubmissionField[];
};

/** What a record built on a submission shows of it (`summaries`). */
export interface SubmissionSummary {
  status: string;
  number: number;
  /** The line-item total in cents; 0 for a form without line items. */
  totalCents: number;
  updatedAt: Date;
}

export interface AuditView {
  id: string;
  accountId: string;
  formSubmissionId: string;
  userId: string;
  userName: string;
  createdAt: Date;
  changeNotes: string;
  hidden: boolean;
  oldRecord: Record<string, unknown>;
  newRecord: Record<string, unknown>;
  diffRecord: DiffRecord;
}

export const toSubmissionView = (row: FormSubmission): SubmissionView => ({
  id: row.id,
  formId: row.formId,
  accountId: row.accountId,
  number: row.number,
  data: { status: row.status, number: row.number },
  status: row.status,
  submitDateTime: row.submitDateTime,
  pdfFilePath: row.pdfFilePath,
  hasFile: row.hasFile,
  pdfError: row.pdfError ?? null,
  userId: row.userId,
  userName: row.userName,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  lastModifiedBy: row.lastModifiedBy,
  localDateTime: row.localDateTime,
  timezoneOffset: row.timezoneOffset,
  totalHours: row.totalHours === null ? null : Number(row.totalHours),
  totalCents: row.totalCents === null ? null : Number(row.totalCents),
  adminNotes: row.adminNotes,
  fields: row.fields,
});

const toAuditView = (row: FormSubmissionAudit): AuditView => ({
  id: row.id,
  accountId: row.accountId,
  formSubmissionId: row.formSubmissionId,
  userId: row.userId,
  userName: row.userName,
  createdAt: row.createdAt,
  changeNotes: row.changeNotes,
  hidden: row.hidden,
  oldRecord: row.oldRecord,
  newRecord: row.newRecord,
  diffRecord: row.diffRecord,
});

/** Keyset kinds of each order: the sort value as the cursor holds it, checked when decoded. */
const LOCAL_DATE_TIME_KIND = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
const NUMBER_KIND = z.string().regex(/^[1-9]\d{0,9}$/);
type OrderedRow = FormSubmission & { sortKey?: string };
interface Order {
  column: string;
  kind: z.ZodType<string>;
  key: (row: OrderedRow) => string;
  /** SQL of a sort value the row does not hold exactly, selected as `sortKey`. */
  sortKey?: string;
  /** SQL turning the cursor's value (a placeholder) back into the column's type. */
  cursor?: (value: string) => string;
}
const ORDERS: Record<OrderField, Order> = {
  localDateTime: { column: 's.local_date_time', kind: LOCAL_DATE_TIME_KIND, key: (row) => row.localDateTime },
  number: { column: 's.number', kind: NUMBER_KIND, key: (row) => String(row.number) },
  submitDateTime: {
    column: 's.submit_date_time',
    kind: sortValue.instant,
    key: (row) => row.submitDateTime.toISOString(),
  },
  // created_at is PostgreSQL's now(), in microseconds, which a Date would cut to milliseconds: the cursor holds the
  // microseconds since 1970 as a whole number.
  createdAt: {
    column: 's.created_at',
    kind: z.string().regex(/^\d{1,16}$/),
    key: (row) => row.sortKey!,
    sortKey: '(extract(epoch FROM s.created_at) * 1000000)::bigint::text',
    cursor: (value) => `'epoch'::timestamptz + ${value}::bigint * interval '1 microsecond'`,
  },
};

/** An export reads this many submissions at a time. */
const EXPORT_BATCH = 500;
/** The columns of a submission an export reads (besides its values), named as the entity's properties. */
const EXPORT_COLUMNS = [
  'formId',
  'accountId',
  'number',
  'status',
  'submitDateTime',
  'pdfFilePath',
  'hasFile',
  'userId',
  'userName',
  'version',
  'createdAt',
  'updatedAt',
  'lastModifiedBy',
  'localDateTime',
  'timezoneOffset',
  'adminNotes',
] as const satisfies readonly (keyof FormSubmission)[];
/** `s.form_id AS "formId"`: a column read under its property's name, as the entity names it. */
const selected = (property: keyof FormSubmission) => `s.${snakeCase(property)} AS "${property}"`;
const EXPORT_SELECT = ['s.id AS "id"', ...EXPORT_COLUMNS.map(selected)];
/** The columns a submission's view reads (toSubmissionView). */
const VIEW_SELECT = [...EXPORT_SELECT, selected('totalHours'), selected('totalCents'), selected('fields')].join(', ');

/** A submission as an export's statement answers it: the view without `data`. */
export type ExportedRow = Omit<SubmissionView, 'data'>;

const addDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * What a caller building on a submission (an invoice) writes in the same transaction: it runs after the submission's
 * row is written, and throwing rolls both back.
 */
export type AfterSubmissionWrite = (
  owner: AccountAccess,
  submission: SubmissionView,
  manager: EntityManager,
) => Promise<void>;

/**
 * What such a caller checks and writes in a create's transaction before the submission is numbered (what does not
 * need the submission): creates of one form queue on its counter row from the number to the commit, so that stretch
 * holds the numbered writes alone.
 */
export type BeforeSubmissionNumber = (owner: AccountAccess, manager: EntityManager) => Promise<void>;

/**
 * Form submissions (spec 3 §3, §7; docs/forms.md, Submissions): one table for every form. Every write recomputes
 * the derived values with the forms engine (never trusting a client's total), checks the values against the
 * template, and an edit locks the row and writes its audit entry in the same transaction.
 */
@Injectable()
export class FormSubmissionsService implements OnModuleInit {
  private readonly logger = new Logger(FormSubmissionsService.name);

  constructor(
    private readonly queue: QueueService,
    private readonly dataSource: DataSource,
    private readonly templates: FormTemplatesService,
    private readonly users: UsersService,
    private readonly pdfs: SubmissionPdfService,
    private readonly policies: FormTypePolicies,
    private readonly files: FilesService,
    @InjectTenantRepository(FormSubmission) private readonly submissions: TenantRepository<FormSubmission>,
    @InjectTenantRepository(FormSubmissionAudit) private readonly audits: TenantRepository<FormSubmissionAudit>,
  ) {}

  /** Runs the submissions' PDF jobs (SubmissionPdfService queues them), with each submission as it is by then. */
  onModuleInit(): void {
    this.queue.define<SubmissionPdfJob>(
      JOBS.submissionPdf,
      async (job) => {
        const found = await this.pdfSource(job);
        if (found) await this.pdfs.make(pdfJobAccess(job), found.template, found.submission, found.digest, job.notify);
      },
      async (job, failure) => {
        const found = await this.pdfSource(job);
        await this.pdfs.failed(job, failure, found?.template ?? null, found?.submission ?? null);
      },
    );
  }

  /** The submission of a PDF job as it is now, with its template; null once it is deleted. */
  private async pdfSource(job: SubmissionPdfJob) {
    const found = await this.find(pdfJobAccess(job), null, job.submissionId, 'read').catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    return found && { template: found.template, submission: toSubmissionView(found.row), digest: found.row.pdfDigest };
  }

  /**
   * retryFormSubmissionPdf: queues the submission's PDF again (after "PDF failed"), whatever the state of the jobs
   * before it; the row's failure stays until a run makes the PDF.
   */
  async retryPdf(access: Access, id: string): Promise<SubmissionView> {
    const { row } = await this.find(access, null, id, 'read');
    const view = toSubmissionView(row);
    await inTransaction(this.dataSource, (manager) => this.pdfs.schedule(access, view, false, manager));
    this.queue.wake(JOBS.submissionPdf);
    return view;
  }

  /**
   * The template of a submission call, after the permission check of its form type (403). 404 "Form not found.".
   * Inside a transaction, read through its `manager`.
   */
  async template(
    access: Access,
    accountId: string,
    formId: string,
    use: SubmissionUse,
    manager?: EntityManager,
  ): Promise<SubmissionTemplate> {
    const inAccount = { ...access, accountId };
    const template = (await this.templates.getIn(
      inAccount,
      formId,
      TEMPLATE_READ,
      manager,
    )) as unknown as SubmissionTemplate;
    assertSubmissionAccess(access, this.policies.policyOf(template.formTypeSlug), use);
    return template;
  }

  /** The template of a form's submission call and the account it works in (403 and 404 as for the others). */
  async templateFor(
    access: Access,
    formId: string,
    use: SubmissionUse,
  ): Promise<{ template: SubmissionTemplate; accountId: string }> {
    const accountId = await this.templates.accountOf(access, formId);
    return { template: await this.template(access, accountId, formId, use), accountId };
  }

  /**
   * POST /form: a new submission numbered per account and form; answers its id. A form type whose submissions carry a
   * record of another module (an invoice) is made only by that module, which writes its record in `afterWrite`.
   */
  async create(
    access: Access,
    body: CreateSubmissionBody,
    afterWrite?: AfterSubmissionWrite,
    beforeNumber?: BeforeSubmissionNumber,
  ): Promise<{ id: string; submission: SubmissionView }> {
    const accountId = await this.templates.accountOf(access, body.formId);
    const template = await this.template(access, accountId, body.formId, 'write');
    const policy = this.policies.policyOf(template.formTypeSlug);
    if (policy.madeElsewhere && !afterWrite) throw new InvalidFieldsError({ formId: [policy.madeElsewhere] });
    const status = body.data?.status ?? policy.statuses[0].id;
    assertStatus(policy, status);
    const computed = computeSubmissionValues(template, [], body.fields);
    const userName = await this.userName(access);
    const submission = await inTransaction(this.dataSource, async (manager) => {
      await beforeNumber?.({ ...access, accountId }, manager);
      const number = await this.nextNumber(manager, accountId, template.id);
      const row = await this.submissions.with(manager).create(accountId, {
        formId: template.id,
        number,
        status,
        fields: computed.fields,
        userId: access.userId,
        userName,
        lastModifiedBy: access.userId,
        version: body.version ?? template.formVersion,
        localDateTime: normaliseLocalDateTime(body.localDateTime)!,
        timezoneOffset: body.timezoneOffset ?? null,
        submitDateTime: new Date(),
        adminNotes: null,
        totalHours: computed.totalHours,
        totalCents: computed.totalCents,
        pdfFilePath: null,
        hasFile: false,
      });
      const view = toSubmissionView(row);
      await this.policies.written(template.formTypeSlug, {
        manager,
        owner: { ...access, accountId },
        submission: view,
        created: true,
      });
      await afterWrite?.({ ...access, accountId }, view, manager);
      await this.pdfs.schedule(access, view, true, manager);
      return view;
    });
    this.queue.wake(JOBS.submissionPdf);
    return { id: submission.id, submission };
  }

  /** GET /forms/{formId}/submission/{id}; formSubmission(id) without a form id. 404 for a missing or foreign one. */
  async get(access: Access, formId: string | null, id: string): Promise<SubmissionView> {
    const { row } = await this.find(access, formId, id, 'read');
    return toSubmissionView(row);
  }

  /**
   * PATCH /forms/{formId}/submission/{id}: fields (with localDateTime and the required changeNotes), data.status,
   * adminNotes, or several at once, written by `write`.
   */
  async edit(
    access: Access,
    formId: string | null,
    id: string,
    body: EditSubmissionBody,
    afterWrite?: AfterSubmissionWrite,
  ): Promise<SubmissionView> {
    const editsFields = body.fields != null || body.localDateTime != null;
    const status = body.data?.status ?? null;
    if (!editsFields && status === null && body.adminNotes === undefined)
      throw new InvalidInputError(NOTHING_TO_CHANGE);
    const changeNotes = body.changeNotes?.trim() ?? '';
    if (editsFields && changeNotes === '') throw new InvalidFieldsError({ changeNotes: [REASON_REQUIRED] });
    return this.write(
      access,
      formId,
      id,
      {
        fields: body.fields,
        localDateTime: body.localDateTime == null ? null : normaliseLocalDateTime(body.localDateTime),
        timezoneOffset: body.timezoneOffset,
        status,
        adminNotes: body.adminNotes,
        changeNotes,
      },
      afterWrite,
    );
  }

  /**
   * The entry point for a change of status alone, of any form type's submission (an invoice marked sent, a quote
   * accepted): 400 for a status the form type's policy lacks, 409 in a final status, 404 for another account's.
   * Noted "Changed the status to: {label}" unless `changeNotes` is given; changing to the status it has writes nothing.
   */
  changeStatus(
    access: Access,
    id: string,
    status: string,
    options: { changeNotes?: string; afterWrite?: AfterSubmissionWrite } = {},
  ): Promise<SubmissionView> {
    return this.write(access, null, id, { status, changeNotes: options.changeNotes?.trim() ?? '' }, options.afterWrite);
  }

  /**
   * Writes an edit: the one place a stored submission's values and status change (`edit`, `changeStatus`). The row
   * is locked, the form type's policy checked (final and locked statuses, its statuses), the values recomputed and
   * checked, the row and its audit entry written and the form type's hooks run in one transaction. An edit that
   * changes nothing writes nothing.
   */
  private async write(
    access: Access,
    formId: string | null,
    id: string,
    change: SubmissionEdit,
    afterWrite?: AfterSubmissionWrite,
  ): Promise<SubmissionView> {
    const editsFields = change.fields != null || change.localDateTime != null;
    const status = change.status ?? null;
    const userName = await this.userName(access);
    const accountId = await recordAccount(this.dataSource.manager, access, FormSubmission, id);
    // The template is read before the transaction, so that the row's lock is held for the write alone: edits of one
    // document wait on each other for that long (a submission never moves to another form).
    const { formId: form } = await this.row(accountId, formId, id, ['id', 'formId']);
    const template = await this.template(access, accountId, form, 'write');
    const policy = this.policies.policyOf(template.formTypeSlug);
    const edited = await inTransaction(this.dataSource, async (manager) => {
      const row = await this.row(accountId, form, id, undefined, manager);
      assertChangeable(policy, row.status, editsFields ? 'values' : 'status');
      if (status !== null) assertStatus(policy, status);
      const audit = applySubmissionEdit(template, row, change, policy);
      if (!audit) {
        const view = toSubmissionView(row);
        await afterWrite?.({ ...access, accountId }, view, manager);
        return { view, changed: false };
      }
      row.lastModifiedBy = access.userId;
      const saved = await this.submissions.with(manager).write(accountId, row, [...EDITED_COLUMNS, 'lastModifiedBy']);
      await this.audits.with(manager).create(accountId, {
        formSubmissionId: row.id,
        userId: access.userId,
        userName,
        hidden: false,
        ...audit,
      });
      const view = toSubmissionView(saved);
      await this.policies.written(template.formTypeSlug, {
        manager,
        owner: { ...access, accountId },
        submission: view,
        created: false,
      });
      await afterWrite?.({ ...access, accountId }, view, manager);
      await this.pdfs.schedule(access, view, false, manager);
      return { view, changed: true };
    });
    if (edited.changed) this.queue.wake(JOBS.submissionPdf);
    return edited.view;
  }

  /** GET /forms/{formSubmissionId}/download-link: the PDF of the submission as it is now, stored or made now. */
  async pdf(access: Access, id: string): Promise<SubmissionPdf> {
    const { row, template } = await this.find(access, null, id, 'read');
    return this.pdfs.current(access, template, toSubmissionView(row), row.pdfDigest);
  }

  /** GET /forms/{formSubmissionId}/audit/logs: the submission's audit entries, newest first. */
  async auditLog(access: Access, id: string): Promise<AuditView[]> {
    const { accountId } = await this.find(access, null, id, 'read');
    const rows = await this.audits
      .query(accountId, 'a')
      .andWhere('a.formSubmissionId = :id', { id })
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .getMany();
    return rows.map(toAuditView);
  }

  /**
   * deleteFormSubmission(id): the submission and its audit entries (not a final one: 409, as its other writes), then
   * its stored PDF and every other file it owns (a customer's signature), with their records (detached in the
   * transaction, so a failed removal is left to the cleanup).
   */
  async delete(access: Access, id: string): Promise<{ id: string }> {
    const keys = await inTransaction(this.dataSource, async (manager) => {
      const { row, template, accountId } = await this.find(access, null, id, 'write', manager);
      assertChangeable(this.policies.policyOf(template.formTypeSlug), row.status, 'delete');
      const owner = { ...access, accountId };
      const owned = [row.pdfFilePath, ...(await this.files.ownedKeys(owner, { type: 'form-submission', id }, manager))];
      await this.files.detach(owner, owned, manager);
      await this.submissions.with(manager).delete(accountId, id);
      return owned;
    });
    await this.files.discard([...new Set(keys)]);
    return { id };
  }

  /**
   * GET /forms/{formId}/submission/list and POST …/search: a keyset page (default newest localDateTime first),
   * filtered by date (local: the submitter's date; else the UTC day of submitDateTime), status, user, text in a
   * field (fullTextSearch), a field's exact value (exactMatch) and fields that have a value (hasData).
   */
  async search(
    access: Access,
    formId: string,
    filters: SubmissionSearchBody,
  ): Promise<{ rows: SubmissionView[]; nextPageKey?: string }> {
    const accountId = await this.templates.accountOf(access, formId);
    await this.assertMayRead(access, accountId, formId);
    const order = ORDERS[filters.orderField ?? 'localDateTime'];
    const direction = filters.order ?? 'DESC';
    const limit = filters.limit ?? DEFAULT_SEARCH_LIMIT;
    const { where, params, param } = this.conditions(formId, filters);
    if (filters.nextPageKey) {
      const { sortValues, id } = decodePageKey(filters.nextPageKey, [order.kind]);
      const value = filters.orderField === 'number' ? Number(sortValues[0]) : sortValues[0];
      const cursor = order.cursor ? order.cursor(param(value)) : param(value);
      where.push(`(${order.column}, s.id) ${direction === 'DESC' ? '<' : '>'} (${cursor}, ${param(id)})`);
    }
    // Plain rows of the view's columns: the quote and document lists read a page on every change of filter, and
    // entities cost more than the SQL (docs/performance.md).
    const rows = await this.submissions.rows<OrderedRow>(
      accountId,
      {
        alias: 's',
        select: order.sortKey ? `${VIEW_SELECT}, ${order.sortKey} AS "sortKey"` : VIEW_SELECT,
        where: where.join(' AND '),
        orderBy: `${order.column} ${direction}, s.id ${direction}`,
        limit: limit + 1,
      },
      params,
    );
    const page = keysetPage(rows, limit, (row) => encodePageKey([order.key(row)], row.id));
    return { rows: page.rows.map(toSubmissionView), nextPageKey: page.nextPageKey };
  }

  /** 403 unless the caller may read the form's submissions (by its type), 404 for a missing form. */
  private async assertMayRead(access: Access, accountId: string, formId: string): Promise<void> {
    const { formTypeSlug } = await this.templates.getIn({ ...access, accountId }, formId, TYPE_READ);
    assertSubmissionAccess(access, this.policies.policyOf(formTypeSlug), 'read');
  }

  /**
   * The SQL that reads the submissions a search finds (its filters and `ids`, without paging) for an export, lowest
   * number first, EXPORT_BATCH at a time by keyset (export-batches.ts): plain rows with the view's columns, and only
   * the values of `fieldIds` (null: all), so that pictures and values a file does not show stay in the database. The
   * permission and the filters are checked here, once (400, 403, 404).
   */
  async exportQuery(
    access: Access,
    formId: string,
    filters: SubmissionSearchBody,
    fieldIds: readonly string[] | null,
  ): Promise<ExportQuery> {
    const accountId = await this.templates.accountOf(access, formId);
    await this.template(access, accountId, formId, 'read');
    const { where, params, param } = this.conditions(formId, filters);
    const fields =
      fieldIds === null
        ? 's.fields'
        : `(SELECT coalesce(jsonb_agg(f ORDER BY o), '[]'::jsonb) FROM jsonb_array_elements(s.fields) WITH ORDINALITY
             AS e(f, o) WHERE f->>'id' = ANY(${param(fieldIds)}))`;
    where.push(`s.number > ${param(0)}`);
    const { sql, params: parameters } = this.submissions.statement(
      accountId,
      {
        alias: 's',
        select: [
          ...EXPORT_SELECT,
          's.total_hours::float8 AS "totalHours"',
          's.total_cents::float8 AS "totalCents"',
          `${fields} AS "fields"`,
        ].join(', '),
        where: where.join(' AND '),
        orderBy: 's.number ASC',
        limit: EXPORT_BATCH,
      },
      params,
    );
    return { sql, parameters, afterIndex: parameters.length - 1, batch: EXPORT_BATCH };
  }

  /** The submissions of an export (exportQuery), read in batches on the server's pool. */
  async *exportRows(
    access: Access,
    formId: string,
    filters: SubmissionSearchBody,
    fieldIds: readonly string[] | null,
  ): AsyncGenerator<SubmissionView> {
    const query = await this.exportQuery(access, formId, filters, fieldIds);
    const run = (sql: string, parameters: unknown[]) => this.dataSource.query<ExportedRow[]>(sql, parameters);
    for await (const rows of exportBatches(run, query)) {
      for (const row of rows) yield { ...row, data: { status: row.status, number: row.number } };
    }
  }

  /**
   * The conditions of a search of the form's submissions (alias `s`), with their parameters for TenantRepository.rows
   * (rowsParameters); `param` adds one more.
   */
  private conditions(
    formId: string,
    filters: SubmissionSearchBody,
  ): { where: string[]; params: unknown[]; param: (value: unknown) => string } {
    const { params, param } = rowsParameters();
    const where = [`s.form_id = ${param(formId)}`];
    const local = filters.local ?? true;
    if (filters.startDate) {
      const start = param(filters.startDate);
      where.push(local ? `s.local_date_time >= ${start}` : `s.submit_date_time >= (${start}::date AT TIME ZONE 'UTC')`);
    }
    if (filters.endDate) {
      const before = param(addDay(filters.endDate));
      where.push(local ? `s.local_date_time < ${before}` : `s.submit_date_time < (${before}::date AT TIME ZONE 'UTC')`);
    }
    if (filters.status?.length) where.push(`s.status = ANY(${param(filters.status)}::text[])`);
    if (filters.ids) where.push(filters.ids.length ? `s.id = ANY(${param(filters.ids)}::uuid[])` : 'false');
    if (filters.userId?.length) where.push(`s.user_id = ANY(${param(filters.userId)}::uuid[])`);
    for (const filter of filters.fullTextSearch ?? []) {
      const text = String(filter.value).trim();
      if (text === '') continue;
      const pattern = param(containsPattern(text));
      // The stored search text finds the candidates through its trigram index, and is the whole check of a text
      // searched in any field (submission-search-text.ts); one field's, or a text spanning lines, is checked value
      // by value.
      where.push(`s.search_text LIKE lower(${pattern})`);
      if (!filter.id && !text.includes(SEARCH_TEXT_SEPARATOR)) continue;
      const field = filter.id ? `AND f->>'id' = ${param(filter.id)}` : '';
      where.push(
        `EXISTS (SELECT 1 FROM jsonb_array_elements(s.fields) f
           WHERE f->>'value' ILIKE ${pattern} AND ${SEARCHED_VALUE_SQL} ${field})`,
      );
    }
    for (const filter of filters.exactMatch ?? []) {
      if (!filter.id) continue;
      where.push(`s.fields @> ${param(JSON.stringify([{ id: filter.id, value: filter.value ?? null }]))}::jsonb`);
    }
    for (const id of filters.hasData ?? []) {
      where.push(
        `EXISTS (SELECT 1 FROM jsonb_array_elements(s.fields) f WHERE f->>'id' = ${param(id)}
           AND jsonb_typeof(f->'value') <> 'null' AND f->'value' NOT IN ('""'::jsonb, '[]'::jsonb, '{}'::jsonb))`,
      );
    }
    return { where, params, param };
  }

  /**
   * The submission (locked when a manager is given, and every read made through it) and its template, after the
   * permission check: 404 "Form submission not found." for a missing one, another account's, or one of another form
   * than the path names.
   */
  private async find(
    access: Access,
    formId: string | null,
    id: string,
    use: SubmissionUse,
    manager?: EntityManager,
  ): Promise<{ row: FormSubmission; template: SubmissionTemplate; accountId: string }> {
    const accountId = await recordAccount(manager ?? this.dataSource.manager, access, FormSubmission, id);
    const row = await this.row(accountId, formId, id, undefined, manager);
    const template = await this.template(access, accountId, row.formId, use, manager);
    return { row, template, accountId };
  }

  /**
   * The account's submission `id` (of form `formId` when given; only `columns` when given), locked when read through
   * a transaction's `manager`; 404 as `find`.
   */
  private async row(
    accountId: string,
    formId: string | null,
    id: string,
    columns?: (keyof FormSubmission)[],
    manager?: EntityManager,
  ): Promise<FormSubmission> {
    const repository = manager ? this.submissions.with(manager) : this.submissions;
    const query = repository.query(accountId, 's').andWhere('s.id = :id', { id });
    if (columns) query.select(columns.map((column) => `s.${column}`));
    if (formId !== null) query.andWhere('s.formId = :formId', { formId });
    if (manager) query.setLock('pessimistic_write');
    const row = isUuid(id) && (formId === null || isUuid(formId)) ? await query.getOne() : null;
    if (!row) throw new NotFoundError(NOT_FOUND.formSubmission);
    return row;
  }

  /** The first (by name) of the caller's account's templates of this form type, with its fields; null for none. */
  async firstTemplateOfType(access: Access, formTypeSlug: string): Promise<SubmissionTemplate | null> {
    const [template] = await this.templates.list(access, null, { formTypeSlug }, TEMPLATE_READ);
    return template ?? null;
  }

  /** A submission with its template (the permission of its form type checked); 404 as `get`. */
  async withTemplate(
    access: Access,
    id: string,
  ): Promise<{ submission: SubmissionView; template: SubmissionTemplate }> {
    const { row, template } = await this.find(access, null, id, 'read');
    return { submission: toSubmissionView(row), template };
  }

  /** How many timecards name the job numbered `jobNumber` from `startDate` to `endDate`, and their hours. */
  async timecardHours(
    access: AccountAccess,
    jobNumber: string,
    startDate: string,
    endDate: string,
  ): Promise<{ count: number; hours: number }> {
    const row = await this.timecardsQuery(access, jobNumber)
      .andWhere('s.localDateTime >= :startDate AND s.localDateTime < :endBefore', {
        startDate,
        endBefore: addDay(endDate),
      })
      .select('count(*)::int', 'count')
      .addSelect('coalesce(sum(s.totalHours), 0)::float8', 'hours')
      .getRawOne<{ count: number; hours: number }>();
    return { count: row?.count ?? 0, hours: row?.hours ?? 0 };
  }

  /**
   * The account's submission `id` when its form is of this type (a job's or an invoice's quote), else 400 with
   * `notFound` under `field`.
   */
  async requireOfType(
    access: AccountAccess,
    id: string,
    type: { formTypeSlug: string; field: string; notFound: string },
    manager: EntityManager,
  ): Promise<SubmissionView> {
    const { formTypeSlug, field, notFound } = type;
    const row = isUuid(id)
      ? await this.submissions
          .with(manager)
          .query(access.accountId, 's')
          .innerJoin('s.form', 't')
          .andWhere('s.id = :id', { id })
          .andWhere('lower(t.formTypeSlug) = :slug', { slug: formTypeSlug.toLowerCase() })
          .getOne()
      : null;
    if (!row) throw new InvalidFieldsError({ [field]: [notFound] });
    return toSubmissionView(row);
  }

  /**
   * The status, number and total of the account's submissions `ids`, by id (one query): what a record built on a
   * submission (an invoice) shows of it, read from the submission, which alone holds them.
   */
  async summaries(access: AccountAccess, ids: readonly string[]): Promise<Map<string, SubmissionSummary>> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (!wanted.length) return new Map();
    const rows = await this.submissions
      .query(access.accountId, 's')
      .select(['s.id', 's.status', 's.number', 's.totalCents', 's.updatedAt'])
      .andWhere('s.id IN (:...summaryIds)', { summaryIds: wanted })
      .getMany();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          status: row.status,
          number: row.number,
          totalCents: row.totalCents === null ? 0 : Number(row.totalCents),
          updatedAt: row.updatedAt,
        },
      ]),
    );
  }

  /**
   * For another module's query: the submission `column` names is the account's and in one of `statuses` (the
   * invoices filtered by status). Served by the index `(account_id, status, id)`. `key` names its alias and
   * parameters: give each condition of one query its own.
   */
  statusCondition(access: AccountAccess, column: string, statuses: readonly string[], key = 'statusOf'): SqlCondition {
    return {
      sql: `${column} IN (SELECT ${key}.id FROM form_submission ${key} WHERE ${key}.account_id = :${key}Account
        AND ${key}.status IN (:...${key}Statuses))`,
      parameters: { [`${key}Account`]: access.accountId, [`${key}Statuses`]: [...statuses] },
    };
  }

  /** The account's submissions of the forms of type `formTypeSlug`, as a condition on the submission alias `s`. */
  ofFormTypeCondition(access: AccountAccess, s: string, formTypeSlug: string): SqlCondition {
    return {
      sql: `${s}.form_id IN (SELECT ofType.id FROM form_template ofType WHERE ofType.account_id = :ofTypeAccount
        AND ofType.form_type_slug = :ofTypeSlug)`,
      parameters: { ofTypeAccount: access.accountId, ofTypeSlug: formTypeSlug },
    };
  }

  /**
   * How many of the account's submissions in each of `statuses` `among` keeps (a condition of the caller's on the
   * submission, given its alias: the invoices matching the overview's filters), in one query; a status none has is
   * left out.
   */
  async countByStatus(
    access: AccountAccess,
    statuses: readonly string[],
    among: (submission: string) => SqlCondition,
  ): Promise<Map<string, number>> {
    const kept = among('s');
    const rows = await this.submissions
      .query(access.accountId, 's')
      .select('s.status', 'status')
      .addSelect('count(*)::int', 'count')
      .andWhere('s.status IN (:...countedStatuses)', { countedStatuses: [...statuses] })
      .andWhere(kept.sql, kept.parameters)
      .groupBy('s.status')
      .getRawMany<{ status: string; count: number }>();
    return new Map(rows.map(({ status, count }) => [status, count]));
  }

  /**
   * Locks the account's submission `id` in the caller's transaction and checks its form type's policy lets it take
   * this change (409 otherwise): for a module that changes its own record of the submission (an invoice's job or
   * quote, a value of the invoice's), so that it waits on, and is refused like, the submission's own edits.
   */
  async lockForChange(
    access: AccountAccess,
    id: string,
    change: SubmissionChange,
    manager: EntityManager,
  ): Promise<void> {
    const row = await this.submissions
      .with(manager)
      .query(access.accountId, 's')
      .innerJoin('s.form', 't')
      .select(['s.id', 's.status', 't.id', 't.formTypeSlug'])
      .andWhere('s.id = :id', { id })
      .setLock('pessimistic_write', undefined, ['s'])
      .getOne();
    if (!row) throw new NotFoundError(NOT_FOUND.formSubmission);
    assertChangeable(this.policies.policyOf(row.form!.formTypeSlug), row.status, change);
  }

  /**
   * Timecards (submissions of the account's Timecard forms) whose job field names the job numbered `jobNumber`, on
   * or after `startDate`, newest first: a keyset page and the count of all (formSubmissionsForInvoice).
   */
  async timecardsOfJob(
    access: AccountAccess,
    filters: { jobNumber: string; startDate?: string | null },
    page: { limit: number; nextPageKey?: string | null },
  ): Promise<{ rows: SubmissionView[]; nextPageKey?: string; totalCount: number }> {
    const query = this.timecardsQuery(access, filters.jobNumber);
    if (filters.startDate) query.andWhere('s.localDateTime >= :startDate', { startDate: filters.startDate });
    const totalCount = await query.clone().getCount();
    if (page.nextPageKey) {
      const { sortValues, id } = decodePageKey(page.nextPageKey, [LOCAL_DATE_TIME_KIND]);
      query.andWhere('(s.localDateTime, s.id) < (:cursorValue, :cursorId)', {
        cursorValue: sortValues[0],
        cursorId: id,
      });
    }
    const rows = await query
      .orderBy('s.localDateTime', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .limit(page.limit + 1)
      .getMany();
    const result = keysetPage(rows, page.limit, (row) => encodePageKey([row.localDateTime], row.id));
    return { rows: result.rows.map(toSubmissionView), nextPageKey: result.nextPageKey, totalCount };
  }

  /** The account's timecards (submissions of its Timecard forms) whose job field names the job numbered `jobNumber`. */
  private timecardsQuery(access: AccountAccess, jobNumber: string): SelectQueryBuilder<FormSubmission> {
    return this.submissions
      .query(access.accountId, 's')
      .innerJoin('s.form', 't')
      .andWhere('lower(t.formTypeSlug) = lower(:timecardType)', { timecardType: TIMECARD_FORM_TYPE })
      .andWhere('s.fields @> :job::jsonb', { job: JSON.stringify([{ value: { number: jobNumber } }]) });
  }

  /** The next number of the form in the account: the counter row's increment, held locked until commit. */
  private async nextNumber(manager: EntityManager, accountId: string, formId: string): Promise<number> {
    const table = manager.getRepository(FormSubmissionCounter).metadata.tableName;
    const [{ last_number: number }] = await manager.query<{ last_number: number }[]>(
      `INSERT INTO "${table}" (account_id, form_id, last_number) VALUES ($1, $2, 1)
       ON CONFLICT (account_id, form_id) DO UPDATE SET last_number = "${table}".last_number + 1, updated_at = now()
       RETURNING last_number`,
      [accountId, formId],
    );
    return number;
  }

  /** The caller's name as submissions and audit entries show it ("First Last"); empty when it cannot be read. */
  private async userName(access: Access): Promise<string> {
    try {
      const user = await this.users.get(access, access.userId);
      return [user.firstName, user.lastName].filter(Boolean).join(' ');
    } catch (error) {
      this.logger.warn(`No name for user ${access.userId}: ${String(error)}`);
      return '';
    }
  }
}
