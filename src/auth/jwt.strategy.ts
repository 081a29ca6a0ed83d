import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Access } from '../common/auth/permissions.js';
import { accessTokenKey } from './access-token-key.js';
import { SessionCheck, type AccessClaims } from './session-check.js';
import { VerifiedTokens } from './verified-tokens.js';

/** How access tokens are verified: HS256 only, expiry enforced (passport-jwt's options below, and VerifiedTokens). */
const VERIFY_OPTIONS = { algorithms: ['HS256' as const], ignoreExpiration: false };

/**
 * Validates the access token's signature and expiry (a token without one is refused), then that its session still
 * stands (SessionCheck); the claims become the request's Access. Returning null answers 401.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly extractToken = ExtractJwt.fromAuthHeaderAsBearerToken();
  private readonly tokens: VerifiedTokens<AccessClaims>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionCheck,
    jwt: JwtService,
  ) {
    const key = accessTokenKey(config.jwtSecret);
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt's types predate KeyObject; jsonwebtoken, which does the verifying, accepts it.
      secretOrKey: key as unknown as Buffer,
      ...VERIFY_OPTIONS,
    });
    // The module's key (auth.module.ts), the same options.
    this.tokens = new VerifiedTokens((token) => jwt.verify<AccessClaims>(token, VERIFY_OPTIONS));
  }

  /**
   * passport-jwt's own `authenticate` (lib/strategy.js), but a token already verified is not verified again
   * (VerifiedTokens: same key, same options, its times checked on every request): the HMAC and the decoding were
   * about a tenth of the CPU of a small request. An unknown token is verified by jsonwebtoken as before.
   */
  override authenticate(request: Parameters<Strategy['authenticate']>[0]): void {
    const token = this.extractToken(request);
    if (!token) return this.fail(new Error('No auth token'), 401);
    let claims: AccessClaims;
    try {
      claims = this.tokens.claimsOf(token);
    } catch (error) {
      return this.fail(error, 401);
    }
    this.validate(claims).then(
      (access) => (access ? this.success(access) : this.fail(undefined, 401)),
      (error: unknown) => this.error(error instanceof Error ? error : new Error(String(error))),
    );
  }

  async validate(claims: AccessClaims): Promise<Access | null> {
    if (typeof claims.exp !== 'number' || !(await this.sessions.isCurrent(claims))) return null;
    // Copies: the claims of a verified token are shared by its requests (VerifiedTokens).
    return {
      userId: claims.sub,
      accountId: claims.accountId,
      divisionIds: [...(claims.divisionIds ?? [])],
      permissions: [...(claims.permissions ?? [])],
    };
  }
}
