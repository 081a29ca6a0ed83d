import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { DocumentLink, DocumentSend } from '../../src/document-links/document-link.entity.js';
import { LINK_NOT_VALID, SIGNATURE_INVALID } from '../../src/document-links/document-rules.js';
import { StoredFile } from '../../src/files/stored-file.entity.js';
import { FormSubmission, FormSubmissionAudit } from '../../src/forms/submissions/form-submission.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { craneServiceInvoice, INVOICE_IDS } from '../../src/seed/demo-forms/invoice.js';
import { craneServiceQuote, QUOTE_IDS } from '../../src/seed/demo-forms/quote.js';
import { appWithCapturingSmtp, attempted } from '../support/smtp.js';
import { bearer, type TestUser, TestContext } from '../support/test-app.js';

type Json = Record<string, unknown>;
const MISSING = '00000000-0000-4000-8000-000000000000';
const FORBIDDEN = 'You do not have permission to do this.';
/** The smallest PNG: one transparent pixel. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const SEND = `mutation Send($input: SendFormSubmissionInput!) {
  sendFormSubmission(input: $input) { code success message link errors { path message } } }`;
const COPY = `mutation Copy($id: ID!) { createFormSubmissionLink(id: $id) { code success message link } }`;
const REVOKE = `mutation Revoke($id: ID!) { revokeFormSubmissionLink(id: $id) { code success message } }`;
const HISTORY = `query History($id: ID!) { formSubmissionSendHistory(id: $id) {
  sends { id recipients subject delivery deliveredAt error sentByName createdAt }
  links { id active revokedAt expiresAt answer answeredBy answeredFrom reason } } }`;
const CREATE_TEMPLATE = `mutation Create($input: CreateFormTemplateInput!) {
  createFormTemplate(input: $input) { success formTemplate { id } } }`;
const CREATE_INVOICE = `mutation Create($input: CreateInvoiceInput!) {
  createInvoice(input: $input) { success message formSubmission { id status } } }`;

const tokenOf = (link: string) => /\/d\/([A-Za-z0-9_-]+)$/.exec(link)![1];
const line = { lineItemId: 'crane', name: '90t crane', quantity: 8, rate: 325, unit: 'hr', notes: '' };

/** The app with its mail going to a capturing SMTP server, and the quote and invoice forms of one account. */
async function documentsWorld(ctx: TestContext) {
  const account = await ctx.newAccount();
  const admin = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
  const gql = async (user: TestUser, query: string, variables: object = {}) => {
    const { body } = await ctx.http().post('/graphql').set(bearer(user.token)).send({ query, variables }).expect(200);
    return body as { data: Record<string, Json>; errors?: { message: string; extensions?: Json }[] };
  };
  const template = async (input: object) => {
    const { data } = await gql(admin, CREATE_TEMPLATE, { input: { ...input, divisionId: account.division.id } });
    return (data.createFormTemplate.formTemplate as { id: string }).id;
  };
  const quoteFormId = await template(craneServiceQuote().template);
  const invoiceFormId = await template(craneServiceInvoice().template);
  const sales = await ctx.newUser({
    account,
    permissions: ['web:quoting'],
    email: `sales-${randomUUID()}@example.com`,
  });
  const billing = await ctx.newUser({ account, permissions: ['web:invoice'] });
  const job = await ctx.dataSource.manager.save(
    ctx.dataSource.manager.create(Job, {
      accountId: account.account.id,
      number: 'J-7',
      name: 'Riverside Tower',
      branchIds: [account.branch.id],
      divisionIds: [account.division.id],
    }),
  );
  const quote = async (status = 'draft') => {
    const { body } = await ctx
      .http()
      .post('/api/form')
      .set(bearer(sales.token))
      .send({
        formId: quoteFormId,
        localDateTime: '2026-11-18T09:00',
        fields: [
          { id: QUOTE_IDS.customerName, value: 'Acme Construction' },
          { id: QUOTE_IDS.jobName, value: 'Riverside Tower' },
          { id: QUOTE_IDS.contactEmail, value: 'pat@acme.example' },
          { id: QUOTE_IDS.lineItems, value: [line] },
        ],
        data: { status },
      })
      .expect(201);
    return body.data as { id: string; number: number };
  };
  const invoice = async () => {
    const { data } = await gql(billing, CREATE_INVOICE, {
      input: {
        jobId: job.id,
        formSubmission: {
          formId: invoiceFormId,
          localDateTime: '2026-11-20T10:00',
          fields: [
            { id: INVOICE_IDS.invoiceDate, value: '2026-11-20' },
            { id: INVOICE_IDS.lineItems, value: [line] },
          ],
          data: { status: 'ready_to_approve' },
        },
      },
    });
    expect(data.createInvoice).toMatchObject({ success: true });
    return data.createInvoice.formSubmission as { id: string; status: string };
  };
  const send = (user: TestUser, id: string, input: Json = {}) =>
    gql(user, SEND, {
      input: { id, to: ['pat@acme.example'], subject: 'Your quote', message: 'Thank you for asking.', ...input },
    }).then(({ data, errors }) => (data?.sendFormSubmission ?? { errors }) as Json & { link: string });
  const status = async (id: string) =>
    (await ctx.dataSource.getRepository(FormSubmission).findOneByOrFail({ id })).status;
  return { account, admin, sales, billing, gql, quote, invoice, send, status };
}

describe('sending quotes and invoices, and the customer page', () => {
  let ctx: TestContext;
  const received = appWithCapturingSmtp((app) => (ctx = app));

  const view = (token: string) => ctx.http().get(`/api/public/documents/${token}`);

  it('sends a draft quote: Sent at once, the mail with its PDF and link, the token stored only as its hash', async () => {
    const w = await documentsWorld(ctx);
    const quote = await w.quote();
    const to = `pat-${randomUUID()}@acme.example`;
    const sent = await w.send(w.sales, quote.id, { to: [to, ' '], subject: `Quote ${quote.number} from us` });
    expect(sent).toMatchObject({ code: 200, success: true, link: expect.stringMatching(/\/d\/[A-Za-z0-9_-]{43}$/) });
    expect(await w.status(quote.id)).toBe('sent');
    const token = tokenOf(sent.link);
    const links = await ctx.dataSource.getRepository(DocumentLink).findBy({ formSubmissionId: quote.id });
    expect(links).toEqual([
      expect.objectContaining({ tokenHash: createHash('sha256').update(token).digest('hex'), kind: 'quote' }),
    ]);
    expect(JSON.stringify(links)).not.toContain(token);
    const days = (links[0].expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const message = await attempted(ctx, { to });
    expect(message).toMatchObject({ sentAt: expect.any(Date), error: null, purpose: 'document-send' });
    const mime = received.find((text) => text.includes(`To: ${to}`))!;
    expect(mime).toContain(`Subject: Quote ${quote.number} from us`);
    expect(mime).toMatch(/Content-Type: application\/pdf; name="[^"]+\.pdf"/);
    const decoded = mime.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toContain(sent.link);
    expect(decoded).toContain('Thank you for asking.');

    const { data } = await w.gql(w.sales, HISTORY, { id: quote.id });
    expect(data.formSubmissionSendHistory).toMatchObject({
      sends: [{ recipients: [to], subject: `Quote ${quote.number} from us`, delivery: 'accepted', error: null }],
      links: [{ active: true, revokedAt: null }],
    });
  });

  it('marks an invoice Sent only once the mail server accepted it', async () => {
    const w = await documentsWorld(ctx);
    const invoice = await w.invoice();
    const to = `billing-${randomUUID()}@acme.example`;
    expect(await w.send(w.billing, invoice.id, { to: [to] })).toMatchObject({ success: true });
    expect(await w.status(invoice.id)).toBe('ready_to_approve');
    await attempted(ctx, { to });
    for (const until = Date.now() + 10_000; (await w.status(invoice.id)) !== 'sent' && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await w.status(invoice.id)).toBe('sent');
    const audits = await ctx.dataSource.getRepository(FormSubmissionAudit).findBy({ formSubmissionId: invoice.id });
    expect(audits.map((audit) => audit.changeNotes)).toContain(`Sent to ${to} (accepted by the mail server).`);
  });

  it('refuses the wrong permission (403), another account’s document (404) and bad recipients (400)', async () => {
    const w = await documentsWorld(ctx);
    const quote = await w.quote();
    const invoice = await w.invoice();
    expect(await w.send(w.billing, quote.id)).toMatchObject({ code: 403, success: false, message: FORBIDDEN });
    expect(await w.send(w.sales, invoice.id)).toMatchObject({ code: 403, success: false, message: FORBIDDEN });
    const nobody = await ctx.newUser({ account: w.account, permissions: ['web:schedule'] });
    for (const query of [SEND, REVOKE, COPY, HISTORY]) {
      const { errors } = await w.gql(nobody, query, {
        id: quote.id,
        input: { id: quote.id, to: ['a@b.co'], subject: 's', message: '' },
      });
      expect(errors?.[0].message).toBe(FORBIDDEN);
    }
    expect(await w.gql(w.billing, REVOKE, { id: quote.id })).toMatchObject({
      data: { revokeFormSubmissionLink: { code: 403 } },
    });

    const other = await documentsWorld(ctx);
    expect(await other.send(other.sales, quote.id)).toMatchObject({ code: 404, success: false });
    expect(await other.send(other.sales, MISSING)).toMatchObject({ code: 404 });
    for (const query of [REVOKE, COPY]) {
      const { data } = await other.gql(other.sales, query, { id: quote.id });
      expect(Object.values(data)[0]).toMatchObject({ code: 404, success: false });
    }
    expect((await other.gql(other.sales, HISTORY, { id: quote.id })).errors?.[0].message).toBe(
      'Form submission not found.',
    );

    const bad = await w.send(w.sales, quote.id, {
      to: ['pat@acme.example', 'not an address', `${'a'.repeat(250)}@b.co`],
    });
    expect(bad).toMatchObject({ code: 400, success: false });
    expect(bad.errors).toEqual([
      { path: 'to.1', message: 'Invalid Email' },
      { path: 'to.2', message: 'Invalid Email' },
    ]);
    const many = Array.from({ length: 51 }, (_, n) => `crew${n}@acme.example`);
    expect((await w.send(w.sales, quote.id, { to: many })).errors).toEqual([
      { path: 'to', message: 'At most 50 Emails' },
    ]);
    expect((await w.send(w.sales, quote.id, { to: [''] })).errors).toEqual([
      { path: 'to', message: 'At least one recipient is needed.' },
    ]);
    expect((await w.send(w.sales, quote.id, { subject: ' ' })).errors).toEqual([
      { path: 'subject', message: 'A subject is needed.' },
    ]);
    expect(await w.status(quote.id)).toBe('draft');
    expect(await ctx.dataSource.getRepository(DocumentSend).countBy({ formSubmissionId: quote.id })).toBe(0);
  });

  it('shows the document to the customer; bad, revoked and expired tokens are 404; a new send keeps old links', async () => {
    const w = await documentsWorld(ctx);
    const quote = await w.quote();
    const first = tokenOf((await w.send(w.sales, quote.id)).link);
    const { body } = await view(first).expect(200);
    expect(body.data).toMatchObject({
      companyName: w.account.account.name,
      kind: 'quote',
      number: quote.number,
      status: 'sent',
      statusLabel: 'Sent',
      customerName: 'Acme Construction',
      answerable: true,
      lines: { columns: expect.arrayContaining([{ key: 'name', label: 'Item' }]) },
      totals: expect.arrayContaining([{ label: 'Total', value: '$2,600.00' }]),
    });
    expect(body.data.lines.rows[0]).toContain('90t crane');
    const pdf = await ctx.http().get(`/api/public/documents/${first}/pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    for (const token of ['x'.repeat(43), 'short', `${first}x`, encodeURIComponent('../../forms')]) {
      const refused = await view(token).expect(404);
      expect(refused.body.message).toBe(LINK_NOT_VALID);
    }

    const second = tokenOf((await w.send(w.sales, quote.id)).link);
    const copied = tokenOf((await w.gql(w.sales, COPY, { id: quote.id })).data.createFormSubmissionLink.link as string);
    await Promise.all([first, second, copied].map((token) => view(token).expect(200)));

    expect((await w.gql(w.sales, REVOKE, { id: quote.id })).data.revokeFormSubmissionLink).toMatchObject({
      success: true,
      message: 'The link no longer works.',
    });
    for (const token of [first, second, copied]) {
      expect((await view(token).expect(404)).body.message).toBe(LINK_NOT_VALID);
      await ctx.http().get(`/api/public/documents/${token}/pdf`).expect(404);
      await ctx.http().post(`/api/public/documents/${token}/approve`).send({ name: 'Pat', signature: PNG }).expect(404);
    }
    const { data } = await w.gql(w.sales, HISTORY, { id: quote.id });
    expect((data.formSubmissionSendHistory.links as Json[]).map((link) => link.active)).toEqual([false, false, false]);

    const fresh = tokenOf((await w.send(w.sales, quote.id)).link);
    await view(fresh).expect(200);
    await ctx.dataSource
      .getRepository(DocumentLink)
      .update(
        { tokenHash: createHash('sha256').update(fresh).digest('hex') },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    expect((await view(fresh).expect(404)).body.message).toBe(LINK_NOT_VALID);
  });

  it('approves a quote with a signature: stored with the quote, named in its history, the sales user mailed', async () => {
    const w = await documentsWorld(ctx);
    const quote = await w.quote();
    const token = tokenOf((await w.send(w.sales, quote.id)).link);
    const approve = (body: object) => ctx.http().post(`/api/public/documents/${token}/approve`).send(body);
    for (const signature of [
      'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
      'data:image/png;base64,aGVsbG8=',
      `data:image/png;base64,${'A'.repeat(800_000)}`,
      42,
    ]) {
      const refused = await approve({ name: 'Pat Lee', signature }).expect(400);
      expect(refused.body.errors).toEqual({ signature: [SIGNATURE_INVALID] });
    }
    expect((await approve({ name: ' ', signature: PNG }).expect(400)).body.errors).toEqual({
      name: ['Your name is needed.'],
    });
    expect(await w.status(quote.id)).toBe('sent');

    const images = async () => {
      const pdf = await ctx.http().get(`/api/public/documents/${token}/pdf`).buffer(true).expect(200);
      return (pdf.body as Buffer).toString('latin1').split('/Subtype /Image').length - 1;
    };
    const before = await images();

    const { body } = await approve({ name: 'Pat Lee', signature: PNG }).expect(200);
    // The quote's PDF shows the signature now.
    expect(await images()).toBeGreaterThan(before);
    expect(body.data).toMatchObject({ status: 'accepted', statusLabel: 'Accepted', answerable: false });
    const row = await ctx.dataSource.getRepository(FormSubmission).findOneByOrFail({ id: quote.id });
    expect(row.status).toBe('accepted');
    const signature = row.fields.find((field) => field.id === QUOTE_IDS.acceptanceSignature)!.value as Json;
    expect(signature).toEqual({ key: expect.any(String), dataUrl: PNG });
    expect(row.fields.find((field) => field.id === QUOTE_IDS.acceptedBy)!.value).toBe('Pat Lee');
    expect(await ctx.dataSource.getRepository(StoredFile).findOneBy({ key: signature.key as string })).toMatchObject({
      purpose: 'document-signature',
      ownerType: 'form-submission',
      ownerId: quote.id,
      contentType: 'image/png',
    });
    const audits = await ctx.dataSource.getRepository(FormSubmissionAudit).findBy({ formSubmissionId: quote.id });
    expect(audits.map((audit) => audit.changeNotes)).toContain(
      'Accepted by Pat Lee on the customer page, from 127.0.0.1.',
    );
    const mailed = await attempted(ctx, { to: w.sales.email });
    expect(mailed.subject).toBe(`Quote #${quote.number} accepted by Pat Lee`);
    const { data } = await w.gql(w.sales, HISTORY, { id: quote.id });
    expect(data.formSubmissionSendHistory.links).toEqual([
      expect.objectContaining({ answer: 'accepted', answeredBy: 'Pat Lee', answeredFrom: '127.0.0.1' }),
    ]);

    expect((await approve({ name: 'Pat Lee', signature: PNG }).expect(409)).body.message).toBe(
      'This quote has already been answered.',
    );
    await ctx.http().post(`/api/public/documents/${token}/reject`).send({ name: 'Pat', reason: 'No' }).expect(409);

    // Deleting the quote removes its signature's file with it, and the link answers 404.
    const DELETE = 'mutation D($id: ID!) { deleteFormSubmission(id: $id) { success } }';
    expect((await w.gql(w.sales, DELETE, { id: quote.id })).data.deleteFormSubmission).toEqual({ success: true });
    expect(await ctx.dataSource.getRepository(StoredFile).findOneBy({ key: signature.key as string })).toBeNull();
    await view(token).expect(404);
  });

  it('rejects a quote with a reason; an invoice cannot be answered', async () => {
    const w = await documentsWorld(ctx);
    const quote = await w.quote('sent');
    const token = tokenOf((await w.send(w.sales, quote.id)).link);
    const reject = (body: object) => ctx.http().post(`/api/public/documents/${token}/reject`).send(body);
    expect((await reject({ name: 'Pat Lee' }).expect(400)).body.errors).toEqual({ reason: ['A reason is needed.'] });
    await reject({ name: 'Pat Lee', reason: 'Over budget this year.' }).expect(200);
    expect(await w.status(quote.id)).toBe('rejected');
    const audits = await ctx.dataSource.getRepository(FormSubmissionAudit).findBy({ formSubmissionId: quote.id });
    expect(audits.map((audit) => audit.changeNotes)).toContain(
      'Rejected by Pat Lee on the customer page, from 127.0.0.1: Over budget this year.',
    );

    const invoice = await w.invoice();
    const invoiceToken = tokenOf((await w.send(w.billing, invoice.id)).link);
    expect((await view(invoiceToken).expect(200)).body.data).toMatchObject({ kind: 'invoice', answerable: false });
    await ctx
      .http()
      .post(`/api/public/documents/${invoiceToken}/approve`)
      .send({ name: 'Pat', signature: PNG })
      .expect(409);
  });

  it('takes one answer of two given at once through two links', async () => {
    const w = await documentsWorld(ctx);
    const quote = await w.quote();
    const [first, second] = [
      tokenOf((await w.send(w.sales, quote.id)).link),
      tokenOf((await w.send(w.sales, quote.id)).link),
    ];
    const answers = await Promise.all([
      ctx.http().post(`/api/public/documents/${first}/approve`).send({ name: 'Pat Lee', signature: PNG }),
      ctx.http().post(`/api/public/documents/${second}/reject`).send({ name: 'Sam Lee', reason: 'Too late.' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const status = await w.status(quote.id);
    expect(status).toBe(answers[0].status === 200 ? 'accepted' : 'rejected');
    const answered = await ctx.dataSource.getRepository(DocumentLink).findBy({ formSubmissionId: quote.id });
    expect(answered.filter((link) => link.answer).map((link) => link.answer)).toEqual([status]);
  });
});

describe('a mail server that cannot be reached, and the rate limit of the customer page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create({ smtpUrl: 'smtp://127.0.0.1:9', publicDocumentRequestsPerMinute: 3 });
  });
  afterAll(() => ctx.close());

  it('leaves the invoice’s status and says why on its history', async () => {
    const w = await documentsWorld(ctx);
    const invoice = await w.invoice();
    const to = `billing-${randomUUID()}@acme.example`;
    await w.send(w.billing, invoice.id, { to: [to] });
    const message = await attempted(ctx, { to });
    expect(message.error).toEqual(expect.any(String));
    let sends: Json[] = [];
    for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
      sends = (await w.gql(w.billing, HISTORY, { id: invoice.id })).data.formSubmissionSendHistory.sends as Json[];
      if (sends[0]?.delivery !== 'queued') break;
    }
    expect(sends).toEqual([expect.objectContaining({ delivery: 'failed', error: message.error, deliveredAt: null })]);
    expect(await w.status(invoice.id)).toBe('ready_to_approve');
  });

  it('answers 429 with Retry-After past the limit per address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1)
      statuses.push((await ctx.http().get(`/api/public/documents/${'y'.repeat(43)}`)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await ctx
      .http()
      .get(`/api/public/documents/${'y'.repeat(43)}`)
      .expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
