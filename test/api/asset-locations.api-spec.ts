import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AssetLocation } from '../../src/assets/asset-location.entity.js';
import { Asset } from '../../src/assets/asset.entity.js';
import { Category } from '../../src/assets/category.entity.js';
import { expectCrossAccountNotFound } from '../support/cross-account.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('asset locations', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-locations-'));

  beforeAll(async () => {
    ctx = await TestContext.create({ dataDir, googleMapsApiKey: null });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let macSerial = 0;
  const newMac = () =>
    `aa:bb:cc:00:${(macSerial >> 8).toString(16).padStart(2, '0')}:${(macSerial++ & 255).toString(16).padStart(2, '0')}`;

  /** An asset with a tracker (lower-case MAC, to prove the case-insensitive match) in the account. */
  async function trackedAsset(owner: TestAccount, last: Partial<Asset> = {}) {
    const manager = ctx.dataSource.manager;
    const category = await manager.save(
      manager.create(Category, { accountId: owner.account.id, name: 'Cranes', parentCategoryId: null }),
    );
    return manager.save(
      manager.create(Asset, {
        accountId: owner.account.id,
        assetName: 'LR 1300',
        categoryId: category.id,
        macAddress: newMac(),
        details: { assetType: 'Crawler Crane', manufacturer: 'Liebherr' },
        ...last,
      }),
    );
  }

  async function setup() {
    const owner = await ctx.newAccount();
    const crud = await ctx.newUser({ permissions: ['web:assetcrud'], account: owner });
    const viewer = await ctx.newUser({ permissions: ['web:assetmap'], account: owner });
    return { owner, crud, viewer };
  }

  const point = (macAddress: string, time: string, extra: object = {}) => ({
    macAddress,
    lat: 39.7392,
    lng: -104.9903,
    time,
    provider: 'acme-trackers',
    source: 'gps',
    ...extra,
  });

  const post = (token: string, points: object[]) =>
    ctx.http().post('/api/trackers/locations').set(bearer(token)).send({ points });
  const historyOf = (token: string, assetId: string, query = '') =>
    ctx.http().get(`/api/assets/locations?assetId=${assetId}${query}`).set(bearer(token));
  const assetRow = (id: string) => ctx.dataSource.getRepository(Asset).findOneByOrFail({ id });
  const locationsOf = (accountId: string) => ctx.dataSource.getRepository(AssetLocation).countBy({ accountId });

  describe('POST /api/trackers/locations', () => {
    it('stores the points and moves the asset to its newest point, never back to an older one', async () => {
      const { owner, crud, viewer } = await setup();
      const asset = await trackedAsset(owner);
      const mac = asset.macAddress!.toUpperCase();

      const first = await post(crud.token, [
        point(mac, '2026-01-10T10:00:00Z', { lat: 40, lng: -105, localDateTime: '2026-01-10 03:00', radius: 12.5 }),
        point(mac.toLowerCase(), '2026-01-10T11:00:00Z', { lat: 41, lng: -106, address: '1 Yard Rd' }),
      ]).expect(200);
      expect(first.body).toEqual({ data: { stored: 2, unknownMacAddresses: [] } });
      let row = await assetRow(asset.id);
      expect(row).toMatchObject({ lastLat: 41, lastLng: -106, lastSeen: new Date('2026-01-10T11:00:00Z') });

      await post(crud.token, [point(mac, '2026-01-09T08:00:00Z', { lat: 1, lng: 2 })]).expect(200);
      row = await assetRow(asset.id);
      expect(row).toMatchObject({ lastLat: 41, lastLng: -106, lastSeen: new Date('2026-01-10T11:00:00Z') });

      const history = await historyOf(viewer.token, asset.id).expect(200);
      expect(history.body.nextPageKey).toBeUndefined();
      expect(history.body.data).toEqual([
        {
          id: expect.any(String),
          dateTime: '2026-01-10T11:00:00.000Z',
          localDateTime: null,
          lat: 41,
          lng: -106,
          macAddress: mac,
          provider: 'acme-trackers',
          source: { type: 'gps' },
          address: '1 Yard Rd',
          radius: null,
        },
        expect.objectContaining({
          dateTime: '2026-01-10T10:00:00.000Z',
          localDateTime: '2026-01-10 03:00',
          radius: 12.5,
        }),
        expect.objectContaining({ dateTime: '2026-01-09T08:00:00.000Z', lat: 1, lng: 2 }),
      ]);
    });

    it("skips and reports unknown MAC addresses, another account's included", async () => {
      const { owner, crud } = await setup();
      const asset = await trackedAsset(owner);
      const foreign = await trackedAsset(await ctx.newAccount());
      const foreignBefore = await assetRow(foreign.id);

      const response = await post(crud.token, [
        point(asset.macAddress!, '2026-01-10T10:00:00Z'),
        point('de:ad:be:ef:00:01', '2026-01-10T10:00:00Z'),
        point(foreign.macAddress!, '2026-01-10T10:00:00Z'),
        point('DE:AD:BE:EF:00:01', '2026-01-10T10:05:00Z'),
      ]).expect(200);
      expect(response.body.data).toEqual({
        stored: 1,
        unknownMacAddresses: ['DE:AD:BE:EF:00:01', foreign.macAddress!.toUpperCase()],
      });
      expect(await locationsOf(owner.account.id)).toBe(1);
      expect(await locationsOf(foreign.accountId)).toBe(0);
      expect(await assetRow(foreign.id)).toEqual(foreignBefore);
    });

    it('refuses the whole batch with the reason of every bad point, storing nothing', async () => {
      const { owner, crud } = await setup();
      const asset = await trackedAsset(owner);
      const before = await assetRow(asset.id);
      const mac = asset.macAddress!;
      const future = new Date(Date.now() + 10 * 60_000).toISOString();

      const response = await post(crud.token, [
        point(mac, '2026-01-10T10:00:00Z'),
        point(' ', '2026-01-10T10:00:00Z', { lat: 90.5, lng: -180.1 }),
        point(mac, 'yesterday', { provider: '', source: '' }),
        point(mac, future, { radius: -1, address: 5, localDateTime: 7 }),
      ]).expect(400);
      expect(response.body.message).toBe('MAC address is required.');
      expect(response.body.errors).toEqual({
        'points.1.macAddress': ['MAC address is required.'],
        'points.1.lat': ['Latitude must be between -90 and 90.'],
        'points.1.lng': ['Longitude must be between -180 and 180.'],
        'points.2.time': ['Time must be an ISO 8601 date and time.'],
        'points.2.provider': ['Provider is required.'],
        'points.2.source': ['Source is required.'],
        'points.3.time': ['Time cannot be more than 5 minutes in the future.'],
        'points.3.radius': ['Radius must be a number of metres, 0 or more.'],
        'points.3.address': ['Address must be text.'],
        'points.3.localDateTime': ['Local date time must be text.'],
      });
      expect(await locationsOf(owner.account.id)).toBe(0);
      expect(await assetRow(asset.id)).toEqual(before);
    });

    it('accepts a point slightly ahead of the clock and refuses an empty or oversized batch', async () => {
      const { owner, crud } = await setup();
      const asset = await trackedAsset(owner);
      const soon = new Date(Date.now() + 60_000).toISOString();
      await post(crud.token, [point(asset.macAddress!, soon)]).expect(200);

      for (const points of [[], Array.from({ length: 1001 }, () => point(asset.macAddress!, soon))]) {
        const response = await post(crud.token, points).expect(400);
        expect(response.body.errors).toEqual({ points: ['Send between 1 and 1000 points.'] });
      }
      expect(await locationsOf(owner.account.id)).toBe(1);
    });

    it('refuses a user without asset management', async () => {
      const { owner, viewer } = await setup();
      const asset = await trackedAsset(owner);
      await post(viewer.token, [point(asset.macAddress!, '2026-01-10T10:00:00Z')]).expect(403);
      expect(await locationsOf(owner.account.id)).toBe(0);
    });
  });

  describe('GET /api/assets/locations', () => {
    it('pages newest first, every row exactly once even when times are equal across pages', async () => {
      const { owner, crud, viewer } = await setup();
      const asset = await trackedAsset(owner);
      const times = ['2026-01-10T10:00:00Z', '2026-01-10T10:00:00Z', '2026-01-10T10:00:00Z', '2026-01-10T09:00:00Z'];
      const points = [...times, ...times].map((time, index) =>
        point(asset.macAddress!, time, { lat: index, lng: index }),
      );
      await post(crud.token, points).expect(200);

      const seen: { id: string; dateTime: string }[] = [];
      let key: string | undefined;
      let pages = 0;
      do {
        const query = `&limit=3${key ? `&nextPageKey=${key}` : ''}`;
        const response = await historyOf(viewer.token, asset.id, query).expect(200);
        seen.push(...response.body.data);
        key = response.body.nextPageKey;
        pages += 1;
      } while (key);

      expect(pages).toBe(3);
      expect(seen).toHaveLength(8);
      expect(new Set(seen.map((row) => row.id)).size).toBe(8);
      expect(seen.map((row) => row.dateTime)).toEqual([
        ...Array(6).fill('2026-01-10T10:00:00.000Z'),
        ...Array(2).fill('2026-01-10T09:00:00.000Z'),
      ]);
    });

    it('refuses a bad page key, a bad limit and a missing asset id', async () => {
      const { owner, viewer } = await setup();
      const asset = await trackedAsset(owner);
      const badKey = await historyOf(viewer.token, asset.id, '&nextPageKey=nope').expect(400);
      expect(badKey.body.message).toBe('Invalid page key.');
      const badLimit = await historyOf(viewer.token, asset.id, '&limit=201').expect(400);
      expect(badLimit.body.errors).toEqual({ limit: ['Limit must be between 1 and 200.'] });
      const noAsset = await ctx.http().get('/api/assets/locations').set(bearer(viewer.token)).expect(400);
      expect(noAsset.body.errors).toEqual({ assetId: ['Asset id is required.'] });
    });

    it("answers another account's asset like a missing one", async () => {
      await expectCrossAccountNotFound(ctx, {
        method: 'get',
        path: async (owner) => `/api/assets/locations?assetId=${(await trackedAsset(owner)).id}`,
        missingPath: `/api/assets/locations?assetId=${MISSING}`,
      });
      const { viewer } = await setup();
      const missing = await historyOf(viewer.token, MISSING).expect(404);
      expect(missing.body.message).toBe('Asset not found.');
    });

    it('refuses a user without an asset scope', async () => {
      const { owner } = await setup();
      const asset = await trackedAsset(owner);
      const { token } = await ctx.newUser({ permissions: ['web:settings'], account: owner });
      await historyOf(token, asset.id).expect(403);
    });
  });
});
