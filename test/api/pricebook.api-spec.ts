import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Branch } from '../../src/accounts/branch.entity.js';
import { ASSIGNABLE_PERMISSIONS, type Permission } from '../../src/common/auth/permissions.js';
import { Division } from '../../src/accounts/division.entity.js';
import { PriceBookItem } from '../../src/pricebook/price-book-item.entity.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const ITEM_FIELDS = 'id name description rate unit category divisionIds branchIds';
const LIST = `query List($filters: PriceBookFilters) { priceBookItems(filters: $filters) { ${ITEM_FIELDS} } }`;
const CREATE = `mutation Create($input: CreatePriceBookItemInput!) {
  createPriceBookItem(input: $input) { code success message id priceBookItem { ${ITEM_FIELDS} } } }`;
const UPDATE = `mutation Update($input: UpdatePriceBookItemInput!) {
  updatePriceBookItem(input: $input) { code success message id priceBookItem { ${ITEM_FIELDS} } } }`;
const DELETE = `mutation Delete($id: ID!) { deletePriceBookItem(id: $id) { code success message id } }`;

describe('price book (GraphQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  const gql = async (token: string, query: string, variables: object = {}) =>
    (await ctx.http().post('/graphql').set(bearer(token)).send({ query, variables }).expect(200)).body;

  const input = (account: TestAccount, overrides: object = {}) => ({
    name: '90-ton all-terrain crane',
    description: 'Liebherr LTM 1090',
    rate: 295,
    unit: 'hour',
    category: 'Crane Rental',
    divisionIds: [account.division.id],
    branchIds: [account.branch.id],
    ...overrides,
  });

  const seedItem = (account: TestAccount, values: Partial<PriceBookItem> = {}) =>
    ctx.dataSource.manager.save(
      ctx.dataSource.manager.create(PriceBookItem, {
        accountId: account.account.id,
        name: 'Rigger',
        description: 'Qualified rigger',
        rate: 78,
        unit: 'hour',
        category: 'Operators & Crew',
        ...values,
      }),
    );

  const stored = (accountId: string) =>
    ctx.dataSource.getRepository(PriceBookItem).find({ where: { accountId }, order: { name: 'ASC' } });

  const settingsUser = async () => {
    const account = await ctx.newAccount();
    return { account, ...(await ctx.newUser({ account, permissions: ['web:settings'] })) };
  };

  it('lists the account items sorted by name, with optional filters', async () => {
    const { account, token } = await settingsUser();
    const other = await ctx.newAccount();
    const { id: secondBranchId } = await ctx.dataSource.manager.save(
      ctx.dataSource.manager.create(Branch, { accountId: account.account.id, name: 'Second Yard' }),
    );
    await seedItem(account, {
      name: 'Signal person',
      branchIds: [account.branch.id],
      divisionIds: [account.division.id],
    });
    await seedItem(account, {
      name: '90-ton crane',
      category: 'Crane Rental',
      rate: null,
      branchIds: [secondBranchId],
    });
    await seedItem(account, { name: 'Rigger' });
    await seedItem(other, { name: 'Foreign item' });

    const all = (await gql(token, LIST, {})).data.priceBookItems;
    expect(all.map((item: { name: string }) => item.name)).toEqual(['90-ton crane', 'Rigger', 'Signal person']);
    expect(all[0]).toMatchObject({ rate: null, unit: 'hour', category: 'Crane Rental' });

    const names = async (filters: object) =>
      (await gql(token, LIST, { filters })).data.priceBookItems.map((item: { name: string }) => item.name);
    expect(await names({})).toHaveLength(3);
    expect(await names({ branchIds: [secondBranchId] })).toEqual(['90-ton crane']);
    expect(await names({ divisionIds: [account.division.id] })).toEqual(['Signal person']);
    expect(await names({ category: 'Operators & Crew' })).toEqual(['Rigger', 'Signal person']);
    expect(await names({ search: 'SIGN' })).toEqual(['Signal person']);
    expect(await names({ search: '%' })).toEqual([]);
  });

  it('lets quoting and invoicing users read the price book, but not change it', async () => {
    for (const permission of ['web:quoting', 'web:invoice'] as Permission[]) {
      const { token } = await ctx.newUser({ permissions: [permission] });
      expect((await gql(token, LIST)).data.priceBookItems).toEqual([]);
      const account = await ctx.newAccount();
      const body = await gql(token, CREATE, { input: input(account) });
      expect(body.errors[0].message).toBe('You do not have permission to do this.');
      expect(body.data).toBeNull();
    }
  });

  it('refuses every call without a price book scope, changing nothing', async () => {
    const account = await ctx.newAccount();
    const item = await seedItem(account);
    const others = ASSIGNABLE_PERMISSIONS.filter((p) => !['web:settings', 'web:quoting', 'web:invoice'].includes(p));
    const { token } = await ctx.newUser({ account, permissions: others });
    const calls: [string, object][] = [
      [LIST, {}],
      [CREATE, { input: input(account) }],
      [UPDATE, { input: { ...input(account), id: item.id } }],
      [DELETE, { id: item.id }],
    ];
    for (const [query, variables] of calls) {
      const body = await gql(token, query, variables);
      expect(body.errors[0].message).toBe('You do not have permission to do this.');
      expect(body.data).toBeNull();
    }
    expect(await stored(account.account.id)).toEqual([item]);
  });

  it('creates an item; an empty rate is stored as null', async () => {
    const { account, token } = await settingsUser();
    const created = (await gql(token, CREATE, { input: input(account) })).data.createPriceBookItem;
    expect(created).toMatchObject({ code: 200, success: true, message: 'Pricebook item created.' });
    expect(created.priceBookItem).toEqual({ id: created.id, ...input(account) });
    const [row] = await stored(account.account.id);
    expect(row).toMatchObject({ id: created.id, rate: 295, status: 'active', active: true });

    const free = await gql(token, CREATE, { input: input(account, { name: 'Site survey', rate: null }) });
    expect(free.data.createPriceBookItem.priceBookItem.rate).toBeNull();
    expect(await stored(account.account.id)).toHaveLength(2);
  });

  it('lets a super admin manage the price book', async () => {
    const account = await ctx.newAccount();
    const { token } = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
    expect((await gql(token, CREATE, { input: input(account) })).data.createPriceBookItem.success).toBe(true);
    expect((await gql(token, LIST)).data.priceBookItems).toHaveLength(1);
  });

  it.each([
    ['name', { name: '' }, 'Please provide a Form Name.'],
    ['description', { description: '' }, 'Please provide an item description.'],
    ['unit', { unit: '' }, 'Please provide a unit'],
    ['category', { category: '' }, 'Please provide a category'],
    ['a negative rate', { rate: -1 }, 'Rate must be a whole number of dollars, 0 or more.'],
    ['a malformed division id', { divisionIds: ['nope'] }, 'Division not found.'],
    ['a malformed branch id', { branchIds: ['nope'] }, 'Branch not found.'],
  ])('refuses %s on create and update with the spec message, changing nothing', async (_, bad, message) => {
    const { account, token } = await settingsUser();
    const item = await seedItem(account);
    const failure = { code: 400, success: false, message };
    const create = await gql(token, CREATE, { input: input(account, bad) });
    expect(create.data.createPriceBookItem).toEqual({ ...failure, id: null, priceBookItem: null });
    const update = await gql(token, UPDATE, { input: { ...input(account, bad), id: item.id } });
    expect(update.data.updatePriceBookItem).toEqual({ ...failure, id: null, priceBookItem: null });
    expect(await stored(account.account.id)).toEqual([item]);
  });

  it('refuses a fractional rate before resolving', async () => {
    const { account, token } = await settingsUser();
    const response = await ctx
      .http()
      .post('/graphql')
      .set(bearer(token))
      .send({ query: CREATE, variables: { input: input(account, { rate: 1.5 }) } });
    expect(response.body.errors[0].message).toContain('Int cannot represent non-integer value');
    expect(await stored(account.account.id)).toEqual([]);
  });

  it('refuses divisions and branches of another account or that do not exist', async () => {
    const { account, token } = await settingsUser();
    const other = await ctx.newAccount();
    const cases: [object, string][] = [
      [{ divisionIds: [other.division.id] }, 'Division not found.'],
      [{ divisionIds: [randomUUID()] }, 'Division not found.'],
      [{ branchIds: [other.branch.id] }, 'Branch not found.'],
    ];
    for (const [bad, message] of cases) {
      const body = await gql(token, CREATE, { input: input(account, bad) });
      expect(body.data.createPriceBookItem).toMatchObject({ code: 400, success: false, message });
    }
    expect(await stored(account.account.id)).toEqual([]);
  });

  it('updates every field of an item', async () => {
    const { account, token } = await settingsUser();
    const item = await seedItem(account);
    const changes = input(account, { id: item.id, name: 'Rigger, overtime', rate: null, branchIds: [] });
    const updated = (await gql(token, UPDATE, { input: changes })).data.updatePriceBookItem;
    expect(updated).toEqual({
      code: 200,
      success: true,
      message: 'Pricebook item edited.',
      id: item.id,
      priceBookItem: changes,
    });
    const [row] = await stored(account.account.id);
    expect(row).toMatchObject({ name: 'Rigger, overtime', rate: null, branchIds: [], unit: 'hour' });
  });

  it('deletes an item', async () => {
    const { account, token } = await settingsUser();
    const item = await seedItem(account);
    const keep = await seedItem(account, { name: 'Signal person' });
    const body = await gql(token, DELETE, { id: item.id });
    expect(body.data.deletePriceBookItem).toEqual({
      code: 200,
      success: true,
      message: 'Pricebook item deleted.',
      id: item.id,
    });
    expect(await stored(account.account.id)).toEqual([keep]);
  });

  it("hides another account's item: not listed, not updatable, not deletable, nothing changed", async () => {
    const owner = await ctx.newAccount();
    const item = await seedItem(owner);
    const stranger = await ctx.newUser({ permissions: [...ASSIGNABLE_PERMISSIONS] });
    const strangerAccount = await ctx.newAccount();
    expect((await gql(stranger.token, LIST)).data.priceBookItems).toEqual([]);

    const notFound = { code: 404, success: false, message: 'Pricebook item not found.' };
    const malformed = { code: 400, success: false, message: 'id must be a UUID.' };
    for (const [id, failure] of [
      [item.id, notFound],
      [randomUUID(), notFound],
      ['not-an-id', malformed],
    ] as const) {
      const update = await gql(stranger.token, UPDATE, {
        input: { ...input(strangerAccount), id, divisionIds: [], branchIds: [] },
      });
      expect(update.data.updatePriceBookItem).toEqual({ ...failure, id: null, priceBookItem: null });
      const remove = await gql(stranger.token, DELETE, { id });
      expect(remove.data.deletePriceBookItem).toEqual({ ...failure, id: null });
    }
    expect(await stored(owner.account.id)).toEqual([item]);
  });

  it('gives the demo account a price book in every category, tied to its own divisions and branches', async () => {
    const manager = ctx.dataSource.manager;
    const { id: accountId } = await ctx.demoAccount();
    const items = await stored(accountId);
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(new Set(items.map((item) => item.category))).toEqual(
      new Set([
        'Crane Rental',
        'Operators & Crew',
        'Rigging Equipment',
        'Transport & Permits',
        'Mobilization',
        'Fuel & Surcharges',
        'Engineering',
      ]),
    );
    const own = new Set([
      ...(await manager.findBy(Division, { accountId })).map((division) => division.id),
      ...(await manager.findBy(Branch, { accountId })).map((branch) => branch.id),
    ]);
    for (const item of items) {
      expect(item.branchIds.length).toBeGreaterThan(0);
      expect([...item.divisionIds, ...item.branchIds].every((id) => own.has(id))).toBe(true);
    }
  });
});
