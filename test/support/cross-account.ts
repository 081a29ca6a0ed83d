import { expect } from '@jest/globals';
import { ASSIGNABLE_PERMISSIONS } from '../../src/common/auth/permissions.js';
import { bearer, type TestAccount, type TestContext } from './test-app.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface CrossAccountCase {
  method: Method;
  /** Creates the record in `owner` and returns the route that addresses it. */
  path: (owner: TestAccount) => Promise<string> | string;
  /** The same route for a record that does not exist at all. */
  missingPath: string;
  body?: object;
  /** What must stay unchanged in the owner's account (read directly from the database). */
  state?: (owner: TestAccount) => Promise<unknown>;
}

/**
 * Proves a route hides another account's record: a user of another account holding every assignable
 * permission asks for it, gets the same 404 as for a missing record, and nothing of the owner changes.
 */
export async function expectCrossAccountNotFound(ctx: TestContext, test: CrossAccountCase): Promise<void> {
  const owner = await ctx.newAccount();
  const path = await test.path(owner);
  const before = await test.state?.(owner);
  const stranger = await ctx.newUser({ permissions: [...ASSIGNABLE_PERMISSIONS] });

  const send = (url: string) => {
    const call = ctx.http()[test.method](url).set(bearer(stranger.token));
    return test.body ? call.send(test.body) : call;
  };
  const foreign = await send(path);
  const missing = await send(test.missingPath);

  expect(foreign.status).toBe(404);
  expect(foreign.body).toEqual(missing.body);
  if (test.state) expect(await test.state(owner)).toEqual(before);
}
