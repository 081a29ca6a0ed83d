import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service.js';
import type { Access, AccountAccess } from '../common/auth/permissions.js';
import {
  InjectTenantRepository,
  isUuid,
  rowsParameters,
  type TenantRepository,
} from '../database/tenant-repository.js';
import type {
  CreateFormTemplateInput,
  FormTemplateFilters,
  UpdateFormTemplateInput,
} from './dto/form-template.input.js';
import { isJsonObject } from './engine/index.js';
import { divisionProblems, type DivisionReference } from './division-references.js';
import { FormConfig, type FormConfigKind } from './form-config.entity.js';
import { FormProblemsException } from './form-problems.js';
import {
  changedTemplate,
  fromRow,
  newTemplate,
  toRow,
  type TemplateInput,
  type TemplateRow,
} from './form-template-document.js';
import { FormTemplate } from './form-template.entity.js';
import { FormTypesService, knownFormTypeSlug } from './form-types.service.js';
import type { FormTemplateModel } from './models/form-template.model.js';
import { recordAccount } from '../database/record-account.js';
import { InvalidInputError, NotFoundError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { containsPattern } from '../database/sql-text.js';
import { inTransaction } from '../database/transactions.js';

/** Every column but `document`: what a list reads unless the query asks for a part of the document. */
export const LIST_COLUMNS = [
  'id',
  'accountId',
  'createdAt',
  'updatedAt',
  'name',
  'formTypeSlug',
  'title',
  'divisionId',
  'divisionIds',
  'formVersion',
  'templateVersion',
  'renderEngineVersion',
] as const satisfies readonly (keyof FormTemplate)[];

/** What blocks a delete (spec 3 §2 Delete Form, §4), named as the dialog names them, in its order. */
const BLOCKERS = [
  {
    name: 'Web Layout',
    present: ({ document }: FormTemplate) => isJsonObject(document.layouts) && isJsonObject(document.layouts.web),
  },
  { name: 'Dynamic Document', kind: 'dynamicDocument' },
  { name: 'CSV Config', kind: 'csv' },
] as const;

export type TemplateColumn = (typeof LIST_COLUMNS)[number];

/**
 * What a read loads: the columns asked for (and `id`), the template document (`fields`, `layouts`, ...), the
 * account's form type, and which configurations each template has. A resolver asks for what its query selects.
 */
export interface TemplateRead {
  columns: readonly TemplateColumn[];
  document: boolean;
  formType: boolean;
  configs: boolean;
}

export const EVERYTHING: TemplateRead = { columns: LIST_COLUMNS, document: true, formType: true, configs: true };
/** Only whether the template exists. */
export const EXISTENCE: TemplateRead = { columns: ['id'], document: false, formType: false, configs: false };

const CONFIG_FLAGS = {
  hasPdfConfig: 'pdf',
  hasCsvConfig: 'csv',
  hasDynamicDocument: 'dynamicDocument',
  hasNotificationConfig: 'notification',
} as const satisfies Record<string, FormConfigKind>;
const CONFIG_FLAG_KINDS = Object.entries(CONFIG_FLAGS) as [keyof typeof CONFIG_FLAGS, FormConfigKind][];

/** A template as a read answers it: the columns and the document it was asked for. */
type TemplateColumns = Pick<FormTemplate, 'id'> & Partial<Pick<FormTemplate, TemplateColumn | 'document'>>;

/** A template read with its document: the document's keys (`fields`, `layouts`, ...) beside the columns. */
const withDocument = ({ document, ...columns }: TemplateColumns) => ({ ...document, ...columns });

/** The SQL of each column a read may ask for, the table aliased `t`. */
const COLUMN_SQL: Record<TemplateColumn | 'document', string> = {
  id: 't.id',
  accountId: 't.account_id',
  createdAt: 't.created_at',
  updatedAt: 't.updated_at',
  name: 't.name',
  formTypeSlug: 't.form_type_slug',
  title: 't.title',
  divisionId: 't.division_id',
  divisionIds: 't.division_ids',
  formVersion: 't.form_version',
  templateVersion: 't.template_version',
  renderEngineVersion: 't.render_engine_version',
  document: 't.document',
};

/**
 * The select list of a read: `id`, the columns asked for, the form type slug for the form type, the document. Plain
 * SQL (TenantRepository.rows): the admin list and every submission call read templates (docs/performance.md).
 */
function selectSql(read: TemplateRead): string {
  const columns = new Set<TemplateColumn | 'document'>(['id', ...read.columns]);
  if (read.formType) columns.add('formTypeSlug');
  if (read.document) columns.add('document');
  return [...columns].map((column) => `${COLUMN_SQL[column]} AS "${column}"`).join(', ');
}

/** Which configurations a template has, by template id. */
type ConfigKinds = Map<string, Set<FormConfigKind>>;

/** The keys the input sets (absent keys are left out; null stays: it removes a key on update). */
const sentKeys = (input: object): TemplateInput =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

/**
 * Form templates: reads (all columns, and the document only when asked for), and the writes that check the whole
 * template with the engine on every save (docs/forms.md, Server).
 */
@Injectable()
export class FormTemplatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    @InjectTenantRepository(FormTemplate) private readonly templates: TenantRepository<FormTemplate>,
    @InjectTenantRepository(FormConfig) private readonly configs: TenantRepository<FormConfig>,
    private readonly formTypes: FormTypesService,
  ) {}

  /** The account a call on this template works in (a super admin reaches every account's templates). */
  accountOf(access: Access, id: string): Promise<string> {
    return recordAccount(this.dataSource.manager, access, FormTemplate, id);
  }

  /** formTemplates: the account's templates (a super admin may name the account) matching the filters, by name. */
  async list(
    access: Access,
    requestedAccountId: string | null | undefined,
    filters: FormTemplateFilters,
    read: TemplateRead,
  ): Promise<FormTemplateModel[]> {
    const accountId = await this.accounts.target(access, requestedAccountId ?? undefined);
    const where: string[] = [];
    const { params, param } = rowsParameters();
    if (filters.formTypeSlug != null) {
      where.push(`t.form_type_slug = ${param(knownFormTypeSlug(filters.formTypeSlug, ['formTypeSlug']))}`);
    }
    if (filters.divisionId) {
      const division = param(filters.divisionId);
      where.push(`(t.division_id = ${division} OR ${division} = ANY(t.division_ids))`);
    }
    if (filters.search) {
      where.push(`t.name ILIKE ${param(containsPattern(filters.search))}`);
    }
    const rows = await this.templates.rows<TemplateColumns>(
      accountId,
      { select: selectSql(read), where: where.join(' AND '), orderBy: 't.name, t.id' },
      params,
    );
    return this.views({ ...access, accountId }, rows, read);
  }

  /** formTemplate(id): 404 "Form not found." for a missing template or another account's. */
  async get(access: Access, id: string, read: TemplateRead): Promise<FormTemplateModel> {
    return this.getIn({ ...access, accountId: await this.accountOf(access, id) }, id, read);
  }

  /**
   * The template of the caller's account (`{ ...access, accountId }` for another one a super admin reaches), or 404;
   * read through `manager` inside a transaction.
   */
  async getIn(
    access: AccountAccess,
    id: string,
    read: TemplateRead,
    manager?: EntityManager,
  ): Promise<FormTemplateModel> {
    const templates = manager ? this.templates.with(manager) : this.templates;
    const [row] = isUuid(id)
      ? await templates.rows<TemplateColumns>(access.accountId, { select: selectSql(read), where: 't.id = $2' }, [id])
      : [];
    if (!row) throw new NotFoundError(NOT_FOUND.form);
    const [template] = await this.views(access, [row], read, manager);
    return template;
  }

  /** createFormTemplate: version 0.0.5 and the hidden Form Description field first (form-template-document.ts). */
  async create(access: Access, input: CreateFormTemplateInput): Promise<FormTemplateModel> {
    const { accountId: requested, ...template } = sentKeys(input);
    const accountId = await this.accounts.target(access, (requested as string | null) ?? undefined);
    const checked = newTemplate(template);
    if (!checked.ok) throw new FormProblemsException(checked.problems);
    const row = toRow(checked.value);
    const { id } = await inTransaction(this.dataSource, async (manager) => {
      await this.assertOwnDivisions(manager, accountId, row);
      return this.templates.with(manager).create(accountId, row);
    });
    return this.getIn({ ...access, accountId }, id, EVERYTHING);
  }

  /** updateFormTemplate: the input's keys replace the stored ones, and the result is checked as a whole. */
  async update(access: Access, id: string, input: UpdateFormTemplateInput): Promise<FormTemplateModel> {
    const accountId = await this.accountOf(access, id);
    await inTransaction(this.dataSource, async (manager) => {
      const stored = await this.lock({ ...access, accountId }, id, manager);
      const checked = changedTemplate(fromRow(stored), sentKeys(input));
      if (!checked.ok) throw new FormProblemsException(checked.problems);
      const row = toRow(checked.value);
      await this.assertOwnDivisions(manager, accountId, row);
      await this.templates.with(manager).update(accountId, id, row);
    });
    return this.getIn({ ...access, accountId }, id, EVERYTHING);
  }

  /**
   * deleteFormTemplate: refused while the form has a web layout, a dynamic document or a CSV config (spec 3 §4);
   * its PDF and notification configs and its quicklinks go with it.
   */
  async delete(access: Access, id: string): Promise<void> {
    const accountId = await this.accountOf(access, id);
    await inTransaction(this.dataSource, async (manager) => {
      const template = await this.lock({ ...access, accountId }, id, manager);
      const kinds = (await this.configKinds(accountId, id, manager)).get(id);
      const blocking = BLOCKERS.filter((blocker) =>
        'kind' in blocker ? !!kinds?.has(blocker.kind) : blocker.present(template),
      ).map((blocker) => blocker.name);
      if (blocking.length) {
        throw new InvalidInputError(`Remove the form's ${blocking.join(', ')} before deleting it.`);
      }
      await this.templates.with(manager).delete(accountId, id);
    });
  }

  /**
   * The template, locked until the transaction ends (FOR UPDATE): its writes, its configs' writes and its delete
   * happen one at a time, so a check made under the lock still holds at commit. 404 when missing.
   */
  async lock(access: AccountAccess, id: string, manager: EntityManager): Promise<FormTemplate> {
    const row = isUuid(id)
      ? await this.templates
          .with(manager)
          .query(access.accountId, 't')
          .andWhere('t.id = :id', { id })
          .setLock('pessimistic_write')
          .getOne()
      : null;
    if (!row) throw new NotFoundError(NOT_FOUND.form);
    return row;
  }

  /** The rows as the API answers them: the columns, and what `read` asks for besides. */
  private async views(
    access: AccountAccess,
    rows: TemplateColumns[],
    read: TemplateRead,
    manager?: EntityManager,
  ): Promise<FormTemplateModel[]> {
    const [types, kinds] = await Promise.all([
      read.formType && rows.length ? this.formTypes.typesOf(access, manager) : [],
      read.configs && rows.length
        ? this.configKinds(access.accountId, rows.length === 1 ? rows[0].id : undefined, manager)
        : null,
    ]);
    // pg makes a new object of each row: without the document it is the template as answered, not copied.
    return rows.map((row) => {
      const template = (read.document ? withDocument(row) : row) as FormTemplateModel;
      if (read.formType) template.formType = types.find((type) => type.slug === row.formTypeSlug);
      if (kinds) {
        const own = kinds.get(row.id);
        for (const [flag, kind] of CONFIG_FLAG_KINDS) template[flag] = own?.has(kind) ?? false;
      }
      return template;
    });
  }

  /** The kinds of configuration of the account's templates (or of the one given): one query for a whole list. */
  private async configKinds(accountId: string, formTemplateId?: string, manager?: EntityManager): Promise<ConfigKinds> {
    // Plain rows: a list of templates reads them on every request (docs/performance.md).
    const rows = await (manager ? this.configs.with(manager) : this.configs).rows<
      Pick<FormConfig, 'formTemplateId' | 'kind'>
    >(
      accountId,
      {
        select: 't.form_template_id AS "formTemplateId", t.kind',
        where: formTemplateId ? 't.form_template_id = $2' : '',
      },
      formTemplateId ? [formTemplateId] : [],
    );
    const kinds: ConfigKinds = new Map();
    for (const { formTemplateId: id, kind } of rows) kinds.set(id, (kinds.get(id) ?? new Set()).add(kind));
    return kinds;
  }

  /** The template's divisions must be the account's (400 "Division not found." at the offending key). */
  private async assertOwnDivisions(manager: EntityManager, accountId: string, row: TemplateRow): Promise<void> {
    const references: DivisionReference[] = row.divisionIds.map((divisionId, index) => [
      ['divisionIds', index],
      divisionId,
    ]);
    if (row.divisionId) references.unshift([['divisionId'], row.divisionId]);
    const problems = await divisionProblems(manager, accountId, references);
    if (problems.length) throw new FormProblemsException(problems);
  }
}
