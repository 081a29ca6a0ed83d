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

describe('feature flags set by a super admin', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  const superAdmin = () => ctx.newUser({ permissions: ['groundcrew:admin'] });
  const put = (token: string, accountId: string, flag: string, body: object) =>
    ctx.http().put(`/api/feature-flags/accounts/${accountId}/${flag}`).set(bearer(token)).send(body);
  const flagsOf = async (token: string) =>
    (await ctx.http().get('/api/feature-flags').set(bearer(token)).expect(200)).body.data;
  const setting = (settings: { flag: string }[], flag: string) => settings.find((s) => s.flag === flag);

  it("changes the account's users' flags on their next request; a user's override beats the account's", async () => {
    const admin = await superAdmin();
    const account = await ctx.newAccount();
    const alice = await ctx.newUser({ account });
    const bob = await ctx.newUser({ account });
    const accountId = account.account.id;

    const off = await put(admin.token, accountId, 'complexJobs', { enabled: false }).expect(200);
    expect(setting(off.body.data, 'complexJobs')).toEqual({
      flag: 'complexJobs',
      default: true,
      account: false,
      user: null,
      effective: false,
    });
    expect(await flagsOf(alice.token)).toMatchObject({ complexJobs: false, dispatching: true });

    const own = await put(admin.token, accountId, 'complexJobs', { enabled: true, userId: alice.user.id }).expect(200);
    expect(setting(own.body.data, 'complexJobs')).toEqual({
      flag: 'complexJobs',
      default: true,
      account: false,
      user: true,
      effective: true,
    });
    expect(await flagsOf(alice.token)).toMatchObject({ complexJobs: true });
    expect(await flagsOf(bob.token)).toMatchObject({ complexJobs: false });

    const read = await ctx
      .http()
      .get(`/api/feature-flags/accounts/${accountId}`)
      .query({ userId: bob.user.id })
      .set(bearer(admin.token))
      .expect(200);
    expect(setting(read.body.data, 'complexJobs')).toMatchObject({ account: false, user: null, effective: false });
    expect(read.body.data).toHaveLength(Object.keys(FEATURE_FLAG_DEFAULTS).length);
  });

  it('removes an override on inherit', async () => {
    const admin = await superAdmin();
    const account = await ctx.newAccount();
    const alice = await ctx.newUser({ account });
    const accountId = account.account.id;
    await put(admin.token, accountId, 'dispatching', { enabled: false }).expect(200);
    await put(admin.token, accountId, 'dispatching', { enabled: false, userId: alice.user.id }).expect(200);

    await put(admin.token, accountId, 'dispatching', { enabled: null, userId: alice.user.id }).expect(200);
    expect(await flagsOf(alice.token)).toMatchObject({ dispatching: false });
    const inherited = await put(admin.token, accountId, 'dispatching', { enabled: null }).expect(200);
    expect(setting(inherited.body.data, 'dispatching')).toMatchObject({ account: null, effective: true });
    expect(await flagsOf(alice.token)).toEqual(FEATURE_FLAG_DEFAULTS);
  });

  it('refuses everyone but a super admin', async () => {
    const account = await ctx.newAccount();
    const admin = await ctx.newUser({ account, permissions: ['web:usercrud', 'web:settings'] });
    const accountId = account.account.id;
    await put(admin.token, accountId, 'complexJobs', { enabled: false }).expect(403);
    await ctx.http().get(`/api/feature-flags/accounts/${accountId}`).set(bearer(admin.token)).expect(403);
    expect(await flagsOf(admin.token)).toMatchObject({ complexJobs: true });
  });

  it('answers 400 for an unknown flag or value, and 404 for an unknown account or a user of another', async () => {
    const admin = await superAdmin();
    const account = await ctx.newAccount();
    const outsider = await ctx.newUser();
    const accountId = account.account.id;

    const unknown = await put(admin.token, accountId, 'teleportation', { enabled: true }).expect(400);
    expect(unknown.body.message).toBe(
      'Unknown feature flag "teleportation". Known flags: webEngineHours, complexJobs, webAssetMap, webSchedule, ' +
        'dispatching, assetAvailability, serverSideQuoteFilters.',
    );
    const badValue = await put(admin.token, accountId, 'complexJobs', { enabled: 'yes' }).expect(400);
    expect(badValue.body.message).toBe('Choose On, Off or Inherit.');

    const noAccount = await put(admin.token, '00000000-0000-4000-8000-000000000000', 'complexJobs', { enabled: true });
    expect(noAccount.status).toBe(404);
    expect(noAccount.body.message).toBe('Account not found.');

    const otherUser = await put(admin.token, accountId, 'complexJobs', { enabled: true, userId: outsider.user.id });
    expect(otherUser.status).toBe(404);
    expect(otherUser.body.message).toBe('No User Found');
    await ctx
      .http()
      .get(`/api/feature-flags/accounts/${accountId}`)
      .query({ userId: outsider.user.id })
      .set(bearer(admin.token))
      .expect(404);
    expect(await flagsOf(outsider.token)).toEqual(FEATURE_FLAG_DEFAULTS);
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
