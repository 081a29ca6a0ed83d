import { afterAll, beforeAll } from '@jest/globals';
import { createServer } from 'node:net';
import type { AppConfig } from '../../src/config/config.js';
import { OutboxMessage } from '../../src/mail/outbox-message.entity.js';
import { TestContext } from './test-app.js';

export interface CapturingSmtp {
  /** What the app's SMTP_URL is set to. */
  url: string;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on a free local port that accepts every message and keeps what each DATA command sent in
 * `received`.
 */
export async function capturingSmtp(received: string[]): Promise<CapturingSmtp> {
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('220 capture ESMTP\r\n');
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For the describe block it is called in: a capturing SMTP server and the test app with its mail going there (and
 * `overrides`), started before its tests (the app handed to `started`) and closed after them. Answers the messages
 * the server received, as `capturingSmtp` keeps them.
 */
export function appWithCapturingSmtp(
  started: (ctx: TestContext) => void,
  overrides: Partial<AppConfig> = {},
): string[] {
  const received: string[] = [];
  let smtp: CapturingSmtp;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await capturingSmtp(received);
    ctx = await TestContext.create({ ...overrides, smtpUrl: smtp.url });
    started(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  return received;
}

/** The outbox message once its delivery has been attempted (a worker on the test app's queue delivers it). */
export async function attempted(ctx: TestContext, where: { to: string } | { id: string }): Promise<OutboxMessage> {
  for (const until = Date.now() + 15_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const message = await ctx.dataSource.getRepository(OutboxMessage).findOneBy(where);
    if (message && (message.sentAt || message.error)) return message;
    if (Date.now() > until) throw new Error(`No delivery attempt for ${JSON.stringify(where)}`);
  }
}
