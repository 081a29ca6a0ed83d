import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Field, ObjectType, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { RequireScopes } from '../../src/common/auth/require-scopes.decorator.js';
import { JobsService } from '../../src/jobs/jobs.service.js';
import { MISSING } from '../support/job-fixtures.js';
import { bearer, TestContext } from '../support/test-app.js';

/** A query any signed-in user may call, whose type has a field resolver for `web:invoice` and an undeclared one. */
@ObjectType()
class GuardProbe {
  @Field() id: string;
}

@Resolver(() => GuardProbe)
class GuardProbeResolver {
  @Query(() => GuardProbe)
  @RequireScopes()
  guardProbe(): GuardProbe {
    return { id: 'probe' };
  }

  @ResolveField(() => String)
  @RequireScopes('web:invoice')
  invoiceTotal(): string {
    return '1250.00';
  }

  @ResolveField(() => String, { nullable: true })
  undeclared(): string {
    return 'open';
  }
}

/** The schedule's query (client/src/features/schedule/scheduleJobs.ts) at its page size. */
const SCHEDULE_PAGE = `complexJobs(filters: { pageInfo: { limit: 2000 } }) {
  items { id number name status startDate endDate color { code } } pageInfo { nextPageKey hasNextPage } }`;
const NO_PERMISSION = 'You do not have permission to do this.';
const SERVER_ERROR = 'Something went wrong. Please try again.';

const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join('\n');

describe('GraphQL hardening', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create({}, [GuardProbeResolver]);
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const post = (token: string | null, query: string, variables: object = {}) => {
    const call = ctx.http().post('/graphql');
    return (token ? call.set(bearer(token)) : call).send({ query, variables });
  };
  const scheduler = async () => (await ctx.newUser({ permissions: ['web:schedule'] })).token;

  describe('query cost', () => {
    it('refuses 50 aliases of the schedule query before anything resolves; one of them passes', async () => {
      const token = await scheduler();
      const pages = jest.spyOn(ctx.app.get(JobsService), 'pageComplexJobs');
      const response = await post(token, `{ ${aliases(50, SCHEDULE_PAGE)} }`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        errors: [
          {
            message:
              'Query is too costly: its answer may hold 800,250 fields, at most 100,000 allowed. ' +
              'Ask for smaller pages or fewer fields.',
            extensions: { code: 'QUERY_TOO_COSTLY', cost: 800_250, maxCost: 100_000 },
          },
        ],
      });
      expect(pages).not.toHaveBeenCalled();

      const one = await post(token, `{ ${SCHEDULE_PAGE} }`).expect(200);
      expect(one.body).toEqual({
        data: { complexJobs: { items: [], pageInfo: { nextPageKey: null, hasNextPage: false } } },
      });
    });

    it('counts a list at its page size: a huge limit, and a full page with every task day, are refused', async () => {
      const token = await scheduler();
      const pages = jest.spyOn(ctx.app.get(JobsService), 'pageComplexJobs');
      const byLimit = `query Page($limit: Int) { complexJobs(filters: { pageInfo: { limit: $limit } }) { items { id } } }`;
      const huge = await post(token, byLimit, { limit: 1_000_000 }).expect(400);
      expect(huge.body.errors[0].extensions).toEqual({ code: 'QUERY_TOO_COSTLY', cost: 1_000_002, maxCost: 100_000 });

      const everyDay = (limit: number) => `{ complexJobs(filters: { pageInfo: { limit: ${limit} } }) {
        items { id tasks { id entries { id entryDate assetIds userIds } } documents { id name url } } } }`;
      const full = await post(token, everyDay(2000)).expect(400);
      expect(full.body.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
      expect(pages).not.toHaveBeenCalled();

      const small = await post(token, everyDay(100)).expect(200);
      expect(small.body).toEqual({ data: { complexJobs: { items: [] } } });
    });
  });

  describe('root fields and mutations per request', () => {
    it('refuses more than 10 root fields, aliases counted', async () => {
      const token = await scheduler();
      const tooMany = await post(token, `{ ${aliases(11, 'me { id }')} }`).expect(400);
      expect(tooMany.body.errors).toEqual([
        {
          message: 'Query has too many root fields: 11, at most 10 allowed.',
          extensions: { code: 'TOO_MANY_ROOT_FIELDS' },
        },
      ]);
      const ten = await post(token, `{ ${aliases(10, 'me { id }')} }`).expect(200);
      expect(Object.keys(ten.body.data)).toHaveLength(10);
    });

    it('refuses more than 5 mutations in one request, and runs none of them', async () => {
      const token = await scheduler();
      const deletes = jest.spyOn(ctx.app.get(JobsService), 'delete');
      const mutation = (count: number) =>
        `mutation { ${aliases(count, `deleteComplexJob(id: "${MISSING}") { code success }`)} }`;
      const tooMany = await post(token, mutation(6)).expect(400);
      expect(tooMany.body.errors).toEqual([
        {
          message: 'Request has too many mutations: 6, at most 5 allowed.',
          extensions: { code: 'TOO_MANY_MUTATIONS' },
        },
      ]);
      expect(deletes).not.toHaveBeenCalled();

      const five = await post(token, mutation(5)).expect(200);
      expect(Object.values(five.body.data)).toEqual(Array(5).fill({ code: 404, success: false }));
    });
  });

  describe('field resolvers', () => {
    it("check the field's own scopes after the query's", async () => {
      const { token: scheduling } = await ctx.newUser({ permissions: ['web:schedule'] });
      const refused = await post(scheduling, '{ guardProbe { id invoiceTotal } }').expect(200);
      expect(refused.body).toEqual({
        data: null,
        errors: [
          {
            message: NO_PERMISSION,
            locations: [{ line: 1, column: 19 }],
            path: ['guardProbe', 'invoiceTotal'],
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      });

      const { token: invoicing } = await ctx.newUser({ permissions: ['web:invoice'] });
      const allowed = await post(invoicing, '{ guardProbe { id invoiceTotal } }').expect(200);
      expect(allowed.body).toEqual({ data: { guardProbe: { id: 'probe', invoiceTotal: '1250.00' } } });
    });

    it('refuse a field resolver that declares no access rule', async () => {
      const { token } = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      const response = await post(token, '{ guardProbe { id undeclared } }').expect(200);
      expect(response.body.data).toEqual({ guardProbe: { id: 'probe', undeclared: null } });
      expect(response.body.errors).toEqual([
        expect.objectContaining({
          message: 'This endpoint declares no access rule.',
          extensions: { code: 'FORBIDDEN' },
        }),
      ]);
    });
  });

  describe('error codes', () => {
    const ONE = `query One($id: ID!) { complexJob(input: { id: $id }) { id } }`;
    const errorOf = async (token: string | null, query: string, variables: object = {}) => {
      const { body } = await post(token, query, variables).expect(200);
      expect(body.errors).toHaveLength(1);
      return body.errors[0] as { message: string; extensions: Record<string, unknown> };
    };

    it('answers NOT_FOUND, FORBIDDEN and UNAUTHENTICATED with their messages and nothing else', async () => {
      const token = await scheduler();
      expect(await errorOf(token, ONE, { id: MISSING })).toMatchObject({
        message: 'Job not found.',
        extensions: { code: 'NOT_FOUND' },
      });
      const { token: stranger } = await ctx.newUser({ permissions: ['web:quoting'] });
      expect(await errorOf(stranger, ONE, { id: MISSING })).toMatchObject({
        message: NO_PERMISSION,
        extensions: { code: 'FORBIDDEN' },
      });
      expect(await errorOf(null, ONE, { id: MISSING })).toMatchObject({
        message: 'Unauthorized',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      for (const [query, variables] of [
        [ONE, { id: MISSING }],
        ['{ me { id } }', {}],
      ] as const) {
        expect(Object.keys((await errorOf(null, query, variables)).extensions)).toEqual(['code']);
      }
    });

    it('answers BAD_USER_INPUT for a validation failure and a bad argument, with the field errors', async () => {
      const token = await scheduler();
      const PAGE = `query Page($filters: ComplexJobFilters) { complexJobs(filters: $filters) { items { id } } }`;
      const limit = await errorOf(token, PAGE, { filters: { pageInfo: { limit: 5000 } } });
      expect(limit).toMatchObject({
        message: 'Limit must be between 1 and 2000.',
        extensions: { code: 'BAD_USER_INPUT', errors: { 'pageInfo.limit': ['Limit must be between 1 and 2000.'] } },
      });
      const key = await errorOf(token, PAGE, { filters: { pageInfo: { nextPageKey: 'garbage' } } });
      expect(key).toMatchObject({ message: 'Invalid page key.', extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('answers a server fault as INTERNAL_SERVER_ERROR with a generic message, revealing nothing', async () => {
      const token = await scheduler();
      jest
        .spyOn(ctx.app.get(JobsService), 'getComplexJob')
        .mockRejectedValue(new Error('connect ECONNREFUSED 10.0.0.7:5432'));
      const { body } = await post(token, ONE, { id: MISSING }).expect(200);
      expect(body.errors).toEqual([
        {
          message: SERVER_ERROR,
          locations: [{ line: 1, column: 23 }],
          path: ['complexJob'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
      expect(JSON.stringify(body)).not.toContain('10.0.0.7');
    });
  });

  describe('stack traces', () => {
    /** A test app as a development server starts (NODE_ENV unset means development; Apollo reads it at start). */
    async function developmentApp(overrides: object = {}) {
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'development';
      try {
        return await TestContext.create(overrides);
      } finally {
        process.env.NODE_ENV = nodeEnv;
      }
    }

    async function serverError(app: TestContext) {
      const { token } = await app.newUser({ permissions: ['web:schedule'] });
      jest.spyOn(app.app.get(JobsService), 'getComplexJob').mockRejectedValue(new Error('Disk full'));
      const query = `{ complexJob(input: { id: "${MISSING}" }) { id } }`;
      const { body } = await app.http().post('/graphql').set(bearer(token)).send({ query }).expect(200);
      return body.errors[0] as { message: string; extensions: Record<string, unknown> };
    }

    it('are not sent by default, not even by a development server', async () => {
      const app = await developmentApp();
      try {
        const error = await serverError(app);
        expect(error).toMatchObject({ message: SERVER_ERROR, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
        expect(error.extensions).not.toHaveProperty('stacktrace');
        const unauthenticated = await app.http().post('/graphql').send({ query: '{ me { id } }' }).expect(200);
        expect(unauthenticated.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED' });
      } finally {
        await app.close();
      }
    });

    it('are sent with GRAPHQL_DEBUG=true', async () => {
      const app = await developmentApp({ graphqlDebug: true });
      try {
        const error = await serverError(app);
        expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
        expect(error.extensions.stacktrace).toEqual(expect.arrayContaining(['Error: Disk full']));
      } finally {
        await app.close();
      }
    });
  });
});
