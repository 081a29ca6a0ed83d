import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AssetAttachment } from '../../src/assets/asset-attachment.entity.js';
import { Asset } from '../../src/assets/asset.entity.js';
import { ASSIGNABLE_PERMISSIONS, type Permission } from '../../src/common/auth/permissions.js';
import { DATE_FORMAT, PERIOD_REVERSED, PERIOD_TOO_LONG } from '../../src/bookings/booking-period.js';
import { ComplexTask } from '../../src/jobs/complex-task.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { TaskEntry } from '../../src/jobs/task-entry.entity.js';
import { addDays } from '../../src/jobs/job-rules.js';
import { expectCrossAccountNotFound } from '../support/cross-account.js';
import { gql, jobState, jobWorld, MISSING, simpleJobBody, type JobWorld } from '../support/job-fixtures.js';
import { bearer, TestContext } from '../support/test-app.js';

const SCHEDULING_ASSET = 'id name type category address latitude longitude imageUrl lastSeen';
const OVERBOOKED = 'complexJobId assetId assetName conflictingJobId conflictingJobName';
const SCHEDULE = `complexJobId jobId overbookedAssets { ${OVERBOOKED} }
  scheduledAssets { asset { ${SCHEDULING_ASSET} } job { id name } taskId startDate endDate }`;
const ONE = `query One($input: ScheduledAssetsForJobInput!) { scheduledAssetsForJob(input: $input) { ${SCHEDULE} } }`;
const MANY = `query Many($input: ScheduledAssetsForJobsInput!) { scheduledAssetsForJobs(input: $input) { ${SCHEDULE} } }`;
const AVAILABILITY = `query Availability($input: AvailableAssetScheduleInput!) { getAvailableAssetSchedule(input: $input) {
  availability { assetId assetName assetStatus availability attachments { primary url }
    address { formattedAddress lat lng } lastSeen jobs { id name number startDate endDate } complexJobs { id } }
  pageInfo { nextPageKey hasNextPage totalCount limit } } }`;
const CONFLICTS = `conflicts { ${OVERBOOKED} }`;
const CREATE_COMPLEX = `mutation Create($input: CreateComplexJobInput!) {
  createComplexJob(input: $input) { success message job { id tasks { id } } ${CONFLICTS} } }`;
const UPDATE_COMPLEX = `mutation Update($input: UpdateComplexJobInput!) {
  updateComplexJob(input: $input) { success message job { id } ${CONFLICTS} } }`;
const UPDATE_TASK = `mutation Task($input: UpdateComplexTaskInput!) {
  updateComplexTask(input: $input) { success message task { id assetIds } ${CONFLICTS} } }`;
const CREATE_JOB = `mutation CreateJob($input: JobInput!) {
  createJob(input: $input) { success message job { id } ${CONFLICTS} } }`;
const UPDATE_JOB = `mutation UpdateJob($input: UpdateJobInput!) {
  updateJob(input: $input) { success message job { id } ${CONFLICTS} } }`;

const BASE = '2031-03-03';
const at = (offset: number): string => addDays(BASE, offset);
const NO_PERMISSION = 'You do not have permission to do this.';

interface Window {
  start: string;
  end: string;
}

interface Overbooked {
  complexJobId: string;
  assetId: string;
  assetName: string;
  conflictingJobId: string;
  conflictingJobName: string;
}

interface Scheduled {
  asset: { id: string; name: string };
  job: { id: string; name: string };
  taskId: string;
  startDate: string;
  endDate: string;
}

interface Schedule {
  complexJobId: string;
  jobId: string;
  overbookedAssets: Overbooked[];
  scheduledAssets: Scheduled[];
}

function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A small seeded generator (mulberry32), so that a failing seed can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    chance: (p: number): boolean => next() < p,
    pick: <T>(items: T[]): T => items[int(0, items.length - 1)],
    some: <T>(items: T[], max: number): T[] => {
      const pool = [...items];
      return Array.from(
        { length: Math.min(int(0, max), pool.length) },
        () => pool.splice(int(0, pool.length - 1), 1)[0],
      );
    },
    window: (from: number, to: number, maxDays: number): Window => {
      const start = int(from, to);
      return { start: at(start), end: at(start + int(0, maxDays)) };
    },
  };
}

/**
 * What the test itself knows it booked, day by day: the brute-force answer the server must match. Each task holds
 * its assets on every day of its range and each day entry's assets on that day.
 */
class BookingModel {
  readonly jobNames = new Map<string, string>();
  readonly tasks = new Map<
    string,
    {
      jobId: string;
      first: boolean;
      range: Window | null;
      assets: string[];
      entries: { day: string; assets: string[] }[];
    }
  >();

  addJob(id: string, name: string, tasks: { id: string; range: Window | null; assets: string[] }[]): void {
    this.jobNames.set(id, name);
    tasks.forEach((task, index) =>
      this.tasks.set(task.id, { jobId: id, first: index === 0, range: task.range, assets: task.assets, entries: [] }),
    );
  }

  firstTask(jobId: string): string {
    return [...this.tasks].find(([, task]) => task.jobId === jobId && task.first)![0];
  }

  /** Every (asset, job, task, day) held. */
  *holds(): Generator<{ assetId: string; jobId: string; taskId: string; day: string }> {
    for (const [taskId, task] of this.tasks) {
      const { jobId } = task;
      for (const assetId of task.range ? task.assets : []) {
        for (const day of daysOf(task.range!.start, task.range!.end)) yield { assetId, jobId, taskId, day };
      }
      for (const entry of task.entries)
        for (const assetId of entry.assets) yield { assetId, jobId, taskId, day: entry.day };
    }
  }

  private jobsByAssetDay(): Map<string, Set<string>> {
    const jobs = new Map<string, Set<string>>();
    for (const { assetId, jobId, day } of this.holds()) {
      const key = `${assetId}|${day}`;
      jobs.set(key, (jobs.get(key) ?? new Set()).add(jobId));
    }
    return jobs;
  }

  /** `asset|other job` pairs: another job holds the asset on a day the job (or task) holds it, inside the window. */
  overbooked(jobId: string, window: Window | null, taskId?: string): string[] {
    const jobs = this.jobsByAssetDay();
    const pairs = new Set<string>();
    for (const hold of this.holds()) {
      if (hold.jobId !== jobId || (taskId && hold.taskId !== taskId)) continue;
      if (window && (hold.day < window.start || hold.day > window.end)) continue;
      for (const other of jobs.get(`${hold.assetId}|${hold.day}`)!) {
        if (other !== jobId) pairs.add(`${hold.assetId}|${other}`);
      }
    }
    return [...pairs].sort();
  }

  /** `asset|task` → the days of the window the job holds the asset through that task. */
  scheduledDays(jobId: string, window: Window): Record<string, string[]> {
    const days: Record<string, Set<string>> = {};
    for (const { assetId, jobId: holder, taskId, day } of this.holds()) {
      if (holder !== jobId || day < window.start || day > window.end) continue;
      (days[`${assetId}|${taskId}`] ??= new Set()).add(day);
    }
    return Object.fromEntries(Object.entries(days).map(([key, set]) => [key, [...set].sort()]));
  }

  /** The jobs holding the asset on a day of the window. */
  jobsHolding(assetId: string, window: Window): string[] {
    const jobs = new Set<string>();
    for (const hold of this.holds()) {
      if (hold.assetId === assetId && hold.day >= window.start && hold.day <= window.end) jobs.add(hold.jobId);
    }
    return [...jobs].sort();
  }
}

describe('double booking and availability', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  const rest = (token: string) => ({
    get: (path: string, query: object = {}) => ctx.http().get(path).query(query).set(bearer(token)),
    patch: (path: string, body: object) => ctx.http().patch(path).set(bearer(token)).send(body),
  });

  /** A job world with more assets, named in order (Asset 01 ...), after the world's three. */
  async function bigWorld(assetCount: number, permissions: Permission[] = ['web:schedule']) {
    const world = await jobWorld(ctx, permissions);
    const manager = ctx.dataSource.manager;
    const extra = await manager.save(
      Array.from({ length: assetCount - world.assets.length }, (_, index) =>
        manager.create(Asset, {
          accountId: world.accountId,
          assetName: `Asset ${String(index + 1).padStart(2, '0')}`,
          categoryId: world.assets[0].categoryId,
          details: { assetType: index % 2 ? 'Forklift' : 'Crawler Crane', manufacturer: 'Liebherr' },
        }),
      ),
    );
    return { ...world, assets: [...world.assets, ...extra] };
  }

  const complexInput = (world: JobWorld, name: string, tasks: { range: Window | null; assets: string[] }[]) => ({
    name,
    number: `C-${name}`,
    status: 'SCHEDULED',
    startDate: tasks[0].range?.start ?? null,
    endDate: tasks[0].range?.end ?? null,
    branchIds: [world.owner.branch.id],
    divisionIds: [world.owner.division.id],
    billingFrequency: 'JOB_END',
    complexTasks: tasks.map(({ range, assets }, index) => ({
      name: index ? `Task ${index}` : undefined,
      startDate: range?.start ?? null,
      endDate: range?.end ?? null,
      assetIds: assets,
    })),
  });

  async function createComplex(world: JobWorld, name: string, tasks: { range: Window | null; assets: string[] }[]) {
    const answer = (await gql(ctx, world.token, CREATE_COMPLEX, { input: complexInput(world, name, tasks) })).data
      .createComplexJob;
    expect(answer).toMatchObject({ success: true });
    return answer as { job: { id: string; tasks: { id: string }[] }; conflicts: Overbooked[] };
  }

  async function createSimple(world: JobWorld, name: string, range: Window, assets: string[]) {
    const input = simpleJobBody(world.owner, { name, startDate: range.start, endDate: range.end, assets });
    const answer = (await gql(ctx, world.token, CREATE_JOB, { input })).data.createJob;
    expect(answer).toMatchObject({ success: true });
    return answer as { job: { id: string }; conflicts: Overbooked[] };
  }

  const pairsOf = (rows: Overbooked[]) => rows.map((row) => `${row.assetId}|${row.conflictingJobId}`).sort();

  describe('scheduledAssetsForJob(s) and GET /v2/scheduled-assets-for-job', () => {
    it('answers the bookings of the job in the period and each asset another job books on the same days', async () => {
      const world = await jobWorld(ctx);
      const [crane1, crane2, truck] = world.assets;
      const manager = ctx.dataSource.manager;
      await manager.update(
        Asset,
        { id: crane1.id },
        {
          address: { formattedAddress: '1 Yard Rd, Denver, CO', lat: 39.7, lng: -105 },
          lastLat: 39.75,
          lastLng: -104.99,
          lastSeen: new Date('2031-03-01T10:00:00Z'),
        },
      );
      await manager.update(
        Asset,
        { id: crane2.id },
        { address: { formattedAddress: 'Boulder, CO', lat: 40, lng: -105.3 } },
      );
      await manager.save(
        manager.create(AssetAttachment, {
          accountId: world.accountId,
          assetId: crane1.id,
          url: `${world.accountId}/images/crane.png`,
          contentType: 'image/png',
          primary: true,
        }),
      );
      const lift = await createComplex(world, 'Lift', [
        { range: { start: at(0), end: at(4) }, assets: [crane1.id, truck.id] },
        { range: { start: at(6), end: at(6) }, assets: [crane2.id] },
      ]);
      const bridge = await createComplex(world, 'Bridge', [
        { range: { start: at(4), end: at(8) }, assets: [crane1.id] },
      ]);
      const tower = await createComplex(world, 'Tower', [{ range: { start: at(6), end: at(9) }, assets: [crane2.id] }]);
      const [first, second] = lift.job.tasks;

      const one = async (after: string, before: string) =>
        (await gql(ctx, world.token, ONE, { input: { complexJobId: lift.job.id, after, before } })).data
          .scheduledAssetsForJob as Schedule;
      const whole = await one(at(0), at(10));
      expect(whole.complexJobId).toBe(lift.job.id);
      expect(whole.jobId).toBe(lift.job.id);
      expect(whole.scheduledAssets).toEqual([
        {
          asset: {
            id: crane1.id,
            name: 'Crane 1',
            type: 'Crawler Crane',
            category: 'Cranes',
            address: '1 Yard Rd, Denver, CO',
            latitude: 39.75,
            longitude: -104.99,
            imageUrl: expect.stringMatching(/^\/api\/files\/.*crane\.png\?expires=\d+&signature=[0-9a-f]+$/),
            lastSeen: '2031-03-01T10:00:00.000Z',
          },
          job: { id: lift.job.id, name: 'Lift' },
          taskId: first.id,
          startDate: at(0),
          endDate: at(4),
        },
        expect.objectContaining({ asset: expect.objectContaining({ id: truck.id, address: null, latitude: null }) }),
        {
          asset: expect.objectContaining({
            id: crane2.id,
            latitude: 40,
            longitude: -105.3,
            imageUrl: null,
            lastSeen: null,
          }),
          job: { id: lift.job.id, name: 'Lift' },
          taskId: second.id,
          startDate: at(6),
          endDate: at(6),
        },
      ]);
      expect(whole.overbookedAssets).toEqual([
        {
          complexJobId: lift.job.id,
          assetId: crane1.id,
          assetName: 'Crane 1',
          conflictingJobId: bridge.job.id,
          conflictingJobName: 'Bridge',
        },
        {
          complexJobId: lift.job.id,
          assetId: crane2.id,
          assetName: 'Crane 2',
          conflictingJobId: tower.job.id,
          conflictingJobName: 'Tower',
        },
      ]);
      // Only days inside the period count: day 4 is the one Lift and Bridge share.
      expect((await one(at(0), at(3))).overbookedAssets).toEqual([]);
      expect((await one(at(0), at(3))).scheduledAssets.map((row) => row.asset.name)).toEqual(['Crane 1', 'Truck 1']);
      expect(pairsOf((await one(at(4), at(4))).overbookedAssets)).toEqual([`${crane1.id}|${bridge.job.id}`]);
      expect(await one(at(11), at(20))).toEqual({
        complexJobId: lift.job.id,
        jobId: lift.job.id,
        scheduledAssets: [],
        overbookedAssets: [],
      });

      const simpleCheck = await rest(world.token)
        .get('/api/v2/scheduled-assets-for-job', { jobId: lift.job.id, after: at(0), before: at(10) })
        .expect(200);
      expect(simpleCheck.body).toEqual({
        data: {
          overbookedAssets: [
            { assetId: crane1.id, jobId: bridge.job.id },
            { assetId: crane2.id, jobId: tower.job.id },
          ],
        },
      });

      const many = (
        await gql(ctx, world.token, MANY, {
          input: {
            jobInputs: [
              { complexJobId: bridge.job.id, after: at(0), before: at(10) },
              { complexJobId: lift.job.id, after: at(4), before: at(4) },
              { complexJobId: lift.job.id, after: at(0), before: at(10) },
            ],
          },
        })
      ).data.scheduledAssetsForJobs as Schedule[];
      expect(many.map((schedule) => schedule.complexJobId)).toEqual([bridge.job.id, lift.job.id, lift.job.id]);
      expect(pairsOf(many[0].overbookedAssets)).toEqual([`${crane1.id}|${lift.job.id}`]);
      expect(pairsOf(many[1].overbookedAssets)).toEqual([`${crane1.id}|${bridge.job.id}`]);
      expect(many[2]).toEqual(whole);
      expect((await gql(ctx, world.token, MANY, { input: { jobInputs: [] } })).data.scheduledAssetsForJobs).toEqual([]);
    });

    it('does not count two tasks of the same job as a double booking', async () => {
      const world = await jobWorld(ctx);
      const [crane] = world.assets;
      const job = await createComplex(world, 'Two tasks', [
        { range: { start: at(0), end: at(3) }, assets: [crane.id] },
        { range: { start: at(2), end: at(5) }, assets: [crane.id] },
      ]);
      expect(job.conflicts).toEqual([]);
      const schedule = (
        await gql(ctx, world.token, ONE, { input: { complexJobId: job.job.id, after: at(0), before: at(9) } })
      ).data.scheduledAssetsForJob as Schedule;
      expect(schedule.scheduledAssets).toHaveLength(2);
      expect(schedule.overbookedAssets).toEqual([]);
    });

    it('refuses dates that are not yyyy-MM-dd, a reversed or too long period, and a missing job id', async () => {
      const world = await jobWorld(ctx);
      const { job } = await createComplex(world, 'Lift', [{ range: { start: at(0), end: at(1) }, assets: [] }]);
      const api = rest(world.token);
      const path = '/api/v2/scheduled-assets-for-job';
      const cases: [object, Record<string, string[]>][] = [
        [{ jobId: job.id, after: '03/03/2031', before: at(1) }, { after: [DATE_FORMAT] }],
        [{ jobId: job.id, after: at(0), before: '2031-02-30' }, { before: [DATE_FORMAT] }],
        [{ jobId: job.id, after: at(1), before: at(0) }, { before: [PERIOD_REVERSED] }],
        [{ jobId: job.id, after: at(0), before: at(1826) }, { before: [PERIOD_TOO_LONG] }],
        [{ after: at(0) }, { jobId: ['Required'], before: ['Required'] }],
      ];
      for (const [query, errors] of cases) {
        const response = await api.get(path, query).expect(400);
        expect({ query, body: response.body }).toEqual({
          query,
          body: { statusCode: 400, message: Object.values(errors)[0][0], errors },
        });
      }
      await api.get(path, { jobId: job.id, after: at(0), before: at(1825) }).expect(200);
      const missing = await api.get(path, { jobId: MISSING, after: at(0), before: at(1) }).expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: 'Job not found.' });
      await api.get(path, { jobId: 'not-an-id', after: at(0), before: at(1) }).expect(400);

      const message = async (query: string, input: object) =>
        (await gql(ctx, world.token, query, { input })).errors?.[0].message;
      expect(await message(ONE, { complexJobId: job.id, after: '2031-3-3', before: at(1) })).toBe(DATE_FORMAT);
      expect(await message(ONE, { complexJobId: job.id, after: at(2), before: at(1) })).toBe(PERIOD_REVERSED);
      expect(await message(ONE, { complexJobId: MISSING, after: at(0), before: at(1) })).toBe('Job not found.');
      const window = { after: at(0), before: at(1) };
      expect(
        await message(MANY, {
          jobInputs: [
            { complexJobId: job.id, ...window },
            { complexJobId: job.id, after: at(1), before: at(0) },
          ],
        }),
      ).toBe(PERIOD_REVERSED);
      expect(
        await message(MANY, {
          jobInputs: [
            { complexJobId: job.id, ...window },
            { complexJobId: 'x', ...window },
          ],
        }),
      ).toBe('complexJobId must be a UUID.');
      const tooMany = Array.from({ length: 501 }, () => ({ complexJobId: job.id, ...window }));
      expect(await message(MANY, { jobInputs: tooMany })).toBe('At most 500 jobs.');
    });

    it("answers another account's job like a missing one", async () => {
      await expectCrossAccountNotFound(ctx, {
        method: 'get',
        path: async (owner) => {
          const manager = ctx.dataSource.manager;
          const accountId = owner.account.id;
          const job = await manager.save(
            manager.create(Job, {
              accountId,
              number: 'F-1',
              name: 'Foreign',
              startDate: at(0),
              endDate: at(1),
              customer: {},
            }),
          );
          return `/api/v2/scheduled-assets-for-job?jobId=${job.id}&after=${at(0)}&before=${at(1)}`;
        },
        missingPath: `/api/v2/scheduled-assets-for-job?jobId=${MISSING}&after=${at(0)}&before=${at(1)}`,
      });
      const world = await jobWorld(ctx);
      const { job } = await createComplex(world, 'Mine', [
        { range: { start: at(0), end: at(1) }, assets: [world.assets[0].id] },
      ]);
      const stranger = await jobWorld(ctx, [...ASSIGNABLE_PERMISSIONS]);
      const input = { complexJobId: job.id, after: at(0), before: at(1) };
      expect((await gql(ctx, stranger.token, ONE, { input })).errors?.[0].message).toBe('Job not found.');
      expect((await gql(ctx, stranger.token, MANY, { input: { jobInputs: [input] } })).errors?.[0].message).toBe(
        'Job not found.',
      );
    });

    it('runs the same number of queries for 2 jobs as for 20', async () => {
      const world = await bigWorld(6);
      const [shared, ...others] = world.assets;
      const jobs: string[] = [];
      for (let index = 0; index < 20; index += 1) {
        const range = { start: at(index % 3), end: at(3 + (index % 4)) };
        jobs.push(
          (
            await createComplex(world, `Job ${index}`, [
              { range, assets: [shared.id, others[index % others.length].id] },
            ])
          ).job.id,
        );
      }
      const queriesFor = async (count: number) => {
        const spy = jest.spyOn(ctx.dataSource.logger, 'logQuery');
        const jobInputs = jobs.slice(0, count).map((complexJobId) => ({ complexJobId, after: at(0), before: at(9) }));
        const body = await gql(ctx, world.token, MANY, { input: { jobInputs } });
        const queries = spy.mock.calls.length;
        spy.mockRestore();
        const schedules = body.data.scheduledAssetsForJobs as Schedule[];
        expect(schedules).toHaveLength(count);
        expect(schedules.every((schedule) => schedule.overbookedAssets.length >= 19)).toBe(true);
        return queries;
      };
      const two = await queriesFor(2);
      expect(await queriesFor(20)).toBe(two);
      expect(two).toBe(3);
    });
  });

  describe('conflicts of the job and task mutations, and dispatch', () => {
    it('names the other jobs booking the assigned assets; dispatch changes crew and assets of a card at once', async () => {
      const world = await jobWorld(ctx);
      const [crane1, crane2, truck] = world.assets;
      const first = await createComplex(world, 'Bridge', [
        { range: { start: at(0), end: at(3) }, assets: [crane1.id] },
      ]);
      expect(first.conflicts).toEqual([]);
      const second = await createComplex(world, 'Tower', [
        { range: { start: at(3), end: at(5) }, assets: [crane1.id, truck.id] },
      ]);
      expect(second.conflicts).toEqual([
        {
          complexJobId: second.job.id,
          assetId: crane1.id,
          assetName: 'Crane 1',
          conflictingJobId: first.job.id,
          conflictingJobName: 'Bridge',
        },
      ]);

      // Dispatch, complex job: the card's task takes the new crew and assets (task-level, bookings rewritten).
      const [towerTask] = second.job.tasks;
      const dispatched = (
        await gql(ctx, world.token, UPDATE_TASK, {
          input: { id: towerTask.id, assetIds: [crane2.id, truck.id], userIds: [world.crew[0].id] },
        })
      ).data.updateComplexTask;
      expect(dispatched).toMatchObject({ success: true, task: { assetIds: [crane2.id, truck.id] }, conflicts: [] });
      const moved = (
        await gql(ctx, world.token, UPDATE_COMPLEX, { input: { id: first.job.id, startDate: at(4), endDate: at(6) } })
      ).data.updateComplexJob;
      expect(pairsOf(moved.conflicts)).toEqual([]);

      // Dispatch, simple job: PATCH /job/{id} with assets, then the simple job check sees the double booking.
      const simple = await createSimple(world, 'Rental', { start: at(5), end: at(5) }, []);
      expect(simple.conflicts).toEqual([]);
      await rest(world.token)
        .patch(`/api/job/${simple.job.id}`, { assets: [crane1.id, crane2.id] })
        .expect(200);
      const check = await rest(world.token)
        .get('/api/v2/scheduled-assets-for-job', { jobId: simple.job.id, after: at(5), before: at(5) })
        .expect(200);
      expect(check.body.data.overbookedAssets).toEqual([
        { assetId: crane1.id, jobId: first.job.id },
        { assetId: crane2.id, jobId: second.job.id },
      ]);
      const edited = (await gql(ctx, world.token, UPDATE_JOB, { input: { id: simple.job.id, assets: [crane2.id] } }))
        .data.updateJob;
      expect(pairsOf(edited.conflicts)).toEqual([`${crane2.id}|${second.job.id}`]);

      const refused = (await gql(ctx, world.token, UPDATE_TASK, { input: { id: towerTask.id, startTime: '25:00' } }))
        .data.updateComplexTask;
      expect(refused).toEqual({ success: false, message: 'Time must be HH:mm.', task: null, conflicts: [] });
    });
  });

  describe('getAvailableAssetSchedule', () => {
    it('marks each asset AVAILABLE or UNAVAILABLE with the jobs booking it in the period', async () => {
      const world = await jobWorld(ctx);
      const [crane1, crane2, truck] = world.assets;
      const manager = ctx.dataSource.manager;
      await manager.update(
        Asset,
        { id: crane1.id },
        {
          assetStatus: 'active',
          address: { formattedAddress: '1 Yard Rd, Denver, CO', lat: 39.7, lng: -105 },
          lastLat: 39.75,
          lastLng: -104.99,
          lastSeen: new Date('2031-03-01T10:00:00Z'),
        },
      );
      await manager.save([
        manager.create(AssetAttachment, {
          accountId: world.accountId,
          assetId: crane1.id,
          url: `${world.accountId}/images/crane.png`,
          contentType: 'image/png',
          primary: true,
        }),
        manager.create(AssetAttachment, {
          accountId: world.accountId,
          assetId: crane1.id,
          url: `${world.accountId}/documents/manual.pdf`,
          contentType: 'application/pdf',
        }),
      ]);
      const lift = await createComplex(world, 'Lift', [{ range: { start: at(0), end: at(4) }, assets: [crane1.id] }]);
      const bridge = await createSimple(world, 'Bridge', { start: at(3), end: at(8) }, [crane1.id, truck.id]);
      const page = async (input: object) =>
        (await gql(ctx, world.token, AVAILABILITY, { input: { startDate: at(4), endDate: at(5), ...input } })).data
          .getAvailableAssetSchedule;
      const all = await page({});
      expect(all.pageInfo).toEqual({ nextPageKey: null, hasNextPage: false, totalCount: 3, limit: 50 });
      const bridgeRow = { id: bridge.job.id, name: 'Bridge', number: 'J-1001', startDate: at(3), endDate: at(8) };
      expect(all.availability).toEqual([
        {
          assetId: crane1.id,
          assetName: 'Crane 1',
          assetStatus: 'active',
          availability: 'UNAVAILABLE',
          attachments: [{ primary: true, url: expect.stringMatching(/^\/api\/files\/.*crane\.png\?/) }],
          address: { formattedAddress: '1 Yard Rd, Denver, CO', lat: 39.75, lng: -104.99 },
          lastSeen: '2031-03-01T10:00:00.000Z',
          jobs: [{ id: lift.job.id, name: 'Lift', number: 'C-Lift', startDate: at(0), endDate: at(4) }, bridgeRow],
          complexJobs: [{ id: lift.job.id }, { id: bridge.job.id }],
        },
        {
          assetId: crane2.id,
          assetName: 'Crane 2',
          assetStatus: 'active',
          availability: 'AVAILABLE',
          attachments: [],
          address: null,
          lastSeen: null,
          jobs: [],
          complexJobs: [],
        },
        expect.objectContaining({ assetId: truck.id, availability: 'UNAVAILABLE', jobs: [bridgeRow] }),
      ]);
      const names = async (input: object) =>
        (await page(input)).availability.map((row: { assetName: string }) => row.assetName);
      expect(await names({ availableOnly: true })).toEqual(['Crane 2']);
      expect(await names({ startDate: at(9), endDate: at(12), availableOnly: true })).toEqual([
        'Crane 1',
        'Crane 2',
        'Truck 1',
      ]);
      expect(await names({ search: 'crane 2' })).toEqual(['Crane 2']);
      expect(await names({ assetType: 'Forklift' })).toEqual([]);
      expect(await names({ categoryId: crane1.categoryId, availableOnly: true })).toEqual(['Crane 2']);
      await manager.update(Asset, { id: truck.id }, { branchIds: [world.branch2.id] });
      expect(await names({ branchIds: [world.branch2.id] })).toEqual(['Truck 1']);
      expect((await page({ availableOnly: true, pageInfo: { limit: 1 } })).pageInfo).toMatchObject({ totalCount: 1 });
    });

    it('pages by (name, id) through equal names with the total, and refuses bad input', async () => {
      const world = await bigWorld(3);
      const manager = ctx.dataSource.manager;
      await manager.update(Asset, { accountId: world.accountId }, { assetName: 'Same' });
      const seen: string[] = [];
      let nextPageKey: string | null = null;
      let pages = 0;
      do {
        const input: object = { startDate: at(0), endDate: at(0), pageInfo: { limit: 2, nextPageKey } };
        const { availability, pageInfo } = (await gql(ctx, world.token, AVAILABILITY, { input })).data
          .getAvailableAssetSchedule;
        expect(pageInfo).toMatchObject({ totalCount: 3, limit: 2, hasNextPage: pageInfo.nextPageKey !== null });
        seen.push(...availability.map((row: { assetId: string }) => row.assetId));
        nextPageKey = pageInfo.nextPageKey;
        pages += 1;
      } while (nextPageKey);
      expect(pages).toBe(2);
      expect(seen).toEqual(world.assets.map((asset) => asset.id).sort());

      const message = async (input: object) =>
        (await gql(ctx, world.token, AVAILABILITY, { input: { startDate: at(0), endDate: at(1), ...input } }))
          .errors?.[0].message;
      expect(await message({ endDate: '2031/03/04' })).toBe(DATE_FORMAT);
      expect(await message({ startDate: at(2) })).toBe(PERIOD_REVERSED);
      expect(await message({ endDate: at(1827) })).toBe(PERIOD_TOO_LONG);
      expect(await message({ pageInfo: { nextPageKey: 'garbage' } })).toBe('Invalid page key.');
      expect(await message({ pageInfo: { limit: 501 } })).toBe('Limit must be between 1 and 500.');
      expect(await message({ categoryId: 'nope' })).toBe('Category not found.');
    });

    it('runs the same number of queries for a page of 2 assets as for 20', async () => {
      const world = await bigWorld(20);
      for (let index = 0; index < 10; index += 1) {
        const assets = [world.assets[index].id, world.assets[index + 10].id];
        await createComplex(world, `Job ${index}`, [{ range: { start: at(index), end: at(index + 2) }, assets }]);
      }
      const queriesFor = async (limit: number) => {
        const spy = jest.spyOn(ctx.dataSource.logger, 'logQuery');
        const input = { startDate: at(0), endDate: at(20), pageInfo: { limit } };
        const body = await gql(ctx, world.token, AVAILABILITY, { input });
        const queries = spy.mock.calls.length;
        spy.mockRestore();
        expect(body.data.getAvailableAssetSchedule.availability).toHaveLength(limit);
        return queries;
      };
      const two = await queriesFor(2);
      expect(await queriesFor(20)).toBe(two);
      expect(two).toBe(4);
    });
  });

  describe('GET /v2/search/asset: period and tracker filters', () => {
    it('carries isAvailable with checkDates, keeps only available ones with markAvailable, and filters trackers', async () => {
      const world = await jobWorld(ctx);
      const [crane1, crane2, truck] = world.assets;
      const { token } = await ctx.newUser({ account: world.owner, permissions: ['web:assetmap'] });
      await ctx.dataSource.manager.update(Asset, { id: truck.id }, { macAddress: 'AA:BB:CC:00:11:22' });
      await createComplex(world, 'Lift', [{ range: { start: at(2), end: at(4) }, assets: [crane1.id] }]);
      const search = async (query: object) =>
        (await rest(token).get('/api/v2/search/asset', query).expect(200)).body.data as {
          id: string;
          isAvailable?: boolean;
        }[];
      const period = { after: at(4), before: at(6) };
      expect(
        (await search({ ...period, checkDates: true })).map(({ id, isAvailable }) => ({ id, isAvailable })),
      ).toEqual([
        { id: crane1.id, isAvailable: false },
        { id: crane2.id, isAvailable: true },
        { id: truck.id, isAvailable: true },
      ]);
      expect((await search({ after: at(5), before: at(6), checkDates: 'true' })).every((a) => a.isAvailable)).toBe(
        true,
      );
      expect((await search({ ...period, markAvailable: true })).map((a) => a.id)).toEqual([crane2.id, truck.id]);
      expect((await search({ ...period, markAvailable: true }))[0].isAvailable).toBeUndefined();
      expect(
        (await search({ ...period, markAvailable: true, checkDates: false, keywords: 'truck' })).map((a) => a.id),
      ).toEqual([truck.id]);
      expect((await search({ tracked: true })).map((a) => a.id)).toEqual([truck.id]);
      expect((await search({ tracked: false })).map((a) => a.id)).toEqual([crane1.id, crane2.id]);
      expect((await search({ after: '', before: '', checkDates: '' })).every((a) => a.isAvailable === undefined)).toBe(
        true,
      );

      const refused = async (query: object) => (await rest(token).get('/api/v2/search/asset', query).expect(400)).body;
      expect(await refused({ checkDates: true })).toMatchObject({
        errors: { after: ['Required'], before: ['Required'] },
      });
      expect(await refused({ markAvailable: true, after: at(6), before: at(4) })).toMatchObject({
        message: PERIOD_REVERSED,
        errors: { before: [PERIOD_REVERSED] },
      });
      expect(await refused({ checkDates: true, after: '4/6/2031', before: at(4) })).toMatchObject({
        errors: { after: [DATE_FORMAT] },
      });
      expect(await refused({ tracked: 'yes' })).toMatchObject({ errors: { tracked: ['Must be true or false.'] } });
    });
  });

  describe('permissions', () => {
    it('needs web:schedule for double booking (web:invoice too for the jobs list), and web:schedule or web:assetmap for availability', async () => {
      const world = await jobWorld(ctx);
      const { job } = await createComplex(world, 'Lift', [
        { range: { start: at(0), end: at(1) }, assets: [world.assets[0].id] },
      ]);
      const window = { after: at(0), before: at(1) };
      const availability = { startDate: at(0), endDate: at(1) };
      // Billing reads the job list's equipment with web:invoice (scheduledAssetsForJobs; invoices.api-spec).
      const others = ASSIGNABLE_PERMISSIONS.filter(
        (permission) => !['web:schedule', 'web:invoice'].includes(permission),
      );
      const noSchedule = await ctx.newUser({ account: world.owner, permissions: others });
      const biller = await ctx.newUser({ account: world.owner, permissions: ['web:invoice'] });
      const billing = await gql(ctx, biller.token, MANY, {
        input: { jobInputs: [{ complexJobId: job.id, ...window }] },
      });
      expect(billing.data.scheduledAssetsForJobs).toHaveLength(1);
      const neither = await ctx.newUser({
        account: world.owner,
        permissions: others.filter((permission) => permission !== 'web:assetmap'),
      });
      for (const token of [noSchedule.token, neither.token]) {
        for (const [query, input] of [
          [ONE, { complexJobId: job.id, ...window }],
          [MANY, { jobInputs: [{ complexJobId: job.id, ...window }] }],
        ] as const) {
          const body = await gql(ctx, token, query, { input });
          expect(body.errors?.[0].message).toBe(NO_PERMISSION);
          expect(body.data).toBeNull();
        }
        await rest(token)
          .get('/api/v2/scheduled-assets-for-job', { jobId: job.id, ...window })
          .expect(403);
      }
      const refused = await gql(ctx, neither.token, AVAILABILITY, { input: availability });
      expect(refused.errors?.[0].message).toBe(NO_PERMISSION);
      const mapUser = (await gql(ctx, noSchedule.token, AVAILABILITY, { input: availability })).data;
      expect(mapUser.getAvailableAssetSchedule.availability).toHaveLength(3);
      const superAdmin = await ctx.newUser({ account: world.owner, permissions: ['groundcrew:admin'] });
      expect(
        (await gql(ctx, superAdmin.token, ONE, { input: { complexJobId: job.id, ...window } })).data,
      ).not.toBeNull();
      await rest(superAdmin.token)
        .get('/api/v2/scheduled-assets-for-job', { jobId: job.id, ...window })
        .expect(200);
    });
  });

  describe('oracle: random bookings against a brute-force count', () => {
    it.each([20310303, 4242, 777])('agrees with the day-by-day answer for seed %i', async (seed) => {
      const rng = random(seed);
      const world = await bigWorld(8);
      const assetIds = world.assets.map((asset) => asset.id);
      const assetNames = new Map(world.assets.map((asset) => [asset.id, asset.assetName]));
      const model = new BookingModel();
      const simpleJobs: string[] = [];
      /** How often the answers held something, so that the test cannot pass on empty answers alone. */
      const found = { conflicts: 0, overbooked: 0, available: 0, unavailable: 0 };
      const expectConflicts = (context: string, jobId: string, conflicts: Overbooked[], taskId?: string) => {
        expect({ seed, context, conflicts: pairsOf(conflicts) }).toEqual({
          seed,
          context,
          conflicts: model.overbooked(jobId, null, taskId),
        });
        found.conflicts += conflicts.length;
        for (const row of conflicts) {
          expect(row).toEqual({
            complexJobId: jobId,
            assetId: row.assetId,
            assetName: assetNames.get(row.assetId),
            conflictingJobId: row.conflictingJobId,
            conflictingJobName: model.jobNames.get(row.conflictingJobId),
          });
        }
      };

      // Jobs made by the real calls, each checked for its conflicts as it is written.
      for (let index = 0; index < 12; index += 1) {
        const name = `Job ${index}`;
        if (index % 4 === 3) {
          const range = rng.window(0, 30, 6);
          const assets = rng.some(assetIds, 3);
          const { job, conflicts } = await createSimple(world, name, range, assets);
          const first = await ctx.dataSource.manager.findOneByOrFail(ComplexTask, { jobId: job.id, position: 0 });
          model.addJob(job.id, name, [{ id: first.id, range, assets }]);
          simpleJobs.push(job.id);
          expectConflicts(`create ${name}`, job.id, conflicts);
          continue;
        }
        const undated = index === 5;
        const tasks = Array.from({ length: undated ? 1 : rng.int(1, 3) }, () => ({
          range: undated ? null : rng.window(0, 30, 6),
          assets: undated ? [] : rng.some(assetIds, 3),
        }));
        const { job, conflicts } = await createComplex(world, name, tasks);
        model.addJob(
          job.id,
          name,
          tasks.map((task, position) => ({ ...task, id: job.tasks[position].id })),
        );
        expectConflicts(`create ${name}`, job.id, conflicts);
      }

      // Dispatch-like changes: task assets, simple job assets, moved job dates, and day entries.
      const datedTasks = [...model.tasks].filter(([, task]) => task.range);
      for (let step = 0; step < 10; step += 1) {
        const [taskId, task] = rng.pick(datedTasks);
        const assets = rng.some(assetIds, 3);
        const answer = (await gql(ctx, world.token, UPDATE_TASK, { input: { id: taskId, assetIds: assets } })).data
          .updateComplexTask;
        expect(answer).toMatchObject({ success: true });
        task.assets = assets;
        expectConflicts(`task step ${step}`, task.jobId, answer.conflicts, taskId);
      }
      for (const jobId of simpleJobs) {
        const assets = rng.some(assetIds, 3);
        model.tasks.get(model.firstTask(jobId))!.assets = assets;
        if (rng.chance(0.5)) {
          await rest(world.token).patch(`/api/job/${jobId}`, { assets }).expect(200);
        } else {
          const answer = (await gql(ctx, world.token, UPDATE_JOB, { input: { id: jobId, assets } })).data.updateJob;
          expectConflicts(`update ${jobId}`, jobId, answer.conflicts);
        }
      }
      const complexJobs = [...model.jobNames.keys()].filter((id) => !simpleJobs.includes(id));
      for (const jobId of complexJobs.slice(0, 3)) {
        const first = model.tasks.get(model.firstTask(jobId))!;
        if (!first.range) continue;
        const range = rng.window(0, 30, 8);
        const answer = (
          await gql(ctx, world.token, UPDATE_COMPLEX, {
            input: { id: jobId, startDate: range.start, endDate: range.end },
          })
        ).data.updateComplexJob;
        expect(answer).toMatchObject({ success: true });
        first.range = range;
        expectConflicts(`move ${jobId}`, jobId, answer.conflicts);
      }
      const manager = ctx.dataSource.manager;
      for (let step = 0; step < 6; step += 1) {
        const [taskId, task] = rng.pick(datedTasks);
        const entries = Array.from({ length: rng.int(1, 2) }, () => ({
          day: at(rng.int(0, 40)),
          assets: rng.some(assetIds, 2),
        }));
        await manager.save(
          entries.map((entry) =>
            manager.create(TaskEntry, {
              accountId: world.accountId,
              taskId,
              entryDate: entry.day,
              assetIds: entry.assets,
            }),
          ),
        );
        task.entries.push(...entries);
        // Any write of the task rewrites its bookings from its entries.
        const answer = (await gql(ctx, world.token, UPDATE_TASK, { input: { id: taskId, assetIds: task.assets } })).data
          .updateComplexTask;
        expectConflicts(`entries step ${step}`, task.jobId, answer.conflicts, taskId);
      }

      // Every job at once over random periods, and each through the simple job REST check.
      const jobIds = [...model.jobNames.keys()];
      for (let round = 0; round < 3; round += 1) {
        const windows = jobIds.map(() => rng.window(-2, 40, 12));
        const jobInputs = jobIds.map((complexJobId, index) => ({
          complexJobId,
          after: windows[index].start,
          before: windows[index].end,
        }));
        const schedules = (await gql(ctx, world.token, MANY, { input: { jobInputs } })).data
          .scheduledAssetsForJobs as Schedule[];
        schedules.forEach((schedule, index) => {
          const jobId = jobIds[index];
          const window = windows[index];
          const context = { seed, round, jobId, window };
          expect({ ...context, overbooked: pairsOf(schedule.overbookedAssets) }).toEqual({
            ...context,
            overbooked: model.overbooked(jobId, window),
          });
          found.overbooked += schedule.overbookedAssets.length;
          const days: Record<string, Set<string>> = {};
          for (const row of schedule.scheduledAssets) {
            expect(row.job).toEqual({ id: jobId, name: model.jobNames.get(jobId) });
            const inside = daysOf(row.startDate, row.endDate).filter((day) => day >= window.start && day <= window.end);
            expect({ ...context, row, inside: inside.length > 0 }).toEqual({ ...context, row, inside: true });
            for (const day of inside) (days[`${row.asset.id}|${row.taskId}`] ??= new Set()).add(day);
          }
          const scheduled = Object.fromEntries(Object.entries(days).map(([key, set]) => [key, [...set].sort()]));
          expect({ ...context, scheduled }).toEqual({ ...context, scheduled: model.scheduledDays(jobId, window) });
        });
        for (const [index, jobId] of jobIds.entries()) {
          const { start: after, end: before } = windows[index];
          const simpleCheck = await rest(world.token)
            .get('/api/v2/scheduled-assets-for-job', { jobId, after, before })
            .expect(200);
          const pairs = simpleCheck.body.data.overbookedAssets.map(
            (row: { assetId: string; jobId: string }) => `${row.assetId}|${row.jobId}`,
          );
          expect({ seed, jobId, pairs: pairs.sort() }).toEqual({
            seed,
            jobId,
            pairs: model.overbooked(jobId, windows[index]),
          });
        }
      }

      // Availability over random periods: GraphQL pages of 3 and the asset search, against the same days.
      const { token: mapToken } = await ctx.newUser({ account: world.owner, permissions: ['web:assetmap'] });
      for (let round = 0; round < 5; round += 1) {
        const window = rng.window(-2, 40, 10);
        const expected = world.assets
          .map((asset) => ({ id: asset.id, jobs: model.jobsHolding(asset.id, window) }))
          .sort((a, b) => (assetNames.get(a.id)! < assetNames.get(b.id)! ? -1 : 1));
        for (const availableOnly of [false, true]) {
          const rows: { assetId: string; availability: string; jobs: { id: string }[] }[] = [];
          let nextPageKey: string | null = null;
          do {
            const input: object = {
              startDate: window.start,
              endDate: window.end,
              availableOnly,
              pageInfo: { limit: 3, nextPageKey },
            };
            const page = (await gql(ctx, world.token, AVAILABILITY, { input })).data.getAvailableAssetSchedule;
            rows.push(...page.availability);
            nextPageKey = page.pageInfo.nextPageKey;
          } while (nextPageKey);
          const answer = rows.map((row) => ({
            id: row.assetId,
            availability: row.availability,
            jobs: row.jobs.map((job) => job.id).sort(),
          }));
          const want = expected
            .filter((asset) => !availableOnly || asset.jobs.length === 0)
            .map((asset) => ({ ...asset, availability: asset.jobs.length ? 'UNAVAILABLE' : 'AVAILABLE' }));
          expect({ seed, window, availableOnly, answer }).toEqual({ seed, window, availableOnly, answer: want });
          for (const row of answer) found[row.availability === 'AVAILABLE' ? 'available' : 'unavailable'] += 1;
        }
        const searched = (
          await rest(mapToken)
            .get('/api/v2/search/asset', { after: window.start, before: window.end, checkDates: true })
            .expect(200)
        ).body.data.map((asset: { id: string; isAvailable: boolean }) => ({
          id: asset.id,
          isAvailable: asset.isAvailable,
        }));
        expect({ seed, window, searched }).toEqual({
          seed,
          window,
          searched: expected.map((asset) => ({ id: asset.id, isAvailable: asset.jobs.length === 0 })),
        });
        const available = (
          await rest(mapToken)
            .get('/api/v2/search/asset', { after: window.start, before: window.end, markAvailable: true })
            .expect(200)
        ).body.data.map((asset: { id: string }) => asset.id);
        expect({ seed, window, available }).toEqual({
          seed,
          window,
          available: expected.filter((asset) => !asset.jobs.length).map((asset) => asset.id),
        });
      }
      expect((await jobState(ctx, world.accountId)).bookings.length).toBeGreaterThan(10);
      expect(Object.values(found).every((count) => count > 0)).toBe(true);
    });
  });
});
