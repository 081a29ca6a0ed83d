import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timecardTemplate } from '../../src/forms/engine/fixtures/timecard.template.js';
import { PDF_TIMED_OUT } from '../../src/forms/submissions/submission-pdf.service.js';
import { MAIL_TIMED_OUT, MailService } from '../../src/mail/mail.service.js';
import { OutboxMessage } from '../../src/mail/outbox-message.entity.js';
import { JOBS } from '../../src/queue/jobs.js';
import { saveTemplate } from '../support/form-fixtures.js';
import { attempted, capturingSmtp, type CapturingSmtp } from '../support/smtp.js';
import { bearer, TestContext } from '../support/test-app.js';

/**
 * The job queue across processes (docs/queue.md): a web process with WORKER=false only queues; `npm run worker`
 * (dist/src/worker.js, its own process) works the jobs of the same QUEUE_SCHEMA. Mail is the job here.
 */
describe('the job queue', () => {
  const queueSchema = `pgboss_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const received: string[] = [];
  let smtp: CapturingSmtp;
  let smtpUrl: string;
  let web: TestContext;
  let worker: ChildProcess | null = null;

  const startWorker = async () => {
    worker = spawn(process.execPath, ['dist/src/worker.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        QUEUE_SCHEMA: queueSchema,
        QUEUE_POLL_SECONDS: '1',
        SMTP_URL: smtpUrl,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(worker.stdout!, 'data')) as [Buffer];
    expect(line.toString()).toContain('is working the queue');
  };

  beforeAll(async () => {
    smtp = await capturingSmtp(received);
    smtpUrl = smtp.url;
    web = await TestContext.create({ worker: false, queueSchema, smtpUrl });
  });
  afterAll(async () => {
    worker?.kill('SIGTERM');
    await web.close();
    await smtp.close();
  });

  const send = (accountId: string, to: string) =>
    web.app.get(MailService).send({ accountId }, { to, subject: 'Queued', text: 'Worked by the worker.' });

  it('leaves the jobs of a web process with WORKER=false to a worker process, which works them', async () => {
    const { account } = await web.newAccount();
    const to = `crew-${randomUUID()}@example.com`;
    const queued = await send(account.id, to);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await web.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: queued.id })).toMatchObject({
      sentAt: null,
      error: null,
    });

    await startWorker();
    expect((await attempted(web, { id: queued.id })).sentAt).toEqual(expect.any(Date));
    expect(received.filter((message) => message.includes(`To: ${to}`))).toHaveLength(1);
  });

  it('queues nothing for a write whose transaction rolled back', async () => {
    const { account } = await web.newAccount();
    const to = `crew-${randomUUID()}@example.com`;
    await expect(
      web.dataSource.transaction(async (manager) => {
        await web.app
          .get(MailService)
          .send({ accountId: account.id }, { to, subject: 'Never', text: 'Rolled back.' }, manager);
        throw new Error('the write fails after the mail was queued');
      }),
    ).rejects.toThrow('the write fails');
    const delivered = `crew-${randomUUID()}@example.com`;
    await attempted(web, { id: (await send(account.id, delivered)).id });
    expect(received.some((message) => message.includes(`To: ${to}`))).toBe(false);
    expect(await web.dataSource.getRepository(OutboxMessage).countBy({ to })).toBe(0);
  });
});

/**
 * A job whose last run outlasts its timeout ends in its dead-letter queue with nothing thrown in the app: what it was
 * for must still say it failed (docs/queue.md). Its queues here allow one run of one second (pg-boss's updateQueue);
 * the Chromium and the mail server never answer.
 */
describe('jobs that pg-boss gives up on by their timeout', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-queue-timeout-'));
  // A "Chromium" that never answers (and ends a few seconds later, so that the app closes soon).
  const chromePath = join(dataDir, 'chromium');
  writeFileSync(chromePath, '#!/bin/sh\nexec sleep 4\n', { mode: 0o755 });
  // A mail server that takes the connection and never greets.
  const sockets = new Set<Socket>();
  const silentSmtp = createServer((socket) => sockets.add(socket));
  let ctx: TestContext;

  beforeAll(async () => {
    await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
    const { port } = silentSmtp.address() as { port: number };
    ctx = await TestContext.create({ dataDir, chromePath, smtpUrl: `smtp://127.0.0.1:${port}` });
    for (const kind of [JOBS.submissionPdf, JOBS.mailDelivery]) {
      await ctx.queuePolicy(kind, { retryLimit: 0, expireInSeconds: 1 });
    }
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await ctx.close();
    await new Promise((resolve) => silentSmtp.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows "PDF failed" on a submission whose PDF job timed out', async () => {
    const account = await ctx.newAccount();
    const admin = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
    const form = await saveTemplate(ctx, admin.token, account, timecardTemplate());
    const { body } = await ctx
      .http()
      .post('/api/form')
      .set(bearer(admin.token))
      .send({
        formId: form.id,
        localDateTime: '2026-11-20T06:45:00',
        fields: [
          { id: 'workDate', value: '2026-11-20' },
          { id: 'startTime', value: '2026-11-20T07:00' },
          { id: 'stopTime', value: '2026-11-20T15:30' },
        ],
      })
      .expect(201);
    const id = body.data.id as string;
    await ctx.settled();
    const read = await ctx.http().get(`/api/forms/${form.id}/submission/${id}`).set(bearer(admin.token)).expect(200);
    expect(read.body.data).toMatchObject({ pdfError: PDF_TIMED_OUT, hasFile: false });
  });

  it('says on the outbox row that a delivery which timed out failed', async () => {
    const { account } = await ctx.newAccount();
    const queued = await ctx.app
      .get(MailService)
      .send({ accountId: account.id }, { to: `crew-${randomUUID()}@example.com`, subject: 'Stuck', text: 'Never.' });
    await ctx.settled();
    expect(await ctx.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: queued.id })).toMatchObject({
      sentAt: null,
      error: MAIL_TIMED_OUT,
    });
  });
});
