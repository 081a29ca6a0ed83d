import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { RefreshToken } from '../../src/auth/refresh-token.entity.js';
import { User } from '../../src/users/user.entity.js';
import { expectCrossAccountNotFound } from '../support/cross-account.js';
import { bearer, TestContext, type TestUser } from '../support/test-app.js';

describe('auth', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create({ signInMaxAttempts: 3 });
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string) => ctx.http().post('/api/auth/sign-in').send({ email, password });
  const refresh = (refreshToken: string) => ctx.http().post('/api/auth/refresh').send({ refreshToken });

  describe('sign-in', () => {
    it('returns an access token with the spec claims and a refresh token', async () => {
      const { user, email, password } = await ctx.newUser({ permissions: ['web:schedule'] });
      const response = await signIn(email.toUpperCase(), password).expect(200);
      const session = response.body.data;
      expect(session).toEqual({
        accessToken: expect.any(String),
        expiresIn: 900,
        refreshToken: expect.stringMatching(/^[0-9a-f-]{36}\.[\w-]+$/),
        tokenType: 'Bearer',
      });
      const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({
        sub: user.id,
        accountId: user.accountId,
        divisionIds: user.divisionIds,
        permissions: ['web:schedule'],
      });
      expect(claims.exp - claims.iat).toBe(900);
    });

    it('refuses a wrong password with one message for unknown e-mails and wrong passwords', async () => {
      const { email } = await ctx.newUser();
      const wrong = await signIn(email, 'not-the-password').expect(401);
      const unknown = await signIn('nobody@example.com', 'whatever-password').expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'Incorrect e-mail or password.' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('validates the body with field errors', async () => {
      const response = await signIn('not-an-email', '').expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'Please enter a valid e-mail address.',
        errors: { email: ['Please enter a valid e-mail address.'], password: ['Please enter your password.'] },
      });
    });

    it('refuses a disabled user', async () => {
      const { email, password } = await ctx.newUser({ disabled: true });
      const response = await signIn(email, password).expect(401);
      expect(response.body.message).toBe('This account has been deactivated.');
    });

    it('answers 429 after repeated failures, even with the right password', async () => {
      const { email, password } = await ctx.newUser();
      for (let attempt = 0; attempt < 3; attempt++) await signIn(email, 'wrong-password').expect(401);
      const limited = await signIn(email, password).expect(429);
      expect(limited.body.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    });
  });

  describe('refresh', () => {
    let session: { refreshToken: string; accessToken: string };
    let account: TestUser;
    beforeAll(async () => {
      account = await ctx.newUser({ permissions: ['web:assetmap'] });
    });
    const start = async () => (await signIn(account.email, account.password).expect(200)).body.data;

    it('rotates the refresh token and issues a working access token', async () => {
      session = await start();
      const next = (await refresh(session.refreshToken).expect(200)).body.data;
      expect(next.refreshToken).not.toBe(session.refreshToken);
      const me = await ctx.http().get('/api/auth/me').set(bearer(next.accessToken)).expect(200);
      expect(me.body.data.email).toBe(account.email);
    });

    it('revokes the whole family when a rotated token is presented again', async () => {
      session = await start();
      const next = (await refresh(session.refreshToken).expect(200)).body.data;
      const reuse = await refresh(session.refreshToken).expect(401);
      expect(reuse.body.message).toBe('Your session has expired. Please sign in again.');
      await refresh(next.refreshToken).expect(401);
    });

    it('leaves other sessions of the same user alone', async () => {
      const first = await start();
      const second = await start();
      await refresh(first.refreshToken).expect(200);
      await refresh(first.refreshToken).expect(401);
      await refresh(second.refreshToken).expect(200);
    });

    it('refuses a forged, malformed or expired token', async () => {
      session = await start();
      const [id] = session.refreshToken.split('.');
      await refresh(`${id}.forged-secret`).expect(401);
      await refresh('garbage').expect(401);
      await ctx.dataSource.getRepository(RefreshToken).update({ id }, { expiresAt: new Date(Date.now() - 1000) });
      await refresh(session.refreshToken).expect(401);
    });

    it('refuses a user disabled after sign-in', async () => {
      const user = await ctx.newUser();
      const { refreshToken } = (await signIn(user.email, user.password).expect(200)).body.data;
      await ctx.dataSource.getRepository(User).update({ id: user.user.id }, { disabled: true });
      await refresh(refreshToken).expect(401);
    });

    it('answers two concurrent refreshes of one token with one session', async () => {
      session = await start();
      const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    });
  });

  describe('sign-out', () => {
    it('ends the session: its refresh token no longer works', async () => {
      const user = await ctx.newUser();
      const { refreshToken } = (await signIn(user.email, user.password).expect(200)).body.data;
      const out = await ctx.http().post('/api/auth/sign-out').send({ refreshToken }).expect(200);
      expect(out.body).toEqual({ data: { signedOut: true } });
      await refresh(refreshToken).expect(401);
    });
  });

  describe('me', () => {
    it('returns the signed-in user with account and division names, never the password hash', async () => {
      const { user, token } = await ctx.newUser({ permissions: ['web:usercrud'] });
      const response = await ctx.http().get('/api/auth/me').set(bearer(token)).expect(200);
      expect(response.body.data).toMatchObject({
        id: user.id,
        accountId: user.accountId,
        firstName: 'Test',
        lastName: 'User',
        permissions: ['web:usercrud'],
        account: { id: user.accountId, name: expect.any(String) },
        divisions: [{ id: user.divisionIds[0], divisionName: 'Cranes' }],
      });
      expect(JSON.stringify(response.body)).not.toMatch(/password/i);
    });

    it('needs a valid access token', async () => {
      await ctx.http().get('/api/auth/me').expect(401);
      const { token } = await ctx.newUser();
      const tampered = token.slice(0, -2) + (token.endsWith('a') ? 'bb' : 'aa');
      const response = await ctx.http().get('/api/auth/me').set(bearer(tampered)).expect(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    });

    it('refuses an expired access token', async () => {
      const { token } = await ctx.newUser();
      const { exp: _exp, iat: _iat, ...claims } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      const expired = await ctx.app.get(JwtService).signAsync(claims, { expiresIn: -10 });
      await ctx.http().get('/api/auth/me').set(bearer(token)).expect(200);
      await ctx.http().get('/api/auth/me').set(bearer(expired)).expect(401);
    });
  });

  describe('accounts/{accountId}', () => {
    it('returns the own account with its occupations', async () => {
      const { user, token } = await ctx.newUser();
      const response = await ctx.http().get(`/api/accounts/${user.accountId}`).set(bearer(token)).expect(200);
      expect(response.body.data).toEqual({
        id: user.accountId,
        account_name: expect.any(String),
        logo: null,
        occupations: [],
        branches: [expect.objectContaining({ name: 'Main Yard' })],
        dynamicPages: { formDocumentsPage: [] },
      });
    });

    it('hides another account like a missing one, unless the caller is super admin', async () => {
      await expectCrossAccountNotFound(ctx, {
        method: 'get',
        path: ({ account }) => `/api/accounts/${account.id}`,
        missingPath: '/api/accounts/00000000-0000-4000-8000-000000000000',
        state: ({ account }) => ctx.dataSource.query('SELECT name FROM account WHERE id = $1', [account.id]),
      });
      const other = await ctx.newAccount();
      const admin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      await ctx.http().get(`/api/accounts/${other.account.id}`).set(bearer(admin.token)).expect(200);
    });
  });

  it('keeps refresh tokens hashed at rest', async () => {
    const user = await ctx.newUser();
    const { refreshToken } = (await signIn(user.email, user.password).expect(200)).body.data;
    const [id, secret] = refreshToken.split('.');
    const row = await ctx.app.get(DataSource).getRepository(RefreshToken).findOneByOrFail({ id });
    expect(row.secretHash).not.toContain(secret);
  });
});
