import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Account } from '../../src/accounts/account.entity.js';
import { Branch } from '../../src/accounts/branch.entity.js';
import { Division } from '../../src/accounts/division.entity.js';
import { Occupation } from '../../src/accounts/occupation.entity.js';
import { AssetLocation } from '../../src/assets/asset-location.entity.js';
import { Asset } from '../../src/assets/asset.entity.js';
import { Category } from '../../src/assets/category.entity.js';
import { DEMO_ASSET_COUNT, DEMO_HISTORY_POINTS } from '../../src/seed/demo-assets.js';
import { MOBILE_PERMISSIONS } from '../../src/common/auth/permissions.js';
import {
  DEMO_ACCOUNT_NAME,
  DEMO_CREW,
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

  it('loads the demo account: two divisions, three branches, occupations, one user per role and a crew per branch', async () => {
    const manager = ctx.dataSource.manager;
    if (!(await hasDemoAccount(manager))) await loadDemoData(manager);
    const account = await manager.findOneByOrFail(Account, { name: DEMO_ACCOUNT_NAME });
    const accountId = account.id;
    expect(await manager.countBy(Division, { accountId })).toBe(2);
    expect(await manager.countBy(Category, { accountId })).toBe(20);
    const assets = await manager.findBy(Asset, { accountId });
    expect(assets).toHaveLength(DEMO_ASSET_COUNT);
    expect(DEMO_ASSET_COUNT).toBeGreaterThanOrEqual(140);
    expect(assets.filter((asset) => asset.macAddress && asset.lastSeen && asset.lastLat).length).toBeGreaterThan(50);
    const tracked = assets.filter((asset) => asset.macAddress && asset.lastSeen);
    expect(await manager.countBy(AssetLocation, { accountId })).toBe(tracked.length * DEMO_HISTORY_POINTS);
    const [newest] = await manager.find(AssetLocation, {
      where: { accountId, assetId: tracked[0].id },
      order: { dateTime: 'DESC' },
      take: 1,
    });
    expect(newest).toMatchObject({ dateTime: tracked[0].lastSeen, lat: tracked[0].lastLat, lng: tracked[0].lastLng });
    const branches = await manager.findBy(Branch, { accountId });
    expect(branches.map((branch) => branch.name).sort()).toEqual(['Denver', 'Phoenix', 'Salt Lake City']);
    expect((await manager.findBy(Occupation, { accountId })).map((o) => o.name).sort()).toEqual([
      'crane operator',
      'driver',
      'foreman',
      'mechanic',
      'rigger',
      'signal person',
    ]);
    const users = await manager
      .createQueryBuilder(User, 'user')
      .addSelect('user.passwordHash')
      .where({ accountId })
      .orderBy('user.phoneNumber')
      .getMany();
    const [signInUsers, crew] = [users.filter((user) => user.email !== null), users.filter((user) => !user.email)];
    expect(signInUsers.map((user) => user.email).sort()).toEqual(DEMO_USERS.map((demo) => demo.email).sort());
    expect(crew).toHaveLength(15);
    for (const branch of branches) {
      const members = crew.filter((user) => user.branchIds.includes(branch.id));
      expect(members).toHaveLength(5);
      expect(members.map((user) => [user.firstName, user.lastName, user.phoneNumber, user.occupations])).toEqual(
        DEMO_CREW[branch.name],
      );
      for (const member of members) {
        expect(member).toMatchObject({
          authMethod: 'mobile',
          permissions: MOBILE_PERMISSIONS,
          branchIds: [branch.id],
          divisionIds: [branch.divisionId],
          passwordHash: null,
        });
      }
    }

    for (const demo of DEMO_USERS) {
      const session = (await signIn(demo.email, DEMO_PASSWORD).expect(200)).body.data;
      const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());
      expect(claims.permissions).toEqual(demo.permissions);
      expect(claims.divisionIds.length).toBeGreaterThan(0);
    }
  });
});
