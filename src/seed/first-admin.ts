import type { EntityManager } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { SUPER_ADMIN } from '../common/auth/permissions.js';
import { hashPassword } from '../auth/password.js';
import { User } from '../users/user.entity.js';
import { inTransaction } from '../database/transactions.js';

/** The provider's own account, home of super admins created from the environment. */
export const PROVIDER_ACCOUNT_NAME = 'Groundcrew';

/**
 * Creates a super admin with this e-mail and password unless a user with that e-mail exists:
 * how a production install gets its first user. Returns whether one was created.
 */
export async function ensureFirstAdmin(manager: EntityManager, email: string, password: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  if (await manager.existsBy(User, { email: normalized })) return false;
  const passwordHash = await hashPassword(password);
  await inTransaction(manager, async (tx) => {
    const account =
      (await tx.findOneBy(Account, { name: PROVIDER_ACCOUNT_NAME })) ??
      (await tx.save(tx.create(Account, { name: PROVIDER_ACCOUNT_NAME })));
    await tx.save(
      tx.create(User, {
        accountId: account.id,
        email: normalized,
        firstName: 'Administrator',
        lastName: PROVIDER_ACCOUNT_NAME,
        authMethod: 'web',
        permissions: [SUPER_ADMIN],
        passwordHash,
      }),
    );
  });
  return true;
}
