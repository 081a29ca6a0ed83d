import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Permission } from './permissions.js';
import { PUBLIC_KEY, SCOPES_KEY } from './access-metadata.js';
import { JwtAuthGuard, ScopeGuard } from './auth.guards.js';

/**
 * Declares who may call a handler: any of the given permissions (super admin always passes).
 * With no permission, any signed-in user may call it.
 */
export const RequireScopes = (...scopes: Permission[]): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(SCOPES_KEY, scopes),
    UseGuards(JwtAuthGuard, ScopeGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid or expired access token' }),
    ...(scopes.length ? [ApiForbiddenResponse({ description: `Needs one of: ${scopes.join(', ')}` })] : []),
  );

/** Declares a handler callable without signing in. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_KEY, true);
