import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { timecardTemplate } from '../../src/forms/engine/fixtures/timecard.template.js';
import { Job } from '../../src/jobs/job.entity.js';
import { craneServiceInvoice, INVOICE_IDS } from '../../src/seed/demo-forms/invoice.js';
import { bearer, TestContext } from '../support/test-app.js';

type Json = Record<string, unknown>;

const CREATE_TEMPLATE = `mutation Create($input: CreateFormTemplateInput!) {
  createFormTemplate(input: $input) { success formTemplate { id } } }`;
const UPDATE_TEMPLATE = `mutation Update($id: ID!, $input: UpdateFormTemplateInput!) {
  updateFormTemplate(id: $id, input: $input) { success } }`;
const CREATE_INVOICE = `mutation Create($input: CreateInvoiceInput!) {
  createInvoice(input: $input) { success errors { path message } formSubmission { id } } }`;
const UPDATE_INVOICE = `mutation Update($input: UpdateInvoiceInput!) {
  updateInvoice(input: $input) { success errors { path message } } }`;
const DELETE_SUBMISSION = `mutation Delete($id: ID!) { deleteFormSubmission(id: $id) { success } }`;

const invoiceValues = (quantity: number) => [
  { id: INVOICE_IDS.invoiceDate, value: '2026-11-20' },
  {
    id: INVOICE_IDS.lineItems,
    value: [{ lineItemId: 'crane', name: '90t crane', quantity, rate: 325.5, unit: 'hr' }],
  },
];

/**
 * Every read inside a transaction goes through that transaction's connection (docs/architecture.md, Transactions).
 * One that takes a second pooled connection holds the first while it waits: with as many such calls in flight as the
 * pool has connections, the whole instance waits for the pool's connect timeout (10 s) and the calls fail.
 */
describe('transactions', () => {
  let ctx: TestContext;
  /** The app with one pooled connection: a transaction that asks for a second waits until the connect timeout. */
  let tight: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
    // The migrations ran in `ctx` (under their advisory lock they take a second connection).
    tight = await TestContext.create({ databasePoolSize: 1, migrationsRun: false });
  });
  afterAll(async () => {
    await tight?.close();
    await ctx?.close();
  });

  /** An account with a timecard form and an invoice form, a job, a billing user and a super admin. */
  const world = async (app: TestContext) => {
    const account = await app.newAccount();
    const admin = await app.newUser({ account, permissions: ['groundcrew:admin'] });
    const billing = await app.newUser({ account, permissions: ['web:invoice', 'web:quoting', 'timecard:admin'] });
    const gql = async (token: string, query: string, variables: Json) => {
      const { body } = await app.http().post('/graphql').set(bearer(token)).send({ query, variables }).expect(200);
      return body.data as Record<string, Json>;
    };
    const template = async (input: object) => {
      const data = await gql(admin.token, CREATE_TEMPLATE, { input: { ...input, divisionId: account.division.id } });
      return (data.createFormTemplate.formTemplate as { id: string }).id;
    };
    const timecardFormId = await template(timecardTemplate());
    const invoiceFormId = await template(craneServiceInvoice().template);
    const jobs = await Promise.all(
      ['J-1', 'J-2'].map((number) =>
        app.dataSource.manager.save(
          app.dataSource.manager.create(Job, {
            accountId: account.account.id,
            number,
            name: `Job ${number}`,
            branchIds: [account.branch.id],
            divisionIds: [account.division.id],
          }),
        ),
      ),
    );

    const timecardPath = (id: string) => `/api/forms/${timecardFormId}/submission/${id}`;
    const createTimecard = async () => {
      const { body } = await app
        .http()
        .post('/api/form')
        .set(bearer(billing.token))
        .send({ formId: timecardFormId, localDateTime: '2026-11-20T07:00', fields: [] })
        .expect(201);
      return (body.data as { id: string }).id;
    };
    const editTimecard = async (id: string, change: Json, token = billing.token) => {
      const { status, body } = await app.http().patch(timecardPath(id)).set(bearer(token)).send(change);
      return { status, body: body as Json };
    };
    const createInvoice = async () => {
      const data = await gql(billing.token, CREATE_INVOICE, {
        input: {
          formSubmission: {
            formId: invoiceFormId,
            localDateTime: '2026-11-20T10:00',
            fields: invoiceValues(8),
            data: { status: 'draft' },
          },
          jobId: jobs[0].id,
        },
      });
      expect(data.createInvoice).toMatchObject({ success: true });
      return (data.createInvoice.formSubmission as { id: string }).id;
    };
    const updateInvoice = async (input: Json) => (await gql(billing.token, UPDATE_INVOICE, { input })).updateInvoice;
    const deleteSubmission = async (id: string) =>
      (await gql(admin.token, DELETE_SUBMISSION, { id })).deleteFormSubmission;
    const updateTemplate = async (name: string) =>
      (await gql(admin.token, UPDATE_TEMPLATE, { id: timecardFormId, input: { name } })).updateFormTemplate;
    return {
      billing,
      admin,
      jobs,
      timecardPath,
      createTimecard,
      editTimecard,
      createInvoice,
      updateInvoice,
      deleteSubmission,
      updateTemplate,
    };
  };

  const times = <T>(count: number, call: (index: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, index) => call(index)));

  describe('with one pooled connection, every writing call of submissions and invoices completes', () => {
    it('creates and edits timecards (values, status, notes; as a super admin too) and deletes one', async () => {
      const w = await world(tight);
      const ids = await times(3, () => w.createTimecard());
      const edits = await times(6, (index) =>
        w.editTimecard(
          ids[index % 3],
          index < 3 ? { adminNotes: `note ${index}` } : { data: { status: 'Approved' }, adminNotes: `seen ${index}` },
          index % 2 ? w.admin.token : w.billing.token,
        ),
      );
      expect(edits.map(({ status }) => status)).toEqual(Array(6).fill(200));
      const values = await times(3, (index) =>
        w.editTimecard(ids[index], { fields: [{ id: 'customerName', value: 'Acme' }], changeNotes: 'Customer named' }),
      );
      expect(values.map(({ status }) => status)).toEqual(Array(3).fill(200));
      expect(await times(2, (index) => w.deleteSubmission(ids[index + 1]))).toEqual([
        { success: true },
        { success: true },
      ]);
    });

    it('creates invoices, edits their values and status, and moves one to another job', async () => {
      const w = await world(tight);
      const ids = await times(3, () => w.createInvoice());
      const updates = await times(3, (index) =>
        w.updateInvoice(
          [
            { id: ids[0], formSubmission: { fields: invoiceValues(10), changeNotes: 'Two more hours' } },
            { id: ids[1], formSubmission: { data: { status: 'ready_to_approve' } } },
            { id: ids[2], jobId: w.jobs[1].id },
          ][index],
        ),
      );
      expect(updates).toEqual(Array(3).fill({ success: true, errors: null }));
    });

    it('saves templates', async () => {
      const w = await world(tight);
      expect(await times(3, (index) => w.updateTemplate(`Timecard ${index}`))).toEqual(
        Array(3).fill({ success: true }),
      );
    });
  });

  describe('with the pool as deployed (10)', () => {
    /**
     * A /me sent among 50 edits of a few records waits its turn in the pool's queue behind transactions waiting for a
     * row's lock (0.6-3.4 s measured on a busy 2-core machine); when transactions waited for a second connection, the
     * instance froze for the pool's connect timeout (10 s) and /me failed.
     */
    const ME_AT_MOST_MS = 5_000;
    /** The slowest of the /api/auth/me calls made one after another until `done` settles. */
    const slowestMe = async (token: string, done: Promise<unknown>) => {
      let finished = false;
      void done.finally(() => (finished = true));
      let slowest = 0;
      while (!finished) {
        const started = performance.now();
        await ctx.http().get('/api/auth/me').set(bearer(token)).expect(200);
        slowest = Math.max(slowest, performance.now() - started);
      }
      return slowest;
    };

    it('completes 50 concurrent edits of 5 timecards while /api/auth/me stays fast', async () => {
      const w = await world(ctx);
      const ids = await times(5, () => w.createTimecard());
      const edits = times(50, (index) => w.editTimecard(ids[index % 5], { adminNotes: `edit ${index}` }));
      const slowest = await slowestMe(w.billing.token, edits);
      expect((await edits).map(({ status }) => status)).toEqual(Array(50).fill(200));
      expect(slowest).toBeLessThan(ME_AT_MOST_MS);
    });

    it('completes 50 concurrent edits of 5 invoices while /api/auth/me stays fast', async () => {
      const w = await world(ctx);
      const ids = await times(5, () => w.createInvoice());
      const edits = times(50, (index) =>
        w.updateInvoice({
          id: ids[index % 5],
          formSubmission: { fields: invoiceValues(index + 1), changeNotes: `Edit ${index}` },
        }),
      );
      const slowest = await slowestMe(w.billing.token, edits);
      expect(await edits).toEqual(Array(50).fill({ success: true, errors: null }));
      expect(slowest).toBeLessThan(ME_AT_MOST_MS);
    });

    /** The statements each transaction sent during `work` from a statement `from` matches to its end (first words). */
    const heldFrom = async (from: RegExp, work: () => Promise<void>) => {
      const spy = jest.spyOn(ctx.dataSource.logger, 'logQuery');
      let calls: { query: string; runner: unknown }[];
      try {
        await work();
      } finally {
        calls = spy.mock.calls.map(([query, , runner]) => ({ query: query.trim(), runner }));
        spy.mockRestore();
      }
      return calls
        .filter(({ query }) => from.test(query))
        .map(({ query, runner }) => {
          const rest = calls.filter((call) => call.runner === runner).map((call) => call.query);
          const held = rest.slice(rest.indexOf(query) + 1);
          return held.slice(0, held.indexOf('COMMIT') + 1).map((statement) => statement.split(/\s/)[0]);
        });
    };

    /**
     * Edits of one document wait on each other for as long as one holds its row: the template is read before, and the
     * locked row is written as it stands (not read again to find what changed).
     */
    it("holds a document's row lock for its writes alone", async () => {
      const w = await world(ctx);
      const timecard = await w.createTimecard();
      const invoice = await w.createInvoice();
      const held = await heldFrom(/^SELECT .* "s"\."fields" .* FOR UPDATE$/s, async () => {
        const edit = { fields: [{ id: 'customerName', value: 'Acme' }], changeNotes: 'Customer named' };
        expect((await w.editTimecard(timecard, edit)).status).toBe(200);
        expect(
          await w.updateInvoice({ id: invoice, formSubmission: { fields: invoiceValues(9), changeNotes: 'One more' } }),
        ).toEqual({ success: true, errors: null });
      });
      // The row, its audit entry, and its PDF's job queued in the same transaction (docs/queue.md).
      expect(held).toEqual([
        ['UPDATE', 'INSERT', 'INSERT', 'COMMIT'],
        ['UPDATE', 'INSERT', 'INSERT', 'COMMIT'],
      ]);
    });

    /** Creates of one form queue on its counter row until commit: the job is checked and flagged before the number. */
    it("holds a form's numbering for the numbered writes alone", async () => {
      const w = await world(ctx);
      const held = await heldFrom(/^INSERT INTO "form_submission_counter"/, async () => {
        await w.createInvoice();
      });
      expect(held).toEqual([['INSERT', 'INSERT', 'INSERT', 'COMMIT']]); // the submission, its invoice record, its PDF's job
    });

    it('lists the history newest first in the order concurrent edits were applied', async () => {
      const w = await world(ctx);
      const [id] = await times(1, () => w.createTimecard());
      const edits = await times(12, (index) => w.editTimecard(id, { adminNotes: `note ${index}` }));
      expect(edits.map(({ status }) => status)).toEqual(Array(12).fill(200));
      const { body } = await ctx.http().get(`/api/forms/${id}/audit/logs`).set(bearer(w.billing.token)).expect(200);
      const entries = body.data as {
        createdAt: string;
        diffRecord: { adminNotes: { oldValue: string | null; newValue: string } };
      }[];
      expect(entries).toHaveLength(12);
      // Each entry changed what the one below it (applied just before) left.
      const notes = entries.map((entry) => entry.diffRecord.adminNotes);
      for (let i = 0; i < notes.length - 1; i++) expect(notes[i].oldValue).toBe(notes[i + 1].newValue);
      expect(notes[notes.length - 1].oldValue).toBeNull();
      const { body: current } = await ctx.http().get(w.timecardPath(id)).set(bearer(w.billing.token)).expect(200);
      expect((current.data as Json).adminNotes).toBe(notes[0].newValue);
      const dates = entries.map((entry) => Date.parse(entry.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });
  });
});
