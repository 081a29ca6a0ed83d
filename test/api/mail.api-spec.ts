import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:net';
import { randomUUID } from 'node:crypto';
import { MailService } from '../../src/mail/mail.service.js';
import { OutboxAttachment } from '../../src/mail/outbox-attachment.entity.js';
import { OutboxMessage } from '../../src/mail/outbox-message.entity.js';
import { appWithCapturingSmtp, attempted } from '../support/smtp.js';
import { bearer, TestContext } from '../support/test-app.js';

describe('mail delivery through SMTP', () => {
  let ctx: TestContext;
  let smtp: Server;
  beforeAll(async () => {
    // An SMTP "server" that hangs up at once: delivery fails, and the failure must be recorded, not thrown.
    smtp = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as { port: number };
    ctx = await TestContext.create({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => smtp.close(resolve));
  });

  it('keeps the message in the outbox with the delivery error, and the request still succeeds', async () => {
    const admin = await ctx.newUser({ permissions: ['web:usercrud'] });
    const email = `invitee-${randomUUID()}@example.com`;
    await ctx
      .http()
      .post('/api/users')
      .set(bearer(admin.token))
      .send({
        authMethod: 'web',
        email,
        metadata: {
          firstName: 'Ina',
          lastName: 'Vite',
          branchIds: admin.user.branchIds,
          divisionIds: admin.user.divisionIds,
          permissions: ['web:schedule'],
        },
      })
      .expect(201);
    const message = await attempted(ctx, { to: email });
    expect(message.sentAt).toBeNull();
    expect(message.error).toEqual(expect.any(String));
  });
});

describe('mail with attachments', () => {
  let ctx: TestContext;
  const received = appWithCapturingSmtp((app) => (ctx = app));

  const report = (marker: string) => ({
    filename: `Report ${marker}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(`%PDF-1.4 report ${marker}`),
  });
  /** The message the SMTP server received for this recipient. */
  const receivedFor = (to: string) => received.find((message) => message.includes(`To: ${to}`));

  it('sends the attachments through SMTP and keeps their name, type, size and bytes in the outbox', async () => {
    const { account } = await ctx.newAccount();
    const to = `office-${randomUUID()}@example.com`;
    const attachment = report('A');
    const queued = await ctx.app
      .get(MailService)
      .send(
        { accountId: account.id },
        { to, subject: 'Timecard #7 submitted', text: 'Attached.', attachments: [attachment] },
      );
    expect(queued.sentAt).toBeNull();
    const sent = await attempted(ctx, { id: queued.id });
    expect(sent.sentAt).toEqual(expect.any(Date));
    expect(sent.error).toBeNull();
    const mime = receivedFor(to);
    expect(mime).toContain('Content-Type: application/pdf; name="Report A.pdf"');
    expect(mime).toContain('Content-Disposition: attachment; filename="Report A.pdf"');
    expect(mime).toContain(attachment.content.toString('base64'));
    const stored = await ctx.dataSource
      .getRepository(OutboxAttachment)
      .createQueryBuilder('a')
      .addSelect('a.content')
      .where('a.outboxMessageId = :id', { id: sent.id })
      .getMany();
    expect(stored).toEqual([
      expect.objectContaining({
        accountId: account.id,
        position: 0,
        filename: 'Report A.pdf',
        contentType: 'application/pdf',
        sizeBytes: attachment.content.length,
        content: attachment.content,
      }),
    ]);
  });

  it('delivers a message queued in a transaction with the attachments read back from the outbox', async () => {
    const { account } = await ctx.newAccount();
    const to = `office-${randomUUID()}@example.com`;
    const mail = ctx.app.get(MailService);
    const queued = await ctx.dataSource.transaction((manager) =>
      mail.send(
        { accountId: account.id },
        { to, subject: 'Two files', text: 'See both.', attachments: [report('B'), report('C')] },
        manager,
      ),
    );
    const delivered = await attempted(ctx, { id: queued.id });
    expect(delivered.sentAt).toEqual(expect.any(Date));
    const mime = receivedFor(to)!;
    expect(mime.indexOf('filename="Report B.pdf"')).toBeGreaterThan(0);
    expect(mime.indexOf('filename="Report C.pdf"')).toBeGreaterThan(mime.indexOf('filename="Report B.pdf"'));
    expect(mime).toContain(report('C').content.toString('base64'));
  });

  it('refuses attachments larger than a message may carry, and stores nothing', async () => {
    const { account } = await ctx.newAccount();
    const to = `office-${randomUUID()}@example.com`;
    const huge = { filename: 'huge.bin', contentType: 'application/octet-stream', content: Buffer.alloc(10_000_001) };
    await expect(
      ctx.app.get(MailService).send({ accountId: account.id }, { to, subject: 'Huge', text: '', attachments: [huge] }),
    ).rejects.toThrow('at most 10000000 bytes');
    expect(await ctx.dataSource.getRepository(OutboxMessage).countBy({ to })).toBe(0);
  });
});
