// A busy office's mix under load (issue 30), against a PostgreSQL server, in one run:
//  - creates a fresh database bench_office_<random> on BENCH_PG_URL with the demo account (cli.js seed);
//  - starts the built server, signs in as the demo office user and sends BENCH_CONNECTIONS (40) requests at a time
//    for BENCH_DURATION (60) seconds, each a call of the mix below picked at random by weight: quote search,
//    submission reads, timecard and invoice edits (each of BENCH_EDITED_DOCUMENTS timecards and draft invoices, made
//    through createInvoice before the load where the demo has fewer), invoice creation, the schedule's month view,
//    the dispatch day and /me;
//  - then does the same with two servers against the same database, the connections split between them;
//  - prints per call the count, the failures, p50, p99 and the slowest answer. Goals: no failed request (any
//    non-2xx, GraphQL error, unsuccessful mutation or timeout) and no freeze (no answer slower than FREEZE_MS);
//  - stops the servers and drops the database, also on errors or Ctrl-C.
// Options (environment): BENCH_PG_URL, BENCH_CONNECTIONS, BENCH_DURATION (seconds per phase), BENCH_PHASES (1,2),
// BENCH_EDITED_DOCUMENTS (100).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  benchDatabase,
  DIST,
  DEMO_OFFICE_EMAIL,
  ensureBuilt,
  expect,
  machine,
  mark,
  ms,
  percentile,
  printTable,
  productionSecrets,
  runBench,
  signIn,
  startServer,
  stop,
  thousands,
} from './lib.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 40);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 60) * 1000;
const PHASES = (process.env.BENCH_PHASES ?? '1,2').split(',').map(Number);
const REQUEST_TIMEOUT_MS = 30_000;
/** An answer slower than this is a freeze: the pool's connect timeout is 10 s. */
const FREEZE_MS = 5_000;
/**
 * How many timecards, and how many draft invoices, the edits draw from: an office's open documents, so that two
 * people sometimes edit one document at the same moment, not 40 at once (BENCH_EDITED_DOCUMENTS=1 measures that).
 */
const EDITED_DOCUMENTS = Number(process.env.BENCH_EDITED_DOCUMENTS ?? 100);

// The documents as the client sends them (client/src/features/schedule, dispatch, invoicing).
const CALENDAR_JOB_FIELDS = `fragment CalendarJobFields on ComplexJob {
  id number name status startDate endDate color { code __typename } __typename
}`;
const MONTH = `query ScheduleComplexJobs($branchIds: [ID!]!, $divisionIds: [ID!]!, $startDate: String!,
    $endDate: String!, $nextPageKey: String, $limit: Int!) {
  complexJobs(filters: { branchIds: $branchIds, divisionIds: $divisionIds, startDate: $startDate, endDate: $endDate,
      pageInfo: { nextPageKey: $nextPageKey, limit: $limit } }) {
    items { ...CalendarJobFields __typename } pageInfo { nextPageKey hasNextPage __typename } __typename
  }
}
${CALENDAR_JOB_FIELDS}`;
const DISPATCH_DAY = `query DispatchComplexJobs($branchIds: [ID!]!, $day: String!, $nextPageKey: String, $limit: Int!) {
  complexJobs(filters: { branchIds: $branchIds, startDate: $day, endDate: $day,
      pageInfo: { nextPageKey: $nextPageKey, limit: $limit } }) {
    items { ...CalendarJobFields customer { name } location { name formattedAddress }
      tasks { id name startDate endDate assetIds userIds } }
    pageInfo { nextPageKey hasNextPage }
  }
}
${CALENDAR_JOB_FIELDS}`;
const INVOICE_WRITE = `code success message errors { path message } formSubmission { id status totalCents }
  invoice { id status amountCents }`;
const CREATE_INVOICE = `mutation Create($input: CreateInvoiceInput!) { createInvoice(input: $input) { ${INVOICE_WRITE} } }`;
const UPDATE_INVOICE = `mutation Update($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { ${INVOICE_WRITE} } }`;

const isoDay = (date) => date.toISOString().slice(0, 10);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** What the mix works on, read from the demo data. */
async function demoData(db, accountId) {
  const form = async (slug) => {
    const { rows } = await db.query(
      'SELECT id FROM form_template WHERE account_id = $1 AND lower(form_type_slug) = $2 ORDER BY name LIMIT 1',
      [accountId, slug],
    );
    expect(rows.length === 1, `the demo account has no ${slug} form`);
    return rows[0].id;
  };
  const ids = async (sql, params) => (await db.query(sql, params)).rows.map((row) => row.id);
  const quoteFormId = await form('quote');
  const timecardFormId = await form('timecard');
  const invoiceFormId = await form('invoice');
  const submissionsOf = (formId, limit) =>
    ids('SELECT id FROM form_submission WHERE account_id = $1 AND form_id = $2 ORDER BY number LIMIT $3', [
      accountId,
      formId,
      limit,
    ]);
  const data = {
    quoteFormId,
    timecardFormId,
    invoiceFormId,
    quotes: await submissionsOf(quoteFormId, 200),
    timecards: await submissionsOf(timecardFormId, 200),
    editedTimecards: await submissionsOf(timecardFormId, EDITED_DOCUMENTS),
    editedInvoices: await ids(
      `SELECT id FROM form_submission WHERE account_id = $1 AND form_id = $2 AND status = 'draft'
        ORDER BY number LIMIT $3`,
      [accountId, invoiceFormId, EDITED_DOCUMENTS],
    ),
    jobs: await ids('SELECT id FROM job WHERE account_id = $1 ORDER BY number LIMIT 50', [accountId]),
    branchIds: await ids('SELECT id FROM branch WHERE account_id = $1', [accountId]),
    divisionIds: await ids('SELECT id FROM division WHERE account_id = $1', [accountId]),
  };
  for (const [name, value] of Object.entries(data)) expect(value.length > 0, `the demo data has no ${name}`);
  return data;
}

/** The schedule's month view of today's month: its full weeks, Sunday to Saturday. */
function monthWindow(today) {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  first.setUTCDate(1 - first.getUTCDay());
  last.setUTCDate(last.getUTCDate() + 6 - last.getUTCDay());
  return { startDate: isoDay(first), endDate: isoDay(last) };
}

const invoiceLines = (quantity) => [
  {
    lineItemId: 'load-test',
    name: '90t crane',
    quantity,
    rate: 325.5,
    unit: 'hr',
    notes: '',
    startDate: '2026-11-02',
    endDate: '2026-11-06',
  },
];

/** The calls of the mix, with their weights: each answers a request description for `send`. */
async function mix(data, userId) {
  const demoForm = (name) => import(pathToFileURL(join(DIST, `src/seed/demo-forms/${name}.js`)).href);
  const { INVOICE_IDS } = await demoForm('invoice');
  const { TIMECARD_IDS } = await demoForm('timecard');
  const month = monthWindow(new Date());
  const graphql = (query, variables) => ({ method: 'POST', path: '/graphql', body: { query, variables } });
  let edits = 0;
  return [
    {
      call: 'quote search',
      weight: 15,
      request: () => ({
        method: 'POST',
        path: `/api/forms/${data.quoteFormId}/submission/search`,
        body: { limit: 20, ...(Math.random() < 0.5 ? { fullTextSearch: [{ value: 'crane' }] } : {}) },
      }),
    },
    {
      call: 'submission read',
      weight: 15,
      request: () =>
        Math.random() < 0.5
          ? { method: 'GET', path: `/api/forms/${data.quoteFormId}/submission/${pick(data.quotes)}` }
          : { method: 'GET', path: `/api/forms/${data.timecardFormId}/submission/${pick(data.timecards)}` },
    },
    {
      call: 'timecard edit',
      weight: 10,
      request: () => ({
        method: 'PATCH',
        path: `/api/forms/${data.timecardFormId}/submission/${pick(data.editedTimecards)}`,
        body: {
          fields: [{ id: TIMECARD_IDS.workPerformed, value: `Lifted steel, pass ${++edits}` }],
          changeNotes: 'Corrected the work performed',
        },
      }),
    },
    {
      call: 'invoice edit',
      weight: 10,
      request: () =>
        graphql(UPDATE_INVOICE, {
          input: {
            id: pick(data.editedInvoices),
            formSubmission: {
              fields: [{ id: INVOICE_IDS.lineItems, value: invoiceLines(1 + (++edits % 12)) }],
              changeNotes: 'Corrected the hours',
            },
          },
        }),
    },
    {
      call: 'invoice creation',
      weight: 5,
      request: () =>
        graphql(CREATE_INVOICE, {
          input: {
            formSubmission: {
              formId: data.invoiceFormId,
              userId,
              localDateTime: '2026-11-20T10:00',
              fields: [
                { id: INVOICE_IDS.invoiceDate, value: '2026-11-20' },
                { id: INVOICE_IDS.paymentTerms, value: 'Net 30' },
                { id: INVOICE_IDS.lineItems, value: invoiceLines(8) },
              ],
              data: { status: 'draft' },
            },
            jobId: pick(data.jobs),
          },
        }),
    },
    {
      call: 'month view',
      weight: 10,
      request: () =>
        graphql(MONTH, {
          branchIds: data.branchIds,
          divisionIds: data.divisionIds,
          ...month,
          nextPageKey: null,
          limit: 2000,
        }),
    },
    {
      call: 'dispatch day',
      weight: 10,
      request: () => graphql(DISPATCH_DAY, { branchIds: [pick(data.branchIds)], day: isoDay(new Date()), limit: 500 }),
    },
    { call: '/me', weight: 25, request: () => ({ method: 'GET', path: '/api/auth/me' }) },
  ];
}

/** Sends one request; answers `{ failure }`: null when it succeeded, else what went wrong; and a GraphQL payload. */
async function send(url, token, { method, path, body }) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (response.status < 200 || response.status > 299) return { failure: `${response.status} ${text.slice(0, 200)}` };
  if (path !== '/graphql') return { failure: null };
  const answer = JSON.parse(text);
  if (answer.errors) return { failure: `GraphQL ${JSON.stringify(answer.errors).slice(0, 200)}` };
  const payload = Object.values(answer.data ?? {})[0];
  if (payload && typeof payload === 'object' && payload.success === false)
    return { failure: `${payload.code} ${payload.message} ${JSON.stringify(payload.errors ?? [])}`.slice(0, 200) };
  return { failure: null, payload };
}

/** Tops the draft invoices the edits draw from up to EDITED_DOCUMENTS, one createInvoice at a time (before the load). */
async function draftInvoices(url, token, calls, data) {
  const creation = calls.find(({ call }) => call === 'invoice creation');
  while (data.editedInvoices.length < EDITED_DOCUMENTS) {
    const { failure, payload } = await send(url, token, creation.request());
    expect(!failure, `a draft invoice to edit could not be made: ${failure}`);
    data.editedInvoices.push(payload.formSubmission.id);
  }
}

/** CONNECTIONS loops for DURATION_MS over the servers in turn; answers each call's times and failures. */
async function load(urls, token, calls) {
  const totalWeight = calls.reduce((sum, { weight }) => sum + weight, 0);
  const choose = () => {
    let draw = Math.random() * totalWeight;
    return calls.find(({ weight }) => (draw -= weight) < 0) ?? calls[calls.length - 1];
  };
  const results = new Map(calls.map(({ call }) => [call, { times: [], failures: [] }]));
  const deadline = performance.now() + DURATION_MS;
  const loop = async (index) => {
    const url = urls[index % urls.length];
    while (performance.now() < deadline) {
      const { call, request } = choose();
      const startedAt = performance.now();
      const { failure } = await send(url, token, request()).catch((error) => ({
        failure: String(error?.cause ?? error),
      }));
      const result = results.get(call);
      result.times.push(performance.now() - startedAt);
      if (failure) result.failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => loop(index)));
  return results;
}

function report(label, results) {
  console.log(
    `\n${label}: ${CONNECTIONS} connections for ${DURATION_MS / 1000} s, edits of ${EDITED_DOCUMENTS} timecards ` +
      `and ${EDITED_DOCUMENTS} invoices; after it: ${machine()}`,
  );
  const rows = [['call', 'requests', 'failed', 'p50 / p99 / max']];
  let failed = 0;
  let slowest = 0;
  let total = 0;
  for (const [call, { times, failures }] of results) {
    const max = Math.max(...times);
    rows.push([
      call,
      thousands(times.length),
      failures.length,
      `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))} / ${ms(max)}`,
    ]);
    failed += failures.length;
    slowest = Math.max(slowest, max);
    total += times.length;
  }
  printTable(rows);
  console.log(`  ${thousands(total / (DURATION_MS / 1000))} req/s`);
  for (const [call, { failures }] of results) {
    for (const failure of new Set(failures)) console.log(`  failed ${call}: ${failure}`);
  }
  console.log(`  no failed request: ${mark(failed === 0)} (${failed})`);
  console.log(`  no freeze (every answer within ${FREEZE_MS} ms): ${mark(slowest <= FREEZE_MS)} (${ms(slowest)})`);
}

await runBench(async () => {
  ensureBuilt();
  console.log(machine());
  const { db, env, accountId } = await benchDatabase('bench_office');
  const data = await demoData(db, accountId);
  const secrets = productionSecrets();
  for (const instances of PHASES) {
    const servers = [];
    for (let index = 0; index < instances; index++) {
      servers.push(await startServer(env, { secrets, label: `server ${index + 1}` }));
    }
    const urls = servers.map(({ url }) => url);
    const token = await signIn(urls[0], DEMO_OFFICE_EMAIL);
    const { rows } = await db.query('SELECT id FROM "user" WHERE email = $1', [DEMO_OFFICE_EMAIL]);
    const calls = await mix(data, rows[0].id);
    await draftInvoices(urls[0], token, calls, data);
    const results = await load(urls, token, calls);
    report(`${instances} instance${instances > 1 ? 's' : ''}`, results);
    for (const { app } of servers) await stop(app);
  }
});
