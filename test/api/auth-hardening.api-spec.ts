import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { randomInt, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hashPassword, verifyPassword } from '../../src/auth/password.js';
import { APP_CONFIG, type AppConfig } from '../../src/config/config.js';
import { fileUrlKey, signFileUrl } from '../../src/files/file-url-signature.js';
import { bearer, TestContext, type TestAccount, type TestUser } from '../support/test-app.js';

// Several apps start per test here; a loaded machine must not fail them on time alone.
jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A loopback address of its own (the whole of 127.0.0.0/8 reaches the host), so no other test shares its count. */
const ownLoopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** POST /api/auth/sign-in over a connection from `localAddress`; answers the status and the Retry-After header. */
function signInFrom(
  port: number,
  localAddress: string,
  body: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function listen(ctx: TestContext): Promise<number> {
  await ctx.app.listen(0, '127.0.0.1');
  return (ctx.app.getHttpServer().address() as AddressInfo).port;
}

describe('auth hardening', () => {
  describe('access tokens already issued', () => {
    // Two instances on one database, each trusting its last look at a session for one second.
    let one: TestContext;
    let two: TestContext;
    let home: TestAccount;
    let admin: TestUser;
    beforeAll(async () => {
      [one, two] = await Promise.all([
        TestContext.create({ sessionCacheSeconds: 1 }),
        TestContext.create({ sessionCacheSeconds: 1 }),
      ]);
      home = await one.newAccount();
      admin = await one.newUser({ account: home, permissions: ['web:usercrud'] });
    });
    afterAll(() => Promise.all([one.close(), two.close()]));

    const me = (ctx: TestContext, token: string) => ctx.http().get('/api/auth/me').set(bearer(token));
    const signIn = async (user: TestUser) =>
      (await one.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200)).body
        .data as { accessToken: string; refreshToken: string };

    /** Asks until the token is refused; fails when it still works after `ms` (the cache window and some slack). */
    async function refusedWithin(ctx: TestContext, token: string, ms = 2500): Promise<void> {
      const started = Date.now();
      for (;;) {
        const { status } = await me(ctx, token);
        if (status === 401) return;
        expect(status).toBe(200);
        if (Date.now() - started > ms) throw new Error(`the token still works ${ms} ms after the change`);
        await sleep(100);
      }
    }

    it('are refused on every instance within seconds once their user is deactivated', async () => {
      const member = await one.newUser({ account: home, permissions: ['web:schedule'] });
      await me(two, member.token).expect(200);
      await one.http().patch(`/api/users/${member.user.id}/disable`).set(bearer(admin.token)).expect(200);
      await refusedWithin(two, member.token);
    });

    it("are refused within seconds once their session signs out, while the user's other sessions go on", async () => {
      const member = await one.newUser({ account: home });
      const [kept, ended] = [await signIn(member), await signIn(member)];
      await me(two, ended.accessToken).expect(200);
      await one.http().post('/api/auth/sign-out').send({ refreshToken: ended.refreshToken }).expect(200);
      await refusedWithin(two, ended.accessToken);
      await me(two, kept.accessToken).expect(200);
    });

    it('are refused within seconds once their permissions change; a refresh brings the new ones', async () => {
      const member = await one.newUser({ account: home, permissions: ['web:assetmap'] });
      const session = await signIn(member);
      const edit = (permissions: string[], lastName: string) =>
        one
          .http()
          .patch(`/api/users/${member.user.id}`)
          .set(bearer(admin.token))
          .send({
            authMethod: 'web',
            email: member.email,
            metadata: {
              firstName: 'Test',
              lastName,
              branchIds: [home.branch.id],
              divisionIds: [home.division.id],
              permissions,
            },
          })
          .expect(200);

      await edit(['web:assetmap'], 'Renamed');
      await sleep(1200);
      await me(two, session.accessToken).expect(200); // a change that leaves permissions alone ends nothing

      await edit(['web:schedule'], 'Renamed');
      await refusedWithin(two, session.accessToken);
      const renewed = (
        await one.http().post('/api/auth/refresh').send({ refreshToken: session.refreshToken }).expect(200)
      ).body.data as { accessToken: string };
      expect(claimsOf(renewed.accessToken).permissions).toEqual(['web:schedule']);
      await me(two, renewed.accessToken).expect(200);
    });

    it('are refused without an expiry, even when correctly signed', async () => {
      const member = await one.newUser({ account: home });
      const { exp: _exp, iat: _iat, ...claims } = claimsOf(member.token);
      const jwt = one.app.get(JwtService);
      const forever = await jwt.signAsync(claims);
      expect(claimsOf(forever).exp).toBeUndefined();
      await me(one, forever).expect(401);
      await me(one, await jwt.signAsync(claims, { expiresIn: 60 })).expect(200);
    });
  });

  describe('sign-in limits', () => {
    it('are shared by instances on one database, and a 429 says when to try again (Retry-After)', async () => {
      const [one, two] = await Promise.all([
        TestContext.create({ signInMaxAttempts: 2 }),
        TestContext.create({ signInMaxAttempts: 2 }),
      ]);
      try {
        const { email, password } = await one.newUser();
        const signIn = (ctx: TestContext, pass: string) =>
          ctx.http().post('/api/auth/sign-in').send({ email, password: pass });
        await signIn(one, 'wrong-password-1').expect(401);
        await signIn(two, 'wrong-password-2').expect(401);
        const limited = await signIn(two, password).expect(429);
        expect(limited.body).toEqual({
          statusCode: 429,
          message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
        });
        const retryAfter = Number(limited.headers['retry-after']);
        expect(Number.isInteger(retryAfter)).toBe(true);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(900);
        await signIn(one, password).expect(429);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });

    it('ignore X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
      const limits = { signInMaxAttempts: 1000, signInMaxAttemptsPerAddress: 3 };
      const [direct, proxied] = await Promise.all([
        TestContext.create(limits),
        TestContext.create({ ...limits, trustProxy: ['127.0.0.0/8'] }),
      ]);
      try {
        const attempt = (port: number, from: string, forwardedFor: string) =>
          signInFrom(
            port,
            from,
            { email: `nobody-${randomUUID()}@example.com`, password: 'wrong-password' },
            { 'x-forwarded-for': forwardedFor },
          );
        const spoofed = () => `203.0.113.${randomInt(1, 255)}`;

        // Without a trusted proxy the connection's address counts, whatever the header claims.
        const directPort = await listen(direct);
        const client = ownLoopbackAddress();
        for (let i = 0; i < 3; i++) expect((await attempt(directPort, client, spoofed())).status).toBe(401);
        const limited = await attempt(directPort, client, spoofed());
        expect(limited.status).toBe(429);
        expect(Number(limited.retryAfter)).toBeGreaterThan(0);

        // Behind a trusted proxy the forwarded address counts: one client is limited, the next one is not.
        const proxiedPort = await listen(proxied);
        const proxy = ownLoopbackAddress();
        const behindProxy = () => `2001:db8::${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
        const forwarded = behindProxy();
        for (let i = 0; i < 3; i++) expect((await attempt(proxiedPort, proxy, forwarded)).status).toBe(401);
        expect((await attempt(proxiedPort, proxy, forwarded)).status).toBe(429);
        expect((await attempt(proxiedPort, proxy, behindProxy())).status).toBe(401);
      } finally {
        await Promise.all([direct.close(), proxied.close()]);
      }
    });
  });

  describe('sign-in with an unknown e-mail', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await TestContext.create();
    });
    afterAll(() => ctx.close());

    it('takes at least about as long as checking a password', async () => {
      const hash = await hashPassword('the-real-password');
      const unknown: number[] = [];
      const scrypt: number[] = [];
      for (let round = 0; round < 5; round++) {
        let started = performance.now();
        await verifyPassword('a-wrong-password', hash);
        scrypt.push(performance.now() - started);
        started = performance.now();
        await ctx
          .http()
          .post('/api/auth/sign-in')
          .send({ email: `unknown-${randomUUID()}@example.com`, password: 'a-wrong-password' })
          .expect(401);
        unknown.push(performance.now() - started);
      }
      expect(median(unknown)).toBeGreaterThanOrEqual(0.8 * median(scrypt));
    });
  });

  describe('signed file URLs', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await TestContext.create({ fileUrlSecret: 'f'.repeat(40), jwtSecret: 'j'.repeat(40) });
    });
    afterAll(() => ctx.close());

    it('are signed with FILE_URL_SECRET, not with a key made from JWT_SECRET', async () => {
      const config = ctx.app.get<AppConfig>(APP_CONFIG);
      const key = `${randomUUID()}/images/${randomUUID()}.png`;
      const expires = Math.floor(Date.now() / 1000) + 600;
      const url = (secret: string) =>
        `/api/files/${key}?expires=${expires}&signature=${signFileUrl(fileUrlKey(secret), key, expires)}`;
      await ctx.http().get(url(config.jwtSecret)).expect(403);
      await ctx.http().get(url(config.fileUrlSecret)).expect(404); // a valid link to a file that is not there
    });
  });
});
