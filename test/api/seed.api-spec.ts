import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Account } from '../../src/accounts/account.entity.js';
import { Branch } from '../../src/accounts/branch.entity.js';
import { Division } from '../../src/accounts/division.entity.js';
import { Occupation } from '../../src/accounts/occupation.entity.js';
import {
  DEMO_ACCOUNT_NAME,
  DEMO_PASSWORD,
  DEMO_USERS,
  hasDemoAccount,
  loadDemoData,
} from '../../src/seed/demo-data.js';
import { ensureFirstAdmin } from '../../src/seed/first-admin.js';
import { User } from '../../src/users/user.entity.js';
import { bearer, TestContext } from '../support/test-app.js';

describe('first user and demo data', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string) => ctx.http().post('/api/auth/sign-in').send({ email, password });

  it('creates the first super admin once, who can sign in', async () => {
    const email = `Founder-${Date.now()}@Example.com`;
    expect(await ensureFirstAdmin(ctx.dataSource.manager, email, 'first-admin-pass')).toBe(true);
    expect(await ensureFirstAdmin(ctx.dataSource.manager, email, 'another-password')).toBe(false);
    const session = (await signIn(email, 'first-admin-pass').expect(200)).body.data;
    const me = (await ctx.http().get('/api/auth/me').set(bearer(session.accessToken)).expect(200)).body.data;
    expect(me).toMatchObject({ email: email.toLowerCase(), permissions: ['groundcrew:admin'] });
    await signIn(email, 'another-password').expect(401);
  });

  it('loads the demo account: two divisions, three branches, occupations and one user per role', async () => {
    const manager = ctx.dataSource.manager;
    if (!(await hasDemoAccount(manager))) await loadDemoData(manager);
    const account = await manager.findOneByOrFail(Account, { name: DEMO_ACCOUNT_NAME });
    const accountId = account.id;
    expect(await manager.countBy(Division, { accountId })).toBe(2);
    expect(await manager.countBy(Branch, { accountId })).toBe(3);
    expect((await manager.findBy(Occupation, { accountId })).map((o) => o.name).sort()).toEqual([
      'crane operator',
      'driver',
      'foreman',
      'mechanic',
      'rigger',
      'signal person',
    ]);
    const users = await manager.findBy(User, { accountId });
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
    for (const demo of DEMO_USERS) {
      const session = (await signIn(demo.email, DEMO_PASSWORD).expect(200)).body.data;
      const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());
      expect(claims.permissions).toEqual(demo.permissions);
      expect(claims.divisionIds.length).toBeGreaterThan(0);
    }
  });
});
