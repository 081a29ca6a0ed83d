import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { hasAnyScope, NO_PERMISSION } from './permissions.js';
import { requestOf } from './request-context.js';
import { PUBLIC_KEY, SCOPES_KEY } from './access-metadata.js';

/**
 * Validates the bearer access token (passport-jwt) for REST and GraphQL alike. A request whose token was already
 * validated passes at once: GraphQL field resolvers run this guard once per parent object, after their query's.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override canActivate(context: ExecutionContext) {
    return requestOf(context).user !== undefined || super.canActivate(context);
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }
}

/** Checks the permissions declared with @RequireScopes against the token's. */
@Injectable()
export class ScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const scopes =
      this.reflector.getAllAndOverride<string[]>(SCOPES_KEY, [context.getHandler(), context.getClass()]) ?? [];
    const access = requestOf(context).user;
    if (!access || !hasAnyScope(access, scopes)) {
      throw new ForbiddenException(NO_PERMISSION);
    }
    return true;
  }
}

/**
 * Global guard: refuses any handler that declares neither @RequireScopes nor @Public,
 * so a forgotten declaration fails closed.
 */
@Injectable()
export class DeclaredAccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const declared =
      this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) ||
      this.reflector.getAllAndOverride<string[]>(SCOPES_KEY, targets) !== undefined;
    if (!declared) throw new ForbiddenException('This endpoint declares no access rule.');
    return true;
  }
}
