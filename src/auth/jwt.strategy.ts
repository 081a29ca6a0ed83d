import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Access } from '../common/auth/permissions.js';
import { accessTokenKey } from './access-token-key.js';
import { SessionCheck, type AccessClaims } from './session-check.js';

/**
 * passport-jwt verifies the bearer access token (HS256 only, expiry enforced), then `validate` requires an expiry
 * (jsonwebtoken accepts a token without one) and a session that still stands (SessionCheck); the claims become the
 * request's Access, with the request's id (named by the jobs it queues). Returning null answers 401.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionCheck,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken, which takes a KeyObject (access-token-key.ts); its types predate it.
      secretOrKey: accessTokenKey(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(request: FastifyRequest, claims: AccessClaims): Promise<Access | null> {
    if (typeof claims.exp !== 'number' || !(await this.sessions.isCurrent(claims))) return null;
    return {
      requestId: request.id,
      userId: claims.sub,
      accountId: claims.accountId,
      divisionIds: claims.divisionIds ?? [],
      permissions: claims.permissions ?? [],
    };
  }
}
