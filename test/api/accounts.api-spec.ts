import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Account } from '../../src/accounts/account.entity.js';
import { Branch } from '../../src/accounts/branch.entity.js';
import { Division } from '../../src/accounts/division.entity.js';
import { expectCrossAccountNotFound } from '../support/cross-account.js';
import { TINY_PNG } from '../support/images.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const SIGNED_URL = /^\/api\/files\/[0-9a-f-]{36}\/images\/[0-9a-f-]{36}\.png\?expires=\d+&signature=[0-9a-f]{64}$/;

const newBranch = {
  name: 'North Yard',
  email: 'north@example.com',
  phoneNumber: '(303) 555-0100',
  address: '1 Industrial Way',
  city: 'Boulder',
  state: 'CO',
  postalCode: '80301',
  logo: TINY_PNG,
  logoMime: 'image/png',
};

describe('accounts, branches and divisions', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-accounts-'));
  const filesOf = (accountId: string): string[] => {
    try {
      return readdirSync(join(dataDir, 'files', accountId, 'images')).sort();
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    ctx = await TestContext.create({ dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const branchesOf = (accountId: string) =>
    ctx.dataSource.getRepository(Branch).find({ where: { accountId }, order: { name: 'ASC' } });
  const divisionsOf = (accountId: string) =>
    ctx.dataSource.getRepository(Division).find({ where: { accountId }, order: { divisionName: 'ASC' } });
  const settingsUser = (account?: TestAccount) => ctx.newUser({ permissions: ['web:settings'], account });
  const superAdmin = () => ctx.newUser({ permissions: ['groundcrew:admin'] });

  describe('GET /accounts', () => {
    it('lists every account by name for a super admin', async () => {
      const admin = await superAdmin();
      const zulu = await ctx.newAccount(`zz Zulu ${Date.now()}`);
      const alpha = await ctx.newAccount(`aa Alpha ${Date.now()}`);
      const response = await ctx.http().get('/api/accounts').set(bearer(admin.token)).expect(200);
      const accounts = response.body.data as { id: string; account_name: string; logo: string | null }[];
      expect(accounts).toContainEqual({ id: alpha.account.id, account_name: alpha.account.name, logo: null });
      const names = accounts.map((account) => account.account_name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(names.indexOf(alpha.account.name)).toBeLessThan(names.indexOf(zulu.account.name));
    });

    it('answers the account logo as a signed URL', async () => {
      const admin = await superAdmin();
      const { token } = await settingsUser();
      const { key } = (await ctx.http().post('/api/images').set(bearer(token)).send({ image: TINY_PNG })).body.data;
      const other = await ctx.newAccount();
      await ctx.dataSource.getRepository(Account).update(other.account.id, { logo: key as string });
      const response = await ctx.http().get(`/api/accounts/${other.account.id}`).set(bearer(admin.token)).expect(200);
      expect(response.body.data.logo).toMatch(SIGNED_URL);
      await ctx
        .http()
        .get(response.body.data.logo as string)
        .expect(200);
    });

    it('is refused to anyone but a super admin', async () => {
      const { token } = await ctx.newUser({ permissions: ['web:settings', 'web:usercrud'] });
      await ctx.http().get('/api/accounts').set(bearer(token)).expect(403);
    });
  });

  describe('GET /division and /division/{accountId}', () => {
    it("lists the caller's divisions by name", async () => {
      const account = await ctx.newAccount();
      await ctx.dataSource
        .getRepository(Division)
        .save({ accountId: account.account.id, divisionName: 'Aerial Lifts' });
      const { token } = await ctx.newUser({ account });
      const response = await ctx.http().get('/api/division').set(bearer(token)).expect(200);
      expect(response.body.data).toEqual([
        { id: expect.any(String), divisionName: 'Aerial Lifts' },
        { id: account.division.id, divisionName: 'Cranes' },
      ]);
      const own = await ctx.http().get(`/api/division/${account.account.id}`).set(bearer(token)).expect(200);
      expect(own.body.data).toEqual(response.body.data);
    });

    it("hides another account's divisions like a missing account", async () => {
      await expectCrossAccountNotFound(ctx, {
        method: 'get',
        path: ({ account }) => `/api/division/${account.id}`,
        missingPath: `/api/division/${MISSING}`,
      });
    });

    it("gives a super admin any account's divisions", async () => {
      const admin = await superAdmin();
      const other = await ctx.newAccount();
      const response = await ctx.http().get(`/api/division/${other.account.id}`).set(bearer(admin.token)).expect(200);
      expect(response.body.data).toEqual([{ id: other.division.id, divisionName: 'Cranes' }]);
      await ctx.http().get(`/api/division/${MISSING}`).set(bearer(admin.token)).expect(404);
    });

    it('needs a signed-in user', async () => {
      await ctx.http().get('/api/division').expect(401);
    });
  });

  describe('GET /branch', () => {
    it("lists the caller's branches with the spec's fields", async () => {
      const account = await ctx.newAccount();
      const { token } = await ctx.newUser({ account });
      const response = await ctx.http().get('/api/branch').set(bearer(token)).expect(200);
      expect(response.body.data).toEqual([
        {
          id: account.branch.id,
          name: 'Main Yard',
          logo: null,
          quoteCover: null,
          address: '',
          city: 'Denver',
          state: '',
          postalCode: '',
          email: '',
          phoneNumber: '',
          divisionId: account.division.id,
        },
      ]);
    });

    it('lets a super admin choose the account, and ignores the choice for anyone else', async () => {
      const other = await ctx.newAccount();
      const admin = await superAdmin();
      const chosen = await ctx.http().get(`/api/branch?accountId=${other.account.id}`).set(bearer(admin.token));
      expect(chosen.body.data.map((branch: { id: string }) => branch.id)).toEqual([other.branch.id]);
      await ctx.http().get(`/api/branch?accountId=${MISSING}`).set(bearer(admin.token)).expect(404);

      const own = await ctx.newAccount();
      const { token } = await ctx.newUser({ account: own });
      const ignored = await ctx.http().get(`/api/branch?accountId=${other.account.id}`).set(bearer(token));
      expect(ignored.body.data.map((branch: { id: string }) => branch.id)).toEqual([own.branch.id]);
    });
  });

  describe('POST /branch', () => {
    it('creates a branch with its images stored and answered as signed URLs', async () => {
      const account = await ctx.newAccount();
      const { token } = await settingsUser(account);
      const response = await ctx
        .http()
        .post('/api/branch')
        .set(bearer(token))
        .send({ ...newBranch, divisionId: account.division.id, quoteCover: TINY_PNG })
        .expect(201);
      const branch = response.body.data;
      expect(branch).toEqual({
        id: expect.any(String),
        name: 'North Yard',
        logo: expect.stringMatching(SIGNED_URL),
        quoteCover: expect.stringMatching(SIGNED_URL),
        address: '1 Industrial Way',
        city: 'Boulder',
        state: 'CO',
        postalCode: '80301',
        email: 'north@example.com',
        phoneNumber: '(303) 555-0100',
        divisionId: account.division.id,
      });
      const image = await ctx
        .http()
        .get(branch.logo as string)
        .expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      const [stored] = (await branchesOf(account.account.id)).filter((row) => row.id === branch.id);
      expect(stored.logo).toMatch(new RegExp(`^${account.account.id}/images/`));
      expect(filesOf(account.account.id)).toHaveLength(4); // two images, each with its content type
      const listed = await ctx.http().get('/api/branch').set(bearer(token));
      expect(listed.body.data.map((row: { name: string }) => row.name)).toEqual(['Main Yard', 'North Yard']);
    });

    it.each([
      ['name', 'Required'],
      ['address', 'Required'],
      ['city', 'Required'],
      ['state', 'Required'],
      ['postalCode', 'Required'],
      ['email', 'Required'],
      ['logo', 'Required'],
      ['phoneNumber', 'Phone number not in correct format. Ex: ###-###-####'],
    ])('refuses a missing %s with "%s"', async (field, message) => {
      const account = await ctx.newAccount();
      const { token } = await settingsUser(account);
      for (const value of [undefined, '', '   ']) {
        const response = await ctx
          .http()
          .post('/api/branch')
          .set(bearer(token))
          .send({ ...newBranch, [field]: value })
          .expect(400);
        expect(response.body.errors[field]).toContain(message);
      }
      expect(await branchesOf(account.account.id)).toHaveLength(1);
    });

    it.each([
      ['phoneNumber', '555-0100', 'Phone number not in correct format. Ex: ###-###-####'],
      ['phoneNumber', '303-555-01000', 'Phone number not in correct format. Ex: ###-###-####'],
      ['phoneNumber', 'abc-def-ghij', 'Phone number not in correct format. Ex: ###-###-####'],
      ['email', 'not-an-email', 'Invalid Email'],
      ['divisionId', 'not-a-uuid', 'Division not found.'],
      ['divisionId', MISSING, 'Division not found.'],
      ['logo', Buffer.from('hello, I am text').toString('base64'), 'File Is NOT Image!'],
      ['quoteCover', Buffer.from('<svg/>').toString('base64'), 'File Is NOT Image!'],
    ])('refuses %s "%s" with "%s", storing nothing', async (field, value, message) => {
      const account = await ctx.newAccount();
      const { token } = await settingsUser(account);
      const response = await ctx
        .http()
        .post('/api/branch')
        .set(bearer(token))
        .send({ ...newBranch, [field]: value })
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message, errors: { [field]: [message] } });
      expect(await branchesOf(account.account.id)).toHaveLength(1);
      expect(filesOf(account.account.id)).toEqual([]);
    });

    it.each(['303-555-0100', '(303) 555-0100', '303.555.0100', '3035550100', '(303)555-0100'])(
      'accepts the phone number %s',
      async (phoneNumber) => {
        const { token } = await settingsUser();
        await ctx
          .http()
          .post('/api/branch')
          .set(bearer(token))
          .send({ ...newBranch, phoneNumber })
          .expect(201);
      },
    );

    it("refuses another account's division", async () => {
      const account = await ctx.newAccount();
      const other = await ctx.newAccount();
      const { token } = await settingsUser(account);
      const response = await ctx
        .http()
        .post('/api/branch')
        .set(bearer(token))
        .send({ ...newBranch, divisionId: other.division.id })
        .expect(400);
      expect(response.body.message).toBe('Division not found.');
      expect(await branchesOf(account.account.id)).toHaveLength(1);
    });

    it('needs web:settings (a super admin passes, and may choose the account)', async () => {
      const { token } = await ctx.newUser({ permissions: ['web:usercrud', 'web:schedule'] });
      await ctx.http().post('/api/branch').set(bearer(token)).send(newBranch).expect(403);
      const admin = await superAdmin();
      await ctx.http().post('/api/branch').set(bearer(admin.token)).send(newBranch).expect(201);
      const other = await ctx.newAccount();
      await ctx
        .http()
        .post('/api/branch')
        .set(bearer(admin.token))
        .send({ ...newBranch, accountId: other.account.id })
        .expect(201);
      expect((await branchesOf(other.account.id)).map((branch) => branch.name)).toEqual(['Main Yard', 'North Yard']);
    });
  });

  describe('PATCH /branch/{branchId}', () => {
    const create = async (account: TestAccount, token: string): Promise<{ id: string; logo: string }> =>
      (
        await ctx
          .http()
          .post('/api/branch')
          .set(bearer(token))
          .send({ ...newBranch, quoteCover: TINY_PNG })
          .expect(201)
      ).body.data;

    it('changes only the fields sent, replacing and removing images', async () => {
      const account = await ctx.newAccount();
      const { token } = await settingsUser(account);
      const created = await create(account, token);
      const [before] = (await branchesOf(account.account.id)).filter((row) => row.id === created.id);
      const response = await ctx
        .http()
        .patch(`/api/branch/${created.id}`)
        .set(bearer(token))
        .send({ city: 'Golden', divisionId: account.division.id, logo: TINY_PNG, quoteCover: null })
        .expect(200);
      expect(response.body.data).toMatchObject({
        id: created.id,
        name: 'North Yard',
        city: 'Golden',
        address: '1 Industrial Way',
        divisionId: account.division.id,
        logo: expect.stringMatching(SIGNED_URL),
        quoteCover: null,
      });
      const [after] = (await branchesOf(account.account.id)).filter((row) => row.id === created.id);
      expect(after.logo).not.toBe(before.logo);
      expect(filesOf(account.account.id)).toEqual([
        after.logo!.split('/').pop(),
        `${after.logo!.split('/').pop()}.content-type`,
      ]);
      await ctx.http().get(created.logo).expect(404);
    });

    it('keeps the name: it is not editable', async () => {
      const account = await ctx.newAccount();
      const { token } = await settingsUser(account);
      const created = await create(account, token);
      const response = await ctx
        .http()
        .patch(`/api/branch/${created.id}`)
        .set(bearer(token))
        .send({ name: 'Renamed', state: 'WY' })
        .expect(200);
      expect(response.body.data).toMatchObject({ name: 'North Yard', state: 'WY' });
    });

    it.each([
      ['address', null, 'Required'],
      ['email', '', 'Required'],
      ['logo', null, 'Required'],
      ['logo', Buffer.from('text').toString('base64'), 'File Is NOT Image!'],
      ['phoneNumber', '12345', 'Phone number not in correct format. Ex: ###-###-####'],
      ['divisionId', MISSING, 'Division not found.'],
    ])('refuses %s %j with "%s", changing nothing', async (field, value, message) => {
      const account = await ctx.newAccount();
      const { token } = await settingsUser(account);
      const created = await create(account, token);
      const before = await branchesOf(account.account.id);
      const files = filesOf(account.account.id);
      const response = await ctx
        .http()
        .patch(`/api/branch/${created.id}`)
        .set(bearer(token))
        .send({ city: 'Golden', [field]: value })
        .expect(400);
      expect(response.body.errors[field]).toContain(message);
      expect(await branchesOf(account.account.id)).toEqual(before);
      expect(filesOf(account.account.id)).toEqual(files);
    });

    it("hides another account's branch like a missing one, changing nothing", async () => {
      await expectCrossAccountNotFound(ctx, {
        method: 'patch',
        path: ({ branch }) => `/api/branch/${branch.id}`,
        missingPath: `/api/branch/${MISSING}`,
        body: { city: 'Elsewhere', logo: TINY_PNG },
        state: async ({ account }) => ({ branches: await branchesOf(account.id), files: filesOf(account.id) }),
      });
    });

    it('stores no image for a branch that is not found', async () => {
      const { user, token } = await settingsUser();
      await ctx.http().patch(`/api/branch/${MISSING}`).set(bearer(token)).send({ logo: TINY_PNG }).expect(404);
      expect(filesOf(user.accountId)).toEqual([]);
    });

    it('needs web:settings', async () => {
      const account = await ctx.newAccount();
      const { token } = await ctx.newUser({ account, permissions: ['web:quoting'] });
      await ctx.http().patch(`/api/branch/${account.branch.id}`).set(bearer(token)).send({ city: 'X' }).expect(403);
      expect((await branchesOf(account.account.id))[0].city).toBe('Denver');
    });
  });

  describe('POST and PATCH /division', () => {
    it('lets a super admin create a division in their own account, or in the one named', async () => {
      const admin = await superAdmin();
      const response = await ctx
        .http()
        .post('/api/division')
        .set(bearer(admin.token))
        .send({ id: MISSING, divisionName: '  Rigging ' })
        .expect(201);
      expect(response.body.data).toEqual({ id: expect.any(String), divisionName: 'Rigging' });
      expect(response.body.data.id).not.toBe(MISSING);
      expect((await divisionsOf(admin.user.accountId)).map((d) => d.divisionName)).toEqual(['Cranes', 'Rigging']);

      const other = await ctx.newAccount();
      await ctx
        .http()
        .post('/api/division')
        .set(bearer(admin.token))
        .send({ divisionName: 'Trucking', accountId: other.account.id })
        .expect(201);
      expect((await divisionsOf(other.account.id)).map((d) => d.divisionName)).toEqual(['Cranes', 'Trucking']);
      await ctx
        .http()
        .post('/api/division')
        .set(bearer(admin.token))
        .send({ divisionName: 'Ghost', accountId: MISSING })
        .expect(404);
    });

    it.each([undefined, '', '   '])('refuses the division name %j with "Division name is required"', async (name) => {
      const admin = await superAdmin();
      const response = await ctx
        .http()
        .post('/api/division')
        .set(bearer(admin.token))
        .send({ divisionName: name })
        .expect(400);
      expect(response.body).toMatchObject({ message: 'Division name is required' });
      const patch = await ctx
        .http()
        .patch(`/api/division/${admin.user.divisionIds[0]}`)
        .set(bearer(admin.token))
        .send({ divisionName: name })
        .expect(400);
      expect(patch.body.message).toBe('Division name is required');
      expect((await divisionsOf(admin.user.accountId)).map((d) => d.divisionName)).toEqual(['Cranes']);
    });

    it('renames a division', async () => {
      const admin = await superAdmin();
      const id = admin.user.divisionIds[0];
      const response = await ctx
        .http()
        .patch(`/api/division/${id}`)
        .set(bearer(admin.token))
        .send({ divisionName: 'Heavy Cranes' })
        .expect(200);
      expect(response.body.data).toEqual({ id, divisionName: 'Heavy Cranes' });
    });

    it("answers 404 for another account's division unless that account is named", async () => {
      const admin = await superAdmin();
      const other = await ctx.newAccount();
      const path = `/api/division/${other.division.id}`;
      const foreign = await ctx.http().patch(path).set(bearer(admin.token)).send({ divisionName: 'X' }).expect(404);
      const missing = await ctx
        .http()
        .patch(`/api/division/${MISSING}`)
        .set(bearer(admin.token))
        .send({ divisionName: 'X' })
        .expect(404);
      expect(foreign.body).toEqual(missing.body);
      expect((await divisionsOf(other.account.id))[0].divisionName).toBe('Cranes');
      await ctx
        .http()
        .patch(path)
        .set(bearer(admin.token))
        .send({ divisionName: 'Renamed', accountId: other.account.id })
        .expect(200);
      expect((await divisionsOf(other.account.id))[0].divisionName).toBe('Renamed');
    });

    it('is refused to anyone but a super admin', async () => {
      const account = await ctx.newAccount();
      const { token } = await ctx.newUser({ account, permissions: ['web:settings', 'web:usercrud'] });
      await ctx.http().post('/api/division').set(bearer(token)).send({ divisionName: 'New' }).expect(403);
      await ctx
        .http()
        .patch(`/api/division/${account.division.id}`)
        .set(bearer(token))
        .send({ divisionName: 'New' })
        .expect(403);
      expect((await divisionsOf(account.account.id)).map((d) => d.divisionName)).toEqual(['Cranes']);
    });
  });
});
