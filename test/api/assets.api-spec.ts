import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AssetAttachment } from '../../src/assets/asset-attachment.entity.js';
import { Asset } from '../../src/assets/asset.entity.js';
import { ASSET_TYPES, MANUFACTURERS } from '../../src/assets/asset-types.js';
import { Category } from '../../src/assets/category.entity.js';
import { systemAccess } from '../../src/common/auth/permissions.js';
import { FeatureFlagsService } from '../../src/feature-flags/feature-flags.service.js';
import { expectCrossAccountNotFound } from '../support/cross-account.js';
import { TINY_PNG } from '../support/images.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const ALIAS = '%22%22';

describe('assets', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-assets-'));

  beforeAll(async () => {
    ctx = await TestContext.create({ dataDir, googleMapsApiKey: null });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const assetsOf = (accountId: string) =>
    ctx.dataSource.getRepository(Asset).find({ where: { accountId }, order: { assetName: 'ASC', id: 'ASC' } });
  const attachmentsOf = (accountId: string) =>
    ctx.dataSource.getRepository(AssetAttachment).find({ where: { accountId }, order: { createdAt: 'ASC' } });

  /** An account with a Cranes > Crawler category tree and a user holding asset CRUD. */
  async function setup(account?: TestAccount) {
    const owner = account ?? (await ctx.newAccount());
    const repo = ctx.dataSource.getRepository(Category);
    const cranes = await repo.save(
      repo.create({ accountId: owner.account.id, name: 'Cranes', parentCategoryId: null }),
    );
    const crawler = await repo.save(
      repo.create({ accountId: owner.account.id, name: 'Crawler', parentCategoryId: cranes.id }),
    );
    const crud = await ctx.newUser({ permissions: ['web:assetcrud'], account: owner });
    return { owner, cranes, crawler, crud };
  }

  const assetBody = (categoryId: string, extra: object = {}) => ({
    assetName: 'LR 1300 #1',
    categoryId,
    details: { assetType: 'Crawler Crane', manufacturer: 'Liebherr', serialNumber: 'SN-001', length: 12.5 },
    metadata: [{ metadataName: 'Capacity', metadataValue: '300', metadataUnitOfMeasure: 'tons' }],
    ...extra,
  });

  async function createAsset(token: string, categoryId: string, extra: object = {}) {
    const response = await ctx.http().post('/api/assets').set(bearer(token)).send(assetBody(categoryId, extra));
    expect(response.status).toBe(201);
    return response.body.data as { id: string; assetName: string } & Record<string, unknown>;
  }

  describe('categories', () => {
    it('lists the tree with paths, on the clean and the "" paths', async () => {
      const { cranes, crawler, crud } = await setup();
      for (const path of ['/api/categories', `/api/categories/${ALIAS}`, '/api/categories/""']) {
        const response = await ctx.http().get(path).set(bearer(crud.token)).expect(200);
        expect(response.body.data).toEqual([
          { id: cranes.id, name: 'Cranes', parentCategoryId: null, path: cranes.id },
          { id: crawler.id, name: 'Crawler', parentCategoryId: cranes.id, path: `${cranes.id}>${crawler.id}` },
        ]);
      }
      for (const path of [`/api/categories/${crawler.id}`, `/api/categories/${ALIAS}/${crawler.id}`]) {
        const response = await ctx.http().get(path).set(bearer(crud.token)).expect(200);
        expect(response.body.data.path).toBe(`${cranes.id}>${crawler.id}`);
      }
    });

    it('refuses a user without an asset scope', async () => {
      const { token } = await ctx.newUser({ permissions: ['web:settings'] });
      await ctx.http().get('/api/categories').set(bearer(token)).expect(403);
    });

    it("hides another account's category", async () => {
      await expectCrossAccountNotFound(ctx, {
        method: 'get',
        path: async (owner) => `/api/categories/${(await setup(owner)).crawler.id}`,
        missingPath: `/api/categories/${MISSING}`,
      });
      const { crud } = await setup();
      const missing = await ctx.http().get(`/api/categories/${MISSING}`).set(bearer(crud.token)).expect(404);
      expect(missing.body.message).toBe('Category not found.');
    });
  });

  describe('reference lists', () => {
    it('answers the types and manufacturers as options with Unknown last', async () => {
      const { token } = await ctx.newUser({ permissions: ['web:assetmap'] });
      const types = (await ctx.http().get('/api/assets/types').set(bearer(token)).expect(200)).body.data;
      expect(types.length).toBeGreaterThanOrEqual(120);
      expect(types).toHaveLength(ASSET_TYPES.length);
      expect(types[types.length - 1]).toEqual({ id: String(types.length), value: 'Unknown' });
      const makers = (await ctx.http().get('/api/assets/manufacturers').set(bearer(token)).expect(200)).body.data;
      expect(makers).toHaveLength(MANUFACTURERS.length);
      expect(makers.map((m: { value: string }) => m.value)).toEqual(expect.arrayContaining(['Liebherr', 'Grove']));
      expect(makers[makers.length - 1].value).toBe('Unknown');
    });

    it('refuses a user without an asset scope', async () => {
      const { token } = await ctx.newUser({ permissions: ['web:quoting'] });
      await ctx.http().get('/api/assets/types').set(bearer(token)).expect(403);
      await ctx.http().get('/api/assets/manufacturers').set(bearer(token)).expect(403);
    });
  });

  describe('asset CRUD', () => {
    it('creates, reads, edits and deletes an asset, on the clean and the "" paths', async () => {
      const { owner, crawler, crud } = await setup();
      const created = await ctx
        .http()
        .post(`/api/assets/${ALIAS}`)
        .set(bearer(crud.token))
        .send(
          assetBody(crawler.id, {
            branchIds: [owner.branch.id],
            divisionId: owner.division.id,
            address: { formattedAddress: '1 Yard Rd, Denver, CO', lat: 39.7, lng: -104.9 },
            macAddress: 'AA:BB:CC:00:11:22',
            metadata: [
              { metadataName: 'Capacity', metadataValue: '300', metadataUnitOfMeasure: 'tons' },
              { metadataName: '', metadataValue: '', metadataUnitOfMeasure: '' },
            ],
          }),
        )
        .expect(201);
      const asset = created.body.data;
      expect(asset).toMatchObject({
        assetName: 'LR 1300 #1',
        assetStatus: 'active',
        branchIds: [owner.branch.id],
        divisionId: owner.division.id,
        categoryId: crawler.id,
        category: 'Crawler',
        macAddress: 'AA:BB:CC:00:11:22',
        details: { assetType: 'Crawler Crane', manufacturer: 'Liebherr', serialNumber: 'SN-001', length: 12.5 },
        metadata: [{ metadataName: 'Capacity', metadataValue: '300', metadataUnitOfMeasure: 'tons' }],
        attachments: [],
        primaryImageUrl: null,
      });

      const map = await ctx.newUser({ permissions: ['web:assetmap'], account: owner });
      for (const path of [`/api/assets/${asset.id}`, `/api/assets/${ALIAS}/${asset.id}`]) {
        const read = await ctx.http().get(path).set(bearer(map.token)).expect(200);
        expect(read.body.data).toEqual(asset);
      }

      const edited = await ctx
        .http()
        .put(`/api/assets/${ALIAS}/${asset.id}`)
        .set(bearer(crud.token))
        .send(
          assetBody(crawler.id, { assetName: 'LR 1300 #2', details: { assetType: 'Crane', manufacturer: 'Grove' } }),
        )
        .expect(200);
      expect(edited.body.data).toMatchObject({
        id: asset.id,
        assetName: 'LR 1300 #2',
        branchIds: [],
        macAddress: null,
        address: null,
      });
      expect(edited.body.data.details).toEqual({ assetType: 'Crane', manufacturer: 'Grove' });

      await ctx
        .http()
        .delete(`/api/assets/${asset.id}`)
        .set(bearer(crud.token))
        .expect(200, { data: { id: asset.id } });
      expect(await assetsOf(owner.account.id)).toEqual([]);
      const again = await createAsset(crud.token, crawler.id);
      await ctx.http().delete(`/api/assets/${ALIAS}/${again.id}`).set(bearer(crud.token)).expect(200);
      await ctx.http().get(`/api/assets/${again.id}`).set(bearer(crud.token)).expect(404, {
        statusCode: 404,
        message: 'Asset not found.',
      });
    });

    it('refuses writes without asset CRUD and reads without an asset or schedule scope', async () => {
      const { owner, crawler, crud } = await setup();
      const asset = await createAsset(crud.token, crawler.id);
      const map = await ctx.newUser({ permissions: ['web:assetmap'], account: owner });
      const none = await ctx.newUser({ permissions: ['web:quoting'], account: owner });
      const scheduler = await ctx.newUser({ permissions: ['web:schedule'], account: owner });
      await ctx.http().get(`/api/assets/${asset.id}`).set(bearer(scheduler.token)).expect(200);
      await ctx.http().get('/api/v2/search/asset').set(bearer(scheduler.token)).expect(200);
      await ctx.http().post('/api/assets').set(bearer(map.token)).send(assetBody(crawler.id)).expect(403);
      await ctx.http().put(`/api/assets/${asset.id}`).set(bearer(map.token)).send(assetBody(crawler.id)).expect(403);
      await ctx.http().delete(`/api/assets/${asset.id}`).set(bearer(map.token)).expect(403);
      await ctx.http().get(`/api/assets/${asset.id}`).set(bearer(none.token)).expect(403);
      await ctx.http().get('/api/v2/search/asset').set(bearer(none.token)).expect(403);
      expect(await assetsOf(owner.account.id)).toHaveLength(1);
    });

    it.each([
      [{ assetName: '  ' }, 'assetName', 'Required'],
      [{ categoryId: undefined }, 'categoryId', 'Category is required!'],
      [{ categoryId: MISSING }, 'categoryId', 'Category not found.'],
      [{ details: { assetType: 'Crawler Crane' } }, 'details.manufacturer', 'Manufacturer is required!'],
      [
        { details: { assetType: 'Crawler Crane', manufacturer: 'Acme' } },
        'details.manufacturer',
        'Manufacturer is required!',
      ],
      [{ details: { manufacturer: 'Grove' } }, 'details.assetType', 'Type is required!'],
      [{ details: { assetType: 'Spaceship', manufacturer: 'Grove' } }, 'details.assetType', 'Type is required!'],
      [{ engineHours: -1 }, 'engineHours', 'Positive numbers only.'],
      [{ metadata: [{ metadataName: '', metadataValue: '3' }] }, 'metadata.0.metadataName', 'Key is required'],
      [{ details: { assetType: 'Crane', manufacturer: 'Grove', weight: '12' } }, 'details.weight', 'Numbers only.'],
      [{ branchIds: [MISSING] }, 'branchIds', 'Branch not found.'],
      [{ divisionId: MISSING }, 'divisionId', 'Division not found.'],
    ])('refuses %j with its message', async (extra, field, message) => {
      const { owner, crawler, crud } = await setup();
      const response = await ctx
        .http()
        .post('/api/assets')
        .set(bearer(crud.token))
        .send(assetBody(crawler.id, extra))
        .expect(400);
      expect(response.body).toMatchObject({ message, errors: { [field]: [message] } });
      expect(await assetsOf(owner.account.id)).toEqual([]);
    });

    it("refuses another account's branch, division and category", async () => {
      const { owner, crawler, crud } = await setup();
      const other = await setup();
      const send = (extra: object) =>
        ctx.http().post('/api/assets').set(bearer(crud.token)).send(assetBody(crawler.id, extra)).expect(400);
      expect((await send({ branchIds: [other.owner.branch.id] })).body.message).toBe('Branch not found.');
      expect((await send({ divisionId: other.owner.division.id })).body.message).toBe('Division not found.');
      expect((await send({ categoryId: other.crawler.id })).body.message).toBe('Category not found.');
      expect(await assetsOf(owner.account.id)).toEqual([]);
    });

    it('refuses a MAC address another asset of the account has', async () => {
      const { crawler, crud } = await setup();
      await createAsset(crud.token, crawler.id, { macAddress: 'AA:00' });
      const response = await ctx
        .http()
        .post('/api/assets')
        .set(bearer(crud.token))
        .send(assetBody(crawler.id, { macAddress: 'AA:00' }))
        .expect(400);
      expect(response.body.message).toBe('Another asset already has this MAC address.');
    });

    it('saves engine hours only when sent and the webEngineHours flag is on, rounded', async () => {
      const { owner, crawler, crud } = await setup();
      const asset = await createAsset(crud.token, crawler.id, { engineHours: 1234.6 });
      expect(asset.engineHours).toBe(1235);
      expect(asset.engineHoursLastUpdate).toEqual(expect.any(String));

      const kept = await ctx.http().put(`/api/assets/${asset.id}`).set(bearer(crud.token)).send(assetBody(crawler.id));
      expect(kept.body.data).toMatchObject({ engineHours: 1235, engineHoursLastUpdate: asset.engineHoursLastUpdate });

      await ctx.app.get(FeatureFlagsService).set(systemAccess(owner.account.id), 'webEngineHours', false);
      const ignored = await ctx
        .http()
        .put(`/api/assets/${asset.id}`)
        .set(bearer(crud.token))
        .send(assetBody(crawler.id, { engineHours: 5 }))
        .expect(200);
      expect(ignored.body.data.engineHours).toBe(1235);
    });

    it("hides another account's asset and changes nothing", async () => {
      const makeAsset = async (owner: TestAccount) => {
        const { crawler, crud } = await setup(owner);
        return (await createAsset(crud.token, crawler.id)).id;
      };
      const state = ({ account }: TestAccount) => assetsOf(account.id);
      await expectCrossAccountNotFound(ctx, {
        method: 'get',
        path: async (owner) => `/api/assets/${await makeAsset(owner)}`,
        missingPath: `/api/assets/${MISSING}`,
      });
      await expectCrossAccountNotFound(ctx, {
        method: 'delete',
        path: async (owner) => `/api/assets/${ALIAS}/${await makeAsset(owner)}`,
        missingPath: `/api/assets/${ALIAS}/${MISSING}`,
        state,
      });
      // The stranger's own category makes the body valid, so only the asset lookup can refuse it.
      const stranger = await setup();
      await expectCrossAccountNotFound(ctx, {
        method: 'put',
        path: async (owner) => `/api/assets/${await makeAsset(owner)}`,
        missingPath: `/api/assets/${MISSING}`,
        body: assetBody(stranger.crawler.id, { assetName: 'Stolen' }),
        state,
      });
    });
  });

  describe('GET /v2/search/asset', () => {
    it('pages by key through equal names, each row exactly once, in (name, id) order', async () => {
      const { crawler, crud } = await setup();
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) ids.push((await createAsset(crud.token, crawler.id, { assetName: 'Same' })).id);
      await createAsset(crud.token, crawler.id, { assetName: 'Another' });
      const seen: string[] = [];
      let nextPageKey: string | undefined;
      let pages = 0;
      do {
        const response = await ctx
          .http()
          .get('/api/v2/search/asset')
          .query({ keywords: 'same', limit: 2, ...(nextPageKey ? { nextPageKey } : {}) })
          .set(bearer(crud.token))
          .expect(200);
        seen.push(...response.body.data.map((a: { id: string }) => a.id));
        nextPageKey = response.body.nextPageKey;
        pages += 1;
      } while (nextPageKey);
      expect(pages).toBe(3);
      expect(seen).toEqual([...ids].sort());
    });

    it('matches keywords on serial number, manufacturer, type and MAC address, and filters type and category tree', async () => {
      const { cranes, crawler, crud } = await setup();
      const a = await createAsset(crud.token, crawler.id, { assetName: 'Alpha', macAddress: 'FE:ED:00' });
      const b = await createAsset(crud.token, cranes.id, {
        assetName: 'Bravo',
        details: { assetType: 'Forklift', manufacturer: 'Toyota', serialNumber: 'XQ-77' },
      });
      const search = async (query: object) =>
        (await ctx.http().get('/api/v2/search/asset').query(query).set(bearer(crud.token)).expect(200)).body.data.map(
          (x: { id: string }) => x.id,
        );
      expect(await search({ keywords: 'xq-7' })).toEqual([b.id]);
      expect(await search({ keywords: 'toyota' })).toEqual([b.id]);
      expect(await search({ keywords: 'FORKLIFT' })).toEqual([b.id]);
      expect(await search({ keywords: 'feed' })).toEqual([]);
      expect(await search({ keywords: 'fe:ed' })).toEqual([a.id]);
      expect(await search({ keywords: '100%' })).toEqual([]);
      expect(await search({ assetType: 'Crawler Crane' })).toEqual([a.id]);
      // A category lists its own assets and those of every category below it.
      expect(await search({ categoryId: cranes.id })).toEqual([a.id, b.id]);
      expect(await search({ categoryId: crawler.id })).toEqual([a.id]);
      expect(await search({})).toEqual([a.id, b.id]);
    });

    it('answers the list shape and refuses a bad page key or limit', async () => {
      const { crawler, crud } = await setup();
      await createAsset(crud.token, crawler.id);
      const response = await ctx.http().get('/api/v2/search/asset').set(bearer(crud.token)).expect(200);
      expect(response.body.nextPageKey).toBeUndefined();
      expect(response.body.data[0]).toMatchObject({
        assetName: 'LR 1300 #1',
        categoryId: crawler.id,
        category: 'Crawler',
        primaryImageUrl: null,
      });
      expect(response.body.data[0].attachments).toBeUndefined();
      const bad = await ctx.http().get('/api/v2/search/asset?nextPageKey=nope').set(bearer(crud.token)).expect(400);
      expect(bad.body.message).toBe('Invalid page key.');
      const big = await ctx.http().get('/api/v2/search/asset?limit=201').set(bearer(crud.token)).expect(400);
      expect(big.body.message).toBe('Limit must be between 1 and 200.');
    });
  });

  describe('attachments', () => {
    const uploadImage = async (token: string): Promise<string> =>
      (
        await ctx
          .http()
          .post('/api/images')
          .set(bearer(token))
          .send({ image: TINY_PNG, mime: 'image/png', name: 'a.png' })
          .expect(201)
      ).body.data.Location;

    it('uploads a document and refuses other types and oversized ones', async () => {
      const { owner, crud } = await setup();
      const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
      const response = await ctx
        .http()
        .post('/api/documents/upload')
        .set(bearer(crud.token))
        .send({ mime: 'application/pdf', document: pdf, name: 'Load Chart.pdf' })
        .expect(201);
      const { Location, Extension, key } = response.body.data;
      expect(Extension).toBe('pdf');
      expect(key).toMatch(new RegExp(`^${owner.account.id}/documents/[0-9a-f-]{36}\\.pdf$`));
      const file = await ctx.http().get(Location).expect(200);
      expect(file.body.toString()).toBe('%PDF-1.4');
      // A null name is no name: the extension comes from the type (the fuzz test once got a 500 here).
      const unnamed = await ctx
        .http()
        .post('/api/documents/upload')
        .set(bearer(crud.token))
        .send({ mime: 'application/pdf', document: pdf, name: null })
        .expect(201);
      expect(unnamed.body.data.Extension).toBe('pdf');

      const text = await ctx
        .http()
        .post('/api/documents/upload')
        .set(bearer(crud.token))
        .send({ mime: 'text/plain', document: 'aGk=' })
        .expect(400);
      expect(text.body.message).toBe('Documents must be application/* files.');
      const big = await ctx
        .http()
        .post('/api/documents/upload')
        .set(bearer(crud.token))
        .send({ mime: 'application/pdf', document: Buffer.alloc(10_000_001).toString('base64') })
        .expect(400);
      expect(big.body.message).toBe('Document is larger than 10,000,000 bytes.');
      const map = await ctx.newUser({ permissions: ['web:assetmap'], account: owner });
      await ctx
        .http()
        .post('/api/documents/upload')
        .set(bearer(map.token))
        .send({ mime: 'application/pdf', document: 'aGk=' })
        .expect(403);
    });

    it('keeps exactly one primary image through add, choose and delete', async () => {
      const { owner, crawler, crud } = await setup();
      const asset = await createAsset(crud.token, crawler.id);
      const attach = async (body: object) =>
        (await ctx.http().post(`/api/v2/assets/${asset.id}/attachment`).set(bearer(crud.token)).send(body).expect(201))
          .body.data.asset;
      const primaries = async () => (await attachmentsOf(owner.account.id)).filter((a) => a.primary).map((a) => a.id);

      const doc = await ctx
        .http()
        .post('/api/documents/upload')
        .set(bearer(crud.token))
        .send({ mime: 'application/pdf', document: 'aGk=', name: 'x.pdf' });
      let view = await attach({ url: doc.body.data.key, contentType: 'application/pdf', name: 'x.pdf', primary: true });
      expect(view.attachments).toEqual([expect.objectContaining({ name: 'x.pdf', primary: false })]);

      view = await attach({ url: await uploadImage(crud.token), contentType: 'image/png', name: 'first' });
      const first = view.attachments.find((a: { name: string }) => a.name === 'first');
      expect(first.primary).toBe(true);
      expect(view.primaryImageUrl).toBe(first.url);
      view = await attach({ url: await uploadImage(crud.token), contentType: 'image/png', name: 'second' });
      expect(await primaries()).toEqual([first.id]);
      view = await attach({
        url: await uploadImage(crud.token),
        contentType: 'image/png',
        name: 'third',
        primary: true,
      });
      const third = view.attachments[0];
      expect(third).toMatchObject({ name: 'third', primary: true });
      expect(await primaries()).toEqual([third.id]);

      const chosen = await ctx
        .http()
        .put(`/api/v2/assets/${asset.id}/attachment`)
        .set(bearer(crud.token))
        .send({ attachments: [{ id: first.id, primary: true }] })
        .expect(200);
      expect(chosen.body.data.asset.attachments[0].id).toBe(first.id);
      expect(await primaries()).toEqual([first.id]);

      const removed = await ctx
        .http()
        .delete(`/api/v2/assets/${asset.id}/attachment/${first.id}`)
        .set(bearer(crud.token))
        .expect(200);
      expect(removed.body.data.asset.attachments[0]).toMatchObject({ id: third.id, primary: true });
      expect(await attachmentsOf(owner.account.id)).toHaveLength(3);

      const unknown = await ctx
        .http()
        .put(`/api/v2/assets/${asset.id}/attachment`)
        .set(bearer(crud.token))
        .send({ attachments: [{ id: MISSING, primary: true }] })
        .expect(400);
      expect(unknown.body.message).toBe('Attachment not found.');
      await ctx
        .http()
        .delete(`/api/v2/assets/${asset.id}/attachment/${MISSING}`)
        .set(bearer(crud.token))
        .expect(404, { statusCode: 404, message: 'Attachment not found.' });
    });

    it('refuses a file of another account, bad input and a user without asset CRUD', async () => {
      const { owner, crawler, crud } = await setup();
      const other = await setup();
      const asset = await createAsset(crud.token, crawler.id);
      const foreign = await uploadImage(other.crud.token);
      const send = (body: object, token = crud.token) =>
        ctx.http().post(`/api/v2/assets/${asset.id}/attachment`).set(bearer(token)).send(body);
      expect((await send({ url: foreign, contentType: 'image/png' }).expect(400)).body.message).toBe('File not found.');
      const foreignKey = new URL(foreign, 'http://local/').pathname.replace('/api/files/', '');
      const climbing = `/api/files/${owner.account.id}/../${foreignKey}`;
      expect((await send({ url: climbing, contentType: 'image/png' }).expect(400)).body.message).toBe(
        'File not found.',
      );
      expect((await send({ url: '', contentType: 'image/png' }).expect(400)).body.errors).toEqual({
        url: ['Required'],
      });
      const map = await ctx.newUser({ permissions: ['web:assetmap'], account: owner });
      await send({ url: await uploadImage(crud.token), contentType: 'image/png' }, map.token).expect(403);
      await ctx
        .http()
        .put(`/api/v2/assets/${asset.id}/attachment`)
        .set(bearer(map.token))
        .send({ attachments: [] })
        .expect(403);
      await ctx.http().delete(`/api/v2/assets/${asset.id}/attachment/${MISSING}`).set(bearer(map.token)).expect(403);
      expect(await attachmentsOf(owner.account.id)).toEqual([]);
    });

    it("hides another account's asset and attachment", async () => {
      const withImage = async (owner: TestAccount) => {
        const { crawler, crud } = await setup(owner);
        const asset = await createAsset(crud.token, crawler.id);
        const view = (
          await ctx
            .http()
            .post(`/api/v2/assets/${asset.id}/attachment`)
            .set(bearer(crud.token))
            .send({ url: await uploadImage(crud.token), contentType: 'image/png' })
        ).body.data.asset;
        return { assetId: asset.id, attachmentId: view.attachments[0].id as string };
      };
      const state = ({ account }: TestAccount) => attachmentsOf(account.id);
      await expectCrossAccountNotFound(ctx, {
        method: 'delete',
        path: async (owner) => {
          const { assetId, attachmentId } = await withImage(owner);
          return `/api/v2/assets/${assetId}/attachment/${attachmentId}`;
        },
        missingPath: `/api/v2/assets/${MISSING}/attachment/${MISSING}`,
        state,
      });
      await expectCrossAccountNotFound(ctx, {
        method: 'put',
        path: async (owner) => `/api/v2/assets/${(await withImage(owner)).assetId}/attachment`,
        missingPath: `/api/v2/assets/${MISSING}/attachment`,
        body: { attachments: [] },
        state,
      });
      await expectCrossAccountNotFound(ctx, {
        method: 'post',
        path: async (owner) => `/api/v2/assets/${(await withImage(owner)).assetId}/attachment`,
        missingPath: `/api/v2/assets/${MISSING}/attachment`,
        body: { url: `${MISSING}/images/x.png`, contentType: 'image/png' },
        state,
      });
    });
  });

  describe('GET /googleMaps/googleApiKey', () => {
    it('answers the configured key to map and schedule users only', async () => {
      const map = await ctx.newUser({ permissions: ['web:assetmap'] });
      await ctx.http().get('/api/googleMaps/googleApiKey').set(bearer(map.token)).expect(200, { data: null });
      const schedule = await ctx.newUser({ permissions: ['web:schedule'] });
      await ctx.http().get('/api/googleMaps/googleApiKey').set(bearer(schedule.token)).expect(200);
      const crud = await ctx.newUser({ permissions: ['web:assetcrud'] });
      await ctx.http().get('/api/googleMaps/googleApiKey').set(bearer(crud.token)).expect(403);
    });

    it('answers the GOOGLE_MAPS_API_KEY when configured', async () => {
      const configured = await TestContext.create({ dataDir, googleMapsApiKey: 'maps-key' });
      try {
        const admin = await configured.newUser({ permissions: ['groundcrew:admin'] });
        await configured
          .http()
          .get('/api/googleMaps/googleApiKey')
          .set(bearer(admin.token))
          .expect(200, { data: 'maps-key' });
      } finally {
        await configured.close();
      }
    });
  });
});
