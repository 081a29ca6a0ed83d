import { afterAll, beforeAll, it } from '@jest/globals';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import fc from 'fast-check';
import { TestContext } from '../support/test-app.js';
import { graphqlCases } from './fuzz/graphql.js';
import { restCases, type OpenApi } from './fuzz/rest.js';

let ctx: TestContext;
beforeAll(async () => { ctx = await TestContext.create(); }, 60_000);
afterAll(() => ctx.close());
it('gen', () => {
  const schema = ctx.app.get(GraphQLSchemaHost).schema;
  return ctx.http().get('/api/docs-json').then((r) => {
    const ops = [...restCases(r.body as OpenApi, ['4a8e1d2c-0b1f-4c3a-9d5e-6f7a8b9c0d1e']), ...graphqlCases(schema, [])];
    let t = performance.now();
    const s = fc.sample(fc.array(fc.oneof(...ops), { minLength: 40, maxLength: 40 }), { numRuns: 50, seed: 42 });
    console.log('gen 2000', performance.now() - t, s.flat().reduce((n, c) => n + (c.payload?.length ?? 0) + c.url.length, 0));
  });
}, 120_000);
