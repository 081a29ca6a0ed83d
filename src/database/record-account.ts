import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { isSuperAdmin, type Access } from '../common/auth/permissions.js';
import { isUuid } from './tenant-repository.js';

/**
 * The account a call addressing a record by id works in: the caller's own, or, for a super admin, the record's
 * (the admin screens work on any account's users, forms and invoices). A missing record leaves the caller's account,
 * so the tenant-scoped read that follows answers 404. `column` names the id when it is not the record's own (an
 * invoice addressed by its submission's id).
 */
export async function recordAccount<T extends { accountId: string }>(
  manager: EntityManager,
  access: Access,
  entity: EntityTarget<T>,
  id: string,
  column: keyof T & string = 'id' as keyof T & string,
): Promise<string> {
  if (!isSuperAdmin(access) || !isUuid(id)) return access.accountId;
  const row = await manager.findOne(entity, {
    select: { accountId: true } as never,
    where: { [column]: id } as FindOptionsWhere<T>,
  });
  return row?.accountId ?? access.accountId;
}
