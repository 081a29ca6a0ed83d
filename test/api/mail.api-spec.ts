import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:net';
import { randomUUID } from 'node:crypto';
import { OutboxMessage } from '../../src/mail/outbox-message.entity.js';
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
    const message = await ctx.dataSource.getRepository(OutboxMessage).findOneByOrFail({ to: email });
    expect(message.sentAt).toBeNull();
    expect(message.error).toEqual(expect.any(String));
  });
});
