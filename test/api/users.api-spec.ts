import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { OutboxMessage } from '../../src/mail/outbox-message.entity.js';
import { UserInvitation } from '../../src/users/user-invitation.entity.js';
import { User } from '../../src/users/user.entity.js';
import { expectCrossAccountNotFound } from '../support/cross-account.js';
import { bearer, TestContext, type TestAccount, type TestUser } from '../support/test-app.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('users', () => {
  let ctx: TestContext;
  let home: TestAccount;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await TestContext.create({ publicUrl: 'https://crew.example' });
    home = await ctx.newAccount();
    admin = await ctx.newUser({ account: home, permissions: ['web:usercrud'] });
  });
  afterAll(() => ctx.close());

  const payload = (account: TestAccount, overrides: Record<string, unknown> = {}, metadata = {}) => ({
    authMethod: 'both',
    email: `new-${randomUUID()}@example.com`,
    phoneNumber: '+13035550199',
    metadata: {
      accountId: account.account.id,
      branchIds: [account.branch.id],
      disabled: false,
      divisionIds: [account.division.id],
      firstName: '  Luis ',
      lastName: ' Ortega',
      occupations: ['Crane Operator'],
      permissions: ['mobile:user', 'web:schedule'],
      ...metadata,
    },
    ...overrides,
  });
  const create = (token: string, body: object) => ctx.http().post('/api/users').set(bearer(token)).send(body);
  const edit = (token: string, id: string, body: object) =>
    ctx.http().patch(`/api/users/${id}`).set(bearer(token)).send(body);
  const userRow = (id: string) => ctx.dataSource.getRepository(User).findOneBy({ id });
  const signIn = (email: string, password: string) => ctx.http().post('/api/auth/sign-in').send({ email, password });
  const refresh = (refreshToken: string) => ctx.http().post('/api/auth/refresh').send({ refreshToken });
  const setPassword = (token: string, password: string) =>
    ctx.http().post('/api/auth/set-password').send({ token, password });

  /** The invitation token of the newest e-mail sent to this address. */
  async function invitationToken(email: string): Promise<string> {
    const [message] = await ctx.dataSource
      .getRepository(OutboxMessage)
      .find({ where: { to: email }, order: { createdAt: 'DESC' }, take: 1 });
    const match = message?.text.match(/https:\/\/crew\.example\/set-password\?token=(\S+)/);
    if (!match) throw new Error(`No invitation mailed to ${email}`);
    return match[1];
  }
  const outboxCount = (email: string) => ctx.dataSource.getRepository(OutboxMessage).countBy({ to: email });

  describe('POST /api/users', () => {
    it('creates the user with trimmed names, a lowercased e-mail and occupations, and mails an invitation', async () => {
      const body = payload(home, { email: `  Mixed-${randomUUID()}@Example.com ` });
      const response = await create(admin.token, body).expect(201);
      const user = await userRow(response.body.data.id);
      expect(response.body).toEqual({ data: { id: expect.any(String) } });
      expect(user).toMatchObject({
        accountId: home.account.id,
        firstName: 'Luis',
        lastName: 'Ortega',
        email: body.email.trim().toLowerCase(),
        phoneNumber: '+13035550199',
        authMethod: 'both',
        occupations: ['crane operator'],
        permissions: ['mobile:user', 'web:schedule'],
        veteran: null,
        disabled: false,
      });
      const [mail] = await ctx.dataSource.getRepository(OutboxMessage).findBy({ to: user!.email! });
      expect(mail).toMatchObject({ accountId: home.account.id, sentAt: null, error: null });
      expect(mail.text).toContain('Hello Luis');
      const [invitation] = await ctx.dataSource.getRepository(UserInvitation).findBy({ userId: user!.id });
      const token = await invitationToken(user!.email!);
      expect(token.split('.')[0]).toBe(invitation.id);
      expect(invitation.secretHash).not.toContain(token.split('.')[1]);
      expect(invitation.expiresAt.getTime() - invitation.createdAt.getTime()).toBeCloseTo(72 * 3_600_000, -4);
    });

    it('stores ten digits as +1, treats empty e-mail and phone as absent, and mails nothing without e-mail', async () => {
      const mobile = payload(home, { authMethod: 'mobile', email: '', phoneNumber: '(303) 555-0142' });
      const { id } = (await create(admin.token, mobile).expect(201)).body.data;
      expect(await userRow(id)).toMatchObject({ email: null, phoneNumber: '+13035550142' });
      expect(await ctx.dataSource.getRepository(UserInvitation).countBy({ userId: id })).toBe(0);
      const web = payload(home, { authMethod: 'web', phoneNumber: '' });
      const created = (await create(admin.token, web).expect(201)).body.data;
      expect(await userRow(created.id)).toMatchObject({ phoneNumber: null });
    });

    it.each([
      [{ metadata: { firstName: '  ' } }, 'metadata.firstName', 'Please provide a First Name.'],
      [{ metadata: { lastName: '' } }, 'metadata.lastName', 'Please provide a Last Name.'],
      [{ metadata: { branchIds: [] } }, 'metadata.branchIds', 'Please provide a Branch'],
      [{ metadata: { divisionIds: [] } }, 'metadata.divisionIds', 'Required'],
      [{ metadata: { permissions: [] } }, 'metadata.permissions', 'Please provide a Permission'],
      [{ metadata: { permissions: ['web:everything'] } }, 'metadata.permissions', 'Unknown permission.'],
      [{ email: 'not-an-email' }, 'email', 'Valid email is required for web authentication'],
      [{ authMethod: 'web', email: '' }, 'email', 'Valid email is required for web authentication'],
      [{ authMethod: 'mobile', email: 'nope' }, 'email', 'Invalid Email'],
      [
        { phoneNumber: '555-0100' },
        'phoneNumber',
        'Valid phone number is required for mobile authentication. (Eg. +1##########)',
      ],
      [
        { authMethod: 'mobile', phoneNumber: '' },
        'phoneNumber',
        'Valid phone number is required for mobile authentication. (Eg. +1##########)',
      ],
      [{ authMethod: 'web', phoneNumber: '+0123' }, 'phoneNumber', 'Invalid Phone Number'],
      [{ authMethod: 'password' }, 'authMethod', 'Please choose an authentication method.'],
      [{ metadata: { branchIds: ['x'] } }, 'metadata.branchIds', 'Branch not found.'],
      [{ metadata: { branchIds: [MISSING] } }, 'metadata.branchIds', 'Branch not found.'],
      [{ metadata: { divisionIds: [MISSING] } }, 'metadata.divisionIds', 'Division not found.'],
    ])('refuses %j with its message and creates nothing', async (change, field, message) => {
      const { metadata, ...rest } = change as { metadata?: object };
      const body = payload(home, rest, metadata);
      const count = () => ctx.dataSource.getRepository(User).countBy({ accountId: home.account.id });
      const before = await count();
      const response = await create(admin.token, body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message });
      expect(response.body.errors[field]).toContain(message);
      expect(await count()).toBe(before);
    });

    it('refuses branches and divisions of another account', async () => {
      const other = await ctx.newAccount();
      const body = payload(home, {}, { branchIds: [other.branch.id], divisionIds: [other.division.id] });
      const response = await create(admin.token, body).expect(400);
      expect(response.body.errors).toEqual({
        'metadata.branchIds': ['Branch not found.'],
        'metadata.divisionIds': ['Division not found.'],
      });
      expect(await outboxCount(body.email)).toBe(0);
    });

    it('refuses an e-mail used in any account with 409, whatever its case', async () => {
      const other = await ctx.newUser();
      const body = payload(home, { email: other.email.toUpperCase() });
      const response = await create(admin.token, body).expect(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'A user with this email already exists.' });
      expect(await outboxCount(other.email)).toBe(0);
    });

    it('lets only one of two concurrent creates take an e-mail', async () => {
      const body = payload(home);
      const statuses = (await Promise.all([create(admin.token, body), create(admin.token, body)])).map((r) => r.status);
      expect(statuses.sort()).toEqual([201, 409]);
    });

    it('ignores metadata.accountId and refuses groundcrew:admin for everyone but a super admin', async () => {
      const other = await ctx.newAccount();
      const body = payload(home, {}, { accountId: other.account.id });
      const { id } = (await create(admin.token, body).expect(201)).body.data;
      expect((await userRow(id))?.accountId).toBe(home.account.id);
      const elevated = payload(home, {}, { permissions: ['groundcrew:admin'] });
      const refused = await create(admin.token, elevated).expect(403);
      expect(refused.body.message).toBe('Only a platform administrator can grant or remove groundcrew:admin.');
      expect(await outboxCount(elevated.email)).toBe(0);
    });

    it('lets a super admin create a (super admin) user in another account', async () => {
      const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      const other = await ctx.newAccount();
      const body = payload(other, {}, { permissions: ['groundcrew:admin'] });
      const { id } = (await create(superAdmin.token, body).expect(201)).body.data;
      expect(await userRow(id)).toMatchObject({ accountId: other.account.id, permissions: ['groundcrew:admin'] });
      const unknown = payload(other, {}, { accountId: MISSING });
      const response = await create(superAdmin.token, unknown).expect(400);
      expect(response.body.message).toBe('Account not found.');
    });

    it('needs web:usercrud', async () => {
      const other = await ctx.newUser({ account: home, permissions: ['web:schedule'] });
      await create(other.token, payload(home)).expect(403);
      await ctx.http().post('/api/users').send(payload(home)).expect(401);
    });
  });

  describe('GET /api/users', () => {
    it('lists active users of the account by last then first name, without internal users', async () => {
      const account = await ctx.newAccount();
      const lister = await ctx.newUser({ account, permissions: ['web:usercrud'] });
      await ctx.dataSource.getRepository(User).update({ id: lister.user.id }, { lastName: 'Mills', firstName: 'Zoe' });
      const add = async (firstName: string, lastName: string, email: string, extra: Partial<User> = {}) =>
        ctx.dataSource.getRepository(User).save({
          accountId: account.account.id,
          firstName,
          lastName,
          email,
          branchIds: [account.branch.id],
          divisionIds: [account.division.id],
          ...extra,
        });
      await add('Ann', 'Mills', `ann-${randomUUID()}@example.com`);
      await add('Bob', 'Adams', `bob-${randomUUID()}@example.com`);
      await add('Cal', 'Baker', `cal-${randomUUID()}@example.com`, { disabled: true });
      await add('Dee', 'Crew', `dee-${randomUUID()}@groundcrew.app`);
      await ctx.newUser({ permissions: ['web:usercrud'] });

      const names = (body: { data: User[] }) => body.data.map((user) => `${user.firstName} ${user.lastName}`);
      const response = await ctx.http().get('/api/users').set(bearer(lister.token)).expect(200);
      expect(names(response.body)).toEqual(['Bob Adams', 'Ann Mills', 'Zoe Mills']);
      expect(response.body.data[0]).toMatchObject({ accountId: account.account.id, phone_number: null });
      const ignored = await ctx
        .http()
        .get(`/api/users?includeInternal=true&accountId=${home.account.id}`)
        .set(bearer(lister.token))
        .expect(200);
      expect(names(ignored.body)).toEqual(names(response.body));

      const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      const all = await ctx
        .http()
        .get(`/api/users?accountId=${account.account.id}&includeInternal=true`)
        .set(bearer(superAdmin.token))
        .expect(200);
      expect(names(all.body)).toEqual(['Bob Adams', 'Dee Crew', 'Ann Mills', 'Zoe Mills']);
    });

    it('needs web:usercrud, or a screen that chooses crew or filters by user (crew view)', async () => {
      const other = await ctx.newUser({ account: home, permissions: ['web:assetmap'] });
      await ctx.http().get('/api/users').set(bearer(other.token)).expect(403);
      for (const permission of ['web:schedule', 'timecard:admin', 'web:quoting', 'web:invoice'] as const) {
        const reader = await ctx.newUser({ account: home, permissions: [permission] });
        const { body } = await ctx.http().get('/api/users').set(bearer(reader.token)).expect(200);
        expect(body.data[0]).not.toHaveProperty('email');
      }
    });
  });

  describe('GET /api/users/:userId', () => {
    it('returns the user view', async () => {
      const { id } = (await create(admin.token, payload(home)).expect(201)).body.data;
      const response = await ctx.http().get(`/api/users/${id}`).set(bearer(admin.token)).expect(200);
      expect(response.body.data).toMatchObject({
        id,
        accountId: home.account.id,
        firstName: 'Luis',
        branchIds: [home.branch.id],
        phoneNumber: '+13035550199',
        phone_number: '+13035550199',
        loginId: expect.any(String),
      });
      expect(response.body.data).not.toHaveProperty('passwordHash');
    });

    it('answers "No User Found" for a missing or another account\'s user; a super admin reads any', async () => {
      const missing = await ctx.http().get(`/api/users/${MISSING}`).set(bearer(admin.token)).expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: 'No User Found' });
      await ctx.http().get('/api/users/not-a-uuid').set(bearer(admin.token)).expect(400);
      await expectCrossAccountNotFound(ctx, {
        method: 'get',
        path: async (owner) => `/api/users/${(await ctx.newUser({ account: owner })).user.id}`,
        missingPath: `/api/users/${MISSING}`,
      });
      const stranger = await ctx.newUser();
      const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      await ctx.http().get(`/api/users/${stranger.user.id}`).set(bearer(superAdmin.token)).expect(200);
    });

    it('needs web:usercrud', async () => {
      const other = await ctx.newUser({ account: home });
      await ctx.http().get(`/api/users/${admin.user.id}`).set(bearer(other.token)).expect(403);
    });
  });

  describe('PATCH /api/users/:userId', () => {
    it('saves the payload (occupations as sent) and answers the user', async () => {
      const { id } = (await create(admin.token, payload(home)).expect(201)).body.data;
      const second = await ctx.dataSource
        .getRepository(User)
        .manager.query(`INSERT INTO branch (account_id, name) VALUES ($1, 'Yard 2') RETURNING id`, [home.account.id]);
      const body = payload(
        home,
        { authMethod: 'web', phoneNumber: '' },
        {
          firstName: 'Luisa ',
          occupations: ['Rigger'],
          branchIds: [home.branch.id, second[0].id],
          permissions: ['web:assetmap'],
          veteran: true,
        },
      );
      const response = await edit(admin.token, id, body).expect(200);
      expect(response.body.data).toMatchObject({
        id,
        firstName: 'Luisa',
        authMethod: 'web',
        phoneNumber: null,
        occupations: ['Rigger'],
        branchIds: [home.branch.id, second[0].id],
        permissions: ['web:assetmap'],
        veteran: true,
        email: body.email,
      });
    });

    it('validates like create and changes nothing on bad input', async () => {
      const { id } = (await create(admin.token, payload(home)).expect(201)).body.data;
      const before = await userRow(id);
      const response = await edit(admin.token, id, payload(home, {}, { lastName: ' ' })).expect(400);
      expect(response.body.message).toBe('Please provide a Last Name.');
      const taken = await edit(admin.token, id, payload(home, { email: admin.email })).expect(409);
      expect(taken.body.message).toBe('A user with this email already exists.');
      expect(await userRow(id)).toEqual(before);
    });

    it('re-sends the invitation for a new e-mail only while no password is set', async () => {
      const body = payload(home);
      const { id } = (await create(admin.token, body).expect(201)).body.data;
      const oldLink = await invitationToken(body.email);
      const renamed = { ...body, email: `renamed-${randomUUID()}@example.com` };
      await edit(admin.token, id, renamed).expect(200);
      await invitationToken(renamed.email);
      await setPassword(oldLink, 'new-password-1').expect(400);

      const withPassword = await ctx.newUser({ account: home });
      const moved = { ...payload(home), email: `moved-${randomUUID()}@example.com` };
      await edit(admin.token, withPassword.user.id, moved).expect(200);
      expect(await outboxCount(moved.email)).toBe(0);
      await signIn(moved.email, withPassword.password).expect(200);
    });

    it('keeps groundcrew:admin for super admins to grant, remove, and keeps super admins out of reach', async () => {
      const { id } = (await create(admin.token, payload(home)).expect(201)).body.data;
      const grant = await edit(admin.token, id, payload(home, {}, { permissions: ['groundcrew:admin'] })).expect(403);
      expect(grant.body.message).toBe('Only a platform administrator can grant or remove groundcrew:admin.');
      const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      await edit(superAdmin.token, id, payload(home, {}, { permissions: ['groundcrew:admin'] })).expect(200);
      const before = await userRow(id);
      const demote = await edit(admin.token, id, payload(home, {}, { permissions: ['web:schedule'] })).expect(403);
      expect(demote.body.message).toBe('Only a platform administrator can change a platform administrator.');
      await ctx.http().patch(`/api/users/${id}/disable`).set(bearer(admin.token)).expect(403);
      expect(await userRow(id)).toEqual(before);
      await edit(superAdmin.token, id, payload(home, {}, { permissions: ['web:schedule'] })).expect(200);
    });

    it("answers 404 for another account's user and changes nothing", async () => {
      await expectCrossAccountNotFound(ctx, {
        method: 'patch',
        path: async (owner) => `/api/users/${(await ctx.newUser({ account: owner })).user.id}`,
        missingPath: `/api/users/${MISSING}`,
        body: payload(home),
        state: (owner) => ctx.dataSource.getRepository(User).findBy({ accountId: owner.account.id }),
      });
    });

    it('needs web:usercrud', async () => {
      const other = await ctx.newUser({ account: home, permissions: ['web:settings'] });
      await edit(other.token, admin.user.id, payload(home)).expect(403);
    });
  });

  describe('invitations and POST /api/auth/set-password', () => {
    it('sets the password once from the mailed link, signs the user in, and the user can sign in after', async () => {
      const body = payload(home);
      const { id } = (await create(admin.token, body).expect(201)).body.data;
      await signIn(body.email, 'chosen-password').expect(401);
      const token = await invitationToken(body.email);
      const session = (await setPassword(token, 'chosen-password').expect(200)).body.data;
      expect(session).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
      const me = await ctx.http().get('/api/auth/me').set(bearer(session.accessToken)).expect(200);
      expect(me.body.data.id).toBe(id);
      await signIn(body.email, 'chosen-password').expect(200);
      const reused = await setPassword(token, 'another-password').expect(400);
      expect(reused.body).toEqual({ statusCode: 400, message: 'This invitation link is no longer valid.' });
    });

    it('refuses short passwords, forged, expired and unknown tokens', async () => {
      const body = payload(home);
      await create(admin.token, body).expect(201);
      const token = await invitationToken(body.email);
      const short = await setPassword(token, 'short').expect(400);
      expect(short.body.message).toBe('Password must be at least 8 characters.');
      const [invitationId] = token.split('.');
      for (const bad of [`${invitationId}.forged`, 'garbage', `${MISSING}.secret`]) {
        const response = await setPassword(bad, 'long-enough-1').expect(400);
        expect(response.body.message).toBe('This invitation link is no longer valid.');
      }
      await ctx.dataSource.getRepository(UserInvitation).update({ id: invitationId }, { expiresAt: new Date(0) });
      await setPassword(token, 'long-enough-1').expect(400);
      const user = await ctx.dataSource.getRepository(User).findOne({
        where: { email: body.email },
        select: { id: true, passwordHash: true },
      });
      expect(user?.passwordHash).toBeNull();
    });
  });

  describe('POST /api/users/resend-invite', () => {
    it('sends a new link and the old one stops working', async () => {
      const body = payload(home);
      const { id } = (await create(admin.token, body).expect(201)).body.data;
      const first = await invitationToken(body.email);
      const response = await ctx
        .http()
        .post('/api/users/resend-invite')
        .set(bearer(admin.token))
        .send({ id })
        .expect(200);
      expect(response.body).toEqual({ data: { id } });
      const second = await invitationToken(body.email);
      expect(second).not.toBe(first);
      await setPassword(first, 'long-enough-1').expect(400);
      await setPassword(second, 'long-enough-1').expect(200);
    });

    it('refuses users without e-mail and disabled users', async () => {
      const mobile = payload(home, { authMethod: 'mobile', email: '' });
      const { id } = (await create(admin.token, mobile).expect(201)).body.data;
      const resend = (userId: string) =>
        ctx.http().post('/api/users/resend-invite').set(bearer(admin.token)).send({ id: userId });
      expect((await resend(id).expect(400)).body.message).toBe(
        'This user has no email address to send an invitation to.',
      );
      const disabled = await ctx.newUser({ account: home, disabled: true });
      expect((await resend(disabled.user.id).expect(400)).body.message).toBe('This user has been deactivated.');
      expect((await resend('nope').expect(400)).body.message).toBe('No User Found');
    });

    it("answers 404 for another account's user, like a missing one, and sends nothing", async () => {
      const owner = await ctx.newUser();
      const stranger = await ctx.newUser({ permissions: ['web:usercrud'] });
      const resend = (id: string) =>
        ctx.http().post('/api/users/resend-invite').set(bearer(stranger.token)).send({ id });
      const foreign = await resend(owner.user.id).expect(404);
      expect(foreign.body).toEqual((await resend(MISSING)).body);
      expect(await outboxCount(owner.email)).toBe(0);
    });

    it('needs web:usercrud', async () => {
      const other = await ctx.newUser({ account: home });
      await ctx
        .http()
        .post('/api/users/resend-invite')
        .set(bearer(other.token))
        .send({ id: admin.user.id })
        .expect(403);
    });
  });

  describe('PATCH /api/users/:userId/disable', () => {
    it('disables for good: sessions end, sign-in and invitation links are refused, the list hides the user', async () => {
      const body = payload(home);
      const { id } = (await create(admin.token, body).expect(201)).body.data;
      const link = await invitationToken(body.email);
      await ctx.http().post('/api/users/resend-invite').set(bearer(admin.token)).send({ id }).expect(200);
      const session = (await setPassword(await invitationToken(body.email), 'chosen-password').expect(200)).body.data;
      await ctx.http().post('/api/users/resend-invite').set(bearer(admin.token)).send({ id }).expect(200);
      const pending = await invitationToken(body.email);

      const response = await ctx.http().patch(`/api/users/${id}/disable`).set(bearer(admin.token)).expect(200);
      expect(response.body).toEqual({ data: { id, disabled: true } });
      expect((await userRow(id))?.disabled).toBe(true);
      await refresh(session.refreshToken).expect(401);
      expect((await signIn(body.email, 'chosen-password').expect(401)).body.message).toBe(
        'This account has been deactivated.',
      );
      for (const token of [link, pending]) await setPassword(token, 'other-password').expect(400);
      const list = await ctx.http().get('/api/users').set(bearer(admin.token)).expect(200);
      expect(list.body.data.map((user: User) => user.id)).not.toContain(id);
    });

    it("answers 404 for another account's user and changes nothing", async () => {
      await expectCrossAccountNotFound(ctx, {
        method: 'patch',
        path: async (owner) => `/api/users/${(await ctx.newUser({ account: owner })).user.id}/disable`,
        missingPath: `/api/users/${MISSING}/disable`,
        state: (owner) => ctx.dataSource.getRepository(User).findBy({ accountId: owner.account.id }),
      });
    });

    it('needs web:usercrud', async () => {
      const other = await ctx.newUser({ account: home, permissions: ['web:schedule'] });
      await ctx.http().patch(`/api/users/${other.user.id}/disable`).set(bearer(other.token)).expect(403);
      expect((await userRow(other.user.id))?.disabled).toBe(false);
    });
  });

  describe('DELETE /api/users/:userId', () => {
    it('lets a super admin delete a user of any account', async () => {
      const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      const victim = await ctx.newUser();
      const response = await ctx
        .http()
        .delete(`/api/users/${victim.user.id}`)
        .set(bearer(superAdmin.token))
        .expect(200);
      expect(response.body).toEqual({ data: { id: victim.user.id, deleted: true } });
      expect(await userRow(victim.user.id)).toBeNull();
      await signIn(victim.email, victim.password).expect(401);
      await ctx.http().delete(`/api/users/${MISSING}`).set(bearer(superAdmin.token)).expect(404);
      const self = await ctx.http().delete(`/api/users/${superAdmin.user.id}`).set(bearer(superAdmin.token));
      expect(self.status).toBe(400);
    });

    it('is refused to account administrators', async () => {
      const victim = await ctx.newUser({ account: home });
      await ctx.http().delete(`/api/users/${victim.user.id}`).set(bearer(admin.token)).expect(403);
      expect(await userRow(victim.user.id)).not.toBeNull();
    });
  });

  describe('POST /api/accounts (onboarding)', () => {
    const onboarding = (email: string) => ({
      accountName: ' Peak Lifting ',
      divisionName: 'Cranes',
      branch: {
        name: 'Boise',
        address: '1 Main St',
        city: 'Boise',
        state: 'ID',
        postalCode: '83702',
        email: 'boise@peak.example',
        phoneNumber: '208-555-0100',
      },
      admin: { firstName: 'Pat', lastName: 'Lee', email },
    });

    it('creates the account, division, branch and an invited administrator who can then sign in', async () => {
      const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      const email = `pat-${randomUUID()}@peak.example`;
      const response = await ctx.http().post('/api/accounts').set(bearer(superAdmin.token)).send(onboarding(email));
      expect(response.status).toBe(201);
      const accountId = response.body.data.id;
      const [account] = await ctx.dataSource.query('SELECT name FROM account WHERE id = $1', [accountId]);
      expect(account.name).toBe('Peak Lifting');
      const user = await ctx.dataSource.getRepository(User).findOneByOrFail({ email });
      expect(user).toMatchObject({ accountId, firstName: 'Pat', authMethod: 'web' });
      expect(user.permissions).toEqual(expect.arrayContaining(['web:usercrud', 'web:settings', 'mobile:user']));
      expect(user.permissions).not.toContain('groundcrew:admin');
      const [branch] = await ctx.dataSource.query('SELECT * FROM branch WHERE account_id = $1', [accountId]);
      expect(branch).toMatchObject({ name: 'Boise', phone_number: '208-555-0100' });
      expect(user.branchIds).toEqual([branch.id]);
      const session = (await setPassword(await invitationToken(email), 'chosen-password').expect(200)).body.data;
      const list = await ctx.http().get('/api/users').set(bearer(session.accessToken)).expect(200);
      expect(list.body.data.map((row: User) => row.id)).toEqual([user.id]);
    });

    it('validates, creates nothing on a taken e-mail, and needs a super admin', async () => {
      const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      const send = (body: object, token = superAdmin.token) =>
        ctx.http().post('/api/accounts').set(bearer(token)).send(body);
      const bad = onboarding('not-an-email');
      bad.branch.phoneNumber = '555';
      bad.divisionName = '';
      const response = await send(bad).expect(400);
      expect(response.body.errors).toEqual({
        divisionName: ['Division name is required'],
        'branch.phoneNumber': ['Phone number not in correct format. Ex: ###-###-####'],
        'admin.email': ['Valid email is required for web authentication'],
      });
      const accounts = async () => (await ctx.dataSource.query('SELECT count(*)::int AS n FROM account'))[0].n;
      const before = await accounts();
      await send(onboarding(admin.email.toUpperCase())).expect(409);
      expect(await accounts()).toBe(before);
      await send(onboarding(`x-${randomUUID()}@peak.example`), admin.token).expect(403);
      expect(await accounts()).toBe(before);
    });
  });
});
