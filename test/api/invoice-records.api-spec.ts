import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FormSubmission } from '../../src/forms/submissions/form-submission.entity.js';
import { Invoice } from '../../src/invoices/invoice.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { craneServiceInvoice, INVOICE_IDS } from '../../src/seed/demo-forms/invoice.js';
import { craneServiceQuote, QUOTE_IDS } from '../../src/seed/demo-forms/quote.js';
import { saveTemplate } from '../support/form-fixtures.js';
import { gql } from '../support/job-fixtures.js';
import { bearer, TestContext } from '../support/test-app.js';

type Json = Record<string, unknown>;

const CREATE = `mutation Create($input: CreateInvoiceInput!) {
  createInvoice(input: $input) { code success message errors { path message } invoice { id status formSubmissionId } } }`;
const UPDATE = `mutation Update($input: UpdateInvoiceInput!) {
  updateInvoice(input: $input) { code success errors { path message } invoice { quoteId jobId } } }`;
const DELETE = `mutation Delete($id: ID!) { deleteFormSubmission(id: $id) { code success message } }`;
const TOO_LARGE = 'must be at most 10,000,000,000';

/** Invoices and quotes whose records stay whole (issue 30 §3). */
describe('money and records that stay whole', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  /** An account with the demo invoice and quote forms, a job, and a billing user. */
  const world = async () => {
    const account = await ctx.newAccount();
    const admin = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
    const template = async (input: object) => (await saveTemplate(ctx, admin.token, account, input)).id;
    const invoiceFormId = await template(craneServiceInvoice().template);
    const quoteFormId = await template(craneServiceQuote().template);
    const billing = await ctx.newUser({ account, permissions: ['web:invoice', 'web:quoting'] });
    const job = await ctx.dataSource.manager.save(
      ctx.dataSource.manager.create(Job, {
        accountId: account.account.id,
        number: 'J-7',
        name: 'Riverside Tower',
        branchIds: [account.branch.id],
        divisionIds: [account.division.id],
      }),
    );
    return { account, billing, invoiceFormId, quoteFormId, job };
  };
  type World = Awaited<ReturnType<typeof world>>;

  const line = (quantity: unknown, rate: unknown) => ({ lineItemId: 'crane', name: '90t crane', quantity, rate });
  const invoiceInput = (w: World, submission: Json = {}, input: Json = {}) => ({
    input: {
      jobId: w.job.id,
      formSubmission: {
        formId: w.invoiceFormId,
        localDateTime: '2026-11-20T10:00',
        fields: [{ id: INVOICE_IDS.lineItems, value: [line(8, 325.5)] }],
        ...submission,
      },
      ...input,
    },
  });
  const createInvoice = async (w: World, submission: Json = {}, input: Json = {}) =>
    (await gql(ctx, w.billing.token, CREATE, invoiceInput(w, submission, input))).data.createInvoice as Json & {
      invoice: { id: string; formSubmissionId: string } | null;
      errors: { path: string; message: string }[] | null;
    };
  const counts = async (w: World) => ({
    submissions: await ctx.dataSource.getRepository(FormSubmission).countBy({ accountId: w.account.account.id }),
    invoices: await ctx.dataSource.getRepository(Invoice).countBy({ accountId: w.account.account.id }),
  });
  const postForm = (w: World, body: Json) => ctx.http().post('/api/form').set(bearer(w.billing.token)).send(body);

  it('keeps a voided invoice and its record on deleteFormSubmission (409), and deletes a draft one with its record', async () => {
    const w = await world();
    const voided = (await createInvoice(w)).invoice!.formSubmissionId;
    await gql(ctx, w.billing.token, UPDATE, { input: { id: voided, formSubmission: { data: { status: 'voided' } } } });
    await ctx.settled();
    for (let call = 0; call < 2; call += 1) {
      const { data } = await gql(ctx, w.billing.token, DELETE, { id: voided });
      expect(data.deleteFormSubmission).toMatchObject({
        code: 409,
        success: false,
        message: 'A voided invoice cannot be changed.',
      });
    }
    expect(await counts(w)).toEqual({ submissions: 1, invoices: 1 });

    const draft = (await createInvoice(w)).invoice!.formSubmissionId;
    expect(await counts(w)).toEqual({ submissions: 2, invoices: 2 });
    const { data } = await gql(ctx, w.billing.token, DELETE, { id: draft });
    expect(data.deleteFormSubmission).toMatchObject({ code: 200, success: true });
    expect(await counts(w)).toEqual({ submissions: 1, invoices: 1 });
    await ctx.settled();
  });

  it('makes invoices through createInvoice only: POST /form with the invoice form is refused, storing nothing', async () => {
    const w = await world();
    const refused = await postForm(w, {
      formId: w.invoiceFormId,
      localDateTime: '2026-11-20T10:00',
      fields: [{ id: INVOICE_IDS.lineItems, value: [line(1, 100)] }],
    }).expect(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      message: 'An invoice is created with createInvoice, which ties it to its job.',
      errors: { formId: ['An invoice is created with createInvoice, which ties it to its job.'] },
    });
    expect(await counts(w)).toEqual({ submissions: 0, invoices: 0 });
  });

  it('starts a new invoice as draft or ready to approve, never paid, sent or voided', async () => {
    const w = await world();
    for (const status of ['voided', 'paid', 'sent', 'ready_to_send']) {
      expect(await createInvoice(w, { data: { status } })).toMatchObject({
        code: 400,
        success: false,
        invoice: null,
        errors: [{ path: 'formSubmission.data.status', message: 'Status must be one of: draft, ready_to_approve.' }],
      });
    }
    expect(await counts(w)).toEqual({ submissions: 0, invoices: 0 });
    for (const status of ['draft', 'ready_to_approve']) {
      expect(await createInvoice(w, { data: { status } })).toMatchObject({ success: true, invoice: { status } });
    }
    await ctx.settled();
  });

  it('answers 400 naming the field for a quantity or rate past what a total may be, and for an empty quote id', async () => {
    const w = await world();
    for (const [quantity, rate, message] of [
      [1e308, 1, `Quantity ${TOO_LARGE}`],
      [1, 1e308, `Rate ${TOO_LARGE}`],
      ['1e308', 2, `Quantity ${TOO_LARGE}`],
    ] as const) {
      const quote = await postForm(w, {
        formId: w.quoteFormId,
        localDateTime: '2026-11-18T09:00',
        fields: [{ id: QUOTE_IDS.lineItems, value: [line(quantity, rate)] }],
      }).expect(400);
      expect(quote.body.errors).toEqual({ [`fields.${QUOTE_IDS.lineItems}`]: [message] });
      const invoice = await createInvoice(w, {
        fields: [{ id: INVOICE_IDS.lineItems, value: [line(quantity, rate)] }],
      });
      expect(invoice).toMatchObject({
        code: 400,
        errors: [{ path: `fields.${INVOICE_IDS.lineItems}`, message }],
      });
    }
    for (const quoteId of ['', ' ']) {
      expect(await createInvoice(w, {}, { quoteId })).toMatchObject({
        code: 400,
        errors: [{ path: 'quoteId', message: 'Quote not found.' }],
      });
    }
    expect(await counts(w)).toEqual({ submissions: 0, invoices: 0 });
  });

  it('answers updateInvoice naming an empty quote or job id with 400 under that field, as createInvoice does', async () => {
    const w = await world();
    const id = (await createInvoice(w)).invoice!.formSubmissionId;
    const reason = { data: { status: 'ready_to_approve' } };
    for (const [field, message] of [
      ['quoteId', 'Quote not found.'],
      ['jobId', 'Job not found.'],
    ] as const) {
      for (const formSubmission of [undefined, reason]) {
        const { data } = await gql(ctx, w.billing.token, UPDATE, { input: { id, formSubmission, [field]: '' } });
        expect(data.updateInvoice).toMatchObject({
          code: 400,
          success: false,
          invoice: null,
          errors: [{ path: field, message }],
        });
      }
    }
    const [record] = await ctx.dataSource.getRepository(Invoice).findBy({ formSubmissionId: id });
    expect(record).toMatchObject({ jobId: w.job.id, quoteId: null });
    expect(await ctx.dataSource.getRepository(FormSubmission).findOneByOrFail({ id })).toMatchObject({
      status: 'draft',
    });
    await ctx.settled();
  });
});
