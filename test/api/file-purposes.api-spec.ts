import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Access, Permission } from '../../src/common/auth/permissions.js';
import { ForbiddenError } from '../../src/common/errors/domain-errors.js';
import { UPLOAD_SCOPES } from '../../src/files/file-purposes.js';
import { FilesService } from '../../src/files/files.service.js';
import { StoredFile } from '../../src/files/stored-file.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { TINY_PNG } from '../support/images.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4 lift plan').toString('base64')}`;

describe('files: permission by purpose, generated files', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-file-purposes-'));
  beforeAll(async () => {
    ctx = await TestContext.create({ dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (token: string, path: string, body: object) => ctx.http().post(path).set(bearer(token)).send(body);
  const newJob = (account: TestAccount) =>
    ctx.dataSource.manager.save(
      ctx.dataSource.manager.create(Job, { accountId: account.account.id, number: 'J-7', name: 'Tilt-up panels' }),
    );

  /** A user who may quote (and so read the PDFs of quotes), as the services see them. */
  async function quotingUser(): Promise<{ account: TestAccount; access: Access }> {
    const account = await ctx.newAccount();
    const permissions: Permission[] = ['web:quoting'];
    const { user } = await ctx.newUser({ account, permissions });
    return { account, access: { userId: user.id, accountId: account.account.id, divisionIds: [], permissions } };
  }

  it('lets the purpose decide who may upload: documents of assets, documents of jobs, images', async () => {
    const account = await ctx.newAccount();
    const job = await newJob(account);
    const as = async (permissions: Permission[]) => (await ctx.newUser({ account, permissions })).token;
    const [assets, scheduling, nobody] = await Promise.all([as(['web:assetcrud']), as(['web:schedule']), as([])]);
    const assetDocument = { mime: 'application/pdf', document: PDF, name: 'chart.pdf' };
    const jobDocument = { data: PDF, mime: 'application/pdf', jobId: job.id, name: 'plan.pdf' };

    expect(UPLOAD_SCOPES['asset-document']).toEqual(['web:assetcrud']);
    await post(assets, '/api/documents/upload', assetDocument).expect(201);
    await post(scheduling, '/api/documents/upload', assetDocument).expect(403);

    expect(UPLOAD_SCOPES['job-document']).toEqual(['web:schedule']);
    await post(scheduling, '/api/upload-document', jobDocument).expect(201);
    await post(assets, '/api/upload-document', jobDocument).expect(403);

    expect(UPLOAD_SCOPES.image).toEqual([]);
    await post(nobody, '/api/images', { image: TINY_PNG, mime: 'image/png' }).expect(201);
  });

  it('stores a generated file with its record (account, owner, purpose, type, size), readable by its signed URL', async () => {
    const { account, access } = await quotingUser();
    const bytes = Buffer.from('%PDF-1.4 quote 1042');
    const owner = { type: 'form-submission' as const, id: crypto.randomUUID() };
    const files = ctx.app.get(FilesService);

    const { key, url } = await files.storeGenerated(access, {
      purpose: 'generated-pdf',
      contentType: 'application/pdf',
      fileName: 'Quote 1042.pdf',
      bytes,
      owner,
    });

    expect(key).toMatch(new RegExp(`^${account.account.id}/generated/[0-9a-f-]{36}\\.pdf$`));
    expect(await ctx.dataSource.getRepository(StoredFile).findOneBy({ key })).toMatchObject({
      accountId: account.account.id,
      ownerType: 'form-submission',
      ownerId: owner.id,
      purpose: 'generated-pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
    });
    const read = await ctx.http().get(url).buffer(true).expect(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(read.body as Buffer).toString()).toBe('%PDF-1.4 quote 1042');
  });

  it('refuses to store a file for a purpose the caller may not store, and stores nothing', async () => {
    const { account, access } = await quotingUser();
    const files = ctx.app.get(FilesService);
    const refused = files.storeGenerated(access, {
      purpose: 'asset-document',
      contentType: 'application/pdf',
      fileName: 'chart.pdf',
      bytes: Buffer.from('%PDF-1.4'),
    });
    await expect(refused).rejects.toThrow(ForbiddenError);
    expect(await ctx.dataSource.getRepository(StoredFile).countBy({ accountId: account.account.id })).toBe(0);
  });
});
