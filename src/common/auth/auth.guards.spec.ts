import { describe, expect, it } from '@jest/globals';
import { ForbiddenException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DeclaredAccessGuard, JwtAuthGuard, ScopeGuard } from './auth.guards.js';
import { Public, RequireScopes } from './require-scopes.decorator.js';
import type { Access } from './permissions.js';

class Handlers {
  @Public() open() {}
  @RequireScopes() signedIn() {}
  @RequireScopes('web:quoting', 'web:invoice') quoting() {}
  forgotten() {}
}

const context = (handler: keyof Handlers, user?: Partial<Access>): ExecutionContext =>
  ({
    getHandler: () => Handlers.prototype[handler],
    getClass: () => Handlers,
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  }) as unknown as ExecutionContext;

describe('DeclaredAccessGuard', () => {
  const guard = new DeclaredAccessGuard(new Reflector());
  it('lets declared handlers through and refuses undeclared ones', () => {
    expect(guard.canActivate(context('open'))).toBe(true);
    expect(guard.canActivate(context('signedIn'))).toBe(true);
    expect(() => guard.canActivate(context('forgotten'))).toThrow(ForbiddenException);
  });
});

describe('JwtAuthGuard', () => {
  it('passes a request whose token was already checked (a field resolver after its query) without checking again', () => {
    expect(new JwtAuthGuard().canActivate(context('signedIn', { permissions: [] }))).toBe(true);
  });
});

describe('ScopeGuard', () => {
  const guard = new ScopeGuard(new Reflector());
  it('passes a caller holding any of the scopes', () => {
    expect(guard.canActivate(context('quoting', { permissions: ['web:invoice'] }))).toBe(true);
  });
  it('passes the super admin everywhere', () => {
    expect(guard.canActivate(context('quoting', { permissions: ['groundcrew:admin'] }))).toBe(true);
  });
  it('answers 403 without the scope', () => {
    expect(() => guard.canActivate(context('quoting', { permissions: ['web:schedule'] }))).toThrow(
      'You do not have permission to do this.',
    );
  });
  it('passes any signed-in user where no scope is named', () => {
    expect(guard.canActivate(context('signedIn', { permissions: [] }))).toBe(true);
  });
});
