import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ApolloServer } from '@apollo/server';
import { ScopeGuard } from '../../src/common/auth/auth.guards.js';
import { PriceBookItem } from '../../src/pricebook/price-book-item.entity.js';
import { PriceBookService } from '../../src/pricebook/pricebook.service.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const LIST = 'query List($filters: PriceBookFilters) { priceBookItems(filters: $filters) { id name rate } }';
const SCHEDULE = `query Schedule($limit: Int!) {
  complexJobs(filters: { pageInfo: { limit: $limit } }) { items { id } pageInfo { hasNextPage } } }`;
/** What Apollo Client sends. */
const APOLLO_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/**
 * The fast lane (src/common/graphql/fast-lane.ts): a query Apollo answered before is answered again without Apollo's
 * request pipeline, with the same answer, the same checks, and Apollo's own errors when anything goes wrong.
 */
describe('GraphQL fast lane', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const post = (token: string, body: object, accept?: string) => {
    const call = ctx.http().post('/graphql').set(bearer(token));
    return (accept ? call.set('accept', accept) : call).send(body);
  };
  const throughApollo = () => jest.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');

  const withItems = async (names: string[]) => {
    const account = await ctx.newAccount();
    for (const name of names) {
      await ctx.dataSource.manager.save(
        ctx.dataSource.manager.create(PriceBookItem, { accountId: account.account.id, name, rate: 10, unit: 'hour' }),
      );
    }
    return account;
  };
  const userOf = async (account: TestAccount, permissions: ('web:settings' | 'web:schedule')[] = ['web:settings']) =>
    (await ctx.newUser({ account, permissions })).token;

  it('answers a query sent again by itself, exactly as Apollo answered it, for each Accept header', async () => {
    const token = await userOf(await withItems(['Rigger', 'Crane']));
    for (const accept of [undefined, APOLLO_CLIENT_ACCEPT]) {
      const apollo = throughApollo();
      const body = { query: LIST, variables: { filters: {} }, operationName: 'List' };
      const first = await post(token, body, accept).expect(200);
      const second = await post(token, body, accept).expect(200);
      const third = await post(token, body, accept).expect(200);
      expect(apollo).toHaveBeenCalledTimes(1);
      for (const answer of [second, third]) {
        expect(answer.text).toBe(first.text);
        expect(answer.headers['content-type']).toBe(first.headers['content-type']);
      }
      expect(first.body.data.priceBookItems.map((item: { name: string }) => item.name)).toEqual(['Crane', 'Rigger']);
      apollo.mockRestore();
    }
    const graphqlResponse = await post(token, { query: LIST }, APOLLO_CLIENT_ACCEPT).expect(200);
    expect(graphqlResponse.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('answers each caller from their own account, and refuses a caller without the permission as Apollo does', async () => {
    const body = { query: LIST, variables: {} };
    const first = await userOf(await withItems(['Rigger']));
    const second = await userOf(await withItems(['Forklift', 'Spreader bar']));
    await post(first, body).expect(200);
    await post(first, body).expect(200);

    const apollo = throughApollo();
    const own = await post(second, body).expect(200);
    expect(own.body.data.priceBookItems.map((item: { name: string }) => item.name)).toEqual([
      'Forklift',
      'Spreader bar',
    ]);
    expect(apollo).not.toHaveBeenCalled();

    const list = jest.spyOn(PriceBookService.prototype, 'list');
    const scopeChecks = jest.spyOn(ScopeGuard.prototype, 'canActivate');
    const refused = await post(await userOf(await ctx.newAccount(), ['web:schedule']), body).expect(200);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        message: 'You do not have permission to do this.',
        extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
      }),
    ]);
    expect(refused.body.data).toBeNull();
    expect(list).not.toHaveBeenCalled();
    expect(scopeChecks).toHaveBeenCalledTimes(1); // the root field ran once: Apollo replayed its error
    expect(apollo).toHaveBeenCalledTimes(1); // the error is Apollo's
  });

  it('checks the variables and the cost limit of every request', async () => {
    const token = await userOf(await ctx.newAccount(), ['web:schedule']);
    const first = await post(token, { query: SCHEDULE, variables: { limit: 10 } }).expect(200);
    expect(first.body.data.complexJobs.items).toEqual([]);
    await post(token, { query: SCHEDULE, variables: { limit: 10 } }).expect(200);

    const invalid = await post(token, { query: SCHEDULE, variables: { limit: 0 } }).expect(200);
    expect(invalid.body.data).toBeNull();
    expect(invalid.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const wrongType = await post(token, { query: SCHEDULE, variables: { limit: 'ten' } }).expect(400);
    expect(wrongType.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const costly = await post(token, { query: SCHEDULE, variables: { limit: 1_000_000 } }).expect(400);
    expect(costly.body.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
  });

  it('leaves bodies Apollo reads its own way to Apollo', async () => {
    const token = await userOf(await withItems(['Rigger']));
    await post(token, { query: LIST }).expect(200);
    const apollo = throughApollo();
    await post(token, { query: LIST, extensions: {} }).expect(200);
    await post(token, { query: LIST, variables: 'filters' }).expect(400);
    await post(token, { query: LIST, operationName: 'Other' }).expect(400);
    await post(token, [{ query: LIST }]).expect(400);
    expect(apollo).toHaveBeenCalledTimes(4);
  });
});
