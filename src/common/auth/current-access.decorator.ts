import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Access } from './permissions.js';
import { requestOf } from './request-context.js';

/**
 * The signed-in caller's `{ userId, accountId, divisionIds, permissions }`.
 * Fails loudly on a handler that no JWT guard ran for, instead of handing out an empty tenant.
 */
export const CurrentAccess = createParamDecorator((_: unknown, context: ExecutionContext): Access => {
  const access = requestOf(context).user;
  if (!access?.accountId) {
    throw new Error('@CurrentAccess() used on a handler without @RequireScopes()');
  }
  return access;
});
