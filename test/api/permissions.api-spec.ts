import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { PUBLIC_KEY, SCOPES_KEY } from '../../src/common/auth/access-metadata.js';
import { TestContext } from '../support/test-app.js';

const RESOLVER_TYPE = 'graphql:resolver_type';
const RESOLVER_NAME = 'graphql:resolver_name';
const RESOLVE_FIELD = 'graphql:resolve_property';

type Handler = (...args: never[]) => unknown;

/**
 * Every REST route, GraphQL operation and GraphQL field resolver (`Type.field`, guarded like operations) with the
 * access it declares. The snapshot is reviewed as a permission change: update it (`--updateSnapshot`) only when the
 * change is meant.
 */
function declarations(ctx: TestContext): string[] {
  const reflector = ctx.app.get(Reflector);
  const lines: string[] = [];
  const describeAccess = (handler: Handler, owner: Handler): string => {
    if (reflector.getAllAndOverride<boolean | undefined>(PUBLIC_KEY, [handler, owner])) return 'public';
    const scopes = reflector.getAllAndOverride<string[] | undefined>(SCOPES_KEY, [handler, owner]);
    if (scopes === undefined) return 'UNDECLARED';
    return scopes.length ? `any of: ${scopes.join(', ')}` : 'any signed-in user';
  };
  for (const module of ctx.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (Handler & { prototype: Record<string, Handler> }) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined || name === 'constructor') continue;
        for (const handlerPath of [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat()) {
          const path = ['/api', base, handlerPath]
            .join('/')
            .replace(/\/+/g, '/')
            .replace(/(.)\/$/, '$1');
          lines.push(`${RequestMethod[method]} ${path} → ${describeAccess(handler, controller)}`);
        }
      }
    }
    for (const wrapper of module.providers.values()) {
      const provider = wrapper.metatype as (Handler & { prototype?: Record<string, Handler> }) | null;
      if (!provider?.prototype || Reflect.getMetadata(RESOLVER_TYPE, provider) === undefined) continue;
      for (const name of Object.getOwnPropertyNames(provider.prototype)) {
        const handler = provider.prototype[name];
        const operation = Reflect.getMetadata(RESOLVER_TYPE, handler) as string | undefined;
        // A field resolver's type is its resolver class's (`@Resolver(() => ComplexJob)`).
        const type = Reflect.getMetadata(RESOLVE_FIELD, handler)
          ? (Reflect.getMetadata(RESOLVER_TYPE, provider) as string)
          : ['Query', 'Mutation', 'Subscription'].find((root) => root === operation);
        if (!type) continue;
        const field = (Reflect.getMetadata(RESOLVER_NAME, handler) as string | undefined) ?? name;
        lines.push(`${type}.${field} → ${describeAccess(handler, provider)}`);
      }
    }
  }
  return [...new Set(lines)].sort();
}

describe('permission declarations', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  it('declares access on every REST route, GraphQL operation and field resolver', () => {
    const list = declarations(ctx);
    expect(list.length).toBeGreaterThan(5);
    expect(list.filter((line) => line.endsWith('UNDECLARED'))).toEqual([]);
  });

  it('matches the reviewed list of declarations', () => {
    expect(declarations(ctx).join('\n')).toMatchSnapshot();
  });
});
