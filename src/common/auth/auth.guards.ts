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

/**
 * A handler's declaration (the handler's own, else its class's), read once per handler: declarations are decorators,
 * fixed when the class is defined, and GraphQL field resolvers pass the guards once per parent object.
 */
class Declarations {
  private readonly byHandler = new WeakMap<object, WeakMap<object, Declaration>>();

  constructor(private readonly reflector: Reflector) {}

  of(context: ExecutionContext): Declaration {
    const handler = context.getHandler();
    const type = context.getClass();
    let byClass = this.byHandler.get(handler);
    if (!byClass) {
      byClass = new WeakMap();
      this.byHandler.set(handler, byClass);
    }
    let declaration = byClass.get(type);
    if (!declaration) {
      declaration = {
        isPublic: this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [handler, type]) ?? false,
        scopes: this.reflector.getAllAndOverride<string[]>(SCOPES_KEY, [handler, type]),
      };
      byClass.set(type, declaration);
    }
    return declaration;
  }
}

interface Declaration {
  isPublic: boolean;
  scopes: string[] | undefined;
}

/** Checks the permissions declared with @RequireScopes against the token's. */
@Injectable()
export class ScopeGuard implements CanActivate {
  private readonly declarations: Declarations;

  constructor(reflector: Reflector) {
    this.declarations = new Declarations(reflector);
  }

  canActivate(context: ExecutionContext): boolean {
    const scopes = this.declarations.of(context).scopes ?? [];
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
  private readonly declarations: Declarations;

  constructor(reflector: Reflector) {
    this.declarations = new Declarations(reflector);
  }

  canActivate(context: ExecutionContext): boolean {
    const { isPublic, scopes } = this.declarations.of(context);
    if (!isPublic && scopes === undefined) throw new ForbiddenException('This endpoint declares no access rule.');
    return true;
  }
}
