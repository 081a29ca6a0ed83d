import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import type { SqlCondition } from '../database/sql-condition.js';
import { RefreshToken } from './refresh-token.entity.js';

/**
 * Sessions (refresh-token families) as other modules may touch them. The auth module owns `refresh_token`; the users
 * module ends a user's sessions when the user is disabled or sets a password from an invitation link.
 */
@Injectable()
export class SessionsService {
  constructor(@InjectTenantRepository(RefreshToken) private readonly tokens: TenantRepository<RefreshToken>) {}

  /** Ends every open session of the user, in the caller's transaction. */
  async endAll(user: { accountId: string; userId: string }, manager: EntityManager): Promise<void> {
    await this.tokens
      .with(manager)
      .updateWhere(user.accountId, { userId: user.userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** "The session (refresh-token family) is still open", for the session check's one query (session-check.ts). */
  openCondition(accountId: string, familyId: string): SqlCondition {
    return {
      sql: `EXISTS (SELECT 1 FROM refresh_token session_token
        WHERE session_token.account_id = :sessionAccountId AND session_token.family_id = :sessionFamilyId
          AND session_token.revoked_at IS NULL)`,
      parameters: { sessionAccountId: accountId, sessionFamilyId: familyId },
    };
  }
}
