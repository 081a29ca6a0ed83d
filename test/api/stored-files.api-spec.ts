import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Asset } from '../../src/assets/asset.entity.js';
import { AssetAttachment } from '../../src/assets/asset-attachment.entity.js';
import { Category } from '../../src/assets/category.entity.js';
import { CLEANUP_LOCK_KEY, StoredFileCleanup } from '../../src/files/stored-file-cleanup.js';
import { StoredFile } from '../../src/files/stored-file.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { TINY_PNG } from '../support/images.js';
import { bearer, TestContext } from '../support/test-app.js';

const HOUR = 3_600_000;
const PDF = Buffer.from('%PDF-1.4 load chart').toString('base64');

describe('stored files', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-stored-files-'));
  const onDisk = (key: string) => existsSync(join(dataDir, 'files', key));
  const record = (key: string) => ctx.dataSource.getRepository(StoredFile).findOneBy({ key });

  beforeAll(async () => {
    ctx = await TestContext.create({ dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** An account with an asset, a job, and a user who may work on all of them. */
  async function world() {
    const owner = await ctx.newAccount();
    const accountId = owner.account.id;
    const manager = ctx.dataSource.manager;
    const { token } = await ctx.newUser({
      account: owner,
      permissions: ['web:assetcrud', 'web:schedule', 'web:settings'],
    });
    const category = await manager.save(
      manager.create(Category, { accountId, name: 'Cranes', parentCategoryId: null }),
    );
    const asset = (name: string) =>
      manager.save(
        manager.create(Asset, { accountId, assetName: name, categoryId: category.id, details: { assetType: 'Crane' } }),
      );
    const job = await manager.save(
      manager.create(Job, {
        accountId,
        number: 'J-5',
        name: 'Tower crane erection',
        startDate: '2027-06-01',
        endDate: '2027-06-03',
        branchIds: [owner.branch.id],
        divisionIds: [owner.division.id],
      }),
    );
    return { owner, accountId, token, crane: await asset('LR 1300'), truck: await asset('Boom truck'), job };
  }

  const http = (token: string) => ({
    post: (path: string, body: object) => ctx.http().post(path).set(bearer(token)).send(body),
  });
  const keyOf = (location: string) => location.slice('/api/files/'.length, location.indexOf('?'));

  async function uploadImage(token: string): Promise<string> {
    return (await http(token).post('/api/images', { image: TINY_PNG, mime: 'image/png' }).expect(201)).body.data.key;
  }
  async function uploadDocument(token: string): Promise<string> {
    const body = { mime: 'application/pdf', document: PDF, name: 'chart.pdf' };
    return (await http(token).post('/api/documents/upload', body).expect(201)).body.data.key;
  }

  describe('records', () => {
    it('records each upload unattached, and marks it attached when a record takes its key', async () => {
      const { owner, accountId, token, crane, job } = await world();
      const image = await uploadImage(token);
      const document = await uploadDocument(token);
      const jobFile = keyOf(
        (
          await http(token)
            .post('/api/upload-document', { data: PDF, mime: 'application/pdf', jobId: job.id, name: 'plan.pdf' })
            .expect(201)
        ).body.data.Location,
      );
      expect(await record(image)).toMatchObject({
        accountId,
        ownerType: null,
        ownerId: null,
        purpose: 'image',
        contentType: 'image/png',
        sizeBytes: Buffer.from(TINY_PNG, 'base64').length,
      });
      expect(await record(document)).toMatchObject({ ownerId: null, purpose: 'asset-document', sizeBytes: 19 });
      expect(await record(jobFile)).toMatchObject({ ownerId: null, purpose: 'job-document' });

      const attach = (key: string, contentType: string) =>
        http(token).post(`/api/v2/assets/${crane.id}/attachment`, { url: key, contentType, name: 'x' }).expect(201);
      await attach(image, 'image/png');
      await attach(document, 'application/pdf');
      const attachments = await ctx.dataSource.getRepository(AssetAttachment).findBy({ assetId: crane.id });
      const attachmentOf = (key: string) => attachments.find((a) => a.url === key)!.id;
      expect(await record(image)).toMatchObject({
        ownerType: 'asset-attachment',
        ownerId: attachmentOf(image),
        purpose: 'asset-image',
      });
      expect(await record(document)).toMatchObject({
        ownerType: 'asset-attachment',
        ownerId: attachmentOf(document),
        purpose: 'asset-document',
      });

      const registered = await http(token)
        .post(`/api/job/${job.id}/document`, { name: 'Plan', contentType: 'application/pdf', url: jobFile })
        .expect(201);
      expect(await record(jobFile)).toMatchObject({ ownerType: 'job-document', ownerId: registered.body.data.id });

      const branch = await ctx
        .http()
        .post('/api/branch')
        .set(bearer(token))
        .send({
          name: 'South Yard',
          email: 'south@example.com',
          phoneNumber: '303-555-0100',
          address: '9 Dock St',
          city: 'Pueblo',
          state: 'CO',
          postalCode: '81003',
          logo: TINY_PNG,
          divisionId: owner.division.id,
        })
        .expect(201);
      const [logo] = await ctx.dataSource
        .getRepository(StoredFile)
        .findBy({ accountId, ownerType: 'branch', ownerId: branch.body.data.id });
      expect(logo).toMatchObject({ purpose: 'branch-image', contentType: 'image/png' });
    });

    it("refuses a file that is already another record's, and attaches nothing", async () => {
      const { token, crane, truck, job } = await world();
      const image = await uploadImage(token);
      const body = { url: image, contentType: 'image/png', name: 'x' };
      await http(token).post(`/api/v2/assets/${crane.id}/attachment`, body).expect(201);
      const refused = await http(token).post(`/api/v2/assets/${truck.id}/attachment`, body).expect(400);
      expect(refused.body.message).toBe('File not found.');
      expect(await ctx.dataSource.getRepository(AssetAttachment).countBy({ assetId: truck.id })).toBe(0);

      const document = await uploadDocument(token);
      await http(token)
        .post(`/api/v2/assets/${crane.id}/attachment`, { ...body, url: document })
        .expect(201);
      const taken = await http(token)
        .post(`/api/job/${job.id}/document`, { name: 'Plan', contentType: 'application/pdf', url: document })
        .expect(400);
      expect(taken.body.message).toBe('Upload the file first: this is not a file uploaded for a job document.');
    });

    it('removes the file and its record with the record that held it', async () => {
      const { token, crane } = await world();
      const image = await uploadImage(token);
      const added = await http(token)
        .post(`/api/v2/assets/${crane.id}/attachment`, { url: image, contentType: 'image/png', name: 'x' })
        .expect(201);
      const attachmentId = added.body.data.asset.attachments[0].id as string;
      await ctx.http().delete(`/api/v2/assets/${crane.id}/attachment/${attachmentId}`).set(bearer(token)).expect(200);
      expect(onDisk(image)).toBe(false);
      expect(await record(image)).toBeNull();
    });
  });

  describe('cleanup of unattached uploads', () => {
    const cleanup = () => ctx.app.get(StoredFileCleanup);
    const age = (key: string, createdAt: Date) =>
      ctx.dataSource.getRepository(StoredFile).update({ key }, { createdAt });
    /** Runs the task; a scheduled run of another test app may hold the lock for a moment. */
    async function sweep(now: Date): Promise<number> {
      for (let attempt = 0; attempt < 50; attempt++) {
        const removed = await cleanup().run(now);
        if (removed !== null) return removed;
        await sleep(100);
      }
      throw new Error('The cleanup lock stayed taken');
    }

    it('removes uploads unattached for more than a day, and keeps attached and younger ones', async () => {
      const { token, crane } = await world();
      const now = new Date();
      const stale = await uploadImage(token);
      const young = await uploadDocument(token);
      const attached = await uploadImage(token);
      await http(token)
        .post(`/api/v2/assets/${crane.id}/attachment`, { url: attached, contentType: 'image/png', name: 'x' })
        .expect(201);
      await age(stale, new Date(now.getTime() - 25 * HOUR));
      await age(young, new Date(now.getTime() - 23 * HOUR));
      await age(attached, new Date(now.getTime() - 30 * 24 * HOUR));

      expect(await sweep(now)).toBeGreaterThanOrEqual(1);
      expect(onDisk(stale)).toBe(false);
      expect(await record(stale)).toBeNull();
      for (const kept of [young, attached]) {
        expect(onDisk(kept)).toBe(true);
        expect(await record(kept)).not.toBeNull();
      }
      // A removed upload can no longer be attached.
      const late = await http(token)
        .post(`/api/v2/assets/${crane.id}/attachment`, { url: stale, contentType: 'image/png', name: 'late' })
        .expect(400);
      expect(late.body.message).toBe('File not found.');
    });

    it('does nothing while another instance holds its lock', async () => {
      const { token } = await world();
      const now = new Date();
      const stale = await uploadImage(token);
      await age(stale, new Date(now.getTime() - 25 * HOUR));
      const other = ctx.dataSource.createQueryRunner();
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [CLEANUP_LOCK_KEY]);
        expect(await cleanup().run(now)).toBeNull();
        expect(onDisk(stale)).toBe(true);
        await other.query('SELECT pg_advisory_unlock($1)', [CLEANUP_LOCK_KEY]);
      } finally {
        await other.release();
      }
      await sweep(now);
      expect(onDisk(stale)).toBe(false);
    });
  });
});
