import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ASSIGNABLE_PERMISSIONS } from '../../src/common/auth/permissions.js';
import { Asset } from '../../src/assets/asset.entity.js';
import { ComplexTask } from '../../src/jobs/complex-task.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { TaskEntry } from '../../src/jobs/task-entry.entity.js';
import { expectCrossAccountNotFound } from '../support/cross-account.js';
import {
  bookingsOf,
  day,
  daysFromNow,
  DENVER_SITE,
  gql,
  JOB_FIELDS,
  jobState,
  jobWorld,
  MISSING,
  simpleJobBody,
  type JobWorld,
} from '../support/job-fixtures.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const CREATE = `mutation Create($input: JobInput!) { createJob(input: $input) { code success message job { ${JOB_FIELDS} } } }`;
const UPDATE = `mutation Update($input: UpdateJobInput!) { updateJob(input: $input) { code success message job { ${JOB_FIELDS} } } }`;
const JOB = `query Job($id: ID!) { job(id: $id) { ${JOB_FIELDS} } }`;
const RESOURCES = `query Resources($id: ID!) {
  job(id: $id) { crewMembers { id firstName lastName } equipment { id name type category imageUrl } } }`;
const ADD_TASK = `mutation Add($input: AddComplexTaskInput!) { addComplexTask(input: $input) { success message } }`;
const JOBS = `query Jobs($filters: JobFilters) { jobs(filters: $filters) { id name } }`;

describe('simple jobs (REST and GraphQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  async function createJob(world: JobWorld, extra: object = {}) {
    const body = await gql(ctx, world.token, CREATE, { input: simpleJobBody(world.owner, extra) });
    expect(body.data?.createJob).toMatchObject({ success: true });
    return body.data.createJob.job;
  }

  /** A job written straight to the database, with its first task. */
  async function storedJob(owner: TestAccount, values: Partial<Job> = {}) {
    const manager = ctx.dataSource.manager;
    const accountId = owner.account.id;
    const job = await manager.save(
      manager.create(Job, {
        accountId,
        number: 'J-9',
        name: 'Stored job',
        startDate: day(0),
        endDate: day(2),
        branchIds: [owner.branch.id],
        divisionIds: [owner.division.id],
        customer: {},
        ...values,
      }),
    );
    await manager.save(
      manager.create(ComplexTask, { accountId, jobId: job.id, startDate: job.startDate, endDate: job.endDate }),
    );
    return job;
  }

  const rest = (token: string) => ({
    get: (path: string) => ctx.http().get(path).set(bearer(token)),
    patch: (path: string, body: object) => ctx.http().patch(path).set(bearer(token)).send(body),
    delete: (path: string) => ctx.http().delete(path).set(bearer(token)),
  });

  describe('createJob and job', () => {
    it('creates a simple job and reads it back in the simple shape, by GraphQL and REST', async () => {
      const world = await jobWorld(ctx);
      const job = await createJob(world, {
        projectOwner: [world.scheduler.id],
        salesPerson: [world.crew[0].id],
        quotedCost: '12500.50',
        customer: { name: 'Mercy Health', phone: '(303) 555-0100', siteContactPhone: '303.555.0199' },
      });
      expect(job).toMatchObject({
        accountId: world.accountId,
        name: 'Hospital rooftop HVAC lift',
        number: 'J-1001',
        status: 'scheduled',
        startDate: day(1),
        endDate: day(3),
        branchId: world.owner.branch.id,
        divisionId: world.owner.division.id,
        address: DENVER_SITE,
        customer: { name: 'Mercy Health', phone: '3035550100', siteContactPhone: '3035550199', email: null },
        projectOwner: [world.scheduler.id],
        salesPerson: [world.crew[0].id],
        quotedCostCents: 1250050,
        billingFrequency: 'JOB_END',
        isReadyForInvoice: false,
        colorId: null,
        color: { name: 'Slate', code: '#8098A3', accountId: world.accountId },
        invoices: [],
        crew: [],
        assets: [],
        tasks: [],
      });
      const read = await gql(ctx, world.token, JOB, { id: job.id });
      expect(read.data.job).toEqual(job);
      const viaRest = await rest(world.token).get(`/api/job/${job.id}`).expect(200);
      expect(viaRest.body.data).toMatchObject({ ...job, createdAt: expect.any(String), updatedAt: expect.any(String) });
      const [task] = await ctx.dataSource.manager.findBy(ComplexTask, { jobId: job.id });
      expect(task).toMatchObject({ position: 0, startDate: day(1), endDate: day(3), name: job.name });
    });

    it('answers each rule failure as success false with its message, writing nothing', async () => {
      const world = await jobWorld(ctx);
      const create = async (extra: object) => {
        const body = await gql(ctx, world.token, CREATE, { input: simpleJobBody(world.owner, extra) });
        return body.data.createJob as { code: number; success: boolean; message: string; job: null };
      };
      const failures: [object, string][] = [
        [{ name: '' }, 'Required'],
        [{ number: '  ' }, 'Required'],
        [{ startDate: null }, 'Required'],
        [{ endDate: '' }, 'Required'],
        [{ branchId: null }, 'Required'],
        [{ divisionId: '' }, 'Required'],
        [{ status: 'finished' }, 'Required'],
        [{ billingFrequency: 'DAILY' }, 'Required'],
        [{ billingFrequency: null }, 'Required'],
        [{ customer: { phone: '303555010' } }, 'Phone must be at least 10 characters'],
        [{ customer: { phone: '+1 303 555 0100' } }, 'Phone number is too long'],
        [{ address: { ...DENVER_SITE, name: '' } }, 'Selected location required'],
        [{ address: { name: 'Somewhere', lat: 39.7 } }, 'Selected location required'],
        [{ address: { ...DENVER_SITE, lat: 95 } }, 'Latitude must be between -90 and 90.'],
        [{ address: { ...DENVER_SITE, lng: -190 } }, 'Longitude must be between -180 and 180.'],
        [{ address: { ...DENVER_SITE, lat: 51.5, lng: -0.12 } }, 'Selected location must be in North America.'],
        [{ startDate: day(1), endDate: day(0) }, 'End date must not be before the start date.'],
        [{ startDate: day(1), endDate: day(102) }, 'End date must be at most 100 days after the start date.'],
        [{ startDate: '2026-02-30' }, 'Invalid date.'],
        [{ quotedCost: 'lots' }, 'Quoted cost must be an amount in dollars.'],
        [{ customer: { email: 'not-mail' } }, 'Invalid Email'],
        [{ branchId: world.branch2.id, divisionId: MISSING }, 'Division not found.'],
        [{ colorId: MISSING }, 'Color not found.'],
        [{ projectOwner: [MISSING] }, 'User not found.'],
        [{ assets: [MISSING] }, 'Asset not found.'],
      ];
      for (const [extra, message] of failures) {
        expect({ extra, answer: await create(extra) }).toEqual({
          extra,
          answer: { code: 400, success: false, message, job: null },
        });
      }
      const other = await jobWorld(ctx);
      expect(await create({ branchId: other.owner.branch.id })).toMatchObject({ message: 'Branch not found.' });
      expect(await create({ crew: [other.crew[0].id] })).toMatchObject({ message: 'User not found.' });
      expect(await create({ assets: [other.assets[0].id] })).toMatchObject({ message: 'Asset not found.' });
      expect((await jobState(ctx, world.accountId)).jobs).toEqual([]);
    });

    it('stores a negative quoted cost as none, an exactly 100-day job, and ignores a location at 0,0', async () => {
      const world = await jobWorld(ctx);
      const job = await createJob(world, {
        quotedCostCents: -500,
        startDate: day(0),
        endDate: day(100),
        address: { name: 'Null Island', lat: 0, lng: 0 },
      });
      expect(job).toMatchObject({ quotedCostCents: null, endDate: day(100), address: null });
      expect((await createJob(world, { quotedCostCents: 99950.4 })).quotedCostCents).toBe(99950);
      expect((await createJob(world, { quotedCost: '-3' })).quotedCostCents).toBeNull();
      // Half-up on the decimal given, as a quote line of the same amount (a float product gave 100 and 1007).
      expect((await createJob(world, { quotedCost: '1.005' })).quotedCostCents).toBe(101);
      expect((await createJob(world, { quotedCost: '10.075' })).quotedCostCents).toBe(1008);
    });

    it('refuses callers without web:schedule and lets a super admin in', async () => {
      const world = await jobWorld(ctx);
      const job = await createJob(world);
      // Billing reads jobs with web:invoice, and sales link a quote to one with web:quoting (invoices.api-spec).
      const others = ASSIGNABLE_PERMISSIONS.filter(
        (permission) => !['web:schedule', 'web:invoice', 'web:quoting'].includes(permission),
      );
      const outsider = await ctx.newUser({ account: world.owner, permissions: others });
      for (const [query, variables] of [
        [JOB, { id: job.id }],
        [JOBS, {}],
        [CREATE, { input: simpleJobBody(world.owner) }],
        [UPDATE, { input: { id: job.id, name: 'Renamed' } }],
      ] as const) {
        const body = await gql(ctx, outsider.token, query, variables);
        expect(body.errors?.[0].message).toBe('You do not have permission to do this.');
      }
      const api = rest(outsider.token);
      await api.get('/api/jobs').expect(403);
      await api.get(`/api/job/${job.id}`).expect(403);
      await api.patch(`/api/job/${job.id}`, { name: 'Renamed' }).expect(403);
      await api.patch(`/api/update-job-dates/${job.id}`, { startDate: day(5), endDate: day(6) }).expect(403);
      await api.delete(`/api/job/${job.id}`).expect(403);
      expect((await ctx.dataSource.manager.findOneByOrFail(Job, { id: job.id })).name).toBe(job.name);

      const superAdmin = await ctx.newUser({ account: world.owner, permissions: ['groundcrew:admin'] });
      expect((await gql(ctx, superAdmin.token, JOB, { id: job.id })).data.job.id).toBe(job.id);
      await rest(superAdmin.token).get('/api/jobs').expect(200);
    });

    it("shows billing the job's crew and equipment by name, for every task, without the users' and assets' reads", async () => {
      const world = await jobWorld(ctx);
      const [crane1, crane2, truck] = world.assets;
      const job = await createJob(world, {
        crew: [world.crew[1].id, world.crew[0].id],
        assets: [crane2.id, crane1.id],
      });
      const task = await gql(ctx, world.token, ADD_TASK, {
        input: { jobId: job.id, name: 'Haul', assetIds: [truck.id] },
      });
      expect(task.data.addComplexTask).toMatchObject({ success: true });
      await ctx.dataSource.manager.delete(Asset, { id: crane1.id });
      const billing = await ctx.newUser({ account: world.owner, permissions: ['web:quoting', 'web:invoice'] });
      const read = await gql(ctx, billing.token, RESOURCES, { id: job.id });
      expect(read.errors).toBeUndefined();
      const name = (user: (typeof world.crew)[number]) => ({
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      const asset = ({ id, assetName }: Asset) => ({
        id,
        name: assetName,
        type: 'Crawler Crane',
        category: 'Cranes',
        imageUrl: null,
      });
      expect(read.data.job).toEqual({
        crewMembers: [name(world.crew[1]), name(world.crew[0])],
        equipment: [asset(crane2), asset(truck)],
      });
      const outsider = await ctx.newUser({ account: world.owner, permissions: ['web:quoting'] });
      expect((await gql(ctx, outsider.token, RESOURCES, { id: job.id })).errors?.[0].message).toBe(
        'You do not have permission to do this.',
      );
      await rest(billing.token).get(`/api/assets/${truck.id}`).expect(403);
      await rest(billing.token).get(`/api/users/${world.crew[0].id}`).expect(403);
    });

    it("answers another account's job like a missing one", async () => {
      const world = await jobWorld(ctx);
      const job = await createJob(world);
      const stranger = await jobWorld(ctx, [...ASSIGNABLE_PERMISSIONS]);
      const foreign = await gql(ctx, stranger.token, JOB, { id: job.id });
      const missing = await gql(ctx, stranger.token, JOB, { id: MISSING });
      expect(foreign.errors?.[0].message).toBe('Job not found.');
      expect(missing.errors?.[0].message).toBe('Job not found.');
      const before = await jobState(ctx, world.accountId);
      const update = await gql(ctx, stranger.token, UPDATE, { input: { id: job.id, name: 'Stolen' } });
      expect(update.data.updateJob).toEqual({ code: 404, success: false, message: 'Job not found.', job: null });
      expect(await jobState(ctx, world.accountId)).toEqual(before);
    });
  });

  describe('updateJob', () => {
    it('changes the given fields, keeps the rest, and keeps the first task and bookings in step', async () => {
      const world = await jobWorld(ctx);
      const job = await createJob(world, { crew: [world.crew[0].id], assets: [world.assets[0].id] });
      expect(job).toMatchObject({ crew: [world.crew[0].id], assets: [world.assets[0].id] });
      const body = await gql(ctx, world.token, UPDATE, {
        input: {
          id: job.id,
          name: 'Hospital rooftop HVAC lift, phase 2',
          status: 'ONGOING',
          branchId: world.branch2.id,
          startDate: day(2),
          endDate: day(5),
          assets: [world.assets[1].id, world.assets[2].id],
          customer: { siteContact: 'Lee Park' },
          address: null,
          isReadyForInvoice: true,
        },
      });
      expect(body.data.updateJob).toMatchObject({ code: 200, success: true, message: 'Job edited.' });
      expect(body.data.updateJob.job).toMatchObject({
        name: 'Hospital rooftop HVAC lift, phase 2',
        number: 'J-1001',
        status: 'ongoing',
        branchId: world.branch2.id,
        startDate: day(2),
        endDate: day(5),
        crew: [world.crew[0].id],
        assets: [world.assets[1].id, world.assets[2].id],
        customer: { name: 'Mercy Health', siteContact: 'Lee Park', phone: '3035550100' },
        address: null,
        isReadyForInvoice: true,
      });
      const stored = await ctx.dataSource.manager.findOneByOrFail(Job, { id: job.id });
      expect(stored.branchIds).toEqual([world.branch2.id, world.owner.branch.id]);
      const [task] = await ctx.dataSource.manager.findBy(ComplexTask, { jobId: job.id });
      expect(await bookingsOf(ctx, world.accountId)).toEqual(
        [world.assets[1].id, world.assets[2].id]
          .map((assetId) => ({ assetId, jobId: job.id, taskId: task.id, startDate: day(2), endDate: day(5) }))
          .sort((a, b) => a.assetId.localeCompare(b.assetId)),
      );
    });

    it('checks the 100-day limit only when the dates change', async () => {
      const world = await jobWorld(ctx);
      const job = await storedJob(world.owner, { startDate: day(0), endDate: day(200) });
      const rename = await gql(ctx, world.token, UPDATE, { input: { id: job.id, name: 'Long job' } });
      expect(rename.data.updateJob).toMatchObject({ success: true });
      const move = await gql(ctx, world.token, UPDATE, { input: { id: job.id, startDate: day(1) } });
      expect(move.data.updateJob).toMatchObject({
        success: false,
        message: 'End date must be at most 100 days after the start date.',
      });
    });
  });

  describe('GET /jobs and jobs', () => {
    it('lists jobs overlapping the window, by default today and the next 14 days', async () => {
      const on = await daysFromNow();
      const world = await jobWorld(ctx);
      const { owner, branch2, division2 } = world;
      const past = await storedJob(owner, { name: 'Past', startDate: on(-10), endDate: on(-1) });
      const running = await storedJob(owner, { name: 'Running', startDate: on(-3), endDate: on(0) });
      const soon = await storedJob(owner, {
        name: 'Soon',
        startDate: on(14),
        endDate: on(20),
        branchIds: [branch2.id],
        divisionIds: [division2.id],
      });
      const later = await storedJob(owner, { name: 'Later', startDate: on(15), endDate: on(16) });
      const undated = await storedJob(owner, { name: 'Undated', startDate: null, endDate: null });
      await storedJob((await jobWorld(ctx)).owner, { name: 'Foreign' });
      const names = async (query: string) =>
        (await rest(world.token).get(`/api/jobs${query}`).expect(200)).body.data.map((j: { name: string }) => j.name);

      expect(await names('')).toEqual(['Running', 'Soon']);
      expect(await names(`?startDate=${on(-1)}&endDate=${on(15)}`)).toEqual(['Past', 'Running', 'Soon', 'Later']);
      expect(await names(`?startDate=${on(-1)}&endDate=${on(15)}&branchId=${branch2.id}`)).toEqual(['Soon']);
      expect(await names(`?startDate=${on(-1)}&endDate=${on(15)}&divisionId=${owner.division.id}`)).toEqual([
        'Past',
        'Running',
        'Later',
      ]);
      expect(await names(`?jobIds=${later.id},${past.id},${undated.id}`)).toEqual(['Past', 'Later', 'Undated']);
      expect(await names(`?jobIds=${later.id},${past.id}&startDate=${on(0)}&endDate=${on(20)}`)).toEqual(['Later']);

      const viaGql = await gql(ctx, world.token, JOBS, { filters: { startDate: on(0), endDate: on(0) } });
      expect(viaGql.data.jobs).toEqual([{ id: running.id, name: 'Running' }]);
      expect(soon.id).toBeDefined();
    });

    it('refuses a backwards or too long window and bad filters', async () => {
      const { token } = await jobWorld(ctx);
      const api = rest(token);
      const backwards = await api.get(`/api/jobs?startDate=${day(3)}&endDate=${day(2)}`).expect(400);
      expect(backwards.body.message).toBe('End date must not be before the start date.');
      const long = await api.get(`/api/jobs?startDate=${day(0)}&endDate=${day(367)}`).expect(400);
      expect(long.body.message).toBe('The date range must be at most 366 days.');
      const bad = await api.get('/api/jobs?startDate=tomorrow&jobIds=abc').expect(400);
      expect(bad.body.errors).toEqual({ startDate: ['Invalid date.'], jobIds: ['Job not found.'] });
    });
  });

  describe('GET /job/{jobId}', () => {
    it("answers 404 for a missing job and another account's", async () => {
      const { token } = await jobWorld(ctx);
      const missing = await rest(token).get(`/api/job/${MISSING}`).expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: 'Job not found.' });
      await rest(token).get('/api/job/not-an-id').expect(400);
      await expectCrossAccountNotFound(ctx, {
        method: 'get',
        path: async (owner) => `/api/job/${(await storedJob(owner)).id}`,
        missingPath: `/api/job/${MISSING}`,
      });
    });
  });

  describe('PATCH /job/{id}', () => {
    it('saves the simple job edit body: crew and assets go to the first task, with its bookings', async () => {
      const world = await jobWorld(ctx);
      const job = await storedJob(world.owner, { startDate: day(0), endDate: day(4) });
      const response = await rest(world.token)
        .patch(`/api/job/${job.id}`, {
          id: job.id,
          name: 'Bridge girder set',
          status: 'complete',
          crew: [world.crew[0].id, world.crew[1].id],
          assets: [world.assets[0].id],
          address: DENVER_SITE,
          customer: { contactName: 'Pat Doyle' },
          projectOwner: [world.scheduler.id],
          notes: 'Night work',
          quotedCost: 1500,
        })
        .expect(200);
      expect(response.body.data).toMatchObject({
        id: job.id,
        name: 'Bridge girder set',
        status: 'complete',
        crew: [world.crew[0].id, world.crew[1].id],
        assets: [world.assets[0].id],
        address: DENVER_SITE,
        customer: { contactName: 'Pat Doyle' },
        projectOwner: [world.scheduler.id],
        notes: 'Night work',
        quotedCostCents: 150000,
        startDate: day(0),
        endDate: day(4),
      });
      const [task] = await ctx.dataSource.manager.findBy(ComplexTask, { jobId: job.id });
      expect(await bookingsOf(ctx, world.accountId)).toEqual([
        { assetId: world.assets[0].id, jobId: job.id, taskId: task.id, startDate: day(0), endDate: day(4) },
      ]);
    });

    it('saves dates alone with the dashboard limit of 5 years, and answers the rules', async () => {
      const world = await jobWorld(ctx);
      const job = await storedJob(world.owner);
      const api = rest(world.token);
      const long = await api.patch(`/api/job/${job.id}`, { startDate: day(0), endDate: day(365) }).expect(200);
      expect(long.body.data).toMatchObject({ startDate: day(0), endDate: day(365) });
      const tooLong = await api.patch(`/api/job/${job.id}`, { startDate: day(0), endDate: day(1826) }).expect(400);
      expect(tooLong.body).toEqual({
        statusCode: 400,
        message: 'End date must be at most 5 years after the start date.',
        errors: { endDate: ['End date must be at most 5 years after the start date.'] },
      });
      const form = await api
        .patch(`/api/job/${job.id}`, { name: 'X', startDate: day(0), endDate: day(101) })
        .expect(400);
      expect(form.body.message).toBe('End date must be at most 100 days after the start date.');
      const bad = await api.patch(`/api/job/${job.id}`, { name: '', customer: { phone: '12345' } }).expect(400);
      expect(bad.body.errors).toEqual({
        name: ['Required'],
        'customer.phone': ['Phone must be at least 10 characters'],
      });
      const missing = await api.patch(`/api/job/${MISSING}`, { name: 'X' }).expect(404);
      expect(missing.body.message).toBe('Job not found.');
      expect((await ctx.dataSource.manager.findOneByOrFail(Job, { id: job.id })).endDate).toBe(day(365));
    });

    it("hides another account's job and changes nothing", async () => {
      await expectCrossAccountNotFound(ctx, {
        method: 'patch',
        path: async (owner) => `/api/job/${(await storedJob(owner)).id}`,
        missingPath: `/api/job/${MISSING}`,
        body: { name: 'Stolen', startDate: day(0), endDate: day(1) },
        state: (owner) => jobState(ctx, owner.account.id),
      });
    });
  });

  describe('PATCH /update-job-dates/{id}', () => {
    it('moves both dates, the first task and its bookings, and drops days outside the new range', async () => {
      const world = await jobWorld(ctx);
      const job = await createJob(world, { startDate: day(1), endDate: day(3), assets: [world.assets[0].id] });
      const manager = ctx.dataSource.manager;
      const [task] = await manager.findBy(ComplexTask, { jobId: job.id });
      await manager.save([
        manager.create(TaskEntry, { accountId: world.accountId, taskId: task.id, entryDate: day(1), assetIds: [] }),
        manager.create(TaskEntry, { accountId: world.accountId, taskId: task.id, entryDate: day(3), assetIds: [] }),
      ]);
      const response = await rest(world.token)
        .patch(`/api/update-job-dates/${job.id}`, { id: job.id, startDate: day(2), endDate: day(40) })
        .expect(200);
      expect(response.body.data).toMatchObject({ startDate: day(2), endDate: day(40), tasks: [{ date: day(3) }] });
      expect(await manager.findOneByOrFail(ComplexTask, { id: task.id })).toMatchObject({
        startDate: day(2),
        endDate: day(40),
      });
      expect(await bookingsOf(ctx, world.accountId)).toEqual([
        { assetId: world.assets[0].id, jobId: job.id, taskId: task.id, startDate: day(2), endDate: day(40) },
      ]);
    });

    it('moves a job one of whose assets was deleted since: the deleted asset books nothing', async () => {
      const world = await jobWorld(ctx);
      const [kept, deleted] = world.assets;
      const job = await createJob(world, { startDate: day(1), endDate: day(3), assets: [kept.id, deleted.id] });
      await ctx.dataSource.manager.delete(Asset, { id: deleted.id });
      await rest(world.token)
        .patch(`/api/update-job-dates/${job.id}`, { id: job.id, startDate: day(4), endDate: day(5) })
        .expect(200);
      expect((await bookingsOf(ctx, world.accountId)).map(({ assetId, startDate }) => [assetId, startDate])).toEqual([
        [kept.id, day(4)],
      ]);
    });

    it('needs both dates in order', async () => {
      const world = await jobWorld(ctx);
      const job = await storedJob(world.owner);
      const api = rest(world.token);
      const none = await api.patch(`/api/update-job-dates/${job.id}`, {}).expect(400);
      expect(none.body.errors).toEqual({ startDate: ['Required'], endDate: ['Required'] });
      const backwards = await api
        .patch(`/api/update-job-dates/${job.id}`, { startDate: day(2), endDate: day(1) })
        .expect(400);
      expect(backwards.body.message).toBe('End date must not be before the start date.');
      await expectCrossAccountNotFound(ctx, {
        method: 'patch',
        path: async (owner) => `/api/update-job-dates/${(await storedJob(owner)).id}`,
        missingPath: `/api/update-job-dates/${MISSING}`,
        body: { startDate: day(5), endDate: day(6) },
        state: (owner) => jobState(ctx, owner.account.id),
      });
    });
  });

  describe('DELETE /job/{jobId}', () => {
    it('deletes the job with its tasks and bookings', async () => {
      const world = await jobWorld(ctx);
      const job = await createJob(world, { assets: [world.assets[0].id] });
      const kept = await createJob(world, { assets: [world.assets[1].id] });
      const response = await rest(world.token).delete(`/api/job/${job.id}`).expect(200);
      expect(response.body).toEqual({ data: { id: job.id } });
      const state = await jobState(ctx, world.accountId);
      expect(state.jobs.map((j) => j.id)).toEqual([kept.id]);
      expect(state.tasks.map((t) => t.jobId)).toEqual([kept.id]);
      expect(state.bookings.map((b) => b.jobId)).toEqual([kept.id]);
      await rest(world.token).delete(`/api/job/${job.id}`).expect(404);
      await expectCrossAccountNotFound(ctx, {
        method: 'delete',
        path: async (owner) => `/api/job/${(await storedJob(owner)).id}`,
        missingPath: `/api/job/${MISSING}`,
        state: (owner) => jobState(ctx, owner.account.id),
      });
    });
  });
});
