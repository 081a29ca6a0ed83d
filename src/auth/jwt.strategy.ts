import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Access } from '../common/auth/permissions.js';
import { accessTokenKey } from './access-token-key.js';
import { SessionCheck, type AccessClaims } from './session-check.js';

/**
 * Validates the access token's signature and expiry (a token without one is refused), then that its session still
 * stands (SessionCheck); the claims become the request's Access. Returning null answers 401.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionCheck,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt's types predate KeyObject; jsonwebtoken, which does the verifying, accepts it.
      secretOrKey: accessTokenKey(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessClaims): Promise<Access | null> {
    if (typeof claims.exp !== 'number' || !(await this.sessions.isCurrent(claims))) return null;
    return {
      userId: claims.sub,
      accountId: claims.accountId,
      divisionIds: claims.divisionIds ?? [],
      permissions: claims.permissions ?? [],
    };
  }
}
