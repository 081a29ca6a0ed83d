import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_PERMISSIONS } from '../../src/common/auth/permissions.js';
import { craneServiceInvoice, INVOICE_IDS } from '../../src/seed/demo-forms/invoice.js';
import { craneServiceQuote, QUOTE_IDS } from '../../src/seed/demo-forms/quote.js';
import { DENVER_SITE, jobWorld } from '../support/job-fixtures.js';
import { documentCases, type DocumentForms } from './fuzz/documents.js';
import { bearer, TestContext } from '../support/test-app.js';
import { graphqlCases } from './fuzz/graphql.js';
import { restCases, type FuzzRequest, type OpenApi } from './fuzz/rest.js';

/**
 * Property-based fuzzing of the whole API: every REST route of the OpenAPI document and every GraphQL query and
 * mutation of the schema, called with generated bad input (wrong types, NUL and lone surrogates, huge and deep
 * values, bad ids, dates and page keys, missing and extra fields) as a user holding every permission, and
 * unauthenticated, 50 calls at a time. Any server error, or a call without a proper HTTP answer, fails the run with
 * the calls at fault and fast-check's seed: `FUZZ_SEED=<seed>` replays it.
 */
const BATCH = 50;
const RUNS = 210;
const MIN_CASES = 10_000;

describe('fuzzing every route with bad input', () => {
  let ctx: TestContext;
  let dataDir: string;
  let token: string;
  let ids: string[];
  let forms: DocumentForms;
  let base: string;
  const agent = new Agent({ keepAlive: true, maxSockets: BATCH });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-fuzz-'));
    // The customer document routes' per-address limit would answer most of their calls with 429 before the handler.
    ctx = await TestContext.create({ dataDir, publicDocumentRequestsPerMinute: 1_000_000 });
    // Real sockets: Fastify's inject needs an ESM-only package Jest cannot load here.
    await ctx.app.listen(0, '127.0.0.1');
    base = await ctx.app.getUrl();
    const world = await jobWorld(ctx, [...ALL_PERMISSIONS]);
    token = world.token;
    const created = await ctx
      .http()
      .post('/graphql')
      .set(bearer(token))
      .send({
        query: 'mutation ($input: CreateComplexJobInput!) { createComplexJob(input: $input) { job { id } } }',
        variables: {
          input: {
            name: 'Fuzzed job',
            number: 'F-1',
            startDate: '2027-01-12',
            endDate: '2027-01-14',
            branchIds: [world.owner.branch.id],
            divisionIds: [world.owner.division.id],
            location: DENVER_SITE,
            complexTasks: [{ userIds: [world.crew[0].id], assetIds: [world.assets[0].id] }],
          },
        },
      })
      .expect(200);
    // The signed-in user's own id is left out: a call changing its permissions would end the fuzzing session.
    ids = [
      (created.body as { data: { createComplexJob: { job: { id: string } } } }).data.createComplexJob.job.id,
      world.accountId,
      world.owner.branch.id,
      world.owner.division.id,
      world.branch2.id,
      world.division2.id,
      ...world.crew.map((user) => user.id),
      ...world.assets.map((asset) => asset.id),
      ...world.assets.map((asset) => asset.categoryId),
    ];
    // The quote and invoice forms, and a quote: what the calls of the document cases (fuzz/documents.ts) work on.
    const template = async (input: object) => {
      const saved = await ctx
        .http()
        .post('/graphql')
        .set(bearer(token))
        .send({
          query:
            'mutation ($input: CreateFormTemplateInput!) { createFormTemplate(input: $input) { formTemplate { id } } }',
          variables: { input: { ...input, divisionId: world.owner.division.id } },
        })
        .expect(200);
      return (saved.body as { data: { createFormTemplate: { formTemplate: { id: string } } } }).data.createFormTemplate
        .formTemplate.id;
    };
    const quoteFormId = await template(craneServiceQuote().template);
    const invoiceFormId = await template(craneServiceInvoice().template);
    const quote = async () => {
      const { body } = await ctx
        .http()
        .post('/api/form')
        .set(bearer(token))
        .send({ formId: quoteFormId, localDateTime: '2026-11-18T09:00', fields: [] })
        .expect(201);
      return (body as { data: { id: string } }).data.id;
    };
    const mutate = async (field: string, id: string, selection = 'success') => {
      const { body } = await ctx
        .http()
        .post('/graphql')
        .set(bearer(token))
        .send({ query: `mutation ($id: ID!) { ${field}(id: $id) { ${selection} } }`, variables: { id } })
        .expect(200);
      return (body as { data: Record<string, { success: boolean; link?: string }> }).data[field];
    };
    /** The token of a new customer link of the quote. */
    const tokenOf = async (id: string) => (await mutate('createFormSubmissionLink', id, 'link')).link!.split('/d/')[1];
    const sentQuote = await quote();
    const revoked = await tokenOf(sentQuote);
    await mutate('revokeFormSubmissionLink', sentQuote);
    forms = {
      quoteFormId,
      quoteLineItems: QUOTE_IDS.lineItems,
      invoiceFormId,
      invoiceLineItems: INVOICE_IDS.lineItems,
      ids: [ids[0], sentQuote],
      tokens: { live: await tokenOf(await quote()), revoked },
    };
  }, 60_000);

  afterAll(async () => {
    agent.destroy();
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /**
   * Sends a generated call as is (no client-side encoding or compression) on a kept-alive connection; when the server
   * closed that connection (it may, after refusing a body unread), once more on a new one.
   */
  function call(request: FuzzRequest, reuse = true): Promise<{ status: number; body: string }> {
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (request.signedIn) headers.authorization = `Bearer ${token}`;
    if (request.contentType) headers['content-type'] = request.contentType;
    if (request.url.startsWith('/graphql')) headers['apollo-require-preflight'] = 'true';
    const payload = request.method === 'GET' ? undefined : request.payload;
    // Node frames a DELETE body only with an explicit length.
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    return new Promise((resolve, reject) => {
      const options = { method: request.method, headers, agent: reuse ? agent : false };
      const sent = httpRequest(`${base}${request.url}`, options, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      });
      sent.on('error', (error) => {
        if (reuse) call(request, false).then(resolve, reject);
        else reject(error);
      });
      sent.end(payload);
    });
  }

  /** A 5xx, or a GraphQL answer with an INTERNAL_SERVER_ERROR among its errors. */
  function serverError(status: number, body: string): boolean {
    if (status >= 500) return true;
    let errors: unknown;
    try {
      errors = (JSON.parse(body) as { errors?: unknown }).errors;
    } catch {
      return false;
    }
    const internal = (error: { extensions?: { code?: string } }) => error.extensions?.code === 'INTERNAL_SERVER_ERROR';
    return Array.isArray(errors) && errors.some(internal);
  }

  it(`answers ${MIN_CASES.toLocaleString('en-US')}+ generated bad calls without a server error`, async () => {
    const openApi = (await ctx.http().get('/api/docs-json').expect(200)).body as OpenApi;
    const schema = ctx.app.get(GraphQLSchemaHost).schema;
    const operations = [...restCases(openApi, ids), ...graphqlCases(schema, ids), ...documentCases(forms)];
    const started = performance.now();
    const cpu = process.cpuUsage();
    let sent = 0;

    /** The call and what went wrong, or null: a server error, or no proper HTTP answer at all. */
    const send = async (request: FuzzRequest): Promise<string | null> => {
      const shown = `${request.method} ${request.url.slice(0, 300)} ${(request.payload ?? '').slice(0, 300)}`;
      sent += 1;
      try {
        const { status, body } = await call(request);
        return serverError(status, body) ? `${shown}\n  -> ${status} ${body.slice(0, 500)}` : null;
      } catch (error) {
        return `${shown}\n  -> no answer: ${String(error)}`;
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(...operations), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const failures = (await Promise.all(batch.map(send))).filter((failure) => failure !== null);
        if (failures.length) throw new Error(`Server errors:\n${failures.join('\n')}`);
      }),
      { numRuns: RUNS, endOnFailure: true, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
    );

    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    console.log(
      `Fuzzing: ${sent} calls of ${operations.length} operations in ${seconds.toFixed(1)} s ` +
        `(${((user + system) / 1e6).toFixed(1)} s of CPU, server and client), no server error`,
    );
    expect(sent).toBeGreaterThanOrEqual(MIN_CASES);
  }, 300_000);
});
