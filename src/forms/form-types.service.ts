import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service.js';
import type { Access, AccountAccess } from '../common/auth/permissions.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import {
  FORM_TYPE_SLUGS,
  FORM_TYPES,
  formTypeSlugSchema,
  normalizeFormTypeSlug,
  parseWithProblems,
  type FormTypeDefault,
  type FormTypeSlug,
  type ProblemPath,
} from './engine/index.js';
import type { UpdateFormTypeAccountInput } from './dto/form-type.input.js';
import { FormProblemsException } from './form-problems.js';
import { FormTypeAccount } from './form-type-account.entity.js';
import type { FormTypeModel } from './models/form-type.model.js';
import { inTransaction } from '../database/transactions.js';

const OVERRIDABLE = ['displayName', 'description', 'iconUrl', 'bgColor', 'iconType', 'ordinal'] as const;

/** Serialises writes that read, then change, rows of one account (PostgreSQL advisory lock, ends with the transaction). */
export async function lockAccount(manager: EntityManager, scope: string, accountId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${scope}:${accountId}`]);
}

/** The slug in its stored spelling (any case is accepted), or 400 with the engine's message at `path`. */
export function knownFormTypeSlug(slug: unknown, path: ProblemPath): FormTypeSlug {
  const parsed = parseWithProblems(formTypeSlugSchema, slug);
  if (!parsed.ok) throw new FormProblemsException(parsed.problems, path);
  return normalizeFormTypeSlug(parsed.value)!;
}

function effective(global: FormTypeDefault, override: FormTypeAccount | undefined): FormTypeModel {
  return {
    slug: global.slug,
    displayName: override?.displayName ?? global.displayName,
    description: override?.description ?? global.description,
    iconUrl: override?.iconUrl ?? global.iconUrl,
    bgColor: override?.bgColor ?? global.bgColor,
    iconType: override?.iconType ?? global.iconType,
    ordinal: override?.ordinal ?? global.ordinal,
    isGlobal: global.isGlobal,
    createdAt: override?.createdAt ?? null,
    updatedAt: override?.updatedAt ?? null,
  };
}

/**
 * The nine global form types (the engine's FORM_TYPES) as each account sees them: an account's override
 * (`form_type_account`, one row per slug) replaces the values it sets.
 */
@Injectable()
export class FormTypesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    @InjectTenantRepository(FormTypeAccount) private readonly overrides: TenantRepository<FormTypeAccount>,
  ) {}

  /** The account's form types by ordinal (the home page's templateTypeOrder). */
  async typesOf(access: AccountAccess, manager?: EntityManager): Promise<FormTypeModel[]> {
    const repository = manager ? this.overrides.with(manager) : this.overrides;
    const rows = await repository.find(access.accountId, { where: { slug: In([...FORM_TYPE_SLUGS]) } });
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    return FORM_TYPES.map((global) => effective(global, bySlug.get(global.slug))).sort(
      (a, b) =>
        a.ordinal - b.ordinal ||
        FORM_TYPE_SLUGS.indexOf(a.slug as FormTypeSlug) - FORM_TYPE_SLUGS.indexOf(b.slug as FormTypeSlug),
    );
  }

  /**
   * updateFormTypeAccount: the given values replace the global ones for the account (a super admin chooses the
   * account; anyone else's accountId is ignored); null restores a global value, an absent one keeps the override.
   */
  async update(
    access: Access,
    slug: string,
    requestedAccountId: string | null | undefined,
    input: UpdateFormTypeAccountInput,
  ): Promise<FormTypeModel> {
    const known = knownFormTypeSlug(slug, ['slug']);
    const accountId = await this.accounts.target(access, requestedAccountId ?? undefined);
    const patch = Object.fromEntries(
      OVERRIDABLE.filter((key) => input[key] !== undefined).map((key) => [key, input[key] ?? null]),
    );
    return inTransaction(this.dataSource, async (manager) => {
      await lockAccount(manager, 'form_type_account', accountId);
      const overrides = this.overrides.with(manager);
      const row = await overrides.findOne(accountId, { slug: known });
      if (row) await overrides.update(accountId, row.id, patch);
      else await overrides.create(accountId, { slug: known, ...patch });
      const types = await this.typesOf({ ...access, accountId }, manager);
      return types.find((type) => type.slug === known)!;
    });
  }
}
