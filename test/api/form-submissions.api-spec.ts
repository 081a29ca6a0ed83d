import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import type { Permission } from '../../src/common/auth/permissions.js';
import { timecardCsvConfig, timecardTemplate } from '../../src/forms/engine/fixtures/timecard.template.js';
import { FormSubmission, FormSubmissionAudit } from '../../src/forms/submissions/form-submission.entity.js';
import { REASON_REQUIRED } from '../../src/forms/submissions/submission-rules.js';
import { SubmissionExportService } from '../../src/forms/submissions/submission-export.service.js';
import { OutboxAttachment } from '../../src/mail/outbox-attachment.entity.js';
import { StoredFile } from '../../src/files/stored-file.entity.js';
import { OutboxMessage } from '../../src/mail/outbox-message.entity.js';
import { pdfText } from '../support/pdf-text.js';
import { expectCrossAccountNotFound } from '../support/cross-account.js';
import { bearer, TestContext } from '../support/test-app.js';

type Json = Record<string, unknown>;
const MISSING = '00000000-0000-4000-8000-000000000000';
const FORBIDDEN = 'You do not have permission to do this.';
const NOT_FOUND = 'Form submission not found.';

const CREATE_TEMPLATE = `mutation Create($input: CreateFormTemplateInput!) {
  createFormTemplate(input: $input) { code success message formTemplate { id } } }`;

/** A timecard's values as the renderer sends them, with derived values a client must not be trusted with. */
const timecardValues = (overrides: Json = {}) =>
  Object.entries({
    workDate: '2026-11-20',
    customerName: 'Acme Construction',
    startTime: '2026-11-20T07:00',
    stopTime: '2026-11-20T15:27',
    outMinutes: 30,
    hours: 99,
    craneHours: 6,
    travelHours: 1.5,
    billableHours: 100,
    ...overrides,
  }).map(([id, value]) => ({ id, value }));

const valueOf = (submission: { fields: { id: string; value: unknown }[] }, id: string) =>
  submission.fields.find((field) => field.id === id)?.value;

describe('form submissions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  /** An account with a timecard form and a quote form, and a documents user (timecard:admin). */
  const world = async () => {
    const account = await ctx.newAccount();
    const admin = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
    const template = async (input: Json) => {
      const { body } = await ctx
        .http()
        .post('/graphql')
        .set(bearer(admin.token))
        .send({ query: CREATE_TEMPLATE, variables: { input: { ...input, divisionId: account.division.id } } })
        .expect(200);
      expect(body.data.createFormTemplate).toMatchObject({ success: true });
      return body.data.createFormTemplate.formTemplate.id as string;
    };
    const timecardId = await template({ ...timecardTemplate() });
    const quoteId = await template({
      name: 'Quote',
      description: 'Crane quote',
      formTypeSlug: 'quote',
      fields: [{ id: 'jobName', name: 'Job Name', type: 'TextField', fieldType: 'TextField' }],
    });
    const clerk = await ctx.newUser({ account, permissions: ['timecard:admin'] });
    return { account, admin, clerk, timecardId, quoteId };
  };
  type World = Awaited<ReturnType<typeof world>>;

  const submit = (token: string, body: Json) => ctx.http().post('/api/form').set(bearer(token)).send(body);
  const submitTimecard = async (w: World, overrides: Json = {}, localDateTime = '2026-11-20T06:45:00') => {
    const { body } = await submit(w.clerk.token, {
      formId: w.timecardId,
      localDateTime,
      fields: timecardValues(overrides),
    }).expect(201);
    return body.data as Json & { id: string; number: number; fields: { id: string; value: unknown }[] };
  };
  /** Waits for the PDFs made in the background after creates and edits (they set pdfFilePath and hasFile). */
  const settled = () => ctx.settled();
  const submissionPath = (w: World, id: string) => `/api/forms/${w.timecardId}/submission/${id}`;
  const rowOf = (id: string) => ctx.dataSource.getRepository(FormSubmission).findOneBy({ id });
  const auditsOf = (formSubmissionId: string) =>
    ctx.dataSource
      .getRepository(FormSubmissionAudit)
      .find({ where: { formSubmissionId }, order: { createdAt: 'ASC' } });

  describe('POST /form', () => {
    it('stores the values with every derived value recomputed, numbered per form, status New', async () => {
      const w = await world();
      const first = await submitTimecard(w);
      const second = await submitTimecard(w);
      expect(first).toMatchObject({
        formId: w.timecardId,
        accountId: w.account.account.id,
        number: 1,
        status: 'New',
        data: { status: 'New', number: 1 },
        userId: w.clerk.user.id,
        userName: 'Test User',
        localDateTime: '2026-11-20T06:45:00',
        version: '0.0.5',
        hasFile: false,
        adminNotes: null,
      });
      expect(second.number).toBe(2);
      // 07:00 to 15:27 is 507 minutes, rounded up to 510, minus 30 out: 8 hours, not the 99 sent.
      expect(valueOf(first, 'hours')).toBe(8);
      expect(valueOf(first, 'billableHours')).toBe(7.5);
      expect(first.totalHours).toBe(8);
      const stored = await rowOf(first.id);
      expect(stored?.fields.find((field) => field.id === 'hours')?.value).toBe(8);
      expect(Number(stored?.totalHours)).toBe(8);
    });

    it('numbers concurrent submissions without gaps or repeats, and each form on its own', async () => {
      const w = await world();
      const created = await Promise.all(Array.from({ length: 12 }, () => submitTimecard(w)));
      expect(created.map((s) => s.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      const quote = await submit(w.admin.token, {
        formId: w.quoteId,
        localDateTime: '2026-11-20T08:00',
        fields: [{ id: 'jobName', value: 'Tower crane' }],
      }).expect(201);
      expect(quote.body.data).toMatchObject({ number: 1, status: 'draft' });
    });

    it.each([
      [{ formId: undefined, localDateTime: '2026-11-20T07:00', fields: [] }, 'formId', 'formId must be a UUID.'],
      [{ formId: 'x', localDateTime: '2026-11-20T07:00', fields: [] }, 'formId', 'formId must be a UUID.'],
      [{ localDateTime: '2026-11-20T07:00', fields: 'x' }, 'fields', 'fields must be a list of { id, value }.'],
      [
        { localDateTime: '2026-02-30T07:00', fields: [] },
        'localDateTime',
        'localDateTime must be a date and time (YYYY-MM-DDTHH:mm).',
      ],
      [{ localDateTime: '2026-11-20T07:00', fields: [{ value: 1 }] }, 'fields.0.id', 'Required'],
      [
        { localDateTime: '2026-11-20T07:00', fields: [], timezoneOffset: 9999 },
        'timezoneOffset',
        'timezoneOffset must be minutes from UTC (-840 to 840).',
      ],
    ])('refuses %j: 400 at %s', async (body, path, message) => {
      const w = await world();
      const res = await submit(w.clerk.token, { formId: w.timecardId, ...body }).expect(400);
      expect(res.body.errors[path]).toEqual([message]);
      expect(await ctx.dataSource.getRepository(FormSubmission).countBy({ formId: w.timecardId })).toBe(0);
    });

    it('refuses ids the template lacks, ids sent twice, the engine’s errors and unknown statuses', async () => {
      const w = await world();
      const base = { formId: w.timecardId, localDateTime: '2026-11-20T07:00' };
      const ghost = await submit(w.clerk.token, { ...base, fields: [{ id: 'ghost', value: 1 }] }).expect(400);
      expect(ghost.body).toMatchObject({
        message: 'No template field has the id "ghost"',
        errors: { 'fields.0.id': ['No template field has the id "ghost"'] },
      });
      const twice = await submit(w.clerk.token, {
        ...base,
        fields: [
          { id: 'workDate', value: 'a' },
          { id: 'workDate', value: 'b' },
        ],
      }).expect(400);
      expect(twice.body.errors).toEqual({ 'fields.1.id': ['Duplicate id "workDate"'] });
      const backwards = await submit(w.clerk.token, {
        ...base,
        fields: timecardValues({ stopTime: '2026-11-20T06:00' }),
      }).expect(400);
      expect(backwards.body.message).toBe('Invalid Stop Time');
      const status = await submit(w.clerk.token, { ...base, fields: [], data: { status: 'Done' } }).expect(400);
      expect(status.body.errors).toEqual({
        'data.status': ['Status must be one of: New, Issue, Approved, Processed.'],
      });
      expect(await ctx.dataSource.getRepository(FormSubmission).countBy({ formId: w.timecardId })).toBe(0);
    });

    it('answers 404 for a missing form and another account’s', async () => {
      const w = await world();
      const other = await world();
      for (const formId of [MISSING, other.timecardId]) {
        const res = await submit(w.clerk.token, { formId, localDateTime: '2026-11-20T07:00', fields: [] }).expect(404);
        expect(res.body.message).toBe('Form not found.');
      }
      expect(await ctx.dataSource.getRepository(FormSubmission).countBy({ formId: other.timecardId })).toBe(0);
    });
  });

  describe('permissions: the screens that show the submissions', () => {
    const withPermissions = async (w: World, permissions: Permission[]) =>
      (await ctx.newUser({ account: w.account, permissions })).token;

    it('needs timecard:admin for documents and web:quoting for quotes (403 otherwise, nothing written)', async () => {
      const w = await world();
      const saved = await submitTimecard(w);
      const quoter = await withPermissions(w, ['web:quoting']);
      const nobody = await withPermissions(w, []);
      for (const token of [quoter, nobody]) {
        const calls = [
          submit(token, { formId: w.timecardId, localDateTime: '2026-11-20T07:00', fields: [] }),
          ctx.http().get(submissionPath(w, saved.id)).set(bearer(token)),
          ctx
            .http()
            .patch(submissionPath(w, saved.id))
            .set(bearer(token))
            .send({ data: { status: 'Issue' } }),
          ctx.http().get(`/api/forms/${w.timecardId}/submission/list`).set(bearer(token)),
          ctx.http().post(`/api/forms/${w.timecardId}/submission/search`).set(bearer(token)).send({}),
          ctx
            .http()
            .post(`/api/forms/${w.timecardId}/submission/search`)
            .set(bearer(token))
            .send({ nextPageKey: 'nonsense' }),
          ctx.http().get(`/api/forms/${saved.id}/audit/logs`).set(bearer(token)),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.status).toBe(403);
          expect(res.body.message).toBe(FORBIDDEN);
        }
      }
      expect((await rowOf(saved.id))?.status).toBe('New');
      const quote = await submit(quoter, { formId: w.quoteId, localDateTime: '2026-11-20T07:00', fields: [] });
      expect(quote.status).toBe(201);
      const clerkOnQuote = await submit(w.clerk.token, {
        formId: w.quoteId,
        localDateTime: '2026-11-20T07:00',
        fields: [],
      });
      expect(clerkOnQuote.status).toBe(403);
    });

    it.each([
      ['get', (w: World, id: string) => submissionPath(w, id), undefined],
      ['patch', (w: World, id: string) => submissionPath(w, id), { data: { status: 'Approved' }, adminNotes: 'x' }],
      ['get', (_w: World, id: string) => `/api/forms/${id}/audit/logs`, undefined],
    ] as const)('hides another account’s submission: %s %#', async (method, path, body) => {
      let owner: World | undefined;
      let id = '';
      await expectCrossAccountNotFound(ctx, {
        method,
        body,
        path: async () => {
          owner = await world();
          id = (await submitTimecard(owner)).id;
          await ctx.http().patch(submissionPath(owner, id)).set(bearer(owner.clerk.token)).send({ adminNotes: 'seen' });
          await settled();
          return path(owner, id);
        },
        missingPath: path({ timecardId: MISSING } as World, MISSING),
        state: async () => ({ row: await rowOf(id), audits: await auditsOf(id) }),
      });
      expect(owner).toBeDefined();
    });
  });

  describe('GET and PATCH /forms/{formId}/submission/{id}', () => {
    it('reads one submission; another form’s path or a missing id is 404; a malformed id 400', async () => {
      const w = await world();
      const saved = await submitTimecard(w);
      const { body } = await ctx.http().get(submissionPath(w, saved.id)).set(bearer(w.clerk.token)).expect(200);
      expect(body.data).toMatchObject({ id: saved.id, number: 1, fields: saved.fields });
      const wrongForm = await ctx
        .http()
        .get(`/api/forms/${w.quoteId}/submission/${saved.id}`)
        .set(bearer(w.clerk.token));
      expect(wrongForm.status).toBe(404);
      expect(wrongForm.body.message).toBe(NOT_FOUND);
      const bad = await ctx
        .http()
        .get(`/api/forms/${w.timecardId}/submission/x`)
        .set(bearer(w.clerk.token))
        .expect(400);
      expect(bad.body.message).toBe('submissionId must be a UUID.');
    });

    it('edits fields with a reason: recomputed, audited with old, new and the changed fields, in one write', async () => {
      const w = await world();
      const saved = await submitTimecard(w);
      const { body } = await ctx
        .http()
        .patch(submissionPath(w, saved.id))
        .set(bearer(w.clerk.token))
        .send({
          fields: [
            { id: 'stopTime', value: '2026-11-20T16:27' },
            { id: 'hours', value: 1 },
          ],
          localDateTime: '2026-11-20T06:50',
          changeNotes: 'Crew stayed an hour late',
        })
        .expect(200);
      expect(valueOf(body.data, 'hours')).toBe(9);
      expect(valueOf(body.data, 'customerName')).toBe('Acme Construction');
      expect(body.data).toMatchObject({
        totalHours: 9,
        localDateTime: '2026-11-20T06:50:00',
        lastModifiedBy: w.clerk.user.id,
      });
      const [audit] = await auditsOf(saved.id);
      expect(audit).toMatchObject({
        changeNotes: 'Crew stayed an hour late',
        userId: w.clerk.user.id,
        userName: 'Test User',
      });
      expect(audit.diffRecord.fields).toEqual([
        { id: 'stopTime', oldValue: '2026-11-20T15:27', newValue: '2026-11-20T16:27' },
        { id: 'hours', oldValue: 8, newValue: 9 },
      ]);
      expect(audit.diffRecord.localDateTime).toEqual({
        oldValue: '2026-11-20T06:45:00',
        newValue: '2026-11-20T06:50:00',
      });
      expect(audit.oldRecord).toMatchObject({ totalHours: 8 });
      expect(audit.newRecord).toMatchObject({ totalHours: 9 });
    });

    it('changes the status and the admin notes, each with its audit entry; the log is newest first', async () => {
      const w = await world();
      const saved = await submitTimecard(w);
      const patch = (body: Json) => ctx.http().patch(submissionPath(w, saved.id)).set(bearer(w.clerk.token)).send(body);
      expect((await patch({ data: { status: 'Approved' } }).expect(200)).body.data).toMatchObject({
        status: 'Approved',
        data: { status: 'Approved', number: 1 },
      });
      expect((await patch({ adminNotes: 'Checked against the crane log' }).expect(200)).body.data.adminNotes).toBe(
        'Checked against the crane log',
      );
      const { body } = await ctx.http().get(`/api/forms/${saved.id}/audit/logs`).set(bearer(w.clerk.token)).expect(200);
      expect(body.data.map((entry: Json) => entry.changeNotes)).toEqual([
        'Updated the admin notes',
        'Changed the status to: Approved',
      ]);
      expect(body.data[1]).toMatchObject({
        formSubmissionId: saved.id,
        hidden: false,
        oldRecord: { status: 'New' },
        newRecord: { status: 'Approved' },
        diffRecord: { fields: [], status: { oldValue: 'New', newValue: 'Approved' } },
      });
    });

    it.each([
      [{ fields: [{ id: 'craneHours', value: 7 }] }, 'changeNotes', REASON_REQUIRED],
      [{ fields: [{ id: 'craneHours', value: 7 }], changeNotes: '   ' }, 'changeNotes', REASON_REQUIRED],
      [
        { fields: [{ id: 'stopTime', value: '2026-11-20T05:00' }], changeNotes: 'x' },
        'fields.stopTime',
        'Invalid Stop Time',
      ],
      [{ data: { status: 'Done' } }, 'data.status', 'Status must be one of: New, Issue, Approved, Processed.'],
      [
        { fields: [{ id: 'ghost', value: 1 }], changeNotes: 'x' },
        'fields.0.id',
        'No template field has the id "ghost"',
      ],
    ])('refuses %j and leaves neither the change nor an audit entry', async (body, path, message) => {
      const w = await world();
      const saved = await submitTimecard(w);
      await settled();
      const before = await rowOf(saved.id);
      const res = await ctx.http().patch(submissionPath(w, saved.id)).set(bearer(w.clerk.token)).send(body).expect(400);
      expect(res.body.errors[path]).toEqual([message]);
      expect(await rowOf(saved.id)).toEqual(before);
      expect(await auditsOf(saved.id)).toEqual([]);
    });

    it('refuses a call that sends nothing to change; a change to the same values writes nothing', async () => {
      const w = await world();
      const saved = await submitTimecard(w);
      const empty = await ctx.http().patch(submissionPath(w, saved.id)).set(bearer(w.clerk.token)).send({}).expect(400);
      expect(empty.body.message).toBe('Nothing to change: send fields with changeNotes, data.status or adminNotes.');
      await ctx
        .http()
        .patch(submissionPath(w, saved.id))
        .set(bearer(w.clerk.token))
        .send({ data: { status: 'New' } })
        .expect(200);
      expect(await auditsOf(saved.id)).toEqual([]);
    });
  });

  describe('list and search', () => {
    const list = (w: World, query: string) =>
      ctx.http().get(`/api/forms/${w.timecardId}/submission/list?${query}`).set(bearer(w.clerk.token));
    const search = (w: World, body: Json) =>
      ctx.http().post(`/api/forms/${w.timecardId}/submission/search`).set(bearer(w.clerk.token)).send(body);

    /** Walks every page, checking each is at most `limit` long; answers the numbers in order. */
    const walk = async (page: (key?: string) => Promise<{ body: { data: Json[]; nextPageKey?: string } }>) => {
      const numbers: number[] = [];
      let key: string | undefined;
      let pages = 0;
      do {
        const { body } = await page(key);
        numbers.push(...body.data.map((row) => row.number as number));
        key = body.nextPageKey;
        pages += 1;
      } while (key && pages < 20);
      return { numbers, pages };
    };

    it('pages newest first by keyset within the date range, with no repeats or gaps', async () => {
      const w = await world();
      for (const [day, hour] of [
        ['2026-11-18', '07'],
        ['2026-11-19', '07'],
        ['2026-11-19', '07'],
        ['2026-11-20', '06'],
        ['2026-11-21', '07'],
      ]) {
        await submitTimecard(w, {}, `${day}T${hour}:00:00`);
      }
      const all = await walk((key) => list(w, `limit=2&local=true${key ? `&nextPageKey=${key}` : ''}`).expect(200));
      // 2 and 3 share their time: the id breaks the tie, and each still comes exactly once.
      expect(all.pages).toBe(3);
      expect([all.numbers[0], all.numbers[1], all.numbers[4]]).toEqual([5, 4, 1]);
      expect([...all.numbers].sort()).toEqual([1, 2, 3, 4, 5]);
      const range = await walk((key) =>
        list(w, `limit=2&startDate=2026-11-19&endDate=2026-11-20${key ? `&nextPageKey=${key}` : ''}`).expect(200),
      );
      expect(range.numbers[0]).toBe(4);
      expect([...range.numbers].sort()).toEqual([2, 3, 4]);
      const bad = await list(w, 'nextPageKey=nonsense').expect(400);
      expect(bad.body.message).toBe('Invalid page key.');
      const badDate = await list(w, 'startDate=2026-13-01').expect(400);
      expect(badDate.body.errors).toEqual({ startDate: ['startDate must be yyyy-MM-dd.'] });
    });

    it('filters by status, user, text in a field, exact value and data, ordered by number both ways', async () => {
      const w = await world();
      const other = await ctx.newUser({ account: w.account, permissions: ['timecard:admin'] });
      const a = await submitTimecard(w, { customerName: 'Acme Construction' });
      const b = await submitTimecard(w, { customerName: 'Summit Steel', workPerformed: 'Set trusses' });
      const c = (
        await submit(other.token, {
          formId: w.timecardId,
          localDateTime: '2026-11-22T07:00',
          fields: timecardValues({ customerName: 'Acme 100% Rigging' }),
        }).expect(201)
      ).body.data;
      await ctx
        .http()
        .patch(submissionPath(w, b.id))
        .set(bearer(w.clerk.token))
        .send({ data: { status: 'Issue' } })
        .expect(200);
      const numbers = async (body: Json) =>
        ((await search(w, body).expect(200)).body.data as Json[]).map((r) => r.number);
      expect(await numbers({ status: 'Issue' })).toEqual([b.number]);
      expect(await numbers({ status: ['New', 'Issue'], orderField: 'number', order: 'ASC' })).toEqual([1, 2, 3]);
      expect(await numbers({ userId: other.user.id })).toEqual([c.number]);
      expect(await numbers({ fullTextSearch: [{ id: 'customerName', value: 'acme' }], orderField: 'number' })).toEqual([
        3, 1,
      ]);
      expect(await numbers({ fullTextSearch: [{ id: 'customerName', value: '100%' }] })).toEqual([c.number]);
      expect(await numbers({ exactMatch: [{ id: 'customerName', value: 'Summit Steel' }] })).toEqual([b.number]);
      expect(await numbers({ hasData: ['workPerformed'] })).toEqual([b.number]);
      const byNumber = await walk((key) =>
        search(w, { orderField: 'number', order: 'ASC', limit: 1, nextPageKey: key }).expect(200),
      );
      expect(byNumber).toEqual({ numbers: [1, 2, 3], pages: 3 });
      // A key of one order does not fit another.
      const key = (await search(w, { orderField: 'number', limit: 1 }).expect(200)).body.nextPageKey;
      expect((await search(w, { nextPageKey: key }).expect(400)).body.message).toBe('Invalid page key.');
      expect((await search(w, { orderField: 'total' }).expect(400)).body.errors).toEqual({
        orderField: ['orderField must be one of: localDateTime, number, submitDateTime, createdAt.'],
      });
      // The page size's message is every list's.
      expect((await search(w, { limit: 101 }).expect(400)).body.errors).toEqual({
        limit: ['Limit must be between 1 and 100.'],
      });
      expect(a.number).toBe(1);
    });

    it('searches text in any field but pictures, case-insensitively, with % and _ literal and lines kept apart', async () => {
      const w = await world();
      const a = await submitTimecard(w, {
        customerName: 'Summit Steel',
        workPerformed: 'Set trusses\nat level 4',
        operatorSignature: 'data:image/png;base64,U2lnbmVkIGJ5IFN1bW1pdA==',
      });
      const b = await submitTimecard(w, { customerName: 'Acme 100% Rigging', crew: [{ userName: 'Jake Hollister' }] });
      const found = async (...fullTextSearch: Json[]) =>
        ((await search(w, { fullTextSearch, orderField: 'number', order: 'ASC' }).expect(200)).body.data as Json[]).map(
          (r) => r.number,
        );
      expect(await found({ value: 'sUMMIT' })).toEqual([a.number]);
      expect(await found({ value: 'hollister' })).toEqual([b.number]);
      expect(await found({ value: '100%' })).toEqual([b.number]);
      expect(await found({ value: '10_%' })).toEqual([]);
      expect(await found({ value: 'trusses\nat' })).toEqual([a.number]);
      expect(await found({ value: 'Steel\nSet' })).toEqual([]);
      expect(await found({ value: 'Steel Set' })).toEqual([]);
      expect(await found({ value: 'base64' })).toEqual([]);
      expect(await found({ id: 'operatorSignature', value: 'png' })).toEqual([]);
      expect(await found({ id: 'customerName', value: 'trusses' })).toEqual([]);
      expect(await found({ value: 'acme' }, { value: 'rigging' })).toEqual([b.number]);
      expect(await found({ value: '7.5' })).toEqual([a.number, b.number]);
    });

    it('answers 404 for another account’s form and a missing one, a malformed page key or not', async () => {
      const w = await world();
      const other = await world();
      await submitTimecard(other);
      const res = await ctx.http().get(`/api/forms/${other.timecardId}/submission/list`).set(bearer(w.clerk.token));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Form not found.');
      for (const formId of [other.timecardId, MISSING]) {
        for (const body of [{}, { nextPageKey: 'nonsense' }]) {
          const found = await ctx
            .http()
            .post(`/api/forms/${formId}/submission/search`)
            .set(bearer(w.clerk.token))
            .send(body);
          expect([found.status, found.body.message]).toEqual([404, 'Form not found.']);
        }
      }
    });
  });
  describe('GraphQL formSubmission and deleteFormSubmission', () => {
    const GET = `query Get($id: ID!) { formSubmission(id: $id) { id formId number status data fields totalHours localDateTime userName hasFile } }`;
    const DELETE = `mutation Delete($id: ID!) { deleteFormSubmission(id: $id) { code success message id } }`;
    const gql = async (token: string, query: string, variables: object) =>
      (await ctx.http().post('/graphql').set(bearer(token)).send({ query, variables }).expect(200)).body;

    it('reads a submission, and deletes it with its audit entries', async () => {
      const w = await world();
      const saved = await submitTimecard(w);
      await ctx
        .http()
        .patch(submissionPath(w, saved.id))
        .set(bearer(w.clerk.token))
        .send({ adminNotes: 'x' })
        .expect(200);
      await settled(); // its PDF, made in the background, is stored by then
      const read = await gql(w.clerk.token, GET, { id: saved.id });
      expect(read.data.formSubmission).toMatchObject({
        id: saved.id,
        formId: w.timecardId,
        number: 1,
        status: 'New',
        data: { status: 'New', number: 1 },
        totalHours: 8,
        localDateTime: '2026-11-20T06:45:00',
        userName: 'Test User',
        hasFile: true,
      });
      expect(read.data.formSubmission.fields).toEqual(saved.fields);
      const deleted = await gql(w.clerk.token, DELETE, { id: saved.id });
      expect(deleted.data.deleteFormSubmission).toEqual({
        code: 200,
        success: true,
        message: 'Form submission deleted.',
        id: saved.id,
      });
      expect(await rowOf(saved.id)).toBeNull();
      expect(await auditsOf(saved.id)).toEqual([]);
      const again = await gql(w.clerk.token, GET, { id: saved.id });
      expect(again.errors[0]).toMatchObject({ message: NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    });

    it('refuses: 404 for another account’s (unchanged), 403 without the form’s permission, 400 for a bad id', async () => {
      const w = await world();
      const other = await world();
      const theirs = await submitTimecard(other);
      const stranger = await ctx.newUser({
        account: w.account,
        permissions: ['timecard:admin', 'web:quoting', 'web:invoice'],
      });
      expect((await gql(stranger.token, DELETE, { id: theirs.id })).data.deleteFormSubmission).toMatchObject({
        code: 404,
        success: false,
        message: NOT_FOUND,
      });
      expect((await gql(stranger.token, GET, { id: theirs.id })).errors[0].message).toBe(NOT_FOUND);
      expect(await rowOf(theirs.id)).not.toBeNull();
      const quoter = await ctx.newUser({ account: other.account, permissions: ['web:quoting'] });
      expect((await gql(quoter.token, DELETE, { id: theirs.id })).data.deleteFormSubmission).toMatchObject({
        code: 403,
        success: false,
        message: FORBIDDEN,
      });
      const nobody = await ctx.newUser({ account: other.account, permissions: [] });
      expect((await gql(nobody.token, DELETE, { id: theirs.id })).errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await rowOf(theirs.id)).not.toBeNull();
      expect((await gql(other.clerk.token, DELETE, { id: 'x' })).data.deleteFormSubmission).toMatchObject({
        code: 400,
        message: 'id must be a UUID.',
      });
    });
  });
  describe('PDF, download link and notification e-mails', () => {
    it('makes the PDF in the background, stores it, serves it, and mails the notification list', async () => {
      const w = await world();
      const NOTIFY = `mutation N($input: FormTemplateNotificationConfigInput!) {
        createFormTemplateNotificationConfig(input: $input) { success message } }`;
      const notify = await ctx
        .http()
        .post('/graphql')
        .set(bearer(w.admin.token))
        .send({ query: NOTIFY, variables: { input: { formTemplateId: w.timecardId, emails: ['office@example.com'] } } })
        .expect(200);
      expect(notify.body.data.createFormTemplateNotificationConfig.success).toBe(true);
      const saved = await submitTimecard(w);
      expect(saved.hasFile).toBe(false);
      await settled();
      const row = await rowOf(saved.id);
      expect(row).toMatchObject({ hasFile: true });
      expect(row?.pdfFilePath).toMatch(new RegExp(`^${w.account.account.id}/generated/.+\\.pdf$`));
      const download = await ctx
        .http()
        .get(`/api/forms/${saved.id}/download-link`)
        .set(bearer(w.clerk.token))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('attachment;');
      const { text } = await pdfText(new Uint8Array(download.body as Buffer));
      expect(text).toContain('Acme Construction');
      expect(text).toContain('#1');
      const mails = await ctx.dataSource.getRepository(OutboxMessage).findBy({ accountId: w.account.account.id });
      const notification = mails.find((mail) => mail.to === 'office@example.com');
      expect(notification?.subject).toBe('Daily Crane Timecard #1 submitted');
      expect(notification?.text).toBe(
        'Daily Crane Timecard #1 was submitted by Test User (11/20/2026, 6:45am).\n\nThe PDF is attached.\n',
      );
      // The PDF travels with the message: kept in the outbox with its name, type and size, and the same document.
      const attachments = await ctx.dataSource
        .getRepository(OutboxAttachment)
        .createQueryBuilder('a')
        .addSelect('a.content')
        .where('a.outboxMessageId = :id', { id: notification!.id })
        .getMany();
      expect(attachments).toHaveLength(1);
      expect(attachments[0]).toMatchObject({
        accountId: w.account.account.id,
        position: 0,
        filename: expect.stringMatching(/\.pdf$/),
        contentType: 'application/pdf',
        sizeBytes: attachments[0].content!.length,
      });
      const attached = await pdfText(new Uint8Array(attachments[0].content!));
      expect(attached.text).toContain('Acme Construction');
      expect(attached.text).toContain('#1');
      // An edit makes a new PDF; the row then names the new file.
      await ctx
        .http()
        .patch(submissionPath(w, saved.id))
        .set(bearer(w.clerk.token))
        .send({ fields: [{ id: 'customerName', value: 'Summit Steel' }], changeNotes: 'Customer renamed' })
        .expect(200);
      await settled();
      const edited = await rowOf(saved.id);
      expect(edited?.hasFile).toBe(true);
      expect(edited?.pdfFilePath).not.toBe(row?.pdfFilePath);
    });

    it('answers 404 for another account’s submission and 403 without the form’s permission', async () => {
      const w = await world();
      const other = await world();
      const theirs = await submitTimecard(other);
      const mine = await submitTimecard(w);
      await settled();
      const foreign = await ctx.http().get(`/api/forms/${theirs.id}/download-link`).set(bearer(w.clerk.token));
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe(NOT_FOUND);
      const quoter = await ctx.newUser({ account: w.account, permissions: ['web:quoting'] });
      const refused = await ctx.http().get(`/api/forms/${mine.id}/download-link`).set(bearer(quoter.token));
      expect(refused.status).toBe(403);
    });
  });
  describe('exports: CSV and bulk PDF', () => {
    const exportCall = (w: World, token: string, body: Json) =>
      ctx.http().post(`/api/forms/${w.timecardId}/submission/export`).set(bearer(token)).send(body);

    it('writes the CSV config’s rows (one per crew member), of the chosen submissions or of a filter', async () => {
      const w = await world();
      await ctx
        .http()
        .put(`/api/forms/${w.timecardId}/csvconfig`)
        .set(bearer(w.admin.token))
        .send(timecardCsvConfig())
        .expect(200);
      const crew = [
        { userId: w.clerk.user.id, userName: 'Jordan Lee', occupationId: null },
        { userId: w.admin.user.id, userName: 'Sam Ortiz', occupationId: null },
      ];
      const first = await submitTimecard(w, { crew });
      const second = await submitTimecard(w, { crew: crew.slice(0, 1) });
      await ctx
        .http()
        .patch(submissionPath(w, second.id))
        .set(bearer(w.clerk.token))
        .send({ data: { status: 'Approved' } });
      const all = await exportCall(w, w.clerk.token, { fileType: 'CSV' }).expect(200);
      expect(all.headers['content-type']).toContain('text/csv');
      expect(all.headers['content-disposition']).toContain('Timecards for payroll.csv');
      const lines = all.text.trim().split('\n');
      expect(lines[0]).toBe(
        'Timecard #,Date,Job,Employee,Start,Stop,Out (min),Hours,Crane,Crane Hours,Status,Submitted By',
      );
      expect(lines.slice(1)).toEqual([
        '1,11/20/2026,,Jordan Lee,7:00 AM,3:27 PM,30,8.00,,6.00,New,Test User',
        '1,11/20/2026,,Sam Ortiz,7:00 AM,3:27 PM,30,8.00,,6.00,New,Test User',
        '2,11/20/2026,,Jordan Lee,7:00 AM,3:27 PM,30,8.00,,6.00,Approved,Test User',
      ]);
      const chosen = await exportCall(w, w.clerk.token, { fileType: 'csv', formSubmissionIds: [second.id] }).expect(
        200,
      );
      expect(chosen.text.trim().split('\n').slice(1)).toEqual([lines[3]]);
      const filtered = await exportCall(w, w.clerk.token, { fileType: 'CSV', filter: { status: 'New' } }).expect(200);
      expect(filtered.text.trim().split('\n')).toHaveLength(3);
      expect(first.number).toBe(1);
    });

    it('writes the same CSV in a worker (the built server’s) as on the event loop, filters included', async () => {
      const w = await world();
      await ctx
        .http()
        .put(`/api/forms/${w.timecardId}/csvconfig`)
        .set(bearer(w.admin.token))
        .send(timecardCsvConfig())
        .expect(200);
      const crew = [
        { userId: w.clerk.user.id, userName: 'Jordan Lee', occupationId: null },
        { userId: w.admin.user.id, userName: 'Sam "Slim" Ortiz, Jr.', occupationId: null },
      ];
      for (let index = 0; index < 7; index += 1) await submitTimecard(w, { crew: crew.slice(0, 1 + (index % 2)) });
      const exports = ctx.app.get(SubmissionExportService);
      // The TypeScript sources have no compiled worker beside them: the export runs on the event loop.
      expect(exports.csvWorker).toBeNull();
      const built = new URL('../../dist/src/forms/submissions/csv-export.worker.js', import.meta.url);
      expect(existsSync(built)).toBe(true);
      const bodies = [{ fileType: 'CSV' }, { fileType: 'CSV', filter: { fullTextSearch: [{ value: 'slim' }] } }];
      const onLoop = await Promise.all(bodies.map(async (body) => (await exportCall(w, w.clerk.token, body)).text));
      exports.csvWorker = built;
      try {
        const inWorker = await Promise.all(bodies.map(async (body) => (await exportCall(w, w.clerk.token, body)).text));
        expect(inWorker).toEqual(onLoop);
      } finally {
        exports.csvWorker = null;
      }
      expect(onLoop[0].trim().split('\n')).toHaveLength(1 + 7 + 3);
      expect(onLoop[1].trim().split('\n')).toHaveLength(1 + 3 * 2);
      expect(onLoop[1]).toContain('"Sam ""Slim"" Ortiz, Jr."');
    });

    it('makes one PDF of several, each on its own page; GraphQL answers a signed link', async () => {
      const w = await world();
      await submitTimecard(w, { customerName: 'Acme Construction' });
      await submitTimecard(w, { customerName: 'Summit Steel' });
      const res = await exportCall(w, w.clerk.token, { fileType: 'PDF' })
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await pdfText(new Uint8Array(res.body as Buffer));
      expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
      expect(pdf.text).toContain('Acme Construction');
      expect(pdf.text).toContain('Summit Steel');
      const EXPORT = `mutation E($formId: ID!, $fileType: String!) {
        formSubmissionsExport(formId: $formId, fileType: $fileType) { code success message fileName url } }`;
      const { body } = await ctx
        .http()
        .post('/graphql')
        .set(bearer(w.clerk.token))
        .send({ query: EXPORT, variables: { formId: w.timecardId, fileType: 'CSV' } })
        .expect(200);
      const result = body.data.formSubmissionsExport;
      expect(result).toMatchObject({ code: 200, success: true, fileName: 'Daily Crane Timecard.csv' });
      const file = await ctx
        .http()
        .get(new URL(result.url, 'http://localhost').pathname + new URL(result.url, 'http://localhost').search)
        .expect(200);
      expect(file.text).toContain('Number,Status,Date,Submitted By,Total Hours');
      // Kept as an export, not as a submission's PDF: unattached, so the cleanup removes it after a day.
      const key = decodeURIComponent(new URL(result.url, 'http://localhost').pathname.replace(/^\/api\/files\//, ''));
      expect(await ctx.dataSource.getRepository(StoredFile).findOneBy({ key })).toMatchObject({
        accountId: w.account.account.id,
        purpose: 'generated-export',
        contentType: 'text/csv; charset=utf-8',
        ownerId: null,
      });
      await settled();
    });

    it('refuses a bad file type, bad ids, another account’s form (404) and a caller without the permission (403)', async () => {
      const w = await world();
      const other = await world();
      expect((await exportCall(w, w.clerk.token, { fileType: 'XLS' }).expect(400)).body.errors).toEqual({
        fileType: ['fileType must be CSV or PDF.'],
      });
      expect(
        (await exportCall(w, w.clerk.token, { fileType: 'CSV', formSubmissionIds: ['x'] }).expect(400)).body.errors,
      ).toEqual({
        'formSubmissionIds.0': ['Must be a UUID'],
      });
      // The filter is checked as a search body, and its messages are named under it.
      expect(
        (await exportCall(w, w.clerk.token, { fileType: 'CSV', filter: { limit: 0, userId: 'x' } }).expect(400)).body
          .errors,
      ).toEqual({ 'filter.limit': ['Limit must be between 1 and 100.'], 'filter.userId': ['userId must be a UUID.'] });
      expect((await exportCall(w, w.clerk.token, { fileType: 'PDF' }).expect(400)).body.message).toBe(
        'No submissions to export.',
      );
      const foreign = await ctx
        .http()
        .post(`/api/forms/${other.timecardId}/submission/export`)
        .set(bearer(w.clerk.token))
        .send({ fileType: 'CSV' });
      expect(foreign.status).toBe(404);
      const quoter = await ctx.newUser({ account: w.account, permissions: ['web:quoting'] });
      expect((await exportCall(w, quoter.token, { fileType: 'CSV' })).status).toBe(403);
    });
  });
});
