import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { User } from '../users/user.entity.js';
import { verifyPassword } from './password.js';
import { RefreshToken } from './refresh-token.entity.js';
import { SignInLimiter } from './sign-in-limiter.js';

export interface Session {
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  refreshToken: string;
  tokenType: 'Bearer';
}

/** The claims of an access token. */
export interface AccessClaims {
  sub: string;
  accountId: string;
  divisionIds: string[];
  permissions: string[];
}

export const SIGN_IN_FAILED = 'Incorrect e-mail or password.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

@Injectable()
export class AuthService {
  /** Failed attempts per e-mail, and (ten times looser, for offices behind one address) per client address. */
  private readonly limiters: { byEmail: SignInLimiter; byAddress: SignInLimiter };

  constructor(
    private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const windowMs = config.signInWindowSeconds * 1000;
    this.limiters = {
      byEmail: new SignInLimiter(config.signInMaxAttempts, windowMs),
      byAddress: new SignInLimiter(config.signInMaxAttempts * 10, windowMs),
    };
  }

  async signIn(email: string, password: string, clientAddress: string): Promise<Session> {
    const normalized = email.trim().toLowerCase();
    const attempts: [SignInLimiter, string][] = [
      [this.limiters.byEmail, normalized],
      [this.limiters.byAddress, clientAddress],
    ];
    const wait = Math.max(...attempts.map(([limiter, key]) => limiter.retryAfter(key)));
    if (wait > 0) {
      throw new HttpException({ message: TOO_MANY_ATTEMPTS, retryAfter: wait }, HttpStatus.TOO_MANY_REQUESTS);
    }
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: normalized })
      .getOne();
    const valid = await verifyPassword(password, user?.passwordHash);
    if (!user || !valid || user.disabled) {
      attempts.forEach(([limiter, key]) => limiter.fail(key));
      throw new UnauthorizedException(user?.disabled && valid ? 'This account has been deactivated.' : SIGN_IN_FAILED);
    }
    attempts.forEach(([limiter, key]) => limiter.succeed(key));
    return this.dataSource.transaction((manager) => this.issue(manager, user, crypto.randomUUID()));
  }

  /** Exchanges a refresh token for a new session; a token presented twice revokes its whole family. */
  async refresh(presented: string): Promise<Session> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const token = await this.lockToken(manager, presented);
      if (!token || token.revokedAt || token.expiresAt.getTime() <= Date.now()) return null;
      if (token.rotatedAt) {
        await this.revokeFamily(manager, token);
        return null;
      }
      const user = await manager.findOneBy(User, { id: token.userId, accountId: token.accountId });
      if (!user || user.disabled) {
        await this.revokeFamily(manager, token);
        return null;
      }
      await manager.update(RefreshToken, { id: token.id }, { rotatedAt: new Date() });
      return this.issue(manager, user, token.familyId);
    });
    if (!outcome) throw new UnauthorizedException(SESSION_EXPIRED);
    return outcome;
  }

  async signOut(presented: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const token = await this.lockToken(manager, presented);
      if (token) await this.revokeFamily(manager, token);
    });
  }

  /** Ends every session of a user (deactivation, password change). */
  async revokeUserSessions(accountId: string, userId: string, manager: EntityManager = this.dataSource.manager) {
    await manager.update(RefreshToken, { accountId, userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async issue(manager: EntityManager, user: User, familyId: string): Promise<Session> {
    const secret = randomBytes(32).toString('base64url');
    const token = await manager.save(
      manager.create(RefreshToken, {
        accountId: user.accountId,
        userId: user.id,
        familyId,
        secretHash: sha256(secret),
        expiresAt: new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000),
      }),
    );
    const claims: AccessClaims = {
      sub: user.id,
      accountId: user.accountId,
      divisionIds: user.divisionIds,
      permissions: user.permissions,
    };
    return {
      accessToken: await this.jwt.signAsync(claims, { expiresIn: this.config.accessTokenTtlSeconds }),
      expiresIn: this.config.accessTokenTtlSeconds,
      refreshToken: `${token.id}.${secret}`,
      tokenType: 'Bearer',
    };
  }

  private async lockToken(manager: EntityManager, presented: string): Promise<RefreshToken | null> {
    const [id, secret] = String(presented).split('.');
    if (!id || !secret || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    const token = await manager
      .getRepository(RefreshToken)
      .createQueryBuilder('token')
      .setLock('pessimistic_write')
      .where('token.id = :id', { id })
      .getOne();
    if (!token) return null;
    const matches = timingSafeEqual(Buffer.from(token.secretHash), Buffer.from(sha256(secret)));
    return matches ? token : null;
  }

  private async revokeFamily(manager: EntityManager, { accountId, familyId }: RefreshToken): Promise<void> {
    await manager.update(RefreshToken, { accountId, familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
