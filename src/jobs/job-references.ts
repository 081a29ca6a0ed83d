import { In, type EntityManager } from 'typeorm';
import { Branch } from '../accounts/branch.entity.js';
import { Division } from '../accounts/division.entity.js';
import { Asset } from '../assets/asset.entity.js';
import { FieldValidationException, type FieldErrors } from '../common/http/errors.js';
import type { TenantEntity } from '../database/tenant-columns.js';
import { TenantRepository } from '../database/tenant-repository.js';
import { User } from '../users/user.entity.js';
import { Color } from './color.entity.js';
import {
  ASSET_NOT_FOUND,
  BRANCH_NOT_FOUND,
  COLOR_NOT_FOUND,
  DIVISION_NOT_FOUND,
  USER_NOT_FOUND,
} from './dto/fields.js';

export type ReferenceKind = 'branch' | 'division' | 'user' | 'asset' | 'color';

const KINDS: Record<ReferenceKind, { entity: new () => TenantEntity; message: string }> = {
  branch: { entity: Branch, message: BRANCH_NOT_FOUND },
  division: { entity: Division, message: DIVISION_NOT_FOUND },
  user: { entity: User, message: USER_NOT_FOUND },
  asset: { entity: Asset, message: ASSET_NOT_FOUND },
  color: { entity: Color, message: COLOR_NOT_FOUND },
};

/** Ids an input names under one field, all of which must be records of the account. */
export interface Reference {
  field: string;
  kind: ReferenceKind;
  ids: (string | null | undefined)[] | null | undefined;
}

/**
 * Refuses ids that are not the account's (another account's record reads as missing): one query per kind of record,
 * errors under each field that named a missing one.
 */
export async function assertOwnedReferences(
  manager: EntityManager,
  accountId: string,
  references: Reference[],
): Promise<void> {
  const wanted = new Map<ReferenceKind, Set<string>>();
  for (const { kind, ids } of references) {
    for (const id of ids ?? []) if (id) wanted.set(kind, (wanted.get(kind) ?? new Set()).add(id));
  }
  const found = new Map<ReferenceKind, Set<string>>();
  for (const [kind, ids] of wanted) {
    const { entity, message } = KINDS[kind];
    const rows = await new TenantRepository(entity, manager, message).find(accountId, {
      select: { id: true },
      where: { id: In([...ids]) },
    });
    found.set(kind, new Set(rows.map((row) => row.id)));
  }
  const errors: FieldErrors = {};
  for (const { field, kind, ids } of references) {
    if ((ids ?? []).some((id) => id && !found.get(kind)?.has(id))) errors[field] = [KINDS[kind].message];
  }
  if (Object.keys(errors).length) throw new FieldValidationException(errors);
}
