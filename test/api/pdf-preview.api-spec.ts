import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ASSIGNABLE_PERMISSIONS } from '../../src/common/auth/permissions.js';
import { timecardTemplate } from '../../src/forms/engine/fixtures/timecard.template.js';
import { pdfText } from '../support/pdf-text.js';
import { bearer, TestContext } from '../support/test-app.js';

/*
 * POST /api/forms/{formId}/pdfconfig/preview: the PDF-config editor's preview, printed by the system Chromium on the
 * template's sample submission (docs/forms.md, PDF preview) and read back with pdfjs.
 */

const CREATE = `mutation Create($input: CreateFormTemplateInput!) {
  createFormTemplate(input: $input) { code success message id } }`;

const CONFIG = {
  hbsTemplate:
    '<h1>Preview of {{form.name}}</h1><p>Worked {{fields.workDate.value}}, {{info.totalHours}} hours</p>' +
    '{{#each fields.crew.items}}<p>Crew: {{this.userName.value}}</p>{{/each}}',
  cssTemplate: 'h1 { font-size: 20px; }',
  fields: [{ fieldId: 'workDate', format: 'date', label: 'Work Date' }],
};

describe('PDF-config preview', () => {
  let ctx: TestContext;
  let token: string;
  let formId: string;

  beforeAll(async () => {
    ctx = await TestContext.create();
    const account = await ctx.newAccount();
    ({ token } = await ctx.newUser({ account, permissions: ['groundcrew:admin'] }));
    const input = { ...timecardTemplate(), name: 'Daily Crane Timecard', divisionId: account.division.id };
    const created = await ctx.http().post('/graphql').set(bearer(token)).send({ query: CREATE, variables: { input } });
    expect(created.body.data.createFormTemplate).toMatchObject({ success: true });
    formId = created.body.data.createFormTemplate.id as string;
  }, 120_000);
  afterAll(() => ctx.close());

  const preview = (id: string, body: unknown, userToken = token) =>
    ctx
      .http()
      .post(`/api/forms/${id}/pdfconfig/preview`)
      .set(bearer(userToken))
      .send(body as object)
      .buffer(true)
      .parse((res, done) => {
        // A PDF answer's bytes (supertest leaves binary bodies unparsed unless asked).
        const stream = res as unknown as NodeJS.ReadableStream;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('answers the unsaved config printed on the sample submission as application/pdf', async () => {
    const res = await preview(formId, { ...CONFIG, formId, createdAt: '2026-11-20T00:00:00.000Z' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(body);
    expect(text).toContain('Preview of Daily Crane Timecard');
    // The sample submission: 11/20/2026 and a crew of three (docs/pdf.md).
    expect(text).toContain('Worked 11/20/2026');
    expect(text).toContain('Crew: Jordan Lee');
    expect(text).toContain('Crew: Casey Nguyen');
  }, 120_000);

  it('refuses a Handlebars template that does not compile with 400 and its message', async () => {
    const res = await preview(formId, { ...CONFIG, hbsTemplate: '<p>{{#if fields.crew}}unclosed</p>' });
    expect(res.status).toBe(400);
    const error = JSON.parse((res.body as Buffer).toString()) as { message: string; errors: Record<string, string[]> };
    expect(error.message).toMatch(/^PDF template error on line 1: /);
    expect(error.errors.hbsTemplate[0]).toContain('Parse error');
  });

  it('refuses a config naming a field the form lacks, as a save would', async () => {
    const res = await preview(formId, { ...CONFIG, fields: [{ fieldId: 'ghost' }] });
    expect(res.status).toBe(400);
    expect(JSON.parse((res.body as Buffer).toString())).toMatchObject({
      message: 'fields.0.fieldId: No template field has the id "ghost"',
    });
  });

  it('needs the super admin permission: everyone else gets 403, whether or not the form exists', async () => {
    const { token: other } = await ctx.newUser({ permissions: [...ASSIGNABLE_PERMISSIONS] });
    const foreign = await preview(formId, CONFIG, other);
    const missing = await preview(randomUUID(), CONFIG, other);
    expect(foreign.status).toBe(403);
    expect(missing.status).toBe(403);
    expect(foreign.body).toEqual(missing.body);
  });

  it('answers 404 "Form not found." for a form that does not exist, and 400 for an id that is no UUID', async () => {
    const missing = await preview(randomUUID(), CONFIG);
    expect(missing.status).toBe(404);
    expect(JSON.parse((missing.body as Buffer).toString())).toMatchObject({ message: 'Form not found.' });
    const malformed = await preview('not-a-uuid', CONFIG);
    expect(malformed.status).toBe(400);
    expect(JSON.parse((malformed.body as Buffer).toString())).toMatchObject({ message: 'formId must be a UUID.' });
  });
});
