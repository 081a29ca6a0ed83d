import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Job } from '../../src/jobs/job.entity.js';
import { User } from '../../src/users/user.entity.js';
import { TINY_PNG } from '../support/images.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const ACTIVE = 'Files that can run code in a browser or a shell (HTML, XML, SVG, scripts) cannot be uploaded.';
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('least exposure', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-exposure-'));
  const documentsOf = (accountId: string): string[] => {
    try {
      return readdirSync(join(dataDir, 'files', accountId, 'documents'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    ctx = await TestContext.create({ dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('GET /api/users for crew pickers', () => {
    let account: TestAccount;
    let crewMember: User;
    const email = `rosa-${randomUUID()}@example.com`;
    beforeAll(async () => {
      account = await ctx.newAccount();
      crewMember = await ctx.dataSource.getRepository(User).save({
        accountId: account.account.id,
        firstName: 'Rosa',
        lastName: 'Diaz',
        email,
        phoneNumber: '+13035550123',
        authMethod: 'both',
        permissions: ['mobile:user', 'web:assetmap'],
        branchIds: [account.branch.id],
        divisionIds: [account.division.id],
        occupations: ['rigger'],
        veteran: true,
      });
    });
    const listed = async (token: string) => {
      const response = await ctx.http().get('/api/users').set(bearer(token)).expect(200);
      return (response.body.data as Record<string, unknown>[]).find((user) => user.id === crewMember.id)!;
    };

    it('gives a scheduler without web:usercrud names, phone, divisions, branches and occupations only', async () => {
      const scheduler = await ctx.newUser({ account, permissions: ['web:schedule'] });
      expect(await listed(scheduler.token)).toEqual({
        id: crewMember.id,
        accountId: account.account.id,
        firstName: 'Rosa',
        lastName: 'Diaz',
        phoneNumber: '+13035550123',
        phone_number: '+13035550123',
        branchIds: [account.branch.id],
        divisionIds: [account.division.id],
        occupations: ['rigger'],
        disabled: false,
      });
    });

    it('gives user administrators (and schedulers who also administer users) the whole user', async () => {
      for (const permissions of [['web:usercrud'], ['web:schedule', 'web:usercrud']] as const) {
        const admin = await ctx.newUser({ account, permissions: [...permissions] });
        expect(await listed(admin.token)).toMatchObject({
          email,
          phoneNumber: '+13035550123',
          permissions: ['mobile:user', 'web:assetmap'],
          authMethod: 'both',
          veteran: true,
          loginId: expect.any(String),
        });
      }
    });
  });

  describe('document uploads refuse active content', () => {
    let account: TestAccount;
    let crud: string;
    let scheduler: string;
    let jobId: string;
    beforeAll(async () => {
      account = await ctx.newAccount();
      crud = (await ctx.newUser({ account, permissions: ['web:assetcrud'] })).token;
      scheduler = (await ctx.newUser({ account, permissions: ['web:schedule'] })).token;
      const job = await ctx.dataSource.manager.save(
        ctx.dataSource.manager.create(Job, {
          accountId: account.account.id,
          number: 'J-9',
          name: 'Bridge beam set',
          startDate: '2027-04-01',
          endDate: '2027-04-02',
          branchIds: [account.branch.id],
          divisionIds: [account.division.id],
        }),
      );
      jobId = job.id;
    });

    const cases: [string, { mime: string; bytes: string; name: string }][] = [
      ['an XHTML page', { mime: 'application/xhtml+xml', bytes: '<html><script>alert(1)</script>', name: 'a.xhtml' }],
      ['JavaScript', { mime: 'application/javascript', bytes: 'alert(document.cookie)', name: 'a.js' }],
      ['a shell script', { mime: 'application/x-sh', bytes: 'echo hi', name: 'run.sh' }],
      ['an SVG declared as a PDF', { mime: 'application/pdf', bytes: '<svg onload="alert(1)"/>', name: 'x.pdf' }],
      ['HTML bytes declared as a zip', { mime: 'application/zip', bytes: '<!DOCTYPE html><p>', name: 'x.zip' }],
      ['a PDF named .html', { mime: 'application/pdf', bytes: '%PDF-1.4', name: 'chart.html' }],
      ['a #! script declared as binary', { mime: 'application/octet-stream', bytes: '#!/bin/sh\nid', name: 'tool' }],
    ];

    it.each(cases)('refuses %s on POST /api/documents/upload and stores nothing', async (_, file) => {
      const response = await ctx
        .http()
        .post('/api/documents/upload')
        .set(bearer(crud))
        .send({ mime: file.mime, document: `data:${file.mime};base64,${base64(file.bytes)}`, name: file.name })
        .expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: ACTIVE, errors: { document: [ACTIVE] } });
      expect(documentsOf(account.account.id)).toEqual([]);
    });

    it.each(cases.filter(([, file]) => !/javascript|x-sh|xhtml/.test(file.mime)))(
      'refuses %s on POST /api/upload-document (job documents) and stores nothing',
      async (_, file) => {
        const response = await ctx
          .http()
          .post('/api/upload-document')
          .set(bearer(scheduler))
          .send({ data: `data:${file.mime};base64,${base64(file.bytes)}`, mime: file.mime, jobId, name: file.name })
          .expect(400);
        expect(response.body).toEqual({ statusCode: 400, message: ACTIVE, errors: { data: [ACTIVE] } });
        expect(documentsOf(account.account.id)).toEqual([]);
      },
    );

    it('refuses shell scripts by their declared type on POST /api/upload-document', async () => {
      const response = await ctx
        .http()
        .post('/api/upload-document')
        .set(bearer(scheduler))
        .send({ data: base64('echo hi'), mime: 'application/x-sh', jobId, name: 'run.sh' })
        .expect(400);
      expect(response.body.message).toBe(
        'Job documents must be application/* files or images (not HTML, XML, SVG or scripts).',
      );
    });
  });

  describe('stored files are served inline only when safe', () => {
    it('serves a zip as a download, a PDF and an image inline; all with nosniff', async () => {
      const { token } = await ctx.newUser({ permissions: ['web:assetcrud'] });
      const upload = async (mime: string, bytes: string, name: string) =>
        (
          await ctx
            .http()
            .post('/api/documents/upload')
            .set(bearer(token))
            .send({ mime, document: base64(bytes), name })
            .expect(201)
        ).body.data.Location as string;
      const zip = await ctx.http().get(await upload('application/zip', 'PK\x03\x04', 'plans.zip'));
      expect(zip.headers['content-disposition']).toBe('attachment');
      expect(zip.headers['x-content-type-options']).toBe('nosniff');
      const pdf = await ctx.http().get(await upload('application/pdf', '%PDF-1.4', 'chart.pdf'));
      expect(pdf.headers['content-disposition']).toBeUndefined();
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');

      const image = (await ctx.http().post('/api/images').set(bearer(token)).send({ image: TINY_PNG }).expect(201)).body
        .data.Location as string;
      const png = await ctx.http().get(image).expect(200);
      expect(png.headers['content-disposition']).toBeUndefined();
    });
  });
});
