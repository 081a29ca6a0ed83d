import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, TestContext } from '../support/test-app.js';

describe('platform', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  it('reports health with the database status', async () => {
    const response = await ctx.http().get('/api/health').expect(200);
    expect(response.body).toEqual({
      data: { status: 'ok', database: { status: 'up', latencyMs: expect.any(Number) } },
    });
  });

  it('sends security headers and a request id, echoing one the caller chose', async () => {
    const response = await ctx.http().get('/api/health').set('x-request-id', 'support-ticket-42');
    expect(response.headers['x-request-id']).toBe('support-ticket-42');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const generated = await ctx.http().get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses large answers', async () => {
    const response = await ctx.http().get('/api/docs-json').set('accept-encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes the OpenAPI document with every route and the bearer scheme', async () => {
    const response = await ctx.http().get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/sign-in', '/api/auth/me', '/api/feature-flags', '/api/events', '/api/health']),
    );
    expect(response.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    await ctx.http().get('/api/docs').expect(200);
  });

  it('has the OpenAPI document that src/openapi.json shows, the source of the client REST types (start the app in development to rewrite it)', async () => {
    const response = await ctx.http().get('/api/docs-json').expect(200);
    const committed = JSON.parse(readFileSync(join(process.cwd(), 'src/openapi.json'), 'utf8'));
    expect(committed).toEqual(response.body);
  });

  it('answers an unknown API route with "Route not found."', async () => {
    const response = await ctx.http().get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Route not found.' });
    await ctx.http().post('/api/no-such-thing').send({}).expect(404);
  });

  const built = existsSync(join(process.cwd(), 'client/dist/index.html'));
  (built ? it : it.skip)('serves the SPA for client routes, with history fallback', async () => {
    const response = await ctx.http().get('/admin/users/user-detail?userId=1').expect(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  describe('GraphQL', () => {
    const query = (token: string | null, body: object) => {
      const call = ctx.http().post('/graphql').set('content-type', 'application/json');
      return (token ? call.set(bearer(token)) : call).send(body);
    };

    it('has the schema that src/schema.graphql shows for review (start the app in development to rewrite it)', () => {
      const schema = printSchema(lexicographicSortSchema(ctx.app.get(GraphQLSchemaHost).schema));
      const committed = readFileSync(join(process.cwd(), 'src/schema.graphql'), 'utf8').replace(/^#.*\n/gm, '');
      expect(committed.trim()).toBe(schema.trim());
    });

    it('answers an authenticated query', async () => {
      const { user, token } = await ctx.newUser();
      const response = await query(token, { query: '{ me { id firstName accountId } }' }).expect(200);
      expect(response.body).toEqual({ data: { me: { id: user.id, firstName: 'Test', accountId: user.accountId } } });
    });

    it('refuses a query without a token', async () => {
      const response = await query(null, { query: '{ me { id } }' });
      expect(response.body.errors[0].message).toBe('Unauthorized');
      expect(response.body.data).toBeNull();
    });

    it('refuses queries nested too deep before resolving anything', async () => {
      const { token } = await ctx.newUser();
      const deep = '{ me { ' + 'a { '.repeat(11) + 'id' + ' }'.repeat(11) + ' } }';
      const response = await query(token, { query: deep });
      expect(response.status).toBe(400);
      expect(response.body.errors.map((e: { message: string }) => e.message)).toContain(
        'Query is too deep: 13 levels, at most 10 allowed.',
      );
    });
  });
});
