import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { isSuperAdmin, type Access } from '../common/auth/permissions.js';
import { isUuid } from '../database/tenant-repository.js';

/**
 * The account a call addressing a record by id works in: the caller's own, or, for a super admin, the record's
 * (the admin form screens work on any account's forms). A missing record leaves the caller's account, so the
 * tenant-scoped read that follows answers 404.
 */
export async function recordAccount<T extends { id: string; accountId: string }>(
  manager: EntityManager,
  access: Access,
  entity: EntityTarget<T>,
  id: string,
): Promise<string> {
  if (!isSuperAdmin(access) || !isUuid(id)) return access.accountId;
  const row = await manager.findOne(entity, {
    select: { accountId: true } as never,
    where: { id } as FindOptionsWhere<T>,
  });
  return row?.accountId ?? access.accountId;
}
