import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  CATEGORY_HAS_ASSETS,
  CATEGORY_HAS_CHILDREN,
  CATEGORY_NAME_TAKEN,
  CATEGORY_UNDER_ITSELF,
} from '../../src/assets/categories.service.js';
import { STANDARD_CATEGORY_TREE } from '../../src/assets/category-tree.js';
import { Category } from '../../src/assets/category.entity.js';
import { expectCrossAccountNotFound } from '../support/cross-account.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

interface CategoryView {
  id: string;
  name: string;
  parentCategoryId: string | null;
  path: string;
}

describe('category editing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  async function editor(account?: TestAccount) {
    const owner = account ?? (await ctx.newAccount());
    const { token } = await ctx.newUser({ permissions: ['web:assetcrud'], account: owner });
    const send = (method: 'post' | 'patch' | 'delete', path: string, body?: object) => {
      const call = ctx.http()[method](`/api/categories${path}`).set(bearer(token));
      return body ? call.send(body) : call;
    };
    const create = async (name: string, parentId?: string): Promise<CategoryView> =>
      (await send('post', '', { name, parentId }).expect(201)).body.data;
    const list = async (): Promise<CategoryView[]> =>
      (await ctx.http().get('/api/categories').set(bearer(token)).expect(200)).body.data;
    return { owner, token, send, create, list };
  }

  it('creates a root and a child with their paths, trimming the name', async () => {
    const { create } = await editor();
    const cranes = await create('  Cranes ');
    expect(cranes).toEqual({ id: expect.any(String), name: 'Cranes', parentCategoryId: null, path: cranes.id });
    const tower = await create('Tower', cranes.id);
    expect(tower).toMatchObject({ name: 'Tower', parentCategoryId: cranes.id, path: `${cranes.id}>${tower.id}` });
  });

  it('validates the name and the parent', async () => {
    const { send, create } = await editor();
    const errors = async (body: object) => (await send('post', '', body).expect(400)).body.errors;
    expect(await errors({ name: '   ' })).toEqual({ name: ['Category name is required.'] });
    expect(await errors({})).toEqual({ name: ['Category name is required.'] });
    expect(await errors({ name: 'x'.repeat(101) })).toEqual({
      name: ['Category name must be at most 100 characters.'],
    });
    expect(await errors({ name: 'A', parentId: 'nope' })).toEqual({ parentId: ['parentId must be a UUID.'] });
    const missing = await send('post', '', { name: 'A', parentId: MISSING }).expect(404);
    expect(missing.body.message).toBe('Category not found.');
    expect((await create('x'.repeat(100))).name).toHaveLength(100);
  });

  it('refuses a sibling name in any case with 409, but allows it under another parent', async () => {
    const { send, create } = await editor();
    const cranes = await create('Cranes');
    const rigging = await create('Rigging');
    await create('Hooks', cranes.id);
    const taken = await send('post', '', { name: 'hooks ', parentId: cranes.id }).expect(409);
    expect(taken.body).toEqual({ statusCode: 409, message: CATEGORY_NAME_TAKEN });
    await send('post', '', { name: 'CRANES' }).expect(409);
    const hooks = await create('Hooks', rigging.id);
    expect((await send('patch', `/${hooks.id}`, { parentId: cranes.id }).expect(409)).body.message).toBe(
      CATEGORY_NAME_TAKEN,
    );
    await send('patch', `/${rigging.id}`, { name: 'cranes' }).expect(409);
  });

  it('renames and moves, keeping the paths of the whole subtree right', async () => {
    const { send, create, list } = await editor();
    const cranes = await create('Cranes');
    const transport = await create('Transport');
    const mobile = await create('Mobile', cranes.id);
    const allTerrain = await create('All-Terrain', mobile.id);

    const renamed = (await send('patch', `/${mobile.id}`, { name: 'Mobile Cranes' }).expect(200)).body.data;
    expect(renamed).toMatchObject({ name: 'Mobile Cranes', parentCategoryId: cranes.id });

    const moved = (await send('patch', `/${mobile.id}`, { parentId: transport.id }).expect(200)).body.data;
    expect(moved.path).toBe(`${transport.id}>${mobile.id}`);
    const paths = new Map((await list()).map((c) => [c.id, c.path]));
    expect(paths.get(allTerrain.id)).toBe(`${transport.id}>${mobile.id}>${allTerrain.id}`);

    const top = (await send('patch', `/${mobile.id}`, { parentId: null }).expect(200)).body.data;
    expect(top).toMatchObject({ parentCategoryId: null, path: mobile.id, name: 'Mobile Cranes' });
    const unchanged = (await send('patch', `/${mobile.id}`, {}).expect(200)).body.data;
    expect(unchanged).toEqual(top);
  });

  it('refuses a move under the category itself or one of its subcategories', async () => {
    const { send, create, list } = await editor();
    const a = await create('A');
    const b = await create('B', a.id);
    const c = await create('C', b.id);
    for (const parentId of [a.id, b.id, c.id]) {
      const refused = await send('patch', `/${a.id}`, { parentId }).expect(400);
      expect(refused.body.message).toBe(CATEGORY_UNDER_ITSELF);
    }
    expect((await send('patch', `/${a.id}`, { parentId: MISSING }).expect(404)).body.message).toBe(
      'Category not found.',
    );
    expect((await list()).find((row) => row.id === a.id)?.parentCategoryId).toBeNull();
  });

  it('never makes a cycle from two opposite moves at once', async () => {
    const { send, create } = await editor();
    for (let round = 0; round < 5; round += 1) {
      const a = await create(`A${round}`);
      const b = await create(`B${round}`);
      const outcomes = await Promise.all([
        send('patch', `/${a.id}`, { parentId: b.id }),
        send('patch', `/${b.id}`, { parentId: a.id }),
      ]);
      expect(outcomes.map((r) => r.status).sort()).toEqual([200, 400]);
    }
  });

  it('deletes an empty category and refuses one with subcategories or assets', async () => {
    const { owner, send, create, token, list } = await editor();
    const cranes = await create('Cranes');
    const tower = await create('Tower', cranes.id);
    const withChild = await send('delete', `/${cranes.id}`).expect(409);
    expect(withChild.body).toEqual({ statusCode: 409, message: CATEGORY_HAS_CHILDREN });

    const asset = await ctx
      .http()
      .post('/api/assets')
      .set(bearer(token))
      .send({
        assetName: 'MDT 219',
        categoryId: tower.id,
        details: { assetType: 'Tower Crane', manufacturer: 'Potain' },
      })
      .expect(201);
    expect((await send('delete', `/${tower.id}`).expect(409)).body.message).toBe(CATEGORY_HAS_ASSETS);

    await ctx.http().delete(`/api/assets/${asset.body.data.id}`).set(bearer(token)).expect(200);
    expect((await send('delete', `/${tower.id}`).expect(200)).body.data).toEqual({ id: tower.id });
    await send('delete', `/${cranes.id}`).expect(200);
    expect(await list()).toEqual([]);
    await send('delete', `/${cranes.id}`).expect(404);
    expect(await ctx.dataSource.getRepository(Category).countBy({ accountId: owner.account.id })).toBe(0);
  });

  it('is refused without asset management, and reading alone does not allow it', async () => {
    const { owner, create } = await editor();
    const cranes = await create('Cranes');
    const { token } = await ctx.newUser({ permissions: ['web:assetmap', 'web:schedule'], account: owner });
    const as = (call: ReturnType<ReturnType<TestContext['http']>['post']>) => call.set(bearer(token));
    expect((await as(ctx.http().post('/api/categories').send({ name: 'X' })).expect(403)).body.message).toBe(
      'You do not have permission to do this.',
    );
    await as(ctx.http().patch(`/api/categories/${cranes.id}`).send({ name: 'X' })).expect(403);
    await as(ctx.http().delete(`/api/categories/${cranes.id}`)).expect(403);
    await as(ctx.http().get('/api/categories')).expect(200);
  });

  it("answers another account's category, or parent, like a missing one", async () => {
    const created = async (owner: TestAccount) => (await editor(owner)).create('Cranes');
    const state = async (owner: TestAccount) =>
      ctx.dataSource.getRepository(Category).find({ where: { accountId: owner.account.id } });
    await expectCrossAccountNotFound(ctx, {
      method: 'patch',
      path: async (owner) => `/api/categories/${(await created(owner)).id}`,
      missingPath: `/api/categories/${MISSING}`,
      body: { name: 'Taken over' },
      state,
    });
    await expectCrossAccountNotFound(ctx, {
      method: 'delete',
      path: async (owner) => `/api/categories/${(await created(owner)).id}`,
      missingPath: `/api/categories/${MISSING}`,
      state,
    });
    const other = await created(await ctx.newAccount());
    const { send, create } = await editor();
    const mine = await create('Mine');
    expect((await send('post', '', { name: 'Child', parentId: other.id }).expect(404)).body.message).toBe(
      'Category not found.',
    );
    await send('patch', `/${mine.id}`, { parentId: other.id }).expect(404);
  });

  it('gives a newly onboarded company the standard tree', async () => {
    const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
    const response = await ctx
      .http()
      .post('/api/accounts')
      .set(bearer(superAdmin.token))
      .send({
        accountName: 'Summit Rigging',
        divisionName: 'Cranes',
        branch: {
          name: 'Reno',
          address: '1 Main St',
          city: 'Reno',
          state: 'NV',
          postalCode: '89501',
          email: 'reno@summit.example',
          phoneNumber: '775-555-0100',
        },
        admin: { firstName: 'Sam', lastName: 'Reyes', email: `sam-${randomUUID()}@summit.example` },
      })
      .expect(201);
    const rows = await ctx.dataSource
      .getRepository(Category)
      .find({ where: { accountId: response.body.data.id }, order: { name: 'ASC' } });
    const names = new Map(rows.map((row) => [row.id, row.name]));
    const tree: Record<string, string[]> = {};
    for (const row of rows.filter((r) => r.parentCategoryId === null)) tree[row.name] = [];
    for (const row of rows.filter((r) => r.parentCategoryId !== null))
      tree[names.get(row.parentCategoryId!)!].push(row.name);
    const sorted = (t: Record<string, readonly string[]>) =>
      Object.fromEntries(Object.entries(t).map(([root, children]) => [root, [...children].sort()]));
    expect(sorted(tree)).toEqual(sorted(STANDARD_CATEGORY_TREE));
    expect(tree.Cranes).toEqual(expect.arrayContaining(['Mobile Cranes', 'Crawler Cranes', 'Tower Cranes']));
  });
});
