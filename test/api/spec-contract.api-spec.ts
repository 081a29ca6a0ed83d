import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Account } from '../../src/accounts/account.entity.js';
import { Branch } from '../../src/accounts/branch.entity.js';
import { JobDocument } from '../../src/jobs/job-document.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { gql } from '../support/job-fixtures.js';
import { TINY_PNG } from '../support/images.js';
import { bearer, TestContext } from '../support/test-app.js';

const PDF = Buffer.from('%PDF-1.4 rigging plan').toString('base64');
const DOCUMENT_FIELDS = `id name contentType url thumbnailUrl createdAt expiresAt isMobileViewable jobId complexJobId
  active sizeBytes version`;

/** Where the server answered differently from what the spec's client sends or expects. */
describe('spec contract', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-contract-'));
  beforeAll(async () => {
    ctx = await TestContext.create({ dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('updateJobDocument (spec 2 §7: the document minus createdAt)', () => {
    it('accepts every field the client sends, changes name, expiry and visibility, and ignores the rest', async () => {
      const owner = await ctx.newAccount();
      const { token } = await ctx.newUser({ account: owner, permissions: ['web:schedule'] });
      const job = await ctx.dataSource.manager.save(
        ctx.dataSource.manager.create(Job, {
          accountId: owner.account.id,
          number: 'J-3',
          name: 'Substation transformer set',
          startDate: '2027-02-01',
          endDate: '2027-02-01',
          branchIds: [owner.branch.id],
          divisionIds: [owner.division.id],
        }),
      );
      const upload = await ctx
        .http()
        .post('/api/upload-document')
        .set(bearer(token))
        .send({ data: PDF, mime: 'application/pdf', jobId: job.id, name: 'plan.pdf' })
        .expect(201);
      const created = await ctx
        .http()
        .post(`/api/job/${job.id}/document`)
        .set(bearer(token))
        .send({ name: 'Plan', contentType: 'application/pdf', url: upload.body.data.Location, sizeBytes: 21 })
        .expect(201);
      const { createdAt: _createdAt, ...document } = created.body.data as Record<string, unknown>;
      const update = `mutation Update($input: UpdateJobDocumentInput!) {
        updateJobDocument(input: $input) { code success message jobDocument { ${DOCUMENT_FIELDS} } } }`;
      const sent = {
        ...document,
        name: 'Rigging plan',
        expiresAt: '2027-03-31',
        isMobileViewable: true,
        // Read-only fields, changed: ignored.
        contentType: 'text/html',
        url: 'https://elsewhere.example/x.pdf',
        thumbnailUrl: 'https://elsewhere.example/thumb.png',
        jobId: '00000000-0000-4000-8000-000000000000',
        complexJobId: '00000000-0000-4000-8000-000000000000',
        active: false,
        sizeBytes: 1,
        version: '9.9',
      };
      const answer = await gql(ctx, token, update, { input: sent });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.updateJobDocument).toMatchObject({
        code: 200,
        success: true,
        jobDocument: {
          ...document,
          url: expect.any(String),
          name: 'Rigging plan',
          expiresAt: '2027-03-31',
          isMobileViewable: true,
        },
      });
      const row = await ctx.dataSource.getRepository(JobDocument).findOneByOrFail({ id: document.id as string });
      expect(row).toMatchObject({
        name: 'Rigging plan',
        contentType: 'application/pdf',
        thumbnailUrl: '',
        jobId: job.id,
        active: true,
        sizeBytes: 21,
        version: '1.0',
      });
      expect(row.url).toMatch(new RegExp(`^${owner.account.id}/documents/`));
    });
  });

  describe('POST /users messages (spec 1 §5)', () => {
    it('answers "Required" without an authentication method or without divisions', async () => {
      const account = await ctx.newAccount();
      const { token } = await ctx.newUser({ account, permissions: ['web:usercrud'] });
      const metadata = {
        accountId: account.account.id,
        branchIds: [account.branch.id],
        divisionIds: [account.division.id],
        firstName: 'Luis',
        lastName: 'Ortega',
        occupations: [],
        permissions: ['mobile:user'],
        disabled: false,
      };
      const create = (body: object) => ctx.http().post('/api/users').set(bearer(token)).send(body);

      const noMethod = await create({ phoneNumber: '+13035550111', metadata }).expect(400);
      expect(noMethod.body.message).toBe('Required');
      expect(noMethod.body.errors.authMethod).toEqual(['Required']);

      const noDivision = await create({
        authMethod: 'mobile',
        phoneNumber: '+13035550112',
        metadata: { ...metadata, divisionIds: [] },
      }).expect(400);
      expect(noDivision.body).toMatchObject({ message: 'Required', errors: { 'metadata.divisionIds': ['Required'] } });
    });
  });

  describe('GET /accounts/{accountId} (spec 1 §3 "Account")', () => {
    it("answers the account's branches and dynamicPages.formDocumentsPage", async () => {
      const account = await ctx.newAccount();
      const { token } = await ctx.newUser({ account });
      const manager = ctx.dataSource.manager;
      const images = await ctx.newUser({ account, permissions: ['web:settings'] });
      const { key } = (await ctx.http().post('/api/images').set(bearer(images.token)).send({ image: TINY_PNG })).body
        .data;
      const yard = await manager.save(
        manager.create(Branch, {
          accountId: account.account.id,
          name: 'Airport Yard',
          logo: key,
          address: '5 Runway Rd',
          city: 'Denver',
          state: 'CO',
          postalCode: '80249',
          email: 'airport@example.com',
          phoneNumber: '303-555-0177',
        }),
      );

      const fresh = await ctx.http().get(`/api/accounts/${account.account.id}`).set(bearer(token)).expect(200);
      expect(fresh.body.data.dynamicPages).toEqual({ formDocumentsPage: [] });
      expect(fresh.body.data.branches).toEqual([
        {
          id: yard.id,
          name: 'Airport Yard',
          logo: expect.stringMatching(new RegExp(`^/api/files/${key}\\?expires=\\d+&signature=`)),
          quoteCover: null,
          address: '5 Runway Rd',
          city: 'Denver',
          state: 'CO',
          postalCode: '80249',
          email: 'airport@example.com',
          phoneNumber: '303-555-0177',
          divisionId: null,
        },
        expect.objectContaining({ id: account.branch.id, name: 'Main Yard', divisionId: account.division.id }),
      ]);

      const formDocumentsPage = [{ formId: 'a3c1f0de-3d7e-4f55-9b8e-2f1d0c9e7a11' }];
      await manager.update(Account, account.account.id, { dynamicPages: { formDocumentsPage } });
      const set = await ctx.http().get(`/api/accounts/${account.account.id}`).set(bearer(token)).expect(200);
      expect(set.body.data.dynamicPages).toEqual({ formDocumentsPage });
    });
  });

  describe('POST /generate/data-model and /generate/template (spec 3 §7, AI service)', () => {
    it('takes multipart file and formType, then formType and data_model, answering streamed text that parses', async () => {
      const { token } = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      const analysed = await ctx
        .http()
        .post('/api/generate/data-model')
        .set(bearer(token))
        .field('formType', 'timecard')
        .attach('file', readFileSync(join(process.cwd(), 'test/fixtures/ai-forms/fillable.pdf')), 'timecard.pdf')
        .buffer(true)
        .expect(200);
      expect(analysed.headers['content-type']).toBe('text/plain; charset=utf-8');
      const { data_model } = JSON.parse(analysed.text) as { data_model: { name: string; type: string }[] };
      expect(data_model.length).toBeGreaterThan(0);
      for (const item of data_model)
        expect(item).toEqual(expect.objectContaining({ name: expect.any(String), type: expect.any(String) }));

      const laidOut = await ctx
        .http()
        .post('/api/generate/template')
        .set(bearer(token))
        .send({ formType: 'timecard', data_model })
        .buffer(true)
        .expect(200);
      expect(Object.keys(JSON.parse(laidOut.text) as object)).toEqual(['fields', 'layouts']);
    });
  });
});
