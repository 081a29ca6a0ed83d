import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ASSIGNABLE_PERMISSIONS } from '../../src/common/auth/permissions.js';
import { Color } from '../../src/jobs/color.entity.js';
import { ComplexTask } from '../../src/jobs/complex-task.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { TaskEntry } from '../../src/jobs/task-entry.entity.js';
import {
  bookingsOf,
  COMPLEX_JOB_FIELDS,
  day,
  DENVER_SITE,
  gql,
  jobState,
  jobWorld,
  MISSING,
  TASK_FIELDS,
  type JobWorld,
} from '../support/job-fixtures.js';
import { bearer, TestContext } from '../support/test-app.js';

const CREATE = `mutation Create($input: CreateComplexJobInput!) {
  createComplexJob(input: $input) { code success message job { ${COMPLEX_JOB_FIELDS} } } }`;
const UPDATE = `mutation Update($input: UpdateComplexJobInput!) {
  updateComplexJob(input: $input) { code success message job { ${COMPLEX_JOB_FIELDS} } } }`;
const DELETE = `mutation Delete($id: ID!) { deleteComplexJob(id: $id) { code success message id } }`;
const UPDATE_TASK = `mutation Task($input: UpdateComplexTaskInput!) {
  updateComplexTask(input: $input) { code success message task { ${TASK_FIELDS} } } }`;
const ADD_TASK = `mutation Add($input: AddComplexTaskInput!) {
  addComplexTask(input: $input) { code success message task { ${TASK_FIELDS} } } }`;
const DELETE_TASK = `mutation DeleteTask($id: ID!) { deleteComplexTask(id: $id) { code success message id } }`;
const ONE = `query One($input: ComplexJobIdInput!) { complexJob(input: $input) { ${COMPLEX_JOB_FIELDS} } }`;
const PAGE = `query Page($filters: ComplexJobFilters) { complexJobs(filters: $filters) {
  items { id name startDate color { name } tasks { id entries { id } } }
  pageInfo { nextPageKey hasNextPage totalCount limit } } }`;
const UNDATED = `{ jobsWithoutDates { id name startDate endDate tasks { startDate } } }`;
const COLORS = `query Colors($filters: ColorFilters) { colors(filters: $filters) { id accountId name code } }`;

describe('complex jobs (GraphQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  const input = (world: JobWorld, extra: object = {}) => ({
    name: 'Wind turbine blade swap',
    number: 'C-2001',
    status: 'SCHEDULED',
    startDate: '2027-01-12',
    endDate: '2027-01-14',
    branchIds: [world.owner.branch.id, world.branch2.id],
    divisionIds: [world.owner.division.id],
    billingFrequency: 'WEEKLY',
    location: DENVER_SITE,
    customer: { name: 'Front Range Wind', phone: '7205550142' },
    complexTasks: [
      {
        taskType: 'Lift',
        startTime: '07:00',
        endTime: '15:30',
        timezone: 'America/Denver',
        userIds: [world.crew[0].id],
        assetIds: [world.assets[0].id, world.assets[1].id],
      },
    ],
    ...extra,
  });

  async function create(world: JobWorld, extra: object = {}) {
    return (await gql(ctx, world.token, CREATE, { input: input(world, extra) })).data.createComplexJob;
  }

  async function created(world: JobWorld, extra: object = {}) {
    const answer = await create(world, extra);
    expect(answer).toMatchObject({ code: 200, success: true, message: 'Job Created.' });
    return answer.job;
  }

  describe('createComplexJob and complexJob', () => {
    it('creates the job with its first task from complexTasks[0], further tasks, and their bookings', async () => {
      const world = await jobWorld(ctx);
      const [crane1, crane2, truck] = world.assets;
      const job = await created(world, {
        complexTasks: [
          ...input(world).complexTasks,
          { name: 'Demobilize', startDate: '2027-01-15', endDate: '2027-01-15', assetIds: [truck.id] },
        ],
      });
      expect(job).toMatchObject({
        name: 'Wind turbine blade swap',
        number: 'C-2001',
        status: 'SCHEDULED',
        startDate: '2027-01-12',
        endDate: '2027-01-14',
        branchIds: [world.owner.branch.id, world.branch2.id],
        divisionIds: [world.owner.division.id],
        billingFrequency: 'WEEKLY',
        timezone: 'America/Denver',
        location: DENVER_SITE,
        color: { name: 'Slate', code: '#8098A3' },
        customer: { name: 'Front Range Wind', phone: '7205550142', email: null },
        invoices: [],
        documents: [],
      });
      expect(job.tasks).toEqual([
        {
          id: expect.any(String),
          name: 'Wind turbine blade swap',
          taskType: 'Lift',
          startDate: '2027-01-12',
          startTime: '07:00',
          startDateTime: '2027-01-12T14:00:00.000Z',
          endDate: '2027-01-14',
          endTime: '15:30',
          endDateTime: '2027-01-14T22:30:00.000Z',
          timezone: 'America/Denver',
          assetIds: [crane1.id, crane2.id],
          userIds: [world.crew[0].id],
          notes: '',
          status: 'SCHEDULED',
          branchId: world.owner.branch.id,
          divisionId: world.owner.division.id,
          entries: [],
        },
        expect.objectContaining({
          name: 'Demobilize',
          startDate: '2027-01-15',
          endDate: '2027-01-15',
          startDateTime: null,
          timezone: 'America/Denver',
          assetIds: [truck.id],
        }),
      ]);
      const [first, second] = job.tasks;
      const booking = (assetId: string, taskId: string, startDate: string, endDate: string) => ({
        assetId,
        jobId: job.id,
        taskId,
        startDate,
        endDate,
      });
      expect(await bookingsOf(ctx, world.accountId)).toEqual(
        [
          booking(crane1.id, first.id, '2027-01-12', '2027-01-14'),
          booking(crane2.id, first.id, '2027-01-12', '2027-01-14'),
          booking(truck.id, second.id, '2027-01-15', '2027-01-15'),
        ].sort((a, b) => a.assetId.localeCompare(b.assetId)),
      );
      const read = await gql(ctx, world.token, ONE, { input: { id: job.id } });
      expect(read.data.complexJob).toEqual(job);
    });

    it("makes the first task from the job's dates without complexTasks, and may have no dates", async () => {
      const world = await jobWorld(ctx);
      const job = await created(world, { complexTasks: null, timezone: 'America/Phoenix' });
      expect(job.tasks).toEqual([
        expect.objectContaining({
          startDate: '2027-01-12',
          endDate: '2027-01-14',
          startTime: null,
          timezone: 'America/Phoenix',
          assetIds: [],
        }),
      ]);
      const fromTask = await created(world, {
        startDate: null,
        endDate: null,
        complexTasks: [{ startDate: day(2), endDate: day(4), startTime: '08:00' }],
      });
      expect(fromTask).toMatchObject({ startDate: day(2), endDate: day(4), tasks: [{ startDate: day(2) }] });
      const undated = await created(world, {
        name: 'Quote follow-up',
        startDate: null,
        endDate: null,
        complexTasks: [],
      });
      expect(undated).toMatchObject({ startDate: null, endDate: null, tasks: [{ startDate: null, endDate: null }] });
      const list = await gql(ctx, world.token, UNDATED);
      expect(list.data.jobsWithoutDates).toEqual([
        { id: undated.id, name: 'Quote follow-up', startDate: null, endDate: null, tasks: [{ startDate: null }] },
      ]);
    });

    it('answers each rule failure as success false with its message, writing nothing', async () => {
      const world = await jobWorld(ctx);
      const other = await jobWorld(ctx);
      const task = input(world).complexTasks[0];
      const failures: [object, string][] = [
        [{ name: ' ' }, 'Required'],
        [{ branchIds: [] }, 'Required'],
        [{ divisionIds: null }, 'Required'],
        [{ status: 'DONE' }, 'Required'],
        [{ startDate: '2027-01-12', endDate: null, complexTasks: [] }, 'Required'],
        [{ startDate: '2027-01-12', endDate: '2032-01-12' }, 'End date must be at most 5 years after the start date.'],
        [{ startDate: '2027-01-12', endDate: '2027-01-11' }, 'End date must not be before the start date.'],
        [
          { endDate: '2027-01-12', complexTasks: [{ ...task, startTime: '16:00', endTime: '15:59' }] },
          'Start time must not be after end time.',
        ],
        [{ complexTasks: [{ ...task, startTime: '7am' }] }, 'Time must be HH:mm.'],
        [{ timezone: 'Mars/Olympus_Mons' }, 'Unknown timezone.'],
        [{ complexTasks: [{ ...task, timezone: '' }] }, 'Required'],
        [{ location: { ...DENVER_SITE, lat: -91 } }, 'Latitude must be between -90 and 90.'],
        [{ location: { name: 'Anchorage', lat: 61.2, lng: 170 } }, 'Selected location must be in North America.'],
        [{ customer: { phone: '72055501420' } }, 'Phone number is too long'],
        [{ branchIds: [other.owner.branch.id] }, 'Branch not found.'],
        [{ divisionIds: [other.owner.division.id] }, 'Division not found.'],
        [{ salesPerson: [other.scheduler.id] }, 'User not found.'],
        [{ complexTasks: [{ ...task, assetIds: [other.assets[0].id] }] }, 'Asset not found.'],
        [{ complexTasks: [{ ...task, userIds: [other.crew[0].id] }] }, 'User not found.'],
        [{ colorId: MISSING }, 'Color not found.'],
        [
          { complexTasks: [task, { startDate: '2027-02-01', endDate: '2027-01-31' }] },
          'End date must not be before the start date.',
        ],
      ];
      for (const [extra, message] of failures) {
        const answer = await create(world, extra);
        expect({ extra, answer }).toEqual({ extra, answer: { code: 400, success: false, message, job: null } });
      }
      expect(await jobState(ctx, world.accountId)).toEqual({ jobs: [], tasks: [], bookings: [] });
    });
  });

  describe('updateComplexJob', () => {
    it('moves the dates with the first task, its bookings and days, keeping the times', async () => {
      const world = await jobWorld(ctx);
      const job = await created(world);
      const [first] = job.tasks;
      const manager = ctx.dataSource.manager;
      await manager.save([
        manager.create(TaskEntry, { accountId: world.accountId, taskId: first.id, entryDate: '2027-01-12' }),
        manager.create(TaskEntry, {
          accountId: world.accountId,
          taskId: first.id,
          entryDate: '2027-01-14',
          assetIds: [world.assets[2].id],
        }),
      ]);
      const red = await manager.findOneByOrFail(Color, { accountId: world.accountId, name: 'Red' });
      const answer = (
        await gql(ctx, world.token, UPDATE, {
          input: {
            id: job.id,
            startDate: '2027-01-13',
            endDate: '2027-01-20',
            status: 'ongoing',
            notes: 'Wind limit 20 mph',
            colorId: red.id,
            location: null,
          },
        })
      ).data.updateComplexJob;
      expect(answer).toMatchObject({ code: 200, success: true, message: 'Job Updated' });
      expect(answer.job).toMatchObject({
        name: 'Wind turbine blade swap',
        startDate: '2027-01-13',
        endDate: '2027-01-20',
        status: 'ONGOING',
        notes: 'Wind limit 20 mph',
        color: { id: red.id, name: 'Red', code: '#E03131' },
        location: null,
        tasks: [
          {
            startDate: '2027-01-13',
            endDate: '2027-01-20',
            startTime: '07:00',
            endTime: '15:30',
            entries: [{ entryDate: '2027-01-14', assetIds: [world.assets[2].id] }],
          },
        ],
      });
      const booking = (assetId: string, startDate: string, endDate: string) => ({
        assetId,
        jobId: job.id,
        taskId: first.id,
        startDate,
        endDate,
      });
      expect(await bookingsOf(ctx, world.accountId)).toEqual(
        [
          booking(world.assets[0].id, '2027-01-13', '2027-01-20'),
          booking(world.assets[1].id, '2027-01-13', '2027-01-20'),
          booking(world.assets[2].id, '2027-01-14', '2027-01-14'),
        ].sort((a, b) => a.assetId.localeCompare(b.assetId)),
      );
    });

    it('refuses dates that reverse the times of a single day, and stays unchanged', async () => {
      const world = await jobWorld(ctx);
      const job = await created(world, {
        complexTasks: [{ startTime: '16:00', endTime: '08:00', assetIds: [world.assets[0].id] }],
      });
      const before = await jobState(ctx, world.accountId);
      const answer = (
        await gql(ctx, world.token, UPDATE, { input: { id: job.id, startDate: '2027-01-13', endDate: '2027-01-13' } })
      ).data.updateComplexJob;
      expect(answer).toEqual({
        code: 400,
        success: false,
        message: 'Start time must not be after end time.',
        job: null,
      });
      expect(await jobState(ctx, world.accountId)).toEqual(before);
    });

    it("answers another account's job as not found and changes nothing", async () => {
      const world = await jobWorld(ctx);
      const job = await created(world);
      const stranger = await jobWorld(ctx, [...ASSIGNABLE_PERMISSIONS]);
      const before = await jobState(ctx, world.accountId);
      for (const [query, variables, field] of [
        [UPDATE, { input: { id: job.id, name: 'Stolen' } }, 'updateComplexJob'],
        [DELETE, { id: job.id }, 'deleteComplexJob'],
        [UPDATE_TASK, { input: { id: job.tasks[0].id, startTime: '01:00' } }, 'updateComplexTask'],
      ] as const) {
        const foreign = (await gql(ctx, stranger.token, query, variables)).data[field];
        expect(foreign).toMatchObject({ code: 404, success: false });
        expect(foreign.message).toMatch(/^(Job|Task) not found\.$/);
      }
      const read = await gql(ctx, stranger.token, ONE, { input: { id: job.id } });
      expect(read.errors?.[0].message).toBe('Job not found.');
      expect(await jobState(ctx, world.accountId)).toEqual(before);
    });
  });

  describe('updateComplexTask', () => {
    it('sets times, timezone, crew and assets; the first task keeps the job and the bookings in step', async () => {
      const world = await jobWorld(ctx);
      const job = await created(world);
      const [first] = job.tasks;
      const answer = (
        await gql(ctx, world.token, UPDATE_TASK, {
          input: {
            id: first.id,
            startTime: '06:15',
            endTime: null,
            timezone: 'America/Phoenix',
            userIds: [world.crew[1].id, world.crew[0].id],
            assetIds: [world.assets[2].id],
          },
        })
      ).data.updateComplexTask;
      expect(answer).toMatchObject({ code: 200, success: true, message: 'Job Updated' });
      expect(answer.task).toMatchObject({
        id: first.id,
        startTime: '06:15',
        startDateTime: '2027-01-12T13:15:00.000Z',
        endTime: null,
        endDateTime: null,
        timezone: 'America/Phoenix',
        userIds: [world.crew[1].id, world.crew[0].id],
        assetIds: [world.assets[2].id],
      });
      expect((await ctx.dataSource.manager.findOneByOrFail(Job, { id: job.id })).timezone).toBe('America/Phoenix');
      expect(await bookingsOf(ctx, world.accountId)).toEqual([
        {
          assetId: world.assets[2].id,
          jobId: job.id,
          taskId: first.id,
          startDate: '2027-01-12',
          endDate: '2027-01-14',
        },
      ]);
      const assetsOnly = (await gql(ctx, world.token, UPDATE_TASK, { input: { id: first.id, assetIds: [] } })).data
        .updateComplexTask;
      expect(assetsOnly.task).toMatchObject({ startTime: '06:15', userIds: [world.crew[1].id, world.crew[0].id] });
      expect(await bookingsOf(ctx, world.accountId)).toEqual([]);
    });

    it('refuses reversed times on a single day, unknown ids and a missing task, changing nothing', async () => {
      const world = await jobWorld(ctx);
      const other = await jobWorld(ctx);
      const job = await created(world, { endDate: '2027-01-12' });
      const taskId = job.tasks[0].id;
      const before = await jobState(ctx, world.accountId);
      const failures: [object, string, number][] = [
        [{ id: taskId, startTime: '16:00' }, 'Start time must not be after end time.', 400],
        [{ id: taskId, endTime: '25:00' }, 'Time must be HH:mm.', 400],
        [{ id: taskId, timezone: 'Nowhere/Else' }, 'Unknown timezone.', 400],
        [{ id: taskId, userIds: [other.crew[0].id] }, 'User not found.', 400],
        [{ id: taskId, assetIds: [other.assets[0].id] }, 'Asset not found.', 400],
        [{ id: MISSING, startTime: '08:00' }, 'Task not found.', 404],
      ];
      for (const [variables, message, code] of failures) {
        const answer = (await gql(ctx, world.token, UPDATE_TASK, { input: variables })).data.updateComplexTask;
        expect({ variables, answer }).toEqual({ variables, answer: { code, success: false, message, task: null } });
      }
      expect(await jobState(ctx, world.accountId)).toEqual(before);
    });
  });

  describe('addComplexTask, updateComplexTask and deleteComplexTask of further tasks', () => {
    it('adds a task on its own days with its crew and assets, edits every field and removes it with its bookings', async () => {
      const world = await jobWorld(ctx);
      const job = await created(world);
      const [first] = job.tasks;
      const [crane1, crane2, truck] = world.assets;
      const added = (
        await gql(ctx, world.token, ADD_TASK, {
          input: {
            jobId: job.id,
            name: 'Demobilize',
            taskType: 'Haul',
            startDate: '2027-01-20',
            endDate: '2027-01-20',
            startTime: '08:00',
            endTime: '12:00',
            userIds: [world.crew[1].id],
            assetIds: [truck.id],
            notes: 'Two loads',
          },
        })
      ).data.addComplexTask;
      expect(added).toMatchObject({ code: 200, success: true, message: 'Task Added' });
      expect(added.task).toMatchObject({
        name: 'Demobilize',
        taskType: 'Haul',
        startDate: '2027-01-20',
        startDateTime: '2027-01-20T15:00:00.000Z',
        timezone: 'America/Denver',
        userIds: [world.crew[1].id],
        assetIds: [truck.id],
        notes: 'Two loads',
        status: 'SCHEDULED',
        branchId: world.owner.branch.id,
      });
      const taskId = added.task.id;
      const third = (await gql(ctx, world.token, ADD_TASK, { input: { jobId: job.id, name: 'Inspect' } })).data
        .addComplexTask.task;
      expect(third).toMatchObject({ name: 'Inspect', startDate: '2027-01-12', endDate: '2027-01-14', assetIds: [] });
      const read = (await gql(ctx, world.token, ONE, { input: { id: job.id } })).data.complexJob;
      expect(read.tasks.map((task: { id: string }) => task.id)).toEqual([first.id, taskId, third.id]);
      expect(read).toMatchObject({ startDate: '2027-01-12', endDate: '2027-01-14' });

      const edited = (
        await gql(ctx, world.token, UPDATE_TASK, {
          input: {
            id: taskId,
            name: 'Demobilize cranes',
            taskType: 'Rigging',
            startDate: '2027-01-21',
            endDate: '2027-01-22',
            startTime: '09:00',
            endTime: '07:00',
            timezone: 'America/Chicago',
            notes: '',
            userIds: [world.crew[0].id],
            assetIds: [crane2.id, truck.id],
          },
        })
      ).data.updateComplexTask;
      expect(edited).toMatchObject({ code: 200, success: true });
      expect(edited.task).toMatchObject({
        name: 'Demobilize cranes',
        taskType: 'Rigging',
        startDate: '2027-01-21',
        endDate: '2027-01-22',
        timezone: 'America/Chicago',
        notes: '',
        assetIds: [crane2.id, truck.id],
      });
      // The first task's timezone is the job's; a further task's is its own.
      expect((await ctx.dataSource.manager.findOneByOrFail(Job, { id: job.id })).timezone).toBe('America/Denver');
      const booking = (assetId: string, task: string, startDate: string, endDate: string) => ({
        assetId,
        jobId: job.id,
        taskId: task,
        startDate,
        endDate,
      });
      expect(await bookingsOf(ctx, world.accountId)).toEqual(
        [
          booking(crane1.id, first.id, '2027-01-12', '2027-01-14'),
          booking(crane2.id, first.id, '2027-01-12', '2027-01-14'),
          booking(crane2.id, taskId, '2027-01-21', '2027-01-22'),
          booking(truck.id, taskId, '2027-01-21', '2027-01-22'),
        ].sort((a, b) =>
          `${a.assetId}${a.startDate}${a.taskId}`.localeCompare(`${b.assetId}${b.startDate}${b.taskId}`),
        ),
      );
      // The schedule finds the job on a further task's days too.
      const page = (await gql(ctx, world.token, PAGE, { filters: { startDate: '2027-01-22', endDate: '2027-01-23' } }))
        .data.complexJobs;
      expect(page.items.map((item: { id: string }) => item.id)).toEqual([job.id]);

      const removed = (await gql(ctx, world.token, DELETE_TASK, { id: taskId })).data.deleteComplexTask;
      expect(removed).toEqual({ code: 200, success: true, message: 'Task Removed', id: taskId });
      const after = (await gql(ctx, world.token, ONE, { input: { id: job.id } })).data.complexJob;
      expect(after.tasks.map((task: { id: string }) => task.id)).toEqual([first.id, third.id]);
      expect((await bookingsOf(ctx, world.accountId)).map((row) => row.taskId)).toEqual([first.id, first.id]);
    });

    it('keeps the first task, refuses broken rules and answers other accounts as not found, changing nothing', async () => {
      const world = await jobWorld(ctx);
      const job = await created(world);
      const [first] = job.tasks;
      const second = (await gql(ctx, world.token, ADD_TASK, { input: { jobId: job.id, name: 'Second' } })).data
        .addComplexTask.task;
      const stranger = await jobWorld(ctx, [...ASSIGNABLE_PERMISSIONS]);
      const before = await jobState(ctx, world.accountId);
      const failures: [string, string, object, string, number][] = [
        [DELETE_TASK, 'deleteComplexTask', { id: first.id }, 'The first task cannot be removed.', 400],
        [
          UPDATE_TASK,
          'updateComplexTask',
          { input: { id: first.id, startDate: '2027-02-01' } },
          "The first task's dates are the job's: change the job's dates.",
          400,
        ],
        [
          UPDATE_TASK,
          'updateComplexTask',
          { input: { id: second.id, startDate: '2027-02-01', endDate: null } },
          'Required',
          400,
        ],
        [
          UPDATE_TASK,
          'updateComplexTask',
          { input: { id: second.id, startDate: '2027-02-03', endDate: '2027-02-01' } },
          'End date must not be before the start date.',
          400,
        ],
        [
          ADD_TASK,
          'addComplexTask',
          {
            input: {
              jobId: job.id,
              startDate: '2027-02-01',
              endDate: '2027-02-01',
              startTime: '10:00',
              endTime: '09:00',
            },
          },
          'Start time must not be after end time.',
          400,
        ],
        [ADD_TASK, 'addComplexTask', { input: { jobId: MISSING, name: 'Nowhere' } }, 'Job not found.', 404],
        [DELETE_TASK, 'deleteComplexTask', { id: MISSING }, 'Task not found.', 404],
      ];
      for (const [query, field, variables, message, code] of failures) {
        const answer = (await gql(ctx, world.token, query, variables)).data[field];
        expect({ variables, answer }).toMatchObject({ variables, answer: { code, success: false, message } });
      }
      for (const [query, variables, field] of [
        [ADD_TASK, { input: { jobId: job.id, name: 'Stolen' } }, 'addComplexTask'],
        [UPDATE_TASK, { input: { id: second.id, name: 'Stolen' } }, 'updateComplexTask'],
        [DELETE_TASK, { id: second.id }, 'deleteComplexTask'],
      ] as const) {
        const foreign = (await gql(ctx, stranger.token, query, variables)).data[field];
        expect(foreign).toMatchObject({ code: 404, success: false });
        expect(foreign.message).toMatch(/^(Job|Task) not found\.$/);
      }
      expect(await jobState(ctx, world.accountId)).toEqual(before);
    });
  });

  describe('deleteComplexJob', () => {
    it('deletes the job with its tasks, days and bookings', async () => {
      const world = await jobWorld(ctx);
      const job = await created(world);
      const answer = (await gql(ctx, world.token, DELETE, { id: job.id })).data.deleteComplexJob;
      expect(answer).toEqual({ code: 200, success: true, message: 'Complex Job deleted.', id: job.id });
      expect(await jobState(ctx, world.accountId)).toEqual({ jobs: [], tasks: [], bookings: [] });
      const again = (await gql(ctx, world.token, DELETE, { id: job.id })).data.deleteComplexJob;
      expect(again).toEqual({ code: 404, success: false, message: 'Job not found.', id: null });
    });
  });

  describe('complexJobs', () => {
    async function storeJobs(world: JobWorld, count: number, values: Partial<Job> = {}) {
      const manager = ctx.dataSource.manager;
      const jobs = await manager.save(
        Array.from({ length: count }, (_, index) =>
          manager.create(Job, {
            accountId: world.accountId,
            number: `P-${index}`,
            name: `Job ${index}`,
            startDate: day(1),
            endDate: day(2),
            branchIds: [world.owner.branch.id],
            divisionIds: [world.owner.division.id],
            customer: {},
            ...values,
          }),
        ),
      );
      await manager.save(
        jobs.map((job) => manager.create(ComplexTask, { accountId: world.accountId, jobId: job.id, position: 0 })),
      );
      return jobs;
    }

    it('pages by key through equal start dates, each job exactly once, with the total', async () => {
      const world = await jobWorld(ctx);
      const same = await storeJobs(world, 7);
      const [earlier] = await storeJobs(world, 1, { name: 'Earlier', startDate: day(0), endDate: day(0) });
      const [later] = await storeJobs(world, 1, { name: 'Later', startDate: day(9), endDate: day(12) });
      await storeJobs(world, 1, { name: 'Outside', startDate: day(30), endDate: day(31) });
      const seen: string[] = [];
      let nextPageKey: string | null = null;
      let pages = 0;
      do {
        const filters: object = { startDate: day(0), endDate: day(14), pageInfo: { limit: 3, nextPageKey } };
        const page = (await gql(ctx, world.token, PAGE, { filters })).data.complexJobs;
        expect(page.pageInfo).toMatchObject({ totalCount: 9, limit: 3 });
        expect(page.pageInfo.hasNextPage).toBe(page.pageInfo.nextPageKey !== null);
        seen.push(...page.items.map((item: { id: string }) => item.id));
        // Tasks load for the whole page in one batch, and each job gets its own.
        const taskIds = page.items.map((item: { tasks: { id: string }[] }) => item.tasks.map((task) => task.id));
        expect(taskIds.every((ids: string[]) => ids.length === 1)).toBe(true);
        expect(new Set(taskIds.flat()).size).toBe(page.items.length);
        nextPageKey = page.pageInfo.nextPageKey;
        pages += 1;
      } while (nextPageKey);
      expect(pages).toBe(3);
      const sameIds = same.map((job) => job.id).sort();
      expect(seen).toEqual([earlier.id, ...sameIds, later.id]);

      const bad = await gql(ctx, world.token, PAGE, { filters: { pageInfo: { nextPageKey: 'garbage' } } });
      expect(bad.errors?.[0].message).toBe('Invalid page key.');
      // A calendar may ask for a busy month in one page; other lists stop at 500.
      const tooMany = await gql(ctx, world.token, PAGE, { filters: { pageInfo: { limit: 2001 } } });
      expect(tooMany.errors?.[0].message).toBe('Limit must be between 1 and 2000.');
    });

    it('keeps jobs sharing any given branch and any given division; the default window is the next 14 days', async () => {
      const world = await jobWorld(ctx);
      const { owner, branch2, division2 } = world;
      await storeJobs(world, 1, { name: 'Main' });
      await storeJobs(world, 1, { name: 'North', branchIds: [branch2.id], divisionIds: [division2.id] });
      await storeJobs(world, 1, {
        name: 'Both',
        branchIds: [owner.branch.id, branch2.id],
        divisionIds: [division2.id],
      });
      await storeJobs(world, 1, { name: 'Far', startDate: day(20), endDate: day(21) });
      const names = async (filters: object) =>
        (await gql(ctx, world.token, PAGE, { filters })).data.complexJobs.items
          .map((j: { name: string }) => j.name)
          .sort();
      expect(await names({})).toEqual(['Both', 'Main', 'North']);
      expect(await names({ branchIds: [owner.branch.id] })).toEqual(['Both', 'Main']);
      expect(await names({ branchIds: [owner.branch.id], divisionIds: [division2.id] })).toEqual(['Both']);
      expect(await names({ branchIds: [], divisionIds: [division2.id, owner.division.id] })).toEqual([
        'Both',
        'Main',
        'North',
      ]);
    });

    it('loads tasks, days and colours of a page in the same few queries whatever its size', async () => {
      const world = await jobWorld(ctx);
      const logger = ctx.dataSource.logger;
      const queriesFor = async (limit: number) => {
        const spy = jest.spyOn(logger, 'logQuery');
        const page = await gql(ctx, world.token, PAGE, { filters: { pageInfo: { limit } } });
        const count = spy.mock.calls.length;
        spy.mockRestore();
        expect(page.data.complexJobs.items).toHaveLength(limit);
        return count;
      };
      await storeJobs(world, 12);
      await queriesFor(1); // creates the palette
      const one = await queriesFor(1);
      expect(await queriesFor(12)).toBe(one);
      expect(one).toBeGreaterThanOrEqual(4);
      expect(one).toBeLessThanOrEqual(6);
    });

    it('answers a query for the calendar fields alone as the full read does, in two queries', async () => {
      const world = await jobWorld(ctx);
      const palette = (await gql(ctx, world.token, COLORS, {})).data.colors as { id: string; name: string }[];
      const red = palette.find((color) => color.name !== 'Slate')!;
      await storeJobs(world, 2, { status: 'ONGOING', colorId: red.id, startDate: day(0), endDate: day(3) });
      await storeJobs(world, 2, { startDate: day(2), endDate: day(2) });
      const calendarFields = 'id number name status startDate endDate color { code }';
      const read = async (fields: string) => {
        const spy = jest.spyOn(ctx.dataSource.logger, 'logQuery');
        const query = `{ complexJobs(filters: { startDate: "${day(0)}", endDate: "${day(5)}" }) { items { ${fields} } } }`;
        const items = (await gql(ctx, world.token, query)).data.complexJobs.items;
        const queries = spy.mock.calls.length;
        spy.mockRestore();
        return { items, queries };
      };
      const calendar = await read(`__typename ${calendarFields}`);
      const full = await read(`__typename ${calendarFields} notes tasks { id }`);
      expect(calendar.items).toHaveLength(4);
      expect(calendar.items).toEqual(
        full.items.map(({ notes: _, tasks: __, ...item }: { notes: string; tasks: [] }) => item),
      );
      expect(calendar.items.map((item: { color: { code: string } }) => item.color.code)).toContain('#8098A3');
      expect(calendar.queries).toBe(2); // the palette and the jobs
    });
  });

  describe('colors', () => {
    it("lists the account's palette, created once, and the super admin may name an account", async () => {
      const world = await jobWorld(ctx);
      const first = (await gql(ctx, world.token, COLORS)).data.colors;
      expect(first.map((c: { name: string }) => c.name)).toEqual([
        'Blue',
        'Green',
        'Indigo',
        'Orange',
        'Pink',
        'Red',
        'Slate',
        'Teal',
        'Violet',
        'Yellow',
      ]);
      expect(first.find((c: { name: string }) => c.name === 'Slate')).toMatchObject({
        code: '#8098A3',
        accountId: world.accountId,
      });
      expect((await gql(ctx, world.token, COLORS)).data.colors).toEqual(first);
      expect(await ctx.dataSource.manager.countBy(Color, { accountId: world.accountId })).toBe(10);

      const other = await jobWorld(ctx);
      const ignored = (await gql(ctx, world.token, COLORS, { filters: { accountId: other.accountId } })).data.colors;
      expect(ignored).toEqual(first);
      const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      const chosen = (await gql(ctx, superAdmin.token, COLORS, { filters: { accountId: other.accountId } })).data
        .colors;
      expect(chosen.every((c: { accountId: string }) => c.accountId === other.accountId)).toBe(true);
      expect(chosen).toHaveLength(10);
      const missing = await gql(ctx, superAdmin.token, COLORS, { filters: { accountId: MISSING } });
      expect(missing.errors?.[0].message).toBe('Account not found.');
    });

    it('gives an onboarded account its palette at once', async () => {
      const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      const response = await ctx
        .http()
        .post('/api/accounts')
        .set(bearer(superAdmin.token))
        .send({
          accountName: 'Peak Lifting',
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
          admin: { firstName: 'Pat', lastName: 'Lee', email: `pat-${Date.now()}@peak.example` },
        })
        .expect(201);
      expect(await ctx.dataSource.manager.countBy(Color, { accountId: response.body.data.id })).toBe(10);
    });
  });

  it('refuses every call without web:schedule (billing reads jobs with web:invoice, sales link quotes with web:quoting: invoices.api-spec)', async () => {
    const world = await jobWorld(ctx);
    const job = await created(world);
    const others = ASSIGNABLE_PERMISSIONS.filter(
      (permission) => !['web:schedule', 'web:invoice', 'web:quoting'].includes(permission),
    );
    const { token } = await ctx.newUser({ account: world.owner, permissions: others });
    const before = await jobState(ctx, world.accountId);
    for (const [query, variables] of [
      [ONE, { input: { id: job.id } }],
      [PAGE, {}],
      [UNDATED, {}],
      [COLORS, {}],
      [CREATE, { input: input(world) }],
      [UPDATE, { input: { id: job.id, name: 'Renamed' } }],
      [DELETE, { id: job.id }],
      [UPDATE_TASK, { input: { id: job.tasks[0].id, startTime: '05:00' } }],
      [ADD_TASK, { input: { jobId: job.id, name: 'Extra' } }],
      [DELETE_TASK, { id: job.tasks[0].id }],
    ] as const) {
      const body = await gql(ctx, token, query, variables);
      expect(body.errors?.[0].message).toBe('You do not have permission to do this.');
      expect(body.data).toBeNull();
    }
    expect(await jobState(ctx, world.accountId)).toEqual(before);
  });
});
