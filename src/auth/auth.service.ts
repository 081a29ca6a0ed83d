import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { TooManyRequestsError, UnauthenticatedError } from '../common/errors/domain-errors.js';
import { TenantRepository } from '../database/tenant-repository.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { newSecret, parseToken, secretMatches } from './one-time-token.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { RefreshToken } from './refresh-token.entity.js';
import type { AccessClaims } from './session-check.js';
import { SignInLimiter } from './sign-in-limiter.js';
import { inTransaction } from '../database/transactions.js';
import type { Session } from './session.model.js';

export const SIGN_IN_FAILED = 'Incorrect e-mail or password.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** 429; the controller sends `retryAfter` as the Retry-After header. */
export class TooManyAttemptsException extends TooManyRequestsError {
  constructor(retryAfter: number) {
    super(TOO_MANY_ATTEMPTS, retryAfter);
  }
}

/** Refresh tokens are found by id before their account is known (the token names it); every write is scoped. */
const refreshTokens = (manager: EntityManager) => new TenantRepository(RefreshToken, manager, SESSION_EXPIRED);

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly users: UsersService,
    private readonly limiter: SignInLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async signIn(email: string, password: string, clientAddress: string): Promise<Session> {
    const normalized = email.trim().toLowerCase();
    const attempt = await this.limiter.count(normalized, clientAddress);
    if (attempt.retryAfter > 0) throw new TooManyAttemptsException(attempt.retryAfter);
    const user = await this.users.findForSignIn(normalized);
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !valid || user.disabled) {
      throw new UnauthenticatedError(user?.disabled && valid ? 'This account has been deactivated.' : SIGN_IN_FAILED);
    }
    await this.limiter.succeeded(attempt);
    return this.openSession(user);
  }

  /** A new session (refresh-token family) for the user: what sign-in answers. */
  openSession(user: User): Promise<Session> {
    return inTransaction(this.dataSource, (manager) => this.issue(manager, user, crypto.randomUUID()));
  }

  /** Exchanges a refresh token for a new session; a token presented twice revokes its whole family. */
  async refresh(presented: string): Promise<Session> {
    const outcome = await inTransaction(this.dataSource, async (manager) => {
      const token = await this.lockToken(manager, presented);
      if (!token || token.revokedAt || token.expiresAt.getTime() <= Date.now()) return null;
      if (token.rotatedAt) {
        await this.revokeFamily(manager, token);
        return null;
      }
      const user = await this.users.findForSession(token.accountId, token.userId, manager);
      if (!user || user.disabled) {
        await this.revokeFamily(manager, token);
        return null;
      }
      await refreshTokens(manager).updateWhere(token.accountId, { id: token.id }, { rotatedAt: new Date() });
      return this.issue(manager, user, token.familyId);
    });
    if (!outcome) throw new UnauthenticatedError(SESSION_EXPIRED);
    return outcome;
  }

  async signOut(presented: string): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const token = await this.lockToken(manager, presented);
      if (token) await this.revokeFamily(manager, token);
    });
  }

  /** Sets the password from an invitation link and signs the user in. */
  async setPassword(invitationToken: string, password: string): Promise<Session> {
    const passwordHash = await hashPassword(password);
    return inTransaction(this.dataSource, async (manager) => {
      const user = await this.users.acceptInvitation(manager, invitationToken, passwordHash);
      return this.issue(manager, user, crypto.randomUUID());
    });
  }

  private async issue(manager: EntityManager, user: User, familyId: string): Promise<Session> {
    const { secret, secretHash } = newSecret();
    const token = await refreshTokens(manager).create(user.accountId, {
      userId: user.id,
      familyId,
      secretHash,
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000),
    });
    const claims: AccessClaims = {
      sub: user.id,
      accountId: user.accountId,
      divisionIds: user.divisionIds,
      permissions: user.permissions,
      sid: familyId,
      ver: user.tokenVersion,
    };
    return {
      accessToken: await this.jwt.signAsync(claims, { expiresIn: this.config.accessTokenTtlSeconds }),
      expiresIn: this.config.accessTokenTtlSeconds,
      refreshToken: `${token.id}.${secret}`,
      tokenType: 'Bearer',
    };
  }

  private async lockToken(manager: EntityManager, presented: string): Promise<RefreshToken | null> {
    const parsed = parseToken(presented);
    if (!parsed) return null;
    const token = await manager
      .getRepository(RefreshToken)
      .createQueryBuilder('token')
      .setLock('pessimistic_write')
      .where('token.id = :id', { id: parsed.id })
      .getOne();
    return token && secretMatches(token.secretHash, parsed.secret) ? token : null;
  }

  private async revokeFamily(manager: EntityManager, { accountId, familyId }: RefreshToken): Promise<void> {
    await refreshTokens(manager).updateWhere(accountId, { familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
