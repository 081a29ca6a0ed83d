import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASSIGNABLE_PERMISSIONS } from '../../src/common/auth/permissions.js';
import { JobDocument } from '../../src/jobs/job-document.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { expectCrossAccountNotFound } from '../support/cross-account.js';
import { gql, MISSING } from '../support/job-fixtures.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const PDF = '%PDF-1.4 lift plan';
const PDF_DATA = `data:application/pdf;base64,${Buffer.from(PDF).toString('base64')}`;
const SIGNED = (accountId: string) =>
  new RegExp(`^/api/files/${accountId}/documents/[0-9a-f-]{36}\\.pdf\\?expires=\\d+&signature=[0-9a-f]{64}$`);
const FIELDS = `id name contentType url thumbnailUrl createdAt expiresAt isMobileViewable jobId complexJobId active
  sizeBytes version`;
const CREATE = `mutation Create($input: CreateJobDocumentInput!) {
  createJobDocument(input: $input) { code success message jobDocument { ${FIELDS} } } }`;
const UPDATE = `mutation Update($input: UpdateJobDocumentInput!) {
  updateJobDocument(input: $input) { code success message jobDocument { ${FIELDS} } } }`;
const DELETE = `mutation Delete($id: ID!) { deleteJobDocument(id: $id) { code success message id } }`;
const DOCUMENTS_OF = `query One($input: ComplexJobIdInput!) { complexJob(input: $input) { id documents { ${FIELDS} } } }`;
const PAGE = `query Page($filters: ComplexJobFilters) { complexJobs(filters: $filters) { items { id documents { id } } } }`;

describe('job documents', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-job-documents-'));
  const storedFiles = () =>
    readdirSync(dataDir, { recursive: true }).filter((name) => /documents\/[^/]+\.\w+$/.test(String(name))).length;

  beforeAll(async () => {
    ctx = await TestContext.create({ dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedJob = (owner: TestAccount, startDate = '2027-03-01') =>
    ctx.dataSource.manager.save(
      ctx.dataSource.manager.create(Job, {
        accountId: owner.account.id,
        number: 'J-7',
        name: 'Hospital chiller swap',
        startDate,
        endDate: startDate,
        branchIds: [owner.branch.id],
        divisionIds: [owner.division.id],
      }),
    );

  async function setup() {
    const owner = await ctx.newAccount();
    const scheduler = await ctx.newUser({ account: owner, permissions: ['web:schedule'] });
    return { owner, token: scheduler.token, job: await storedJob(owner) };
  }

  const api = (token: string) => ({
    get: (path: string) => ctx.http().get(path).set(bearer(token)),
    post: (path: string, body: object) => ctx.http().post(path).set(bearer(token)).send(body),
    patch: (path: string, body: object) => ctx.http().patch(path).set(bearer(token)).send(body),
    delete: (path: string) => ctx.http().delete(path).set(bearer(token)),
  });

  async function upload(token: string, jobId: string, data = PDF_DATA, mime = 'application/pdf'): Promise<string> {
    const response = await api(token)
      .post('/api/upload-document', { data, mime, jobId, name: 'Lift plan.pdf' })
      .expect(201);
    return response.body.data.Location;
  }

  const documentBody = (url: string, extra: object = {}) => ({
    name: 'Lift plan.pdf',
    contentType: 'application/pdf',
    url,
    thumbnailUrl: '',
    expiresAt: null,
    isMobileViewable: false,
    active: true,
    sizeBytes: PDF.length,
    version: '1.0',
    ...extra,
  });

  async function registered(token: string, jobId: string, extra: object = {}) {
    const url = await upload(token, jobId);
    return (await api(token).post(`/api/job/${jobId}/document`, documentBody(url, extra)).expect(201)).body.data;
  }

  const rowsOf = (accountId: string) =>
    ctx.dataSource.manager.find(JobDocument, { where: { accountId }, order: { id: 'ASC' } });

  describe('REST', () => {
    it('uploads a file, registers it on the job and lists it with a signed URL that reads the file', async () => {
      const { owner, token, job } = await setup();
      const location = await upload(token, job.id);
      expect(location).toMatch(SIGNED(owner.account.id));
      expect((await ctx.http().get(location).expect(200)).body.toString()).toBe(PDF);

      const created = await api(token).post(`/api/job/${job.id}/document`, documentBody(location)).expect(201);
      expect(created.body.data).toEqual({
        id: expect.any(String),
        name: 'Lift plan.pdf',
        contentType: 'application/pdf',
        url: expect.stringMatching(SIGNED(owner.account.id)),
        thumbnailUrl: '',
        createdAt: expect.any(String),
        expiresAt: null,
        isMobileViewable: false,
        jobId: job.id,
        complexJobId: job.id,
        active: true,
        sizeBytes: PDF.length,
        version: '1.0',
      });
      const [row] = await rowsOf(owner.account.id);
      expect(row.url).toBe(location.slice('/api/files/'.length, location.indexOf('?')));

      const listed = await api(token).get(`/api/job/${job.id}/documents`).expect(200);
      expect(listed.body).toEqual({ data: [created.body.data] });
      const file = await ctx.http().get(listed.body.data[0].url).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.body.toString()).toBe(PDF);
    });

    it('lists the active documents of that job only, newest first', async () => {
      const { owner, token, job } = await setup();
      const other = await storedJob(owner);
      const first = await registered(token, job.id, { name: 'First' });
      const second = await registered(token, job.id, { name: 'Second', expiresAt: '2027-01-31' });
      await registered(token, job.id, { name: 'Hidden', active: false });
      await registered(token, other.id, { name: 'Elsewhere' });
      const listed = await api(token).get(`/api/job/${job.id}/documents`).expect(200);
      expect(listed.body.data.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
      expect(listed.body.data[0]).toMatchObject({ name: 'Second', expiresAt: '2027-01-31' });
      const none = await api(token)
        .get(`/api/job/${(await storedJob(owner)).id}/documents`)
        .expect(200);
      expect(none.body).toEqual({ data: [] });
    });

    it('changes name, expiry and visibility; absent fields stay and null clears the expiry', async () => {
      const { token, job } = await setup();
      const document = await registered(token, job.id);
      const path = `/api/job/${job.id}/document/${document.id}`;
      const renamed = await api(token).patch(path, { name: '  Rigging plan  ', expiresAt: '2027-04-30' }).expect(200);
      expect(renamed.body.data).toMatchObject({
        id: document.id,
        name: 'Rigging plan',
        expiresAt: '2027-04-30',
        isMobileViewable: false,
      });
      const visible = await api(token).patch(path, { isMobileViewable: true }).expect(200);
      expect(visible.body.data).toMatchObject({
        name: 'Rigging plan',
        expiresAt: '2027-04-30',
        isMobileViewable: true,
      });
      const cleared = await api(token).patch(path, { expiresAt: null }).expect(200);
      expect(cleared.body.data).toMatchObject({ name: 'Rigging plan', expiresAt: null, isMobileViewable: true });
      const listed = await api(token).get(`/api/job/${job.id}/documents`).expect(200);
      expect(listed.body.data).toEqual([cleared.body.data]);
    });

    it('deletes the document and its file', async () => {
      const { owner, token, job } = await setup();
      const kept = await registered(token, job.id, { name: 'Kept' });
      const document = await registered(token, job.id);
      const path = `/api/job/${job.id}/document/${document.id}`;
      expect((await api(token).delete(path).expect(200)).body).toEqual({ data: null });
      expect((await api(token).get(`/api/job/${job.id}/documents`)).body.data.map((d: { id: string }) => d.id)).toEqual(
        [kept.id],
      );
      expect((await rowsOf(owner.account.id)).map((row) => row.id)).toEqual([kept.id]);
      await ctx.http().get(document.url).expect(404);
      await ctx.http().get(kept.url).expect(200);
      expect((await api(token).delete(path).expect(404)).body.message).toBe('Document not found.');
    });

    it('removes the documents and their files with their job', async () => {
      const { owner, token, job } = await setup();
      const document = await registered(token, job.id);
      await ctx.http().get(document.url).expect(200);
      await api(token).delete(`/api/job/${job.id}`).expect(200);
      expect(await rowsOf(owner.account.id)).toEqual([]);
      await ctx.http().get(document.url).expect(404);
    });

    describe('validation', () => {
      it('refuses uploads that are empty, of the wrong type, too large or for no job, storing nothing', async () => {
        const { token, job } = await setup();
        const before = storedFiles();
        const refused = async (body: object, status: number) =>
          (await api(token).post('/api/upload-document', body).expect(status)).body;
        const body = { data: PDF_DATA, mime: 'application/pdf', jobId: job.id };
        expect(await refused({ ...body, data: '' }, 400)).toMatchObject({
          message: 'Required',
          errors: { data: ['Required'] },
        });
        const unsupported = 'Job documents must be application/* files or images (not HTML, XML, SVG or scripts).';
        for (const mime of [
          'text/html',
          'image/svg+xml',
          'application/xhtml+xml',
          'application/javascript',
          'text/plain',
        ])
          expect((await refused({ ...body, mime }, 400)).errors).toEqual({ mime: [unsupported] });
        expect((await refused({ ...body, mime: undefined }, 400)).errors).toEqual({ mime: ['Required'] });
        const big = await refused({ ...body, data: Buffer.alloc(10_000_001).toString('base64') }, 400);
        expect(big).toMatchObject({ message: 'Document is larger than 10,000,000 bytes.' });
        expect((await refused({ ...body, jobId: MISSING }, 404)).message).toBe('Job not found.');
        expect((await refused({ ...body, jobId: 'nope' }, 404)).message).toBe('Job not found.');
        expect(storedFiles()).toBe(before);
      });

      it('accepts office files and images, and exactly 10,000,000 bytes', async () => {
        const { token, job } = await setup();
        const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
        for (const mime of [docx, 'image/png', 'application/octet-stream'])
          await upload(token, job.id, `data:${mime};base64,aGk=`, mime);
        await upload(token, job.id, Buffer.alloc(10_000_000).toString('base64'));
      });

      it('refuses registrations with missing or wrong fields, or files that are not its uploads', async () => {
        const { owner, token, job } = await setup();
        const url = await upload(token, job.id);
        const errors = async (body: object) =>
          (await api(token).post(`/api/job/${job.id}/document`, body).expect(400)).body.errors;
        expect(await errors({})).toEqual({
          name: ['Document name is required.'],
          contentType: ['Required'],
          url: ['The uploaded file is required.'],
        });
        expect(
          await errors(
            documentBody(url, {
              name: ' ',
              contentType: 'text/html',
              expiresAt: '2027-02-30',
              isMobileViewable: 'yes',
              active: null,
              sizeBytes: -1,
              version: '',
            }),
          ),
        ).toEqual({
          name: ['Document name is required.'],
          contentType: ['Job documents must be application/* files or images (not HTML, XML, SVG or scripts).'],
          expiresAt: ['Invalid date.'],
          isMobileViewable: ['Must be true or false.'],
          active: ['Must be true or false.'],
          sizeBytes: ['Size must be a whole number of bytes, at most 10,000,000.'],
          version: ['Version is required.'],
        });
        const notUploaded = 'Upload the file first: this is not a file uploaded for a job document.';
        const key = url.slice('/api/files/'.length, url.indexOf('?'));
        for (const bad of [
          'https://example.com/lift-plan.pdf',
          `${owner.account.id}/images/${key.split('/').pop()}`,
          `${owner.account.id}/documents/%2E%2E%2F%2E%2E%2Fsecret.pdf`,
          `/api/files/${MISSING}/documents/${key.split('/').pop()}`,
        ])
          expect(await errors(documentBody(bad))).toEqual({ url: [notUploaded] });
        expect(await errors(documentBody(url, { thumbnailUrl: 'https://example.com/t.png' }))).toEqual({
          thumbnailUrl: ['The thumbnail must be an image or document uploaded to this account.'],
        });

        await api(token).post(`/api/job/${job.id}/document`, documentBody(key)).expect(201);
        expect(await errors(documentBody(url))).toEqual({ url: ['This file already belongs to a document.'] });
        expect(await rowsOf(owner.account.id)).toHaveLength(1);
        const missing = await api(token).post(`/api/job/${MISSING}/document`, documentBody(url)).expect(404);
        expect(missing.body.message).toBe('Job not found.');
      });

      it('refuses blank names and nulls in a change, and documents of another job', async () => {
        const { owner, token, job } = await setup();
        const document = await registered(token, job.id);
        const path = `/api/job/${job.id}/document/${document.id}`;
        const errors = async (body: object) => (await api(token).patch(path, body).expect(400)).body.errors;
        expect(await errors({ name: '' })).toEqual({ name: ['Document name is required.'] });
        expect(await errors({ name: null, isMobileViewable: null, expiresAt: 'tomorrow' })).toEqual({
          name: ['Document name is required.'],
          isMobileViewable: ['Must be true or false.'],
          expiresAt: ['Invalid date.'],
        });
        const other = await storedJob(owner);
        const elsewhere = await api(token).patch(`/api/job/${other.id}/document/${document.id}`, { name: 'x' });
        expect(elsewhere.status).toBe(404);
        expect(elsewhere.body.message).toBe('Document not found.');
        await api(token).delete(`/api/job/${other.id}/document/${document.id}`).expect(404);
        await api(token).patch(`/api/job/${job.id}/document/not-an-id`, { name: 'x' }).expect(400);
        expect((await rowsOf(owner.account.id))[0]).toMatchObject({ name: 'Lift plan.pdf', isMobileViewable: false });
      });
    });

    it('needs web:schedule on every call', async () => {
      const { owner, token, job } = await setup();
      const document = await registered(token, job.id);
      const others = ASSIGNABLE_PERMISSIONS.filter((permission) => permission !== 'web:schedule');
      const outsiderToken = (await ctx.newUser({ account: owner, permissions: others })).token;
      const outsider = api(outsiderToken);
      await outsider
        .post('/api/upload-document', { data: PDF_DATA, mime: 'application/pdf', jobId: job.id })
        .expect(403);
      await outsider.post(`/api/job/${job.id}/document`, documentBody(document.url)).expect(403);
      await outsider.get(`/api/job/${job.id}/documents`).expect(403);
      await outsider.patch(`/api/job/${job.id}/document/${document.id}`, { name: 'x' }).expect(403);
      await outsider.delete(`/api/job/${job.id}/document/${document.id}`).expect(403);
      for (const [query, variables] of [
        [CREATE, { input: { ...documentBody(document.url), complexJobId: job.id } }],
        [UPDATE, { input: { id: document.id, name: 'x' } }],
        [DELETE, { id: document.id }],
      ] as const) {
        const body = await gql(ctx, outsiderToken, query, variables);
        expect(body.errors?.[0].message).toBe('You do not have permission to do this.');
      }
      expect(await rowsOf(owner.account.id)).toEqual([expect.objectContaining({ name: 'Lift plan.pdf' })]);
    });

    describe("another account's job or document answers 404 like a missing one and changes nothing", () => {
      /** The owner's job with one document, created by the owner's scheduler. */
      async function ownersDocument(owner: TestAccount) {
        const scheduler = await ctx.newUser({ account: owner, permissions: ['web:schedule'] });
        const job = await storedJob(owner);
        return { job, document: await registered(scheduler.token, job.id), token: scheduler.token };
      }
      const state = (owner: TestAccount) => rowsOf(owner.account.id);

      it('GET /job/{jobId}/documents', () =>
        expectCrossAccountNotFound(ctx, {
          method: 'get',
          path: async (owner) => `/api/job/${(await ownersDocument(owner)).job.id}/documents`,
          missingPath: `/api/job/${MISSING}/documents`,
        }));

      it('PATCH /job/{jobId}/document/{documentId}', () =>
        expectCrossAccountNotFound(ctx, {
          method: 'patch',
          path: async (owner) => {
            const { job, document } = await ownersDocument(owner);
            return `/api/job/${job.id}/document/${document.id}`;
          },
          missingPath: `/api/job/${MISSING}/document/${MISSING}`,
          body: { name: 'Stolen', isMobileViewable: true },
          state,
        }));

      it('DELETE /job/{jobId}/document/{documentId}', () =>
        expectCrossAccountNotFound(ctx, {
          method: 'delete',
          path: async (owner) => {
            const { job, document } = await ownersDocument(owner);
            return `/api/job/${job.id}/document/${document.id}`;
          },
          missingPath: `/api/job/${MISSING}/document/${MISSING}`,
          state,
        }));

      it('POST /upload-document and POST /job/{jobId}/document', async () => {
        const owner = await ctx.newAccount();
        const { job } = await ownersDocument(owner);
        const before = await state(owner);
        const files = storedFiles();
        const strangers = await ctx.newAccount();
        const stranger = await ctx.newUser({ account: strangers, permissions: [...ASSIGNABLE_PERMISSIONS] });
        const strangersJob = await storedJob(strangers);
        const theirUpload = await upload(stranger.token, strangersJob.id);
        const send = (jobId: string) =>
          api(stranger.token).post('/api/upload-document', { data: PDF_DATA, mime: 'application/pdf', jobId });
        const [foreign, missing] = [await send(job.id), await send(MISSING)];
        expect(foreign.status).toBe(404);
        expect(foreign.body).toEqual(missing.body);
        const register = (jobId: string) =>
          api(stranger.token).post(`/api/job/${jobId}/document`, documentBody(theirUpload));
        const [foreignDocument, missingDocument] = [await register(job.id), await register(MISSING)];
        expect(foreignDocument.status).toBe(404);
        expect(foreignDocument.body).toEqual(missingDocument.body);
        expect(await state(owner)).toEqual(before);
        expect(storedFiles()).toBe(files + 1); // the stranger's own upload only
      });

      it('GraphQL mutations and ComplexJob.documents', async () => {
        const owner = await ctx.newAccount();
        const { job, document } = await ownersDocument(owner);
        const before = await state(owner);
        const stranger = await ctx.newUser({ permissions: [...ASSIGNABLE_PERMISSIONS] });
        const notFound = (message: string) => ({ code: 404, success: false, message });
        const call = async (query: string, variables: object) =>
          Object.values((await gql(ctx, stranger.token, query, variables)).data)[0];
        expect(await call(UPDATE, { input: { id: document.id, name: 'Stolen' } })).toMatchObject(
          notFound('Document not found.'),
        );
        expect(await call(DELETE, { id: document.id })).toMatchObject(notFound('Document not found.'));
        expect(
          await call(CREATE, { input: { ...documentBody(document.url), name: 'Planted', complexJobId: job.id } }),
        ).toMatchObject(notFound('Job not found.'));
        const read = await gql(ctx, stranger.token, DOCUMENTS_OF, { input: { id: job.id } });
        expect(read.errors?.[0].message).toBe('Job not found.');
        expect(await state(owner)).toEqual(before);
      });
    });
  });

  describe('GraphQL', () => {
    it('creates, reads through ComplexJob.documents, updates and deletes a document', async () => {
      const { owner, token, job } = await setup();
      const url = await upload(token, job.id);
      const created = (await gql(ctx, token, CREATE, { input: { ...documentBody(url), complexJobId: job.id } })).data
        .createJobDocument;
      expect(created).toMatchObject({
        code: 200,
        success: true,
        message: 'Document saved to job.',
        jobDocument: { name: 'Lift plan.pdf', jobId: job.id, complexJobId: job.id, expiresAt: null, version: '1.0' },
      });
      const id = created.jobDocument.id;
      const read = await gql(ctx, token, DOCUMENTS_OF, { input: { id: job.id } });
      expect(read.data.complexJob.documents).toEqual([created.jobDocument]);
      await ctx.http().get(read.data.complexJob.documents[0].url).expect(200);

      const updated = (
        await gql(ctx, token, UPDATE, {
          input: { id, name: 'Rigging plan', expiresAt: '2027-05-01', isMobileViewable: true },
        })
      ).data.updateJobDocument;
      expect(updated).toMatchObject({
        success: true,
        message: 'Document updated.',
        jobDocument: { id, name: 'Rigging plan', expiresAt: '2027-05-01', isMobileViewable: true },
      });
      const refused = (await gql(ctx, token, UPDATE, { input: { id, name: '' } })).data.updateJobDocument;
      expect(refused).toEqual({ code: 400, success: false, message: 'Document name is required.', jobDocument: null });

      const deleted = (await gql(ctx, token, DELETE, { id })).data.deleteJobDocument;
      expect(deleted).toEqual({ code: 200, success: true, message: 'Document deleted.', id });
      expect((await gql(ctx, token, DOCUMENTS_OF, { input: { id: job.id } })).data.complexJob.documents).toEqual([]);
      expect(await rowsOf(owner.account.id)).toEqual([]);
      expect((await gql(ctx, token, DELETE, { id })).data.deleteJobDocument).toMatchObject({
        code: 404,
        success: false,
        message: 'Document not found.',
      });
    });

    it('refuses a registration without a job as a failed payload', async () => {
      const { token, job } = await setup();
      const url = await upload(token, job.id);
      const missing = (await gql(ctx, token, CREATE, { input: { ...documentBody(url), complexJobId: MISSING } })).data
        .createJobDocument;
      expect(missing).toEqual({ code: 404, success: false, message: 'Job not found.', jobDocument: null });
      const invalid = (
        await gql(ctx, token, CREATE, {
          input: { ...documentBody(url), complexJobId: job.id, expiresAt: '31/01/2027' },
        })
      ).data.createJobDocument;
      expect(invalid).toMatchObject({ code: 400, success: false, message: 'Invalid date.' });
    });

    it('loads the documents of a page of jobs in one query whatever the number of jobs', async () => {
      const { owner, token } = await setup();
      const jobs = [];
      for (let index = 0; index < 8; index += 1) {
        const job = await storedJob(owner, `2027-06-${String(index + 1).padStart(2, '0')}`);
        await registered(token, job.id, { name: `Plan ${index}` });
        jobs.push(job);
      }
      const logger = ctx.dataSource.logger;
      const queriesFor = async (limit: number, documents: boolean) => {
        const spy = jest.spyOn(logger, 'logQuery');
        const query = documents ? PAGE : PAGE.replace('documents { id }', '');
        const page = await gql(ctx, token, query, {
          filters: { startDate: '2027-06-01', endDate: '2027-06-30', pageInfo: { limit } },
        });
        const count = spy.mock.calls.length;
        spy.mockRestore();
        expect(page.data.complexJobs.items).toHaveLength(limit);
        if (documents) for (const item of page.data.complexJobs.items) expect(item.documents).toHaveLength(1);
        return count;
      };
      await queriesFor(1, false); // creates the palette
      const withoutDocuments = await queriesFor(1, false);
      expect(await queriesFor(1, true)).toBe(withoutDocuments + 1);
      expect(await queriesFor(8, true)).toBe(withoutDocuments + 1);
    });
  });
});
