import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timecardTemplate } from '../../src/forms/engine/fixtures/timecard.template.js';
import { FormSubmission } from '../../src/forms/submissions/form-submission.entity.js';
import { StoredFile } from '../../src/files/stored-file.entity.js';
import { pdfText } from '../support/pdf-text.js';
import { bearer, TestContext } from '../support/test-app.js';

const CREATE_TEMPLATE = `mutation Create($input: CreateFormTemplateInput!) {
  createFormTemplate(input: $input) { code success message formTemplate { id } } }`;
const STORAGE_FAILED = 'The file could not be stored. Please try again.';

/** A timecard's values (docs/forms.md), for the customer named. */
const timecard = (customerName: string) =>
  Object.entries({
    workDate: '2026-11-20',
    customerName,
    startTime: '2026-11-20T07:00',
    stopTime: '2026-11-20T15:30',
    outMinutes: 30,
  }).map(([id, value]) => ({ id, value }));

/*
 * The PDF a submission's download link answers (docs/pdf.md, Submission PDFs): always the submission's current
 * values, whether or not the background PDF has caught up, on any server and after a restart; and of the PDFs made
 * for it, only the current one is kept.
 */
describe('submission PDFs', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-pdf-downloads-'));
  const filesDir = join(dataDir, 'files');

  beforeAll(async () => {
    ctx = await TestContext.create({ dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** An account with the timecard form and a timecard admin. */
  async function world(app = ctx) {
    const account = await app.newAccount();
    const admin = await app.newUser({ account, permissions: ['groundcrew:admin'] });
    const { body } = await app
      .http()
      .post('/graphql')
      .set(bearer(admin.token))
      .send({
        query: CREATE_TEMPLATE,
        variables: { input: { ...timecardTemplate(), divisionId: account.division.id } },
      })
      .expect(200);
    expect(body.errors).toBeUndefined();
    const formId = body.data.createFormTemplate.formTemplate.id as string;
    const clerk = await app.newUser({ account, permissions: ['timecard:admin'] });
    return { account, accountId: account.account.id, formId, token: clerk.token };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const submit = async (w: World, customerName: string) => {
    const { body } = await ctx
      .http()
      .post('/api/form')
      .set(bearer(w.token))
      .send({ formId: w.formId, localDateTime: '2026-11-20T06:45:00', fields: timecard(customerName) })
      .expect(201);
    return body.data.id as string;
  };
  const edit = (w: World, id: string, customerName: string, app = ctx) =>
    app
      .http()
      .patch(`/api/forms/${w.formId}/submission/${id}`)
      .set(bearer(w.token))
      .send({ fields: [{ id: 'customerName', value: customerName }], changeNotes: 'Customer renamed' });
  /** The text of the PDF the download link answers. */
  const downloaded = async (w: World, id: string, app = ctx) => {
    const response = await app
      .http()
      .get(`/api/forms/${id}/download-link`)
      .set(bearer(w.token))
      .responseType('blob')
      .expect(200);
    return (await pdfText(new Uint8Array(response.body as Buffer))).text;
  };
  const settled = (app = ctx) => app.settled();
  const rowOf = (id: string) => ctx.dataSource.getRepository(FormSubmission).findOneByOrFail({ id });
  /** The records of the submission's PDFs, and the PDFs in the account's storage. */
  const pdfsOf = async (w: World, id: string) => ({
    records: (await ctx.dataSource.getRepository(StoredFile).findBy({ purpose: 'generated-pdf', ownerId: id })).map(
      (file) => file.key,
    ),
    files: readdirSync(join(filesDir, w.accountId, 'generated'))
      .filter((name) => name.endsWith('.pdf'))
      .map((name) => `${w.accountId}/generated/${name}`),
  });

  it('answers the edit right after it, before the background PDF has caught up', async () => {
    const w = await world();
    const id = await submit(w, 'Acme Construction');
    await settled();
    expect((await rowOf(id)).hasFile).toBe(true);
    await edit(w, id, 'Summit Steel').expect(200);
    const text = await downloaded(w, id);
    expect(text).toContain('Summit Steel');
    expect(text).not.toContain('Acme Construction');
    await settled();
    expect(await downloaded(w, id)).toContain('Summit Steel');
  });

  it('serves the stored PDF while it is current, without making another', async () => {
    const w = await world();
    const id = await submit(w, 'Acme Construction');
    await settled();
    const made = await rowOf(id);
    expect(await downloaded(w, id)).toContain('Acme Construction');
    expect((await rowOf(id)).pdfFilePath).toBe(made.pdfFilePath);
    expect(await pdfsOf(w, id)).toEqual({ records: [made.pdfFilePath], files: [made.pdfFilePath] });
  });

  it('keeps only the current PDF and its record after many edits, racing ones and downloads included', async () => {
    const w = await world();
    const id = await submit(w, 'Customer 0');
    await settled();
    for (let edition = 1; edition <= 3; edition++) {
      await edit(w, id, `Customer ${edition}`).expect(200);
      await settled();
    }
    // Edits at once, each with a download racing the background PDF.
    const racing = await Promise.all(
      [4, 5, 6, 7].map(async (edition) => {
        const response = await edit(w, id, `Customer ${edition}`);
        await downloaded(w, id);
        return response.status;
      }),
    );
    expect(racing).toEqual([200, 200, 200, 200]);
    const last = (await rowOf(id)).fields.find((field) => field.id === 'customerName')?.value as string;
    expect(await downloaded(w, id)).toContain(last);
    await settled();
    const { pdfFilePath } = await rowOf(id);
    expect(await pdfsOf(w, id)).toEqual({ records: [pdfFilePath], files: [pdfFilePath] });
    expect(readdirSync(join(filesDir, w.accountId, 'generated')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  const DELETE = `mutation D($id: ID!) { deleteFormSubmission(id: $id) { code success message } }`;
  const deleted = async (w: World, id: string) => {
    const { body } = await ctx.http().post('/graphql').set(bearer(w.token)).send({ query: DELETE, variables: { id } });
    return body.data.deleteFormSubmission as { code: number };
  };

  it('removes the stored PDF and its record with the submission deleted', async () => {
    const w = await world();
    const kept = await submit(w, 'Acme Construction');
    const id = await submit(w, 'Summit Steel');
    await settled();
    const { pdfFilePath } = await rowOf(id);
    expect(pdfFilePath).toBeTruthy();
    expect(await deleted(w, id)).toMatchObject({ code: 200 });
    expect(await ctx.dataSource.getRepository(StoredFile).countBy({ key: pdfFilePath! })).toBe(0);
    expect((await pdfsOf(w, kept)).files).toEqual([(await rowOf(kept)).pdfFilePath]);
  });

  describe('when the storage fails', () => {
    it('still deletes the submission, and leaves its PDF detached for the cleanup', async () => {
      const w = await world();
      const id = await submit(w, 'Acme Construction');
      await settled();
      const { pdfFilePath } = await rowOf(id);
      // A folder where the PDF was: the storage cannot remove it as a file.
      const path = join(filesDir, pdfFilePath!);
      rmSync(path);
      mkdirSync(path);
      writeFileSync(join(path, 'inside'), 'x');
      try {
        expect(await deleted(w, id)).toMatchObject({ code: 200 });
        expect(await ctx.dataSource.getRepository(FormSubmission).countBy({ id })).toBe(0);
        expect(await ctx.dataSource.getRepository(StoredFile).findOneBy({ key: pdfFilePath! })).toMatchObject({
          ownerType: null,
          ownerId: null,
        });
      } finally {
        rmSync(path, { recursive: true });
      }
    });

    it('still answers the download, and an export is a 503 that keeps no file and no record', async () => {
      const w = await world();
      const id = await submit(w, 'Acme Construction');
      await settled();
      await edit(w, id, 'Summit Steel').expect(200);
      await settled();
      const before = await pdfsOf(w, id);
      // The account's folder of generated files is a file: the disk refuses every write under it, as it would to root.
      const generated = join(filesDir, w.accountId, 'generated');
      renameSync(generated, `${generated}.aside`);
      writeFileSync(generated, 'not a folder');
      try {
        await edit(w, id, 'Granite Works').expect(200);
        await settled();
        expect(await downloaded(w, id)).toContain('Granite Works');
        const EXPORT = `mutation E($formId: ID!, $fileType: String!) {
          formSubmissionsExport(formId: $formId, fileType: $fileType) { code success message url } }`;
        for (const fileType of ['PDF', 'CSV']) {
          const { body } = await ctx
            .http()
            .post('/graphql')
            .set(bearer(w.token))
            .send({ query: EXPORT, variables: { formId: w.formId, fileType } })
            .expect(200);
          expect(body.data.formSubmissionsExport).toEqual({
            code: 503,
            success: false,
            message: STORAGE_FAILED,
            url: null,
          });
        }
        const records = await ctx.dataSource.getRepository(StoredFile).findBy({ accountId: w.accountId });
        expect(records.map((file) => file.key)).toEqual(before.records);
      } finally {
        rmSync(generated);
        renameSync(`${generated}.aside`, generated);
      }
    });
    it('says on the document that its PDF failed, and makes it at the retry', async () => {
      const w = await world();
      const id = await submit(w, 'Acme Construction');
      await settled();
      const READ = `query R($id: ID!) { formSubmission(id: $id) { pdfError hasFile } }`;
      const RETRY = `mutation T($id: ID!) { retryFormSubmissionPdf(id: $id) { code success message id } }`;
      const gql = async (query: string, token = w.token) => {
        const { body } = await ctx.http().post('/graphql').set(bearer(token)).send({ query, variables: { id } });
        expect(body.errors).toBeUndefined();
        return body.data as Record<string, Record<string, unknown>>;
      };
      const generated = join(filesDir, w.accountId, 'generated');
      renameSync(generated, `${generated}.aside`);
      writeFileSync(generated, 'not a folder');
      try {
        await edit(w, id, 'Summit Steel').expect(200);
        await settled();
        expect((await gql(READ)).formSubmission).toEqual({ pdfError: STORAGE_FAILED, hasFile: true });
        const rest = await ctx.http().get(`/api/forms/${w.formId}/submission/${id}`).set(bearer(w.token)).expect(200);
        expect(rest.body.data.pdfError).toBe(STORAGE_FAILED);
      } finally {
        rmSync(generated);
        renameSync(`${generated}.aside`, generated);
      }
      // Another account's user: 404; without the form's permission: 403.
      const stranger = await ctx.newUser({ permissions: ['timecard:admin'] });
      expect((await gql(RETRY, stranger.token)).retryFormSubmissionPdf).toMatchObject({
        code: 404,
        message: 'Form submission not found.',
      });
      const quoter = await ctx.newUser({ account: w.account, permissions: ['web:quoting'] });
      expect((await gql(RETRY, quoter.token)).retryFormSubmissionPdf).toMatchObject({ code: 403, success: false });
      expect((await gql(RETRY)).retryFormSubmissionPdf).toEqual({
        code: 200,
        success: true,
        message: 'PDF queued.',
        id,
      });
      await settled();
      expect((await gql(READ)).formSubmission).toEqual({ pdfError: null, hasFile: true });
      expect(await downloaded(w, id)).toContain('Summit Steel');
      const { pdfFilePath } = await rowOf(id);
      expect((await pdfsOf(w, id)).records).toEqual([pdfFilePath]);
    });
  });

  // Last: GraphQL calls of this file's app failed (500) once another app of the process had closed.
  it('answers the last edit after a restart, though the server that took it never made its PDF', async () => {
    const w = await world();
    const id = await submit(w, 'Acme Construction');
    await settled();
    // A second server takes the edit and stops at once: whatever it had still to make is lost with it.
    const stopped = await TestContext.create({ dataDir });
    await edit(w, id, 'Summit Steel', stopped).expect(200);
    await stopped.close();
    const restarted = await TestContext.create({ dataDir });
    try {
      const text = await downloaded(w, id, restarted);
      expect(text).toContain('Summit Steel');
      expect(text).not.toContain('Acme Construction');
      await settled(restarted);
      const { pdfFilePath } = await rowOf(id);
      expect(await pdfsOf(w, id)).toEqual({ records: [pdfFilePath], files: [pdfFilePath] });
    } finally {
      await restarted.close();
    }
  });
});
