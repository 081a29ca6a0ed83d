import { In, type EntityManager } from 'typeorm';
import { TenantRepository, type EntityClass, type TenantRow } from '../../database/tenant-repository.js';
import { InvalidFieldsError, type FieldErrors } from '../errors/domain-errors.js';

/** A kind of record other records point at, with the text of an id that names none of the account's. */
export interface OwnedKind {
  entity: EntityClass<TenantRow>;
  notFound: string;
}

/** Declares how a module's records are referenced (the owning module exports it, e.g. `accounts/references.ts`). */
export const ownedKind = <T extends TenantRow>(entity: EntityClass<T>, notFound: string): OwnedKind => ({
  entity,
  notFound,
});

/** Ids an input names under one field, all of which must be records of the account. */
export interface OwnedReference {
  field: string;
  kind: OwnedKind;
  ids: readonly (string | null | undefined)[] | string | null | undefined;
}

const idsOf = (ids: OwnedReference['ids']): string[] =>
  (typeof ids === 'string' ? [ids] : (ids ?? [])).filter((id): id is string => Boolean(id));

/** Which of the ids are records of the account (one query; another account's record reads as missing). */
export async function ownedIds(
  manager: EntityManager,
  accountId: string,
  kind: OwnedKind,
  ids: Iterable<string>,
): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Set();
  const rows = await new TenantRepository(kind.entity, manager, kind.notFound).find(accountId, {
    select: { id: true },
    where: { id: In(wanted) },
  });
  return new Set(rows.map((row) => row.id));
}

/**
 * "Do these referenced ids belong to this account?", batched: one query per kind of record, and the kind's not-found
 * text under each field that named a missing one, in the order of the references.
 */
export async function missingReferences(
  manager: EntityManager,
  accountId: string,
  references: OwnedReference[],
): Promise<FieldErrors> {
  const wanted = new Map<OwnedKind, Set<string>>();
  for (const { kind, ids } of references) {
    for (const id of idsOf(ids)) wanted.set(kind, (wanted.get(kind) ?? new Set()).add(id));
  }
  const found = new Map<OwnedKind, Set<string>>();
  for (const [kind, ids] of wanted) found.set(kind, await ownedIds(manager, accountId, kind, ids));
  const errors: FieldErrors = {};
  for (const { field, kind, ids } of references) {
    if (idsOf(ids).some((id) => !found.get(kind)?.has(id))) errors[field] = [kind.notFound];
  }
  return errors;
}

/** Refuses (400, the field messages of `missingReferences`) ids that are not records of the account. */
export async function assertOwnedReferences(
  manager: EntityManager,
  accountId: string,
  references: OwnedReference[],
): Promise<void> {
  const errors = await missingReferences(manager, accountId, references);
  if (Object.keys(errors).length) throw new InvalidFieldsError(errors);
}
