import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { MailService } from '../../src/mail/mail.service.js';
import { OutboxMessage } from '../../src/mail/outbox-message.entity.js';
import { attempted, capturingSmtp, type CapturingSmtp } from '../support/smtp.js';
import { TestContext } from '../support/test-app.js';

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
