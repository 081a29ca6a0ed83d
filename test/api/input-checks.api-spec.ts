import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Test } from 'supertest';
import { AnalyticsEvent } from '../../src/analytics/analytics-event.entity.js';
import { Asset } from '../../src/assets/asset.entity.js';
import { ALL_PERMISSIONS } from '../../src/common/auth/permissions.js';
import { encodePageKey, INVALID_PAGE_KEY } from '../../src/common/pagination/page-key.js';
import { DATE_OUT_OF_RANGE } from '../../src/common/validation/dates.js';
import { TOO_DEEP_MESSAGE } from '../../src/common/validation/nesting.js';
import { UNSAFE_TEXT_MESSAGE } from '../../src/common/validation/safe-text.js';
import { Job } from '../../src/jobs/job.entity.js';
import { DENVER_SITE, gql, jobState, jobWorld, type JobWorld } from '../support/job-fixtures.js';
import { bearer, TestContext } from '../support/test-app.js';

const CREATE_COMPLEX = `mutation ($input: CreateComplexJobInput!) {
  createComplexJob(input: $input) { code success message job { id } } }`;
const SOME_ID = '4a8e1d2c-0b1f-4c3a-9d5e-6f7a8b9c0d1e';
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Bad input is a 400 with a clear message, before anything reaches PostgreSQL or a library, and changes nothing. */
describe('input checks', () => {
  let ctx: TestContext;
  let world: JobWorld;
  let jobId: string;
  beforeAll(async () => {
    ctx = await TestContext.create();
    world = await jobWorld(ctx, [...ALL_PERMISSIONS]);
    const created = await gql(ctx, world.token, CREATE_COMPLEX, {
      input: {
        name: 'Tower crane erection',
        number: 'IC-1',
        startDate: '2027-03-01',
        endDate: '2027-03-03',
        branchIds: [world.owner.branch.id],
        divisionIds: [world.owner.division.id],
        location: DENVER_SITE,
        customer: { name: 'Front Range Wind' },
      },
    });
    jobId = created.data.createComplexJob.job.id;
  });
  afterAll(() => ctx.close());

  const api = () => ctx.http();
  const signedIn = (call: Test) => call.set(bearer(world.token));
  const json = (call: Test, text: string) => call.set('content-type', 'application/json').send(text);
  const unsafe = (field: string) => ({
    statusCode: 400,
    message: UNSAFE_TEXT_MESSAGE,
    errors: { [field]: [UNSAFE_TEXT_MESSAGE] },
  });
  const assetsOfWorld = () => ctx.dataSource.manager.find(Asset, { where: { accountId: world.accountId } });
  const eventsOfWorld = () => ctx.dataSource.manager.countBy(AnalyticsEvent, { accountId: world.accountId });
  const storedJob = () => ctx.dataSource.manager.findOneByOrFail(Job, { id: jobId });

  describe('NUL characters and lone surrogates', () => {
    it.each([
      ['NUL', '"a\\u0000@example.com"'],
      ['a lone surrogate', '"a\\ud800@example.com"'],
    ])('refuses %s in the e-mail of the public sign-in', async (_, email) => {
      const response = await json(api().post('/api/auth/sign-in'), `{"email":${email},"password":"whatever1"}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(unsafe('email'));
    });

    it('refuses them in the query string and in the path', async () => {
      const search = await signedIn(api().get('/api/v2/search/asset?keywords=crane%00')).expect(400);
      expect(search.body).toEqual(unsafe('keywords'));
      const path = await signedIn(api().get('/api/job/a%00b')).expect(400);
      expect(path.body).toEqual(unsafe('jobId'));
    });

    it('refuses them in fields stored as JSON (asset details and metadata), storing nothing', async () => {
      const before = await assetsOfWorld();
      const asset = {
        assetName: 'Crane 9',
        categoryId: world.assets[0].categoryId,
        details: { assetType: 'Crawler Crane', manufacturer: 'Liebherr', notes: 'boom\u0000' },
      };
      const details = await signedIn(api().post('/api/assets')).send(asset).expect(400);
      expect(details.body).toEqual(unsafe('details.notes'));
      const metadata = await signedIn(api().post('/api/assets'))
        .send({ ...asset, details: { ...asset.details, notes: '' }, metadata: [{ metadataName: 'Load\ud800' }] })
        .expect(400);
      expect(metadata.body).toEqual(unsafe('metadata.0.metadataName'));
      expect(await assetsOfWorld()).toEqual(before);
    });

    it("refuses them in a job's customer and address, leaving the job as it was", async () => {
      const before = await storedJob();
      const customer = await signedIn(api().patch(`/api/job/${jobId}`))
        .send({ customer: { name: 'Front\ud800 Range' } })
        .expect(400);
      expect(customer.body).toEqual(unsafe('customer.name'));
      const address = await signedIn(api().patch(`/api/job/${jobId}`))
        .send({ address: { ...DENVER_SITE, formattedAddress: '1701\u0000 Wynkoop St' } })
        .expect(400);
      expect(address.body).toEqual(unsafe('address.formattedAddress'));
      expect(await storedJob()).toEqual(before);
    });

    it('refuses them in event properties, keys included, storing no event', async () => {
      const before = await eventsOfWorld();
      for (const properties of [{ page: '/map\u0000' }, { ['pa\ud800ge']: '/map' }]) {
        const response = await signedIn(api().post('/api/events'))
          .send({ events: [{ name: 'page_view' }, { name: 'page_view', properties }] })
          .expect(400);
        expect(response.body.message).toBe(UNSAFE_TEXT_MESSAGE);
        expect(Object.keys(response.body.errors)[0]).toMatch(/^events\.1\.properties\.pa/);
      }
      expect(await eventsOfWorld()).toBe(before);
    });

    it('refuses them in GraphQL variables and in literals of the document', async () => {
      const jobs = 'query ($filters: JobFilters) { jobs(filters: $filters) { id } }';
      const variable = await gql(ctx, world.token, jobs, { filters: { branchId: 'a\u0000' } });
      expect(variable.errors[0]).toMatchObject({ message: UNSAFE_TEXT_MESSAGE });
      expect(variable.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      const literal = await gql(ctx, world.token, 'mutation { deleteComplexJob(id: "a\\u0000b") { code message } }');
      expect(literal.data.deleteComplexJob).toEqual({ code: 400, message: UNSAFE_TEXT_MESSAGE });
    });
  });

  describe('deep nesting', () => {
    it.each(['/api/auth/sign-in', '/api/auth/refresh', '/api/auth/sign-out', '/api/auth/set-password'])(
      'refuses 10,000 levels on the public %s before parsing them',
      async (path) => {
        const response = await json(api().post(path), `{"email":${deepArray(10_000)}}`).expect(400);
        expect(response.body).toEqual({ statusCode: 400, message: TOO_DEEP_MESSAGE });
      },
    );

    it('refuses 100,000 levels from the text alone: twenty such calls take under 3 s (parsing took 300 ms each)', async () => {
      const body = deepArray(100_000);
      const started = performance.now();
      for (let call = 0; call < 20; call += 1) await json(api().post('/api/auth/sign-in'), body).expect(400);
      expect(performance.now() - started).toBeLessThan(3000);
    });

    it('accepts nesting up to the limit', async () => {
      // The body, an event and its properties make 3 levels: properties may take the other 61.
      const properties = JSON.parse(`${'{"a":'.repeat(61)}1${'}'.repeat(61)}`) as object;
      await signedIn(api().post('/api/events'))
        .send({ events: [{ name: 'deep', properties }] })
        .expect(200);
    });

    it('refuses deep GraphQL variables and documents as bad user input', async () => {
      const variables = await json(
        signedIn(api().post('/graphql')),
        `{"query":"{ me { id } }","variables":{"a":${deepArray(10_000)}}}`,
      ).expect(400);
      expect(variables.body).toEqual({
        errors: [{ message: TOO_DEEP_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }],
      });
      const document = `{ jobs(filters: { jobIds: ${deepArray(10_000)} }) { id } }`;
      const query = await signedIn(api().post('/graphql')).send({ query: document }).expect(400);
      expect(query.body.errors[0]).toMatchObject({ message: TOO_DEEP_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('dates out of range', () => {
    it('refuses year 0000 and 3000 in job lists, asset search and the double-booking check', async () => {
      const jobs = await signedIn(api().get('/api/jobs?startDate=0000-01-01&endDate=0000-01-10')).expect(400);
      expect(jobs.body.errors).toEqual({ startDate: ['Invalid date.'], endDate: ['Invalid date.'] });
      const search = await signedIn(
        api().get('/api/v2/search/asset?checkDates=true&after=0000-01-01&before=0000-01-02'),
      ).expect(400);
      expect(search.body.errors).toEqual({ after: [DATE_OUT_OF_RANGE], before: [DATE_OUT_OF_RANGE] });
      const scheduled = await signedIn(
        api().get(`/api/v2/scheduled-assets-for-job?jobId=${jobId}&after=2027-01-01&before=3000-01-01`),
      ).expect(400);
      expect(scheduled.body.errors).toEqual({ before: [DATE_OUT_OF_RANGE] });
    });

    it('refuses them in job date updates and document expiry, leaving the job as it was', async () => {
      const before = await jobState(ctx, world.accountId);
      const dates = await signedIn(api().patch(`/api/update-job-dates/${jobId}`))
        .send({ startDate: '0000-01-01', endDate: '0000-01-02' })
        .expect(400);
      expect(dates.body.errors).toEqual({ startDate: ['Invalid date.'], endDate: ['Invalid date.'] });
      await signedIn(api().patch(`/api/job/${jobId}`))
        .send({ startDate: '1899-12-31' })
        .expect(400);
      const document = await signedIn(api().post(`/api/job/${jobId}/document`))
        .send({ name: 'Lift plan.pdf', contentType: 'application/pdf', url: 'x.pdf', expiresAt: '0000-12-31' })
        .expect(400);
      expect(document.body.errors.expiresAt).toEqual(['Invalid date.']);
      expect(await jobState(ctx, world.accountId)).toEqual(before);
    });

    it('refuses them in event times', async () => {
      const response = await signedIn(api().post('/api/events'))
        .send({ events: [{ name: 'page_view', time: '0000-01-01T00:00:00Z' }] })
        .expect(400);
      expect(response.body.errors).toEqual({ 'events.0.time': ['Event time must be an ISO 8601 date.'] });
    });

    it('refuses them in the GraphQL job queries and mutations, creating nothing', async () => {
      const before = await jobState(ctx, world.accountId);
      const jobs = await gql(ctx, world.token, '{ jobs(filters: { startDate: "0000-01-01" }) { id } }');
      expect(jobs.errors[0]).toMatchObject({ message: 'Invalid date.', extensions: { code: 'BAD_USER_INPUT' } });
      const complexJobs = await gql(
        ctx,
        world.token,
        '{ complexJobs(filters: { endDate: "9999-12-31" }) { items { id } } }',
      );
      expect(complexJobs.errors[0].message).toBe('Invalid date.');
      const created = await gql(ctx, world.token, CREATE_COMPLEX, {
        input: { name: 'Year zero', number: 'IC-0', startDate: '0000-01-01', endDate: '0000-01-02' },
      });
      expect(created.data.createComplexJob).toMatchObject({ code: 400, success: false, message: 'Invalid date.' });
      expect(await jobState(ctx, world.accountId)).toEqual(before);
    });
  });

  describe('ids that are not UUIDs', () => {
    it('refuses them in paths with 400 "<name> must be a UUID.", deleting nothing', async () => {
      const before = await jobState(ctx, world.accountId);
      const job = await signedIn(api().delete('/api/job/not-a-uuid')).expect(400);
      expect(job.body).toEqual({
        statusCode: 400,
        message: 'jobId must be a UUID.',
        errors: { jobId: ['jobId must be a UUID.'] },
      });
      const asset = await signedIn(api().delete('/api/assets/not-a-uuid')).expect(400);
      expect(asset.body.message).toBe('assetId must be a UUID.');
      expect(await jobState(ctx, world.accountId)).toEqual(before);
    });

    it('refuses them in GraphQL arguments: a failed payload for mutations, bad user input for queries', async () => {
      const deleted = await gql(
        ctx,
        world.token,
        'mutation { deleteComplexJob(id: "not-a-uuid") { code success message } }',
      );
      expect(deleted.data.deleteComplexJob).toEqual({ code: 400, success: false, message: 'id must be a UUID.' });
      const job = await gql(ctx, world.token, '{ job(id: "not-a-uuid") { id } }');
      expect(job.errors[0]).toMatchObject({ message: 'id must be a UUID.', extensions: { code: 'BAD_USER_INPUT' } });
      expect(await ctx.dataSource.manager.countBy(Job, { id: jobId })).toBe(1);
    });
  });

  describe('crafted page keys', () => {
    it('refuses a well-formed key holding a value of another kind, without a database message', async () => {
      const page = `query ($key: String) { complexJobs(filters: { pageInfo: { nextPageKey: $key } }) { items { id } } }`;
      for (const key of [encodePageKey(['not-a-date'], SOME_ID), encodePageKey(['0000-01-01'], SOME_ID)]) {
        const answer = await gql(ctx, world.token, page, { key });
        expect(answer.errors[0]).toMatchObject({ message: INVALID_PAGE_KEY, extensions: { code: 'BAD_USER_INPUT' } });
      }
      const search = await signedIn(
        api().get(`/api/v2/search/asset?nextPageKey=${encodePageKey(['Crane\u0000'], SOME_ID)}`),
      ).expect(400);
      expect(search.body).toEqual({ statusCode: 400, message: INVALID_PAGE_KEY });
      const history = await signedIn(
        api().get(`/api/assets/locations?assetId=${world.assets[0].id}&nextPageKey=${encodePageKey(['x'], SOME_ID)}`),
      ).expect(400);
      expect(history.body).toEqual({ statusCode: 400, message: INVALID_PAGE_KEY });
    });
  });

  describe('wrongly typed nested values', () => {
    it('refuses a number for address.name on PATCH /job/{id}, leaving the job as it was', async () => {
      const before = await storedJob();
      const response = await signedIn(api().patch(`/api/job/${jobId}`))
        .send({ address: { ...DENVER_SITE, name: 5 } })
        .expect(400);
      expect(response.body.errors['address.name']).toContain('Text only.');
      expect(await storedJob()).toEqual(before);
    });

    it('answers a GraphQL variable with more wrong values than GraphQL counts as bad user input', async () => {
      const jobs = 'query ($filters: JobFilters) { jobs(filters: $filters) { id } }';
      const response = await signedIn(api().post('/graphql'))
        .send({ query: jobs, variables: { filters: { jobIds: Array.from({ length: 60 }, () => true) } } })
        .expect(400);
      const codes = new Set(
        response.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code),
      );
      expect([...codes]).toEqual(['BAD_USER_INPUT']);
    });

    it('refuses a list where a list item belongs, storing nothing', async () => {
      const before = await eventsOfWorld();
      const response = await signedIn(api().post('/api/events'))
        .send({ events: [[]] })
        .expect(400);
      expect(response.body.errors).toEqual({ events: ['Each event needs a name.'] });
      expect(await eventsOfWorld()).toBe(before);
    });
  });
});
