import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AnalyticsEvent } from '../../src/analytics/analytics-event.entity.js';
import { systemAccess } from '../../src/common/auth/permissions.js';
import { FeatureFlagsService } from '../../src/feature-flags/feature-flags.service.js';
import { FEATURE_FLAG_DEFAULTS } from '../../src/feature-flags/feature-flags.js';
import { bearer, TestContext } from '../support/test-app.js';

describe('feature flags', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  it('returns the defaults when nothing is overridden', async () => {
    const { token } = await ctx.newUser();
    const response = await ctx.http().get('/api/feature-flags').set(bearer(token)).expect(200);
    expect(response.body).toEqual({ data: FEATURE_FLAG_DEFAULTS });
  });

  it('applies account overrides, then user overrides, and only within the account', async () => {
    const account = await ctx.newAccount();
    const alice = await ctx.newUser({ account });
    const bob = await ctx.newUser({ account });
    const outsider = await ctx.newUser();
    const flags = ctx.app.get(FeatureFlagsService);
    await flags.set(systemAccess(account.account.id), 'complexJobs', false);
    await flags.set(systemAccess(account.account.id), 'complexJobs', true, alice.user.id);
    await flags.set(systemAccess(account.account.id), 'dispatching', false, bob.user.id);

    const read = async (token: string) => (await ctx.http().get('/api/feature-flags').set(bearer(token))).body.data;
    expect(await read(alice.token)).toMatchObject({ complexJobs: true, dispatching: true });
    expect(await read(bob.token)).toMatchObject({ complexJobs: false, dispatching: false });
    expect(await read(outsider.token)).toMatchObject({ complexJobs: true, dispatching: true });

    await flags.set(systemAccess(account.account.id), 'complexJobs', true);
    expect(await read(bob.token)).toMatchObject({ complexJobs: true });
  });

  it('needs a signed-in user', async () => {
    await ctx.http().get('/api/feature-flags').expect(401);
  });
});

describe('analytics events', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  const stored = (userId: string) =>
    ctx.dataSource.getRepository(AnalyticsEvent).find({ where: { userId }, order: { name: 'ASC' } });

  it('stores a batch with user, account, properties and time', async () => {
    const { user, token } = await ctx.newUser();
    const response = await ctx
      .http()
      .post('/api/events')
      .set(bearer(token))
      .send({
        events: [
          { name: 'login', time: '2026-11-20T08:30:00.000Z' },
          { name: 'pricebook item created', properties: { itemId: 'abc', rate: 150 } },
        ],
        accountId: '00000000-0000-4000-8000-000000000000',
      })
      .expect(200);
    expect(response.body).toEqual({ data: { stored: 2 } });
    const rows = await stored(user.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ name: 'login', accountId: user.accountId, properties: {} });
    expect(rows[0].occurredAt.toISOString()).toBe('2026-11-20T08:30:00.000Z');
    expect(rows[1]).toMatchObject({ name: 'pricebook item created', properties: { itemId: 'abc', rate: 150 } });
  });

  it('refuses a bad batch whole, storing nothing', async () => {
    const { user, token } = await ctx.newUser();
    const post = (body: object) => ctx.http().post('/api/events').set(bearer(token)).send(body).expect(400);
    expect((await post({ events: [] })).body.message).toBe('Send at least one event.');
    const tooMany = Array.from({ length: 101 }, () => ({ name: 'login' }));
    expect((await post({ events: tooMany })).body.message).toBe('Send at most 100 events at once.');
    const badTime = await post({ events: [{ name: 'login' }, { name: 'logout', time: 'yesterday' }] });
    expect(badTime.body).toMatchObject({
      message: 'Event time must be an ISO 8601 date.',
      errors: { 'events.1.time': ['Event time must be an ISO 8601 date.'] },
    });
    expect((await post({ events: [{ name: '' }] })).body.message).toBe('Each event needs a name.');
    expect(await stored(user.id)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    await ctx
      .http()
      .post('/api/events')
      .send({ events: [{ name: 'login' }] })
      .expect(401);
  });
});
