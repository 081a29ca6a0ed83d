import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service.js';
import { isSuperAdmin, type Access } from '../common/auth/permissions.js';
import { InvalidFieldsError } from '../common/errors/domain-errors.js';
import { validateBody } from '../common/validation/validation-pipe.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { divisionProblems, type DivisionReference } from './division-references.js';
import {
  QuickLinkOperationInput,
  type CreateFormTemplateQuickLinkInput,
  type UpdateFormTemplateQuickLinkInput,
} from './dto/quick-link.input.js';
import {
  duplicateQuickLinkProblems,
  normalizeFormTypeSlug,
  type Checked,
  type Problem,
  type ProblemPath,
} from './engine/index.js';
import { FormProblemsException } from './form-problems.js';
import { FormTemplate } from './form-template.entity.js';
import { FormTypesService, lockAccount } from './form-types.service.js';
import { FormQuickLink } from './form-quick-link.entity.js';
import type { FormTypeModel } from './models/form-type.model.js';
import type { FormTemplateHomePageModel, FormTemplateQuickLinkModel } from './models/quick-link.model.js';
import { recordAccount } from '../database/record-account.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { inTransaction } from '../database/transactions.js';

const ALREADY_SELECTED = 'Already selected';
const ONE_ACCOUNT = 'Every operation must be for the same account.';
const MAX_OPERATIONS = 500;

/** A quicklink as the batch leaves it: `id` when the row exists already, `changed` when an Update touched it. */
interface Draft {
  id?: string;
  formId: string;
  formTypeSlug: string;
  displayName: string;
  ordinal: number;
  divisionIds: string[];
  changed: boolean;
}

/**
 * The forms home page's quicklinks (spec 3 §2 form manager, §3): one per form and account, in its form type's
 * group. Every write is a list of Create / Update / Delete operations applied in one transaction, all or nothing
 * (the single create, update and delete are lists of one).
 */
@Injectable()
export class QuickLinksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly formTypes: FormTypesService,
    @InjectTenantRepository(FormQuickLink) private readonly quickLinks: TenantRepository<FormQuickLink>,
    @InjectTenantRepository(FormTemplate) private readonly templates: TenantRepository<FormTemplate>,
  ) {}

  /** formTemplateHomePage: the form types by ordinal, and the quicklinks by their type's place, then ordinal. */
  async homePage(access: Access, requestedAccountId: string | null | undefined): Promise<FormTemplateHomePageModel> {
    const accountId = await this.accounts.target(access, requestedAccountId ?? undefined);
    const [types, links] = await Promise.all([
      this.formTypes.typesOf({ ...access, accountId }),
      this.quickLinks.find(accountId, { order: { ordinal: 'ASC', displayName: 'ASC', id: 'ASC' } }),
    ]);
    const place = new Map(types.map((type, index) => [type.slug, index]));
    const quickLinks = links
      .sort((a, b) => place.get(a.formTypeSlug)! - place.get(b.formTypeSlug)!)
      .map((link) => quickLinkView(link, types));
    return { accountId, quickLinks, templateTypeOrder: types };
  }

  /** The account a call on this quicklink works in (a super admin reaches every account's). */
  accountOf(access: Access, id: string): Promise<string> {
    return recordAccount(this.dataSource.manager, access, FormQuickLink, id);
  }

  /** createFormTemplateQuickLink: the form's quicklink, in the form's type unless another is given. */
  async create(access: Access, input: CreateFormTemplateQuickLinkInput): Promise<FormTemplateQuickLinkModel> {
    const { formTypeSlug, ...values } = input;
    const operation = { ...values, operation: 'Create', newFormTypeSlug: formTypeSlug } as const;
    return (await this.apply(access, [operation], singleInput)).quickLinks.get(input.formId)!;
  }

  /** updateFormTemplateQuickLink: 404 "Quicklink not found." for a missing one or another account's. */
  async update(
    access: Access,
    id: string,
    input: UpdateFormTemplateQuickLinkInput,
  ): Promise<FormTemplateQuickLinkModel> {
    const link = await this.quickLinks.get(await this.accountOf(access, id), id);
    const { formTypeSlug, ...values } = input;
    const operation = { ...values, accountId: link.accountId, formId: link.formId, operation: 'Update' } as const;
    const { quickLinks } = await this.apply(access, [{ ...operation, newFormTypeSlug: formTypeSlug }], singleInput);
    return quickLinks.get(link.formId)!;
  }

  /** deleteFormTemplateQuickLink: 404 "Quicklink not found." for a missing one or another account's. */
  async delete(access: Access, id: string): Promise<void> {
    const link = await this.quickLinks.get(await this.accountOf(access, id), id);
    await this.apply(access, [{ accountId: link.accountId, formId: link.formId, operation: 'Delete' }], singleInput);
  }

  /**
   * Applies the operations in order, all or nothing, and answers the account and each of its forms' quicklinks
   * afterwards. A super admin may name the account (operations that name one must name the same); anyone else's
   * accountId is ignored. `locate` turns a problem's path (operation index first) into the caller's.
   */
  async apply(
    access: Access,
    operations: QuickLinkOperationInput[],
    locate: (path: ProblemPath) => ProblemPath = (path) => ['operations', ...path],
  ): Promise<{ accountId: string; quickLinks: Map<string, FormTemplateQuickLinkModel> }> {
    const refuse = (problems: Problem[]) =>
      new FormProblemsException(problems.map((problem) => ({ ...problem, path: locate(problem.path) })));
    const parsed = await parse(operations);
    if (!parsed.ok) throw refuse(parsed.problems);
    const requested = parsed.value.map((operation) => operation.accountId).filter((id): id is string => !!id);
    const other = parsed.value.findIndex((operation) => operation.accountId && operation.accountId !== requested[0]);
    if (isSuperAdmin(access) && other >= 0) throw refuse([{ path: [other, 'accountId'], message: ONE_ACCOUNT }]);
    const accountId = await this.accounts.target(access, requested[0]);
    return inTransaction(this.dataSource, async (manager) => {
      await lockAccount(manager, 'form_quick_link', accountId);
      const links = await this.quickLinks.with(manager).find(accountId);
      const drafts = new Map(links.map((link): [string, Draft] => [link.formId, draftOf(link)]));
      const problems = [
        ...(await divisionProblems(manager, accountId, divisionReferences(parsed.value))),
        ...(await this.run(manager, accountId, parsed.value, drafts)),
      ];
      if (problems.length) throw refuse(problems);
      await this.write(manager, accountId, links, drafts);
      const types = await this.formTypes.typesOf({ ...access, accountId }, manager);
      const saved = await this.quickLinks.with(manager).find(accountId);
      return { accountId, quickLinks: new Map(saved.map((link) => [link.formId, quickLinkView(link, types)])) };
    });
  }

  /** Plays the operations on the drafts (keyed by form); answers what keeps them from applying. */
  private async run(
    manager: EntityManager,
    accountId: string,
    operations: QuickLinkOperationInput[],
    drafts: Map<string, Draft>,
  ): Promise<Problem[]> {
    const created = operations
      .filter((operation) => operation.operation === 'Create')
      .map((operation) => operation.formId);
    // FOR KEY SHARE: a template chosen here cannot be deleted before this transaction ends.
    const forms = created.length
      ? await this.templates
          .with(manager)
          .query(accountId, 't')
          .select(['t.id', 't.name', 't.formTypeSlug'])
          .andWhere('t.id IN (:...created)', { created })
          .setLock('for_key_share')
          .getMany()
      : [];
    const formsById = new Map(forms.map((form) => [form.id, form]));
    const problems: Problem[] = [];
    for (const [index, operation] of operations.entries()) {
      const draft = drafts.get(operation.formId);
      const slug = normalizeFormTypeSlug(operation.newFormTypeSlug);
      if (operation.operation === 'Create') {
        const form = formsById.get(operation.formId);
        if (!form || draft) {
          problems.push({ path: [index, 'formId'], message: form ? ALREADY_SELECTED : NOT_FOUND.form });
          continue;
        }
        const formTypeSlug = slug ?? form.formTypeSlug;
        drafts.set(form.id, {
          formId: form.id,
          formTypeSlug,
          displayName: operation.displayName ?? form.name,
          ordinal: operation.ordinal ?? nextOrdinal(drafts, formTypeSlug),
          divisionIds: operation.divisionIds ?? [],
          changed: true,
        });
      } else if (!draft) {
        problems.push({ path: [index, 'formId'], message: NOT_FOUND.quickLink });
      } else if (operation.operation === 'Delete') {
        drafts.delete(operation.formId);
      } else {
        Object.assign(draft, {
          formTypeSlug: slug ?? draft.formTypeSlug,
          displayName: operation.displayName ?? draft.displayName,
          ordinal: operation.ordinal ?? draft.ordinal,
          divisionIds: operation.divisionIds ?? draft.divisionIds,
          changed: true,
        });
      }
    }
    return problems;
  }

  /** Deletes first (a form's new quicklink may replace its old one), then updates, then inserts. */
  private async write(manager: EntityManager, accountId: string, links: FormQuickLink[], drafts: Map<string, Draft>) {
    const repository = this.quickLinks.with(manager);
    const kept = new Set([...drafts.values()].map((draft) => draft.id));
    for (const link of links) if (!kept.has(link.id)) await repository.delete(accountId, link.id);
    for (const { id, changed, ...values } of drafts.values()) {
      if (id && changed) await repository.update(accountId, id, values);
      if (!id) await repository.create(accountId, values);
    }
  }
}

/**
 * Each operation checked by its DTO (the ValidationPipe's messages, at the operation's index), and "Already selected"
 * on rows that choose the same form.
 */
async function parse(operations: QuickLinkOperationInput[]): Promise<Checked<QuickLinkOperationInput[]>> {
  if (operations.length > MAX_OPERATIONS) {
    return { ok: false, problems: [{ path: [], message: `At most ${MAX_OPERATIONS} operations at once.` }] };
  }
  const problems: Problem[] = [];
  const parsed = await Promise.all(
    operations.map((operation, index) =>
      validateBody(QuickLinkOperationInput, operation).catch((error: unknown) => {
        if (!(error instanceof InvalidFieldsError)) throw error;
        for (const [path, messages] of Object.entries(error.errors ?? {})) {
          const at = path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
          problems.push(...messages.map((message) => ({ path: [index, ...at], message })));
        }
        return operation;
      }),
    ),
  );
  problems.push(...duplicateQuickLinkProblems(operations));
  return problems.length ? { ok: false, problems } : { ok: true, value: parsed };
}

/** A single mutation's problems: without the operation index, under the input's own key names. */
const singleInput = ([, key, ...rest]: ProblemPath): ProblemPath => [
  key === 'newFormTypeSlug' ? 'formTypeSlug' : (key ?? 'input'),
  ...rest,
];

const divisionReferences = (operations: QuickLinkOperationInput[]): DivisionReference[] =>
  operations.flatMap((operation, index) =>
    (operation.divisionIds ?? []).map((divisionId, position): DivisionReference => [
      [index, 'divisionIds', position],
      divisionId,
    ]),
  );

const draftOf = (link: FormQuickLink): Draft => ({
  id: link.id,
  formId: link.formId,
  formTypeSlug: link.formTypeSlug,
  displayName: link.displayName,
  ordinal: link.ordinal,
  divisionIds: link.divisionIds,
  changed: false,
});

function nextOrdinal(drafts: Map<string, Draft>, formTypeSlug: string): number {
  const ordinals = [...drafts.values()]
    .filter((draft) => draft.formTypeSlug === formTypeSlug)
    .map((draft) => draft.ordinal);
  return ordinals.length ? Math.max(...ordinals) + 1 : 0;
}

function quickLinkView(link: FormQuickLink, types: FormTypeModel[]): FormTemplateQuickLinkModel {
  const formType = types.find((type) => type.slug === link.formTypeSlug)!;
  return { ...link, formType };
}
