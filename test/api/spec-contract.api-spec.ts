import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Account } from '../../src/accounts/account.entity.js';
import { Branch } from '../../src/accounts/branch.entity.js';
import { JobDocument } from '../../src/jobs/job-document.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { timecardTemplate } from '../../src/forms/engine/fixtures/timecard.template.js';
import { demoForms } from '../../src/seed/demo-forms/index.js';
import { craneServiceInvoice, INVOICE_IDS } from '../../src/seed/demo-forms/invoice.js';
import { day, DENVER_SITE, gql, jobWorld } from '../support/job-fixtures.js';
import { TINY_PNG } from '../support/images.js';
import { saveTemplate } from '../support/form-fixtures.js';
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

  describe('GET /assets/{assetId} (spec 2 §3 "Asset")', () => {
    it('carries isAvailable: false while a booking holds the asset today, else true', async () => {
      const world = await jobWorld(ctx, ['web:schedule', 'web:assetmap']);
      const [booked, free] = world.assets;
      const created = await gql(
        ctx,
        world.token,
        `mutation ($input: CreateComplexJobInput!) { createComplexJob(input: $input) { success } }`,
        {
          input: {
            name: 'Tower crane erection',
            number: 'C-1',
            startDate: day(0),
            endDate: day(1),
            branchIds: [world.owner.branch.id],
            divisionIds: [world.owner.division.id],
            location: DENVER_SITE,
            complexTasks: [{ userIds: [], assetIds: [booked.id] }],
          },
        },
      );
      expect(created.data.createComplexJob.success).toBe(true);
      const read = async (id: string) =>
        (await ctx.http().get(`/api/assets/${id}`).set(bearer(world.token)).expect(200)).body.data as object;
      expect(await read(booked.id)).toMatchObject({ id: booked.id, isAvailable: false });
      expect(await read(free.id)).toMatchObject({ id: free.id, isAvailable: true });
    });
  });

  describe('form submissions (spec 3 §3 "Form submission", §7 search)', () => {
    const world = async () => {
      const account = await ctx.newAccount();
      const admin = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
      const clerk = await ctx.newUser({ account, permissions: ['timecard:admin'] });
      return { clerk, formId: (await saveTemplate(ctx, admin.token, account, timecardTemplate())).id };
    };
    const submit = async (w: Awaited<ReturnType<typeof world>>) =>
      (
        await ctx
          .http()
          .post('/api/form')
          .set(bearer(w.clerk.token))
          .send({
            formId: w.formId,
            localDateTime: '2026-11-20T06:45',
            fields: [{ id: 'customerName', value: 'Acme' }],
          })
          .expect(201)
      ).body.data as { id: string; createdAt: string; fields: { id: string; type?: string; itemType?: string }[] };

    it('answers fields [{ id, itemType, type, value }], the types from the template', async () => {
      const w = await world();
      const { fields } = await submit(w);
      expect(fields.length).toBeGreaterThan(1);
      for (const field of fields) {
        expect(Object.keys(field).sort()).toEqual(['id', 'itemType', 'type', 'value']);
        expect(field).toMatchObject({ itemType: expect.any(String), type: expect.any(String) });
      }
      expect(fields.find((field) => field.id === 'customerName')).toEqual({
        id: 'customerName',
        itemType: 'TextField',
        type: 'TextField',
        value: 'Acme',
      });
    });

    it('searches by orderField createdAt, one page after another, newest or oldest first', async () => {
      const w = await world();
      const made: { id: string }[] = [];
      for (let index = 0; index < 4; index += 1) made.push(await submit(w));
      const ids = made.map((submission) => submission.id);
      for (const order of ['ASC', 'DESC'] as const) {
        const seen: string[] = [];
        let nextPageKey: string | undefined;
        do {
          const page = await ctx
            .http()
            .post(`/api/forms/${w.formId}/submission/search`)
            .set(bearer(w.clerk.token))
            .send({ orderField: 'createdAt', order, limit: 1, ...(nextPageKey ? { nextPageKey } : {}) })
            .expect(200);
          seen.push(...(page.body.data as { id: string }[]).map((row) => row.id));
          nextPageKey = page.body.nextPageKey as string | undefined;
        } while (nextPageKey);
        expect(seen).toEqual(order === 'ASC' ? ids : [...ids].reverse());
      }
    });
  });

  describe('invoices (spec 3 §3 "Invoice list row")', () => {
    it("answers each row's job with its branch", async () => {
      const account = await ctx.newAccount();
      const admin = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
      const billing = await ctx.newUser({ account, permissions: ['web:invoice'] });
      const formId = (await saveTemplate(ctx, admin.token, account, craneServiceInvoice().template)).id;
      const job = await ctx.dataSource.manager.save(
        ctx.dataSource.manager.create(Job, {
          accountId: account.account.id,
          number: 'J-9',
          name: 'Harbor Bridge',
          branchIds: [account.branch.id],
          divisionIds: [account.division.id],
        }),
      );
      const created = await gql(
        ctx,
        billing.token,
        `mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { success } }`,
        {
          input: {
            jobId: job.id,
            formSubmission: {
              formId,
              localDateTime: '2026-11-20T10:00',
              fields: [{ id: INVOICE_IDS.lineItems, value: [{ name: 'Crane', quantity: 1, rate: 100 }] }],
            },
          },
        },
      );
      expect(created.data.createInvoice.success).toBe(true);
      const list = await gql(
        ctx,
        billing.token,
        `{ invoices { items { formSubmissionId job { id quoteId salesPerson branch { id name } } } } }`,
      );
      expect(list.data.invoices.items).toEqual([
        {
          formSubmissionId: expect.any(String),
          job: { id: job.id, quoteId: null, salesPerson: [], branch: { id: account.branch.id, name: 'Main Yard' } },
        },
      ]);
    });
  });

  describe('form templates (spec 3 §3 "Form template": every template field has an id and a name)', () => {
    type Field = { id?: unknown; name?: unknown };
    const named = (fields: Field[]) => fields.filter((field) => typeof field.id !== 'string' || !field.name);

    it('holds for the demo templates and for a template saved without them', async () => {
      for (const form of demoForms()) expect(named(form.template.fields as Field[])).toEqual([]);
      const account = await ctx.newAccount();
      const admin = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
      const template = timecardTemplate();
      template.fields = template.fields.map((field) => {
        if (!['Banner', 'Row', 'Button'].includes(field.type)) return field;
        const { id: _id, name: _name, ...layoutEntry } = field;
        return layoutEntry;
      });
      const saved = (await saveTemplate(ctx, admin.token, account, template)).fields;
      expect(saved).toHaveLength(template.fields.length);
      expect(named(saved)).toEqual([]);
    });
  });
});
