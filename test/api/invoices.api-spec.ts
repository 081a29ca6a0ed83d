import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Asset } from '../../src/assets/asset.entity.js';
import { Category } from '../../src/assets/category.entity.js';
import { timecardTemplate } from '../../src/forms/engine/fixtures/timecard.template.js';
import { FormSubmission, FormSubmissionAudit } from '../../src/forms/submissions/form-submission.entity.js';
import { REASON_REQUIRED } from '../../src/forms/submissions/submission-rules.js';
import { BillingCycleCloser } from '../../src/invoices/billing-cycle-closer.js';
import { FormSubmissionsService } from '../../src/forms/submissions/form-submissions.service.js';
import { Invoice } from '../../src/invoices/invoice.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { craneServiceInvoice, INVOICE_IDS } from '../../src/seed/demo-forms/invoice.js';
import { craneServiceQuote, QUOTE_IDS } from '../../src/seed/demo-forms/quote.js';
import { bearer, type TestAccount, TestContext } from '../support/test-app.js';

type Json = Record<string, unknown>;
const MISSING = '00000000-0000-4000-8000-000000000000';
const FORBIDDEN = 'You do not have permission to do this.';

const CREATE_TEMPLATE = `mutation Create($input: CreateFormTemplateInput!) {
  createFormTemplate(input: $input) { success message formTemplate { id } } }`;
const INVOICE_FIELDS = `id accountId jobId formSubmissionId quoteId status number amountCents cycleStartDate cycleEndDate
  job { id number name quoteId isReadyForInvoice salesPerson branchIds }`;
const CREATE = `mutation Create($input: CreateInvoiceInput!) {
  createInvoice(input: $input) { code success message errors { path message }
    formSubmission { id status version totalCents fields } invoice { ${INVOICE_FIELDS} } } }`;
const UPDATE = `mutation Update($input: UpdateInvoiceInput!) {
  updateInvoice(input: $input) { code success message errors { path message }
    formSubmission { id status totalCents } invoice { ${INVOICE_FIELDS} } } }`;
const LIST = `query List($filters: InvoiceFilters) {
  invoices(filters: $filters) { items { ${INVOICE_FIELDS} } nextPageKey hasNextPage totalCount } }`;
const OVERVIEW = `query Overview($filters: InvoiceFilters) {
  invoiceOverview(filters: $filters) { readyToInvoice readyToApprove readyToSend } }`;
const OF_JOB = `query OfJob($filters: ComplexInvoiceFilters) { complexInvoices(filters: $filters) { ${INVOICE_FIELDS} } }`;
const TIMECARDS = `query Timecards($filters: InvoiceTimecardFilters!, $nextPageKey: String) {
  formSubmissionsForInvoice(filters: $filters, nextPageKey: $nextPageKey) {
    items { id number userId formId localDateTime totalHours users { userId userName occupationId } }
    nextPageKey hasNextPage totalCount } }`;
const JOB_INVOICES = `query Job($id: ID!) { complexJob(input: { id: $id }) { id quotedCostCents invoices { jobId formSubmissionId status cycleStartDate } } }`;

/** Line items as the invoice form sends them: the server computes the totals. */
const line = (name: string, quantity: number, rate: number) => ({
  lineItemId: name,
  name,
  quantity,
  rate,
  unit: 'hr',
  notes: '',
  startDate: '2026-11-02',
  endDate: '2026-11-06',
});
const invoiceValues = (lines: object[], extra: Json = {}) =>
  Object.entries({
    [INVOICE_IDS.invoiceDate]: '2026-11-20',
    [INVOICE_IDS.paymentTerms]: 'Net 30',
    [INVOICE_IDS.lineItems]: lines,
    [INVOICE_IDS.tax]: 10,
    [INVOICE_IDS.invoiceAmount]: 1,
    ...extra,
  }).map(([id, value]) => ({ id, value }));

describe('invoices', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  const gql = async (token: string, query: string, variables: object = {}) => {
    const { body } = await ctx.http().post('/graphql').set(bearer(token)).send({ query, variables }).expect(200);
    return body as { data: Json; errors?: { message: string }[] };
  };

  /** An account with the demo invoice, quote and timecard forms, two jobs, and a billing user (web:invoice). */
  const world = async () => {
    const account = await ctx.newAccount();
    const admin = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
    const template = async (input: object) => {
      const { data } = await gql(admin.token, CREATE_TEMPLATE, {
        input: { ...input, divisionId: account.division.id },
      });
      expect(data.createFormTemplate).toMatchObject({ success: true });
      return (data.createFormTemplate as { formTemplate: { id: string } }).formTemplate.id;
    };
    const invoiceFormId = await template(craneServiceInvoice().template);
    const quoteFormId = await template(craneServiceQuote().template);
    const timecardFormId = await template(timecardTemplate());
    const billing = await ctx.newUser({
      account,
      permissions: ['web:invoice', 'web:quoting', 'timecard:admin', 'web:schedule'],
    });
    const jobs = await Promise.all(
      ['Riverside Tower', 'Harbor Bridge'].map((name, index) => newJob(account, { name, number: `J-${100 + index}` })),
    );
    return { account, admin, billing, invoiceFormId, quoteFormId, timecardFormId, jobs };
  };
  type World = Awaited<ReturnType<typeof world>>;

  const newJob = (account: TestAccount, values: Partial<Job>) =>
    ctx.dataSource.manager.save(
      ctx.dataSource.manager.create(Job, {
        accountId: account.account.id,
        number: 'J-1',
        name: 'Job',
        branchIds: [account.branch.id],
        divisionIds: [account.division.id],
        ...values,
      }),
    );

  const createQuote = async (w: World, lines: object[], values: { id: string; value: unknown }[] = []) => {
    const { body } = await ctx
      .http()
      .post('/api/form')
      .set(bearer(w.billing.token))
      .send({
        formId: w.quoteFormId,
        localDateTime: '2026-11-18T09:00',
        fields: [{ id: QUOTE_IDS.lineItems, value: lines }, ...values],
        data: { status: 'sent' },
      })
      .expect(201);
    return body.data as { id: string; totalCents: number };
  };

  const createInvoice = async (w: World, input: Json = {}, lines = [line('90t crane', 8, 325.5)]) => {
    const { data } = await gql(w.billing.token, CREATE, {
      input: {
        formSubmission: {
          formId: w.invoiceFormId,
          userId: w.billing.user.id,
          localDateTime: '2026-11-20T10:00',
          fields: invoiceValues(lines),
          data: { status: 'draft' },
        },
        invoiceAmountCents: 1,
        jobId: w.jobs[0].id,
        ...input,
      },
    });
    return data.createInvoice as Json & {
      invoice: Json & { formSubmissionId: string; id: string };
      formSubmission: Json & { id: string };
    };
  };

  const counts = async (accountId: string) => ({
    submissions: await ctx.dataSource.getRepository(FormSubmission).countBy({ accountId }),
    invoices: await ctx.dataSource.getRepository(Invoice).countBy({ accountId }),
  });

  describe('createInvoice', () => {
    it('stores the submission (version 0.0.1) and its record, with the amount computed from the line items', async () => {
      const w = await world();
      await ctx.dataSource.getRepository(Job).update(w.jobs[0].id, { isReadyForInvoice: true });
      const created = await createInvoice(w);
      expect(created).toMatchObject({ code: 200, success: true, message: 'Invoice created.' });
      // 8 × $325.50 = $2,604.00, plus 10% tax: $2,864.40, whatever the client sent as the amount.
      expect(created.formSubmission).toMatchObject({ status: 'draft', version: '0.0.1', totalCents: 286440 });
      expect(created.invoice).toMatchObject({
        jobId: w.jobs[0].id,
        formSubmissionId: created.formSubmission.id,
        quoteId: null,
        status: 'draft',
        number: 1,
        amountCents: 286440,
        cycleStartDate: null,
        job: { id: w.jobs[0].id, number: 'J-100', name: 'Riverside Tower', branchIds: [w.account.branch.id] },
      });
      const job = await ctx.dataSource.getRepository(Job).findOneByOrFail({ id: w.jobs[0].id });
      expect(job.isReadyForInvoice).toBe(false);
      const { data } = await gql(w.billing.token, JOB_INVOICES, { id: w.jobs[0].id });
      expect((data.complexJob as Json).invoices).toEqual([
        { jobId: w.jobs[0].id, formSubmissionId: created.formSubmission.id, status: 'draft', cycleStartDate: null },
      ]);
    });

    it('links the quote it was made from', async () => {
      const w = await world();
      const quote = await createQuote(w, [{ pricebookItemId: 'p1', name: 'Rigging', quantity: 2, rate: 150 }]);
      const created = await createInvoice(w, { quoteId: quote.id });
      expect(created.invoice).toMatchObject({ quoteId: quote.id });
    });

    it('keeps the quoted cost of the jobs linked to a quote at the quote’s total', async () => {
      const w = await world();
      const quote = await createQuote(w, [{ pricebookItemId: 'p1', name: 'Rigging', quantity: 2, rate: 150 }]);
      await ctx.dataSource.getRepository(Job).update(w.jobs[0].id, { quoteId: quote.id });
      await ctx
        .http()
        .patch(`/api/forms/${w.quoteFormId}/submission/${quote.id}`)
        .set(bearer(w.billing.token))
        .send({
          fields: [
            { id: QUOTE_IDS.lineItems, value: [{ pricebookItemId: 'p1', name: 'Rigging', quantity: 3, rate: 150 }] },
          ],
          changeNotes: 'Third rigger',
        })
        .expect(200);
      const jobs = await ctx.dataSource.getRepository(Job).findBy({ accountId: w.account.account.id });
      expect(Object.fromEntries(jobs.map((job) => [job.name, job.quotedCostCents]))).toEqual({
        'Riverside Tower': 45000,
        'Harbor Bridge': null,
      });
    });

    it('refuses a job or quote that is not the account’s, and a form that is not an invoice, writing nothing', async () => {
      const w = await world();
      const other = await world();
      const timecard = await ctx
        .http()
        .post('/api/form')
        .set(bearer(w.billing.token))
        .send({ formId: w.timecardFormId, localDateTime: '2026-11-20T07:00', fields: [] })
        .expect(201);
      const before = await counts(w.account.account.id);
      const cases: [Json, string, string][] = [
        [{ jobId: other.jobs[0].id }, 'jobId', 'Job not found.'],
        [{ jobId: MISSING }, 'jobId', 'Job not found.'],
        [{ quoteId: (await createQuote(other, [])).id }, 'quoteId', 'Quote not found.'],
        [{ quoteId: timecard.body.data.id }, 'quoteId', 'Quote not found.'],
      ];
      for (const [input, path, message] of cases) {
        const refused = await createInvoice(w, input);
        expect(refused).toMatchObject({ code: 400, success: false, invoice: null, errors: [{ path, message }] });
      }
      const { data } = await gql(w.billing.token, CREATE, {
        input: { jobId: w.jobs[0].id, formSubmission: { formId: w.quoteFormId, localDateTime: '2026-11-20T10:00' } },
      });
      expect(data.createInvoice).toMatchObject({
        code: 400,
        errors: [{ path: 'formSubmission.formId', message: 'The form is not an invoice form.' }],
      });
      expect(await counts(w.account.account.id)).toEqual(before);
      expect((await createInvoice(w)).invoice).toMatchObject({ number: 1 });
    });

    it('needs the invoice permission', async () => {
      const w = await world();
      const clerk = await ctx.newUser({ account: w.account, permissions: ['timecard:admin', 'web:schedule'] });
      const { errors } = await gql(clerk.token, CREATE, {
        input: { jobId: w.jobs[0].id, formSubmission: { formId: w.invoiceFormId } },
      });
      expect(errors?.[0].message).toBe(FORBIDDEN);
      const { data } = await gql(clerk.token, JOB_INVOICES, { id: w.jobs[0].id });
      expect((data.complexJob as Json).invoices).toEqual([]);
      expect(await counts(w.account.account.id)).toEqual({ submissions: 0, invoices: 0 });
    });
  });

  describe('updateInvoice', () => {
    it('edits the lines with a reason, recomputing the amount, with its audit entry', async () => {
      const w = await world();
      const { formSubmission } = await createInvoice(w);
      const edit = (changeNotes?: string) =>
        gql(w.billing.token, UPDATE, {
          input: {
            id: formSubmission.id,
            invoiceAmountCents: 5,
            formSubmission: { fields: invoiceValues([line('90t crane', 10, 325.5)]), changeNotes },
          },
        });
      const refused = (await edit()).data.updateInvoice;
      expect(refused).toMatchObject({
        code: 400,
        success: false,
        errors: [{ path: 'changeNotes', message: REASON_REQUIRED }],
      });
      const updated = (await edit('Two more hours on site')).data.updateInvoice as Json;
      expect(updated).toMatchObject({
        success: true,
        message: 'Invoice updated.',
        formSubmission: { id: formSubmission.id, totalCents: 358050 },
        invoice: { amountCents: 358050, status: 'draft' },
      });
      const audits = await ctx.dataSource
        .getRepository(FormSubmissionAudit)
        .findBy({ formSubmissionId: formSubmission.id });
      expect(audits.map((audit) => audit.changeNotes)).toEqual(['Two more hours on site']);
    });

    it('follows status changes made here or through the submission call, and moves the invoice to another job', async () => {
      const w = await world();
      const { formSubmission } = await createInvoice(w);
      const status = await gql(w.billing.token, UPDATE, {
        input: { id: formSubmission.id, formSubmission: { data: { status: 'ready_to_approve' } } },
      });
      expect(status.data.updateInvoice).toMatchObject({ invoice: { status: 'ready_to_approve' } });
      await ctx
        .http()
        .patch(`/api/forms/${w.invoiceFormId}/submission/${formSubmission.id}`)
        .set(bearer(w.billing.token))
        .send({ data: { status: 'ready_to_send' } })
        .expect(200);
      const moved = await gql(w.billing.token, UPDATE, { input: { id: formSubmission.id, jobId: w.jobs[1].id } });
      expect(moved.data.updateInvoice).toMatchObject({
        invoice: { status: 'ready_to_send', jobId: w.jobs[1].id, job: { name: 'Harbor Bridge' } },
      });
      const audits = await ctx.dataSource
        .getRepository(FormSubmissionAudit)
        .find({ where: { formSubmissionId: formSubmission.id }, order: { createdAt: 'ASC' } });
      expect(audits.map((audit) => audit.changeNotes)).toEqual([
        'Changed the status to: Ready to Approve',
        'Changed the status to: Ready to Send',
      ]);
    });

    it('keeps a voided invoice final: no edit, no status change, here or through the submission call', async () => {
      const w = await world();
      const { formSubmission } = await createInvoice(w);
      await gql(w.billing.token, UPDATE, {
        input: { id: formSubmission.id, formSubmission: { data: { status: 'voided' } } },
      });
      await ctx.settled(); // the PDF made after the change updates the row
      const before = await ctx.dataSource.getRepository(FormSubmission).findOneByOrFail({ id: formSubmission.id });
      for (const input of [
        { formSubmission: { data: { status: 'draft' } } },
        { formSubmission: { fields: invoiceValues([]), changeNotes: 'Zero it' } },
        { jobId: w.jobs[1].id },
      ]) {
        const { data } = await gql(w.billing.token, UPDATE, { input: { id: formSubmission.id, ...input } });
        expect(data.updateInvoice).toMatchObject({
          code: 409,
          success: false,
          message: 'A voided invoice cannot be changed.',
        });
      }
      const patch = await ctx
        .http()
        .patch(`/api/forms/${w.invoiceFormId}/submission/${formSubmission.id}`)
        .set(bearer(w.billing.token))
        .send({ adminNotes: 'late' });
      expect(patch.status).toBe(409);
      expect(await ctx.dataSource.getRepository(FormSubmission).findOneByOrFail({ id: formSubmission.id })).toEqual(
        before,
      );
      const record = await ctx.dataSource
        .getRepository(Invoice)
        .findOneByOrFail({ formSubmissionId: formSubmission.id });
      expect(record).toMatchObject({ jobId: w.jobs[0].id });
      expect(before).toMatchObject({ status: 'voided' });
    });

    it('notes a status change with the status’s label, voided too', async () => {
      const w = await world();
      const { formSubmission } = await createInvoice(w);
      await gql(w.billing.token, UPDATE, {
        input: { id: formSubmission.id, formSubmission: { data: { status: 'voided' } } },
      });
      const [audit] = await ctx.dataSource
        .getRepository(FormSubmissionAudit)
        .findBy({ formSubmissionId: formSubmission.id });
      expect(audit.changeNotes).toBe('Changed the status to: Voided');
    });

    it('answers another account’s invoice as a missing one and leaves it unchanged', async () => {
      const w = await world();
      const { formSubmission } = await createInvoice(w);
      const stranger = await ctx.newUser({ permissions: ['web:invoice'] });
      const input = (id: string) => ({ id, formSubmission: { data: { status: 'paid' } } });
      const foreign = (await gql(stranger.token, UPDATE, { input: input(formSubmission.id) })).data.updateInvoice;
      const missing = (await gql(stranger.token, UPDATE, { input: input(MISSING) })).data.updateInvoice;
      expect(foreign).toEqual(missing);
      expect(foreign).toMatchObject({ code: 404, success: false, message: 'Invoice not found.' });
      const submission = await ctx.dataSource.getRepository(FormSubmission).findOneByOrFail({ id: formSubmission.id });
      expect(submission.status).toBe('draft');
    });
  });

  describe('changeStatus (the status entry point other modules call)', () => {
    it('moves an invoice to a status of its policy, noted with its label, which every read then shows', async () => {
      const w = await world();
      const { formSubmission } = await createInvoice(w);
      const access = {
        userId: w.billing.user.id,
        accountId: w.account.account.id,
        divisionIds: [w.account.division.id],
        permissions: ['web:invoice'],
      };
      const submissions = ctx.app.get(FormSubmissionsService);
      const sent = await submissions.changeStatus(access, formSubmission.id, 'sent');
      expect(sent).toMatchObject({ status: 'sent', data: { status: 'sent' } });
      const [audit] = await ctx.dataSource
        .getRepository(FormSubmissionAudit)
        .findBy({ formSubmissionId: formSubmission.id });
      expect(audit).toMatchObject({
        changeNotes: 'Changed the status to: Sent',
        diffRecord: { fields: [], status: { oldValue: 'draft', newValue: 'sent' } },
      });
      const { data } = await gql(w.billing.token, LIST, { filters: { status: ['sent'] } });
      expect(data.invoices).toMatchObject({
        totalCount: 1,
        items: [{ formSubmissionId: formSubmission.id, status: 'sent' }],
      });

      await expect(submissions.changeStatus(access, formSubmission.id, 'accepted')).rejects.toMatchObject({
        errors: {
          'data.status': ['Status must be one of: draft, paid, ready_to_approve, ready_to_send, sent, voided.'],
        },
      });
      await submissions.changeStatus(access, formSubmission.id, 'voided', { changeNotes: 'Customer cancelled' });
      await expect(submissions.changeStatus(access, formSubmission.id, 'paid')).rejects.toMatchObject({
        message: 'A voided invoice cannot be changed.',
      });
      const stranger = { ...access, accountId: (await ctx.newAccount()).account.id };
      await expect(submissions.changeStatus(stranger, formSubmission.id, 'paid')).rejects.toMatchObject({
        message: 'Form submission not found.',
      });
      const notes = (
        await ctx.dataSource.getRepository(FormSubmissionAudit).findBy({ formSubmissionId: formSubmission.id })
      ).map((entry) => entry.changeNotes);
      expect(notes.sort()).toEqual(['Changed the status to: Sent', 'Customer cancelled']);
    });
  });

  describe('lists', () => {
    it('pages the account’s invoices newest first by the job filters and status, with the overview counts', async () => {
      const w = await world();
      const other = await world();
      await createInvoice(other);
      const second = await newJob(w.account, {
        name: 'Cement plant',
        number: 'J-300',
        salesPerson: [w.billing.user.id],
      });
      await ctx.dataSource.getRepository(Job).update(w.jobs[1].id, { isReadyForInvoice: true });
      const made = [];
      for (const [jobId, status] of [
        [w.jobs[0].id, 'draft'],
        [second.id, 'ready_to_approve'],
        [w.jobs[0].id, 'ready_to_send'],
        [second.id, 'draft'],
      ]) {
        made.push((await createInvoice(w, { jobId }, [])).invoice);
        if (status !== 'draft') {
          await gql(w.billing.token, UPDATE, {
            input: { id: made.at(-1)!.formSubmissionId, formSubmission: { data: { status } } },
          });
        }
      }
      const list = async (filters: Json) =>
        (await gql(w.billing.token, LIST, { filters })).data.invoices as Json & {
          items: { id: string }[];
          nextPageKey: string | null;
        };
      const first = await list({ limit: 3 });
      expect(first).toMatchObject({ totalCount: 4, hasNextPage: true });
      const rest = await list({ limit: 3, nextPageKey: first.nextPageKey });
      expect([...first.items, ...rest.items].map((invoice) => invoice.id)).toEqual(made.map((m) => m.id).reverse());
      expect(rest).toMatchObject({ hasNextPage: false, nextPageKey: null });

      expect((await list({ status: ['draft'] })).totalCount).toBe(2);
      expect((await list({ searchTerm: 'cement' })).items.map((i) => i.id)).toEqual([made[3].id, made[1].id]);
      expect((await list({ salesPerson: w.billing.user.id })).totalCount).toBe(2);
      expect((await list({ jobId: w.jobs[0].id })).totalCount).toBe(2);
      expect((await list({ branchId: w.account.branch.id })).totalCount).toBe(4);
      expect((await list({ branchId: MISSING })).totalCount).toBe(0);

      const overview = await gql(w.billing.token, OVERVIEW);
      // Ready to Invoice: the two drafts, and the job flagged ready.
      expect(overview.data.invoiceOverview).toEqual({ readyToInvoice: 3, readyToApprove: 1, readyToSend: 1 });
      const filtered = await gql(w.billing.token, OVERVIEW, { filters: { searchTerm: 'J-300' } });
      expect(filtered.data.invoiceOverview).toEqual({ readyToInvoice: 1, readyToApprove: 1, readyToSend: 0 });

      const ofJob = await gql(w.billing.token, OF_JOB, { filters: { complexJobId: second.id } });
      expect((ofJob.data.complexInvoices as { id: string }[]).map((i) => i.id)).toEqual([made[1].id, made[3].id]);
      const foreign = await gql(w.billing.token, OF_JOB, { filters: { complexJobId: other.jobs[0].id } });
      expect(foreign.data.complexInvoices).toEqual([]);
    });

    it('lists the timecards naming the job, 20 a page, with their crew', async () => {
      const w = await world();
      const crew = [{ userId: w.billing.user.id, userName: 'Test User', occupationId: null }];
      const job = { id: w.jobs[0].id, number: w.jobs[0].number, name: w.jobs[0].name };
      const otherJob = { id: w.jobs[1].id, number: w.jobs[1].number, name: w.jobs[1].name };
      for (let index = 0; index < 23; index++) {
        const date = `2026-11-${String(1 + index).padStart(2, '0')}`;
        await ctx
          .http()
          .post('/api/form')
          .set(bearer(w.billing.token))
          .send({
            formId: w.timecardFormId,
            localDateTime: `${date}T07:00`,
            fields: [
              { id: 'job', value: index === 22 ? otherJob : job },
              { id: 'crew', value: crew },
            ],
          })
          .expect(201);
      }
      const page = async (nextPageKey?: string) =>
        (
          await gql(w.billing.token, TIMECARDS, {
            filters: { jobNumber: 'J-100', startDate: '2026-11-02' },
            nextPageKey,
          })
        ).data.formSubmissionsForInvoice as Json & { items: Json[]; nextPageKey: string };
      const first = await page();
      expect(first).toMatchObject({ totalCount: 21, hasNextPage: true });
      expect(first.items).toHaveLength(20);
      expect(first.items[0]).toMatchObject({
        localDateTime: '2026-11-22T07:00:00',
        users: crew,
        formId: w.timecardFormId,
      });
      const second = await page(first.nextPageKey);
      expect(second).toMatchObject({ hasNextPage: false, totalCount: 21 });
      expect(second.items.map((item) => item.localDateTime)).toEqual(['2026-11-02T07:00:00']);
    });
  });

  describe('quotes', () => {
    const DELETE = `mutation Delete($id: ID!) { deleteFormSubmission(id: $id) { code success message id } }`;
    const GET = `query Get($id: ID!) { formSubmission(id: $id) { id status totalCents } }`;
    const patchQuote = (w: World, id: string, body: object) =>
      ctx.http().patch(`/api/forms/${w.quoteFormId}/submission/${id}`).set(bearer(w.billing.token)).send(body);
    const edit = { fields: [{ id: QUOTE_IDS.notes, value: 'Add a spotter' }], changeNotes: 'Customer asked' };

    it('locks an accepted or rejected quote’s values, not its status, noting status changes by label', async () => {
      const w = await world();
      const quote = await createQuote(w, [{ pricebookItemId: 'p1', name: 'Rigging', quantity: 2, rate: 150 }]);
      for (const [status, message] of [
        ['accepted', 'An accepted quote cannot be changed.'],
        ['rejected', 'A rejected quote cannot be changed.'],
      ]) {
        await patchQuote(w, quote.id, { data: { status } }).expect(200);
        const refused = await patchQuote(w, quote.id, edit).expect(409);
        expect(refused.body.message).toBe(message);
        await patchQuote(w, quote.id, { ...edit, data: { status: 'draft' } }).expect(409);
      }
      await patchQuote(w, quote.id, { adminNotes: 'Lost on price' }).expect(200);
      await patchQuote(w, quote.id, { data: { status: 'draft' } }).expect(200);
      const edited = await patchQuote(w, quote.id, edit).expect(200);
      expect(edited.body.data.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: QUOTE_IDS.notes, value: 'Add a spotter' })]),
      );
      const audits = await ctx.dataSource
        .getRepository(FormSubmissionAudit)
        .find({ where: { formSubmissionId: quote.id }, order: { createdAt: 'ASC' } });
      expect(audits.map((audit) => audit.changeNotes)).toEqual([
        'Changed the status to: Accepted',
        'Changed the status to: Rejected',
        'Updated the admin notes',
        'Changed the status to: Draft',
        'Customer asked',
      ]);
    });

    it('lets invoicing read quotes (get, list, search, PDF, history) but not write them', async () => {
      const w = await world();
      const quote = await createQuote(w, [{ pricebookItemId: 'p1', name: 'Rigging', quantity: 2, rate: 150 }]);
      const biller = await ctx.newUser({ account: w.account, permissions: ['web:invoice'] });
      const api = ctx.http();
      const as = bearer(biller.token);
      const got = await api.get(`/api/forms/${w.quoteFormId}/submission/${quote.id}`).set(as).expect(200);
      expect(got.body.data).toMatchObject({ id: quote.id, totalCents: 30000 });
      expect((await gql(biller.token, GET, { id: quote.id })).data.formSubmission).toMatchObject({ id: quote.id });
      const listed = await api.get(`/api/forms/${w.quoteFormId}/submission/list`).set(as).expect(200);
      expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([quote.id]);
      await api.post(`/api/forms/${w.quoteFormId}/submission/search`).set(as).send({}).expect(200);
      await api.get(`/api/forms/${quote.id}/audit/logs`).set(as).expect(200);
      const pdf = await api.get(`/api/forms/${quote.id}/download-link`).set(as);
      expect(pdf.status).toBe(200);

      await api
        .post('/api/form')
        .set(as)
        .send({ formId: w.quoteFormId, localDateTime: '2026-11-18T09:00', fields: [] })
        .expect(403);
      await api.patch(`/api/forms/${w.quoteFormId}/submission/${quote.id}`).set(as).send(edit).expect(403);
      await api
        .patch(`/api/forms/${w.quoteFormId}/submission/${quote.id}`)
        .set(as)
        .send({ data: { status: 'accepted' } })
        .expect(403);
      expect((await gql(biller.token, DELETE, { id: quote.id })).data.deleteFormSubmission).toMatchObject({
        code: 403,
        success: false,
        message: FORBIDDEN,
      });
      // Timecards stay the documents screen's.
      const clock = await ctx
        .http()
        .post('/api/form')
        .set(bearer(w.billing.token))
        .send({ formId: w.timecardFormId, localDateTime: '2026-11-18T06:00', fields: [] })
        .expect(201);
      await api.get(`/api/forms/${w.timecardFormId}/submission/${clock.body.data.id}`).set(as).expect(403);
    });
  });

  describe('billing cycles', () => {
    // A day long past, so that no other test's jobs (dated around today) have a cycle over by then.
    const TODAY = '2020-03-04';

    const CREATE_JOB = `mutation Create($input: CreateComplexJobInput!) {
      createComplexJob(input: $input) { success message job { id number name quotedCostCents } } }`;
    const JOB_TOTALS = `query Job($id: ID!) { job(id: $id) { quotedCostCents invoicedCents overQuoteCents isReadyForInvoice } }`;

    type CycleJob = { id: string; number: string; name: string };

    /** Job `number`, billed WEEKLY from Mon 2020-02-10 to Sun 2020-02-23 (two cycles) in the billing user's name. */
    async function weeklyJob(w: World, name: string, number: string, extra: Json = {}) {
      const made = await gql(w.billing.token, CREATE_JOB, {
        input: {
          name,
          number,
          status: 'ONGOING',
          startDate: '2020-02-10',
          endDate: '2020-02-23',
          billingFrequency: 'WEEKLY',
          branchIds: [w.account.branch.id],
          divisionIds: [w.account.division.id],
          salesPerson: [w.billing.user.id],
          ...extra,
        },
      });
      expect(made.data.createComplexJob).toMatchObject({ success: true });
      return made.data.createComplexJob as { job: CycleJob & { quotedCostCents: number | null } };
    }

    /** A timecard of the job on `day`, from `start` to `stop`. */
    async function timecard(w: World, job: CycleJob, day: string, start: string, stop: string) {
      await ctx
        .http()
        .post('/api/form')
        .set(bearer(w.billing.token))
        .send({
          formId: w.timecardFormId,
          localDateTime: `${day}T06:00`,
          fields: [
            { id: 'job', value: { id: job.id, number: job.number, name: job.name } },
            { id: 'startTime', value: `${day}T${start}` },
            { id: 'stopTime', value: `${day}T${stop}` },
          ],
        })
        .expect(201);
    }

    it('bills each cycle its own timecard hours and equipment days at the quote’s rates, fixed items on the first, once', async () => {
      const w = await world();
      const manager = ctx.dataSource.manager;
      const category = await manager.save(
        manager.create(Category, { accountId: w.account.account.id, name: 'Cranes', parentCategoryId: null }),
      );
      const [crane, truck] = await manager.save(
        ['Crane 1', 'Truck 1'].map((assetName) =>
          manager.create(Asset, {
            accountId: w.account.account.id,
            assetName,
            categoryId: category.id,
            details: { assetType: 'Crawler Crane', manufacturer: 'Liebherr' },
          }),
        ),
      );
      // $6,400 quoted: 20 crane hours at $200, 10 days of a spreader bar at $185, mobilization $650, $100 off.
      const quote = await createQuote(
        w,
        [
          { pricebookItemId: 'crane', name: '90t crane', quantity: 20, rate: 200, unit: 'hour', notes: '' },
          { pricebookItemId: 'bar', name: 'Spreader bar', quantity: 10, rate: 185, unit: 'day', notes: '' },
          { pricebookItemId: 'mob', name: 'Mobilization', quantity: 1, rate: 650, unit: 'each', notes: '' },
        ],
        [{ id: QUOTE_IDS.discount, value: 100 }],
      );
      expect(quote.totalCents).toBe(640_000);
      // Two weeks (the first task's dates are the job's); the crane and the truck on the 11th to the 14th, the crane
      // again from the 13th to the 18th.
      const { job } = await weeklyJob(w, 'Plant shutdown', 'J-900', {
        quoteId: quote.id,
        complexTasks: [
          { assetIds: [] },
          { name: 'First lift', startDate: '2020-02-11', endDate: '2020-02-14', assetIds: [crane.id, truck.id] },
          { name: 'Second lift', startDate: '2020-02-13', endDate: '2020-02-18', assetIds: [crane.id] },
        ],
      });
      expect(job.quotedCostCents).toBe(640_000);
      await timecard(w, job, '2020-02-11', '07:00', '15:00');
      await timecard(w, job, '2020-02-12', '07:00', '17:30');
      await timecard(w, job, '2020-02-18', '06:00', '14:00');
      const closer = ctx.app.get(BillingCycleCloser);
      const [first, concurrent] = await Promise.all([closer.run(TODAY), closer.run(TODAY)]);
      expect([first?.created, concurrent?.created].filter((created) => created !== undefined).sort()).toEqual(
        concurrent === null || first === null ? [2] : [0, 2],
      );
      expect(await closer.run(TODAY)).toMatchObject({ created: 0 });

      const { data } = await gql(w.billing.token, OF_JOB, { filters: { complexJobId: job.id } });
      const invoices = data.complexInvoices as (Json & { formSubmissionId: string })[];
      expect(invoices.map((invoice) => [invoice.cycleStartDate, invoice.cycleEndDate, invoice.status])).toEqual([
        ['2020-02-10', '2020-02-16', 'draft'],
        ['2020-02-17', '2020-02-23', 'draft'],
      ]);
      expect(invoices[0]).toMatchObject({ quoteId: quote.id });
      const submission = (index: number) =>
        ctx.dataSource.getRepository(FormSubmission).findOneByOrFail({ id: invoices[index].formSubmissionId });
      const lines = async (index: number) =>
        ((await submission(index)).fields.find((field) => field.id === INVOICE_IDS.lineItems)?.value as Json[]).map(
          (line) => [line.name, line.quantity, line.rate, line.startDate],
        );
      // Week one: 8 + 10.5 timecard hours, equipment on the 11th to the 16th (6 days), the mobilization, $100 off:
      // $3,700 + $1,110 + $650 − $100 = $5,360.
      expect(await lines(0)).toEqual([
        ['90t crane', 18.5, 200, '2020-02-10'],
        ['Spreader bar', 6, 185, '2020-02-10'],
        ['Mobilization', 1, 650, '2020-02-10'],
      ]);
      expect(invoices[0].amountCents).toBe(536_000);
      // Week two: 8 hours and the 17th and 18th; no fixed item, no discount again: $1,600 + $370 = $1,970.
      expect(await lines(1)).toEqual([
        ['90t crane', 8, 200, '2020-02-17'],
        ['Spreader bar', 2, 185, '2020-02-17'],
      ]);
      expect(invoices[1].amountCents).toBe(197_000);
      expect((await submission(1)).fields.find((field) => field.id === QUOTE_IDS.discount)).toBeUndefined();

      // $7,330 invoiced against $6,400 quoted: $930 over, which the job billing page and the invoice details show.
      const totals = async () => (await gql(w.billing.token, JOB_TOTALS, { id: job.id })).data.job;
      expect(await totals()).toEqual({
        quotedCostCents: 640_000,
        invoicedCents: 733_000,
        overQuoteCents: 93_000,
        isReadyForInvoice: false,
      });
      const voided = await gql(w.billing.token, UPDATE, {
        input: { id: invoices[1].formSubmissionId, formSubmission: { data: { status: 'voided' } } },
      });
      expect(voided.data.updateInvoice).toMatchObject({ success: true });
      expect(await totals()).toMatchObject({ invoicedCents: 536_000, overQuoteCents: null });
    });

    it('gives a cycle with nothing to bill no invoice, until a timecard is entered for it', async () => {
      const w = await world();
      const { job } = await weeklyJob(w, 'Standby weeks', 'J-901');
      const closer = ctx.app.get(BillingCycleCloser);
      const cycles = async () =>
        (
          (await gql(w.billing.token, OF_JOB, { filters: { complexJobId: job.id } })).data.complexInvoices as Json[]
        ).map((invoice) => [invoice.cycleStartDate, invoice.amountCents]);

      // Two weeks without a timecard, a booking or a quote: no $0.00 draft waits on Ready to Invoice.
      await closer.run(TODAY);
      expect(await cycles()).toEqual([]);

      // A timecard of the second week, entered late: the next run invoices that week, its hours for the office to price.
      await timecard(w, job, '2020-02-18', '06:00', '14:00');
      await closer.run(TODAY);
      expect(await cycles()).toEqual([['2020-02-17', 0]]);
    });
  });

  describe('jobs for billing', () => {
    const CREATE_JOB = `mutation Create($input: CreateComplexJobInput!) {
      createComplexJob(input: $input) { code success message job { id quoteId quotedCostCents } } }`;
    const UPDATE_JOB = `mutation Update($input: UpdateComplexJobInput!) {
      updateComplexJob(input: $input) { code success message job { id status isReadyForInvoice } } }`;
    const READY = `query Ready($filters: UndatedJobFilters) { jobsWithoutDates(filters: $filters) { id name isReadyForInvoice } }`;
    const JOB = `query Job($id: ID!) { job(id: $id) { id number name branch { id name } invoices { status } } }`;

    it('links a job to a quote of the account, taking its total as the quoted cost', async () => {
      const w = await world();
      const other = await world();
      const quote = await createQuote(w, [{ pricebookItemId: 'p1', name: 'Rigging', quantity: 4, rate: 150 }]);
      const input = (quoteId: string) => ({
        name: 'From the quote',
        number: 'J-555',
        branchIds: [w.account.branch.id],
        divisionIds: [w.account.division.id],
        quoteId,
      });
      for (const quoteId of [MISSING, (await createQuote(other, [])).id]) {
        const { data } = await gql(w.billing.token, CREATE_JOB, { input: input(quoteId) });
        expect(data.createComplexJob).toMatchObject({ code: 400, success: false, message: 'Quote not found.' });
      }
      const { data } = await gql(w.billing.token, CREATE_JOB, { input: input(quote.id) });
      expect(data.createComplexJob).toMatchObject({
        success: true,
        job: { quoteId: quote.id, quotedCostCents: 60000 },
      });
    });

    it('flags a job billed at the end ready for invoice when it is completed, and lists ready jobs by the filters', async () => {
      const w = await world();
      const complete = (id: string) => gql(w.billing.token, UPDATE_JOB, { input: { id, status: 'COMPLETE' } });
      const weekly = await newJob(w.account, { name: 'Weekly job', number: 'J-777', billingFrequency: 'WEEKLY' });
      expect((await complete(w.jobs[0].id)).data.updateComplexJob).toMatchObject({ job: { isReadyForInvoice: true } });
      expect((await complete(weekly.id)).data.updateComplexJob).toMatchObject({ job: { isReadyForInvoice: false } });
      await ctx.dataSource.getRepository(Job).update(w.jobs[1].id, { isReadyForInvoice: true });
      const ready = async (filters: Json) =>
        ((await gql(w.billing.token, READY, { filters })).data.jobsWithoutDates as { name: string }[]).map(
          (job) => job.name,
        );
      expect((await ready({ isReadyForInvoice: true })).sort()).toEqual(['Harbor Bridge', 'Riverside Tower']);
      expect(await ready({ isReadyForInvoice: true, searchTerm: 'river' })).toEqual(['Riverside Tower']);
      expect(await ready({ isReadyForInvoice: true, limit: 1 })).toHaveLength(1);
    });

    it('lists a job ready for invoice that has a draft invoice once on Ready to Invoice: as its draft', async () => {
      const w = await world();
      const { invoice } = await createInvoice(w);
      // The office flags both jobs ready; the first already has its draft.
      for (const job of w.jobs) {
        const { data } = await gql(w.billing.token, UPDATE_JOB, { input: { id: job.id, isReadyForInvoice: true } });
        expect(data.updateComplexJob).toMatchObject({ success: true, job: { isReadyForInvoice: true } });
      }
      const ready = await gql(w.billing.token, READY, { filters: { isReadyForInvoice: true } });
      expect((ready.data.jobsWithoutDates as { name: string }[]).map((job) => job.name)).toEqual(['Harbor Bridge']);
      const drafts = await gql(w.billing.token, LIST, { filters: { status: ['draft'] } });
      expect((drafts.data.invoices as { items: Json[] }).items.map((row) => row.jobId)).toEqual([invoice.jobId]);
      const overview = await gql(w.billing.token, OVERVIEW);
      expect(overview.data.invoiceOverview).toMatchObject({ readyToInvoice: 2 });
    });

    it('lets sales (web:quoting, no web:schedule) link a quote to a job, and change nothing else', async () => {
      const w = await world();
      const quote = await createQuote(w, [{ pricebookItemId: 'p1', name: 'Rigging', quantity: 4, rate: 150 }]);
      const seller = await ctx.newUser({ account: w.account, permissions: ['web:quoting', 'web:invoice'] });
      const UPDATE_SIMPLE = `mutation Update($input: UpdateJobInput!) {
        updateJob(input: $input) { code success message job { id quoteId quotedCostCents } } }`;
      const LINK = `mutation Update($input: UpdateComplexJobInput!) {
        updateComplexJob(input: $input) { code success message job { id quoteId quotedCostCents } } }`;
      const linked = await gql(seller.token, LINK, { input: { id: w.jobs[0].id, quoteId: quote.id } });
      expect(linked.data.updateComplexJob).toMatchObject({
        success: true,
        job: { quoteId: quote.id, quotedCostCents: 60000 },
      });
      // A simple job has its dates (the simple shape requires them).
      const dated = await newJob(w.account, { number: 'J-300', startDate: '2026-11-02', endDate: '2026-11-06' });
      const simple = await gql(seller.token, UPDATE_SIMPLE, { input: { id: dated.id, quoteId: quote.id } });
      expect(simple.data.updateJob).toMatchObject({
        success: true,
        job: { quoteId: quote.id, quotedCostCents: 60000 },
      });
      for (const [query, input] of [
        [LINK, { id: w.jobs[0].id, quoteId: quote.id, name: 'Renamed' }],
        [LINK, { id: w.jobs[0].id, name: 'Renamed' }],
        [LINK, { id: w.jobs[0].id, quoteId: null }],
        [UPDATE_SIMPLE, { id: dated.id, quoteId: quote.id, status: 'COMPLETE' }],
        [UPDATE_JOB, { id: w.jobs[0].id, status: 'COMPLETE' }],
      ] as const) {
        const { data } = await gql(seller.token, query, { input });
        expect(Object.values(data)[0]).toMatchObject({ code: 403, success: false, message: FORBIDDEN });
      }
      const created = await gql(seller.token, CREATE_JOB, {
        input: { name: 'Mine', number: 'J-9', branchIds: [w.account.branch.id], divisionIds: [w.account.division.id] },
      });
      expect(created.errors?.[0].message).toBe(FORBIDDEN);
      expect(await ctx.dataSource.getRepository(Job).findOneByOrFail({ id: w.jobs[0].id })).toMatchObject({
        name: 'Riverside Tower',
        quoteId: quote.id,
        status: w.jobs[0].status,
      });
    });

    it('shows a billing user the job with its branch and invoices', async () => {
      const w = await world();
      const biller = await ctx.newUser({ account: w.account, permissions: ['web:invoice'] });
      const { formSubmission } = await createInvoice(w);
      const { data } = await gql(biller.token, JOB, { id: w.jobs[0].id });
      expect(data.job).toEqual({
        id: w.jobs[0].id,
        number: 'J-100',
        name: 'Riverside Tower',
        branch: { id: w.account.branch.id, name: w.account.branch.name },
        invoices: [{ status: 'draft' }],
      });
      expect(formSubmission.id).toBeDefined();
    });
  });
});
