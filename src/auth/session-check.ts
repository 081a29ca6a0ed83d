import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { isUuid } from '../database/tenant-repository.js';
import { UsersService, type SessionState } from '../users/users.service.js';
import { SessionsService } from './sessions.service.js';

/** The claims of an access token. */
export interface AccessClaims {
  sub: string;
  accountId: string;
  divisionIds: string[];
  permissions: string[];
  /** The session: the refresh-token family the token was issued in. */
  sid: string;
  /** The user's token version when the token was issued. */
  ver: number;
  exp?: number;
}

/** Beyond this many cached sessions, expired entries are dropped (and all of them if that is not enough). */
const MAX_CACHED = 50_000;

/**
 * Whether an access token still stands: its user exists, is active and has the token's version (permissions and
 * divisions unchanged), and its session has not ended (sign-out, reuse of a rotated refresh token, password set,
 * deactivation). The truth is in the database, so it holds across server instances; each instance reuses its last
 * look at a session for SESSION_CACHE_SECONDS, which is how long a change may take to reach a token already issued.
 * Concurrent requests of one session share one query.
 */
@Injectable()
export class SessionCheck {
  private readonly cache = new Map<string, { until: number; state: Promise<SessionState | null> }>();
  private readonly ttlMs: number;

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ttlMs = config.sessionCacheSeconds * 1000;
  }

  async isCurrent(claims: AccessClaims): Promise<boolean> {
    if (![claims.sub, claims.accountId, claims.sid].every(isUuid) || !Number.isInteger(claims.ver)) return false;
    const state = await this.state(claims);
    return state !== null && state.open && !state.disabled && state.tokenVersion === claims.ver;
  }

  private state({ accountId, sub, sid }: AccessClaims): Promise<SessionState | null> {
    const key = `${accountId}/${sub}/${sid}`;
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.state;
    const state = this.load(accountId, sub, sid);
    if (this.ttlMs > 0) {
      if (this.cache.size >= MAX_CACHED) this.evict(now);
      this.cache.set(key, { until: now + this.ttlMs, state });
      state.catch(() => this.cache.delete(key));
    }
    return state;
  }

  /** One query: the user's state from the users module, with the session's from ours as a condition inside it. */
  private load(accountId: string, userId: string, familyId: string): Promise<SessionState | null> {
    return this.users.sessionState(accountId, userId, this.sessions.openCondition(accountId, familyId));
  }

  private evict(now: number): void {
    for (const [key, entry] of this.cache) if (entry.until <= now) this.cache.delete(key);
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
  }
}
