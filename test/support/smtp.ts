import { createServer, type Server } from 'node:net';
import { OutboxMessage } from '../../src/mail/outbox-message.entity.js';
import type { TestContext } from './test-app.js';

/** A minimal SMTP server that accepts every message and keeps what each DATA command sent. */
export function capturingSmtp(received: string[]): Server {
  return createServer((socket) => {
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
}

/** The outbox message once its delivery has been attempted (a worker on the test app's queue delivers it). */
export async function attempted(ctx: TestContext, where: { to: string } | { id: string }): Promise<OutboxMessage> {
  for (const until = Date.now() + 15_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const message = await ctx.dataSource.getRepository(OutboxMessage).findOneBy(where);
    if (message && (message.sentAt || message.error)) return message;
    if (Date.now() > until) throw new Error(`No delivery attempt for ${JSON.stringify(where)}`);
  }
}
