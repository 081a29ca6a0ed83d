import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Access } from '../common/auth/permissions.js';
import { accessTokenKey } from './access-token-key.js';
import type { AccessClaims } from './auth.service.js';

/** Validates the access token's signature and expiry; the claims become the request's Access. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt's types predate KeyObject; jsonwebtoken, which does the verifying, accepts it.
      secretOrKey: accessTokenKey(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: AccessClaims): Access {
    return {
      userId: claims.sub,
      accountId: claims.accountId,
      divisionIds: claims.divisionIds ?? [],
      permissions: claims.permissions ?? [],
    };
  }
}
