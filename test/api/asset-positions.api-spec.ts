import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Asset } from '../../src/assets/asset.entity.js';
import { Category } from '../../src/assets/category.entity.js';
import { TINY_PNG } from '../support/images.js';
import { bearer, TestContext } from '../support/test-app.js';

describe('GET /api/assets/positions', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-positions-'));

  beforeAll(async () => {
    ctx = await TestContext.create({ dataDir, googleMapsApiKey: null });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function setup() {
    const owner = await ctx.newAccount();
    const manager = ctx.dataSource.manager;
    const category = await manager.save(
      manager.create(Category, { accountId: owner.account.id, name: 'Crawler', parentCategoryId: null }),
    );
    const crud = await ctx.newUser({ permissions: ['web:assetcrud'], account: owner });
    const viewer = await ctx.newUser({ permissions: ['web:assetmap'], account: owner });
    const anAsset = (assetName: string, values: Partial<Asset> = {}) =>
      manager.save(
        manager.create(Asset, {
          accountId: owner.account.id,
          assetName,
          categoryId: category.id,
          details: { assetType: 'Crawler Crane', manufacturer: 'Liebherr' },
          ...values,
        }),
      );
    return { owner, crud, viewer, anAsset };
  }

  const positionsOf = (token: string) => ctx.http().get('/api/assets/positions').set(bearer(token));

  async function attachImage(token: string, assetId: string, name: string) {
    const upload = await ctx
      .http()
      .post('/api/images')
      .set(bearer(token))
      .send({ image: TINY_PNG, mime: 'image/png', name })
      .expect(201);
    await ctx
      .http()
      .post(`/api/v2/assets/${assetId}/attachment`)
      .set(bearer(token))
      .send({ url: upload.body.data.Location, contentType: 'image/png', name })
      .expect(201);
  }

  it('lists the located assets by name: the tracker position, else the address, with a signed primary image', async () => {
    const { crud, viewer, anAsset } = await setup();
    const seen = new Date('2026-01-10T11:00:00Z');
    const tracked = await anAsset('B tracked', {
      macAddress: 'AA:BB:CC:DD:EE:01',
      lastLat: 39.7392,
      lastLng: -104.9903,
      lastSeen: seen,
      address: { formattedAddress: '1 Yard Rd', lat: 10, lng: 20 },
    });
    const parked = await anAsset('A parked', {
      address: { formattedAddress: '2 Yard Rd', lat: 40.5, lng: -105.25 },
    });
    await anAsset('C nowhere');
    await anAsset('D typed address only', { address: { formattedAddress: '3 Main St', lat: null, lng: null } });
    await attachImage(crud.token, tracked.id, 'front.png');

    const response = await positionsOf(viewer.token).expect(200);

    expect(response.body).toEqual({
      data: [
        {
          id: parked.id,
          assetName: 'A parked',
          assetType: 'Crawler Crane',
          category: 'Crawler',
          lat: 40.5,
          lng: -105.25,
          lastSeen: null,
          imageUrl: null,
        },
        {
          id: tracked.id,
          assetName: 'B tracked',
          assetType: 'Crawler Crane',
          category: 'Crawler',
          lat: 39.7392,
          lng: -104.9903,
          lastSeen: seen.toISOString(),
          imageUrl: expect.stringMatching(/^\/api\/files\/.+\/images\/.+\?expires=\d+&signature=/),
        },
      ],
    });
    const image = await ctx.http().get(response.body.data[1].imageUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('follows tracker points posted for the asset', async () => {
    const { crud, viewer, anAsset } = await setup();
    const asset = await anAsset('Tracked later', { macAddress: 'AA:BB:CC:DD:EE:02' });
    expect((await positionsOf(viewer.token).expect(200)).body.data).toEqual([]);

    await ctx
      .http()
      .post('/api/trackers/locations')
      .set(bearer(crud.token))
      .send({
        points: [
          {
            macAddress: 'aa:bb:cc:dd:ee:02',
            lat: 33.45,
            lng: -112.07,
            time: '2026-01-10T10:00:00Z',
            provider: 'p',
            source: 'gps',
          },
        ],
      })
      .expect(200);

    expect((await positionsOf(viewer.token).expect(200)).body.data).toEqual([
      expect.objectContaining({ id: asset.id, lat: 33.45, lng: -112.07, lastSeen: '2026-01-10T10:00:00.000Z' }),
    ]);
  });

  it("never shows another account's assets", async () => {
    const mine = await setup();
    const theirs = await setup();
    const own = await mine.anAsset('Mine', { address: { formattedAddress: 'Here', lat: 1, lng: 2 } });
    await theirs.anAsset('Theirs', { address: { formattedAddress: 'There', lat: 1, lng: 2 } });

    const response = await positionsOf(mine.viewer.token).expect(200);
    expect(response.body.data.map((position: { id: string }) => position.id)).toEqual([own.id]);
  });

  it('refuses a user without the asset-map permission, and admits a super admin', async () => {
    const { owner, crud } = await setup();
    await positionsOf(crud.token).expect(403);
    const admin = await ctx.newUser({ permissions: ['groundcrew:admin'], account: owner });
    await positionsOf(admin.token).expect(200);
  });
});
