// Groundcrew GraphQL read benchmark (issues 16 and 31; the goals are issue 31's): the app against a bare baseline doing the same SQL, in one run:
//  - creates a fresh database bench_graphql_<random> on BENCH_PG_URL with the demo account (cli.js seed), grows it by
//    SQL to BENCH_JOBS jobs (bench/jobs-data.mjs) and BENCH_QUOTES quotes (submissions of the demo quote form);
//  - cold start: the built server on a fresh DATA_DIR with the embedded database, spawn to the first 200 of
//    /api/health, the median of BENCH_COLD_STARTS (goal <= 3.5 s);
//  - starts the built server on the bench database and bench/graphql-baseline.mjs (bare Fastify + pg + jsonwebtoken,
//    the same JWT secret), signs in as the demo office user, and checks once that both answer the same JSON (key
//    order aside) for every case;
//  (a) load: per case, a warm-up, then BENCH_ROUNDS rounds of BENCH_DURATION seconds on each server at
//      BENCH_CONNECTIONS connections (autocannon), the servers' order alternating from round to round so drift on the
//      machine hits both alike; requests per second and the ratio app / baseline (goals: >= 0.8 for the GraphQL reads
//      and the quote search, >= 1.0 for GET /api/auth/me);
//  (b) low load: one request at a time on one keep-alive connection per server, app and baseline alternating request
//      by request, BENCH_SAMPLES measured after a warm-up; p50 of each and the difference. The fixed cost of a
//      GraphQL request is that difference for an empty complexJobs window (goal <= 1.5 ms);
//  - stops the servers and drops the database, also on errors or Ctrl-C.
// With BENCH_COMPARE_DIST (another build, e.g. the code before a change) that build runs beside the app on the same
// database with the same secret, and every figure is given for both, measured in the same rounds.
// Options (environment): BENCH_PG_URL, BENCH_DIST, BENCH_COMPARE_DIST, BENCH_CONNECTIONS (50), BENCH_DURATION (4 s),
// BENCH_ROUNDS (6), BENCH_WARMUP (2 s), BENCH_SAMPLES (300), BENCH_COLD_STARTS (3), BENCH_JOBS (5,000), BENCH_QUOTES
// (2,000), BENCH_CASES (all; a comma-separated list of me, priceBookItems, complexJobs, formTemplates, quotes, empty),
// BENCH_NODE_ARGS (node options for the servers, e.g. --cpu-prof), BENCH_BASELINE_PREPARED=1 (the baseline prepares its
// statements as the app's hot reads do).
import { mkdtempSync, chmodSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { generateJobs } from './jobs-data.mjs';
import {
  benchDatabase,
  DEMO_OFFICE_EMAIL,
  DIST,
  ensureBuilt,
  expect,
  freePort,
  machine,
  mark,
  ms,
  percentile,
  printTable,
  productionSecrets,
  ROOT,
  runBench,
  serverEntry,
  signIn,
  start,
  startServer,
  stop,
  thousands,
  waitFor200,
} from './lib.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 3);
const WARMUP_SAMPLES = 50;
const SIZES = { jobs: Number(process.env.BENCH_JOBS ?? 5000), quotes: Number(process.env.BENCH_QUOTES ?? 2000) };
const COMPARE_DIST = process.env.BENCH_COMPARE_DIST ? resolve(ROOT, process.env.BENCH_COMPARE_DIST) : null;
const GOAL = { ratio: 0.8, meRatio: 1.0, fixedCostMs: 1.5, coldStartMs: 3500 };
/** The complexJobs page size of the schedule (PAGE_LIMIT, client/src/features/schedule/scheduleJobs.ts). */
const PAGE_LIMIT = 2000;
const QUOTE_PAGE = 20;
/** A month without jobs: the generated ones start at most 540 days back. */
const EMPTY_WINDOW = { startDate: '1990-01-01', endDate: '1990-02-03' };

// The documents as the client sends them (Apollo Client adds __typename to every selection set):
// client/src/features/pricebook/pricebook.ts, client/src/features/schedule/scheduleJobs.ts, and the admin form list
// of bench/forms.mjs.
const PRICE_BOOK_ITEMS = `query PriceBookItems($filters: PriceBookFilters) {
  priceBookItems(filters: $filters) { ...PriceBookItemFields __typename }
}
fragment PriceBookItemFields on PriceBookItem {
  id name description rate unit category divisionIds branchIds __typename
}`;
const SCHEDULE_COMPLEX_JOBS = `query ScheduleComplexJobs($branchIds: [ID!]!, $divisionIds: [ID!]!, $startDate: String!,
    $endDate: String!, $nextPageKey: String, $limit: Int!) {
  complexJobs(filters: { branchIds: $branchIds, divisionIds: $divisionIds, startDate: $startDate, endDate: $endDate,
      pageInfo: { nextPageKey: $nextPageKey, limit: $limit } }) {
    items { ...CalendarJobFields __typename }
    pageInfo { nextPageKey hasNextPage __typename }
    __typename
  }
}
fragment CalendarJobFields on ComplexJob {
  id number name status startDate endDate color { code __typename } __typename
}`;
const ADMIN_FORMS = `query AdminForms($accountId: ID) {
  formTemplates(accountId: $accountId) { id name title formTypeSlug divisionId divisionIds hasDynamicDocument }
}`;

const isoDay = (date) => date.toISOString().slice(0, 10);
const utcDay = (year, month, day) => new Date(Date.UTC(year, month, day));

/** The window the schedule's month view asks for: this month's full weeks, Sunday to Saturday. */
function monthView(today) {
  const now = new Date(`${today}T00:00:00Z`);
  const first = utcDay(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const last = utcDay(now.getUTCFullYear(), now.getUTCMonth() + 1, 0);
  return {
    startDate: isoDay(utcDay(first.getUTCFullYear(), first.getUTCMonth(), 1 - first.getUTCDay())),
    endDate: isoDay(utcDay(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate() + 6 - last.getUTCDay())),
  };
}

/** Quotes as submissions of the demo quote form, by SQL (as bench/billing.mjs makes them); answers the form's id. */
async function generateQuotes(db, accountId, count) {
  const { rows } = await db.query(
    "SELECT id FROM form_template WHERE account_id = $1 AND lower(form_type_slug) = 'quote' ORDER BY name LIMIT 1",
    [accountId],
  );
  expect(rows.length === 1, 'the demo account has no quote form');
  const quoteFormId = rows[0].id;
  const { rows: users } = await db.query(
    `SELECT id, first_name || ' ' || last_name AS name FROM "user" WHERE account_id = $1 ORDER BY email LIMIT 1`,
    [accountId],
  );
  const { rows: numbers } = await db.query(
    'SELECT coalesce(max(number), 0) AS last FROM form_submission WHERE account_id = $1 AND form_id = $2',
    [accountId, quoteFormId],
  );
  await db.query(
    `INSERT INTO form_submission (account_id, form_id, number, status, fields, user_id, user_name, version,
                                 local_date_time, submit_date_time, total_cents)
     SELECT $1, $2, $6 + n, (ARRAY['draft', 'sent', 'accepted', 'rejected'])[1 + n % 4],
            jsonb_build_array(
              jsonb_build_object('id', 'jobName', 'value', 'Lift ' || n),
              jsonb_build_object('id', 'customerName', 'value', 'Customer ' || n % 700),
              jsonb_build_object('id', 'lineItems', 'value', jsonb_build_array(
                jsonb_build_object('name', '90t crane', 'quantity', 1 + n % 12, 'rate', 325.5, 'unit', 'hr')))),
            $3, $4, '0.0.5',
            to_char(now() - make_interval(mins => n * 20), 'YYYY-MM-DD"T"HH24:MI:SS'),
            now() - make_interval(mins => n * 20), (1 + n % 12) * 32550
       FROM generate_series(1, $5::int) AS n`,
    [accountId, quoteFormId, users[0].id, users[0].name, count, Number(numbers[0].last)],
  );
  await db.query(
    `INSERT INTO form_submission_counter (account_id, form_id, last_number) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, form_id) DO UPDATE SET last_number = excluded.last_number`,
    [accountId, quoteFormId, Number(numbers[0].last) + count],
  );
  return quoteFormId;
}

/** Spawn to the first 200 of /api/health on a fresh DATA_DIR: the embedded PostgreSQL created from nothing. */
async function coldStart(dist) {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-bench-'));
  chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL runs as the `postgres` user and must reach it
  const port = await freePort();
  const { DATABASE_URL: _serverDatabase, ...env } = process.env;
  const startedAt = performance.now();
  const server = start('cold start', [serverEntry(dist)], {
    ...env,
    NODE_ENV: 'production',
    ...productionSecrets(),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  try {
    return await waitFor200(`http://127.0.0.1:${port}/api/health`, server, startedAt, 60_000);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A request as autocannon and the low-load client send it. */
const graphqlRequest = (operationName, query, variables) => ({
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({ operationName, query, variables }),
});

/** One request on a keep-alive connection; resolves to [ms, status, body] once the whole body is read. */
function timedRequest(agent, url, headers, { method, path, body }) {
  return new Promise((resolvePromise, reject) => {
    const startedAt = performance.now();
    const outgoing = request(new URL(path, url), { method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolvePromise([performance.now() - startedAt, response.statusCode, Buffer.concat(chunks).toString('utf8')]),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function load(target, headers, { method, path, body }, duration) {
  return new Promise((resolvePromise, reject) => {
    autocannon(
      { url: `${target.url}${path}`, method, headers, body, connections: CONNECTIONS, duration, pipelining: 1 },
      (error, result) => {
        if (error) return reject(error);
        const failed = result.non2xx + result.errors + result.timeouts;
        if (failed > 0) {
          return reject(
            new Error(
              `${target.label} ${path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} ` +
                `timeouts out of ${result.requests.total}`,
            ),
          );
        }
        resolvePromise(result);
      },
    );
  });
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Requests per second of each target under load, measured in rounds whose order rotates, and the server's CPU time
 * per request: the steadier figure on a shared machine, since it does not count PostgreSQL or the load generator.
 */
async function throughput(targets, headers, spec) {
  for (const target of targets) if (WARMUP > 0) await load(target, headers, spec, WARMUP);
  const totals = targets.map(() => ({ requests: 0, seconds: 0, cpu: 0, p50: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (let step = 0; step < targets.length; step++) {
      const index = (round + step) % targets.length;
      const cpuBefore = cpuMs(targets[index].pid);
      const result = await load(targets[index], headers, spec, DURATION);
      totals[index].cpu += cpuMs(targets[index].pid) - cpuBefore;
      totals[index].requests += result.requests.total;
      totals[index].seconds += result.duration;
      totals[index].p50.push(result.latency.p50);
    }
  }
  return totals.map(({ requests, seconds, cpu, p50 }) => ({
    rps: requests / seconds,
    cpuPerRequest: cpu / requests,
    p50: percentile(p50, 50),
  }));
}

/** p50 of one request at a time on one connection per target, the targets alternating request by request. */
async function lowLoad(targets, headers, spec) {
  const agents = targets.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const times = targets.map(() => []);
  try {
    for (let sample = 0; sample < WARMUP_SAMPLES + SAMPLES; sample++) {
      for (let step = 0; step < targets.length; step++) {
        const index = (sample + step) % targets.length;
        const [time, status] = await timedRequest(agents[index], targets[index].url, headers, spec);
        expect(status === 200, `${targets[index].label} ${spec.path}: ${status}`);
        if (sample >= WARMUP_SAMPLES) times[index].push(time);
      }
    }
  } finally {
    for (const agent of agents) agent.destroy();
  }
  return times.map((values) => ({ p50: percentile(values, 50), p95: percentile(values, 95) }));
}

/** Checks that every target answers exactly the baseline's JSON (key order aside), and the case's own check. */
async function sameAnswers(targets, headers, { label, spec, check }) {
  const agent = new Agent({ keepAlive: false });
  const answers = [];
  for (const target of targets) {
    const [, status, text] = await timedRequest(agent, target.url, headers, spec);
    expect(status === 200, `${label}: ${target.label} answered ${status}: ${text.slice(0, 500)}`);
    answers.push(JSON.parse(text));
  }
  const baseline = answers[answers.length - 1];
  check(baseline);
  for (const [index, answer] of answers.entries()) {
    if (isDeepStrictEqual(answer, baseline)) continue;
    const difference =
      `${label}: ${targets[index].label} and the baseline answer differently:\n` +
      `${JSON.stringify(answer).slice(0, 600)}\n${JSON.stringify(baseline).slice(0, 600)}`;
    // A compared build is older code: its answer may lack what the app has gained since; say so and measure it.
    expect(targets[index].label === 'compared', difference);
    console.log(`Note: ${difference.split('\n')[0]}`);
  }
  return JSON.stringify(baseline).length;
}

async function main() {
  ensureBuilt();
  console.log(`${machine()}\n`);
  if (process.env.BENCH_BASELINE_PREPARED === '1') console.log('The baseline prepares its statements.\n');

  const { db, env, accountId } = await benchDatabase('bench_graphql');
  const today = new Date().toISOString().slice(0, 10);
  const generatedAt = performance.now();
  await generateJobs(db, accountId, { jobs: SIZES.jobs }, today);
  const quoteFormId = await generateQuotes(db, accountId, SIZES.quotes);
  await db.query('VACUUM ANALYZE job, complex_task, task_entry, asset_booking, form_submission');
  const month = monthView(today);
  const { rows: counts } = await db.query(
    `SELECT (SELECT count(*)::int FROM price_book_item WHERE account_id = $1) AS items,
            (SELECT count(*)::int FROM job WHERE account_id = $1 AND (start_date <= $3 AND end_date >= $2 OR id IN (
               SELECT job_id FROM complex_task
                WHERE account_id = $1 AND position > 0 AND start_date <= $3 AND end_date >= $2))) AS jobs,
            (SELECT count(*)::int FROM form_template WHERE account_id = $1) AS templates`,
    [accountId, month.startDate, month.endDate],
  );
  const { items, jobs, templates } = counts[0];
  console.log(
    `Generated in ${((performance.now() - generatedAt) / 1000).toFixed(0)} s: ${thousands(SIZES.jobs)} jobs ` +
      `(${jobs} in the month view ${month.startDate} to ${month.endDate}), ${thousands(SIZES.quotes)} quotes; ` +
      `the demo account's ${items} price book items and ${templates} form templates\n`,
  );

  const builds = [{ label: 'app', dist: DIST }, ...(COMPARE_DIST ? [{ label: 'compared', dist: COMPARE_DIST }] : [])];
  // Cold starts: COLD_STARTS of each build, the builds alternating; the median of each.
  const starts = builds.map(() => []);
  for (let run = 0; run < COLD_STARTS; run++) {
    for (const [index, build] of builds.entries()) starts[index].push(await coldStart(build.dist));
  }
  const coldStarts = starts.map((times) => percentile(times, 50));

  const secrets = productionSecrets();
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const targets = [];
  for (const build of builds) {
    const { app, url } = await startServer(env, { dist: build.dist, secrets, label: build.label, nodeArgs });
    targets.push({ label: build.label, url, pid: app.pid });
  }
  const baselinePort = await freePort();
  const baseline = start('baseline', [...nodeArgs, 'bench/graphql-baseline.mjs'], {
    ...env,
    JWT_SECRET: secrets.JWT_SECRET,
    PORT: String(baselinePort),
  });
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  await waitFor200(`${baselineUrl}/api/health`, baseline, performance.now(), 15_000);
  targets.push({ label: 'baseline', url: baselineUrl, pid: baseline.pid });

  const token = await signIn(targets[0].url, DEMO_OFFICE_EMAIL);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const scheduleVariables = (window) => ({
    ...window,
    branchIds: [],
    divisionIds: [],
    nextPageKey: null,
    limit: PAGE_LIMIT,
  });
  const cases = [
    {
      name: 'me',
      label: 'GET /api/auth/me',
      goal: GOAL.meRatio,
      spec: { method: 'GET', path: '/api/auth/me' },
      check: (answer) => expect(answer.data.email === DEMO_OFFICE_EMAIL, 'me: not the office user'),
    },
    {
      name: 'priceBookItems',
      label: `priceBookItems (${items} items)`,
      goal: GOAL.ratio,
      spec: graphqlRequest('PriceBookItems', PRICE_BOOK_ITEMS, { filters: {} }),
      check: (answer) =>
        expect(answer.data.priceBookItems.length === items, `priceBookItems: ${answer.data.priceBookItems.length}`),
    },
    {
      name: 'complexJobs',
      label: `complexJobs, month view (${jobs} jobs)`,
      goal: GOAL.ratio,
      spec: graphqlRequest('ScheduleComplexJobs', SCHEDULE_COMPLEX_JOBS, scheduleVariables(month)),
      check: (answer) =>
        expect(answer.data.complexJobs.items.length === jobs, `complexJobs: ${answer.data.complexJobs.items.length}`),
    },
    {
      name: 'formTemplates',
      label: `formTemplates, admin list (${templates})`,
      goal: GOAL.ratio,
      spec: graphqlRequest('AdminForms', ADMIN_FORMS, { accountId }),
      check: (answer) =>
        expect(answer.data.formTemplates.length === templates, `formTemplates: ${answer.data.formTemplates.length}`),
    },
    {
      name: 'quotes',
      label: `quote search, newest ${QUOTE_PAGE}`,
      goal: GOAL.ratio,
      spec: {
        method: 'POST',
        path: `/api/forms/${quoteFormId}/submission/search`,
        body: JSON.stringify({ order: 'DESC', limit: QUOTE_PAGE }),
      },
      check: (answer) => expect(answer.data.length === QUOTE_PAGE && answer.nextPageKey, 'quote search: no full page'),
    },
    {
      name: 'empty',
      label: 'complexJobs, empty window (fixed cost)',
      goal: GOAL.ratio,
      spec: graphqlRequest('ScheduleComplexJobs', SCHEDULE_COMPLEX_JOBS, scheduleVariables(EMPTY_WINDOW)),
      check: (answer) => expect(answer.data.complexJobs.items.length === 0, 'empty window: has jobs'),
    },
  ];
  const only = process.env.BENCH_CASES?.split(',');
  const chosen = only ? cases.filter((benchCase) => only.includes(benchCase.name)) : cases;
  for (const benchCase of chosen) benchCase.bytes = await sameAnswers(targets, headers, benchCase);
  console.log(
    `Every case answers the baseline's JSON (${chosen.map((c) => `${c.name} ${thousands(c.bytes / 1024)} KB`).join(', ')})\n`,
  );

  const results = [];
  for (const benchCase of chosen) {
    const loaded = await throughput(targets, headers, benchCase.spec);
    const quiet = await lowLoad(targets, headers, benchCase.spec);
    results.push({ benchCase, loaded, quiet });
    const base = loaded[loaded.length - 1].rps;
    console.log(
      `  ${benchCase.label}: ${targets
        .map((t, i) => `${t.label} ${thousands(loaded[i].rps)} req/s, ${loaded[i].cpuPerRequest.toFixed(3)} ms CPU`)
        .join('; ')}; ratio ${(loaded[0].rps / base).toFixed(2)}`,
    );
  }

  const baselineIndex = targets.length - 1;
  const ratioOf = (loaded, index) => loaded[index].rps / loaded[baselineIndex].rps;
  console.log(
    `\nResults: requests/s at ${CONNECTIONS} connections (${ROUNDS} rounds of ${DURATION} s per server, order ` +
      `alternating) and p50 at one connection (${SAMPLES} requests each, alternating), app and baseline side by side`,
  );
  const rows = [['Case', 'Figure', 'Goal', 'Result']];
  for (const { benchCase, loaded, quiet } of results) {
    for (const [index, target] of targets.entries()) {
      if (index === baselineIndex) continue;
      const ratio = ratioOf(loaded, index);
      const prefix = targets.length > 2 ? `${target.label}: ` : '';
      rows.push([
        `${benchCase.label}, ${prefix}throughput`,
        `${thousands(loaded[index].rps)} / ${thousands(loaded[baselineIndex].rps)} req/s = ${ratio.toFixed(2)} ` +
          `(p50 ${loaded[index].p50} / ${loaded[baselineIndex].p50} ms; server CPU per request ` +
          `${loaded[index].cpuPerRequest.toFixed(3)} / ${loaded[baselineIndex].cpuPerRequest.toFixed(3)} ms)`,
        `ratio >= ${benchCase.goal.toFixed(1)}`,
        index === 0 ? mark(ratio >= benchCase.goal) : '',
      ]);
      const above = quiet[index].p50 - quiet[baselineIndex].p50;
      const fixed = benchCase.name === 'empty';
      rows.push([
        `${benchCase.label}, ${prefix}p50 at 1 connection`,
        `${ms(quiet[index].p50)} / ${ms(quiet[baselineIndex].p50)} (+${ms(above)})`,
        fixed ? `<= ${GOAL.fixedCostMs} ms above` : '',
        fixed && index === 0 ? mark(above <= GOAL.fixedCostMs) : '',
      ]);
    }
  }
  for (const [index, build] of COLD_STARTS > 0 ? builds.entries() : []) {
    rows.push([
      `cold start to healthy, embedded database, median of ${COLD_STARTS}${builds.length > 1 ? ` (${build.label})` : ''}`,
      ms(coldStarts[index]),
      `<= ${GOAL.coldStartMs} ms`,
      index === 0 ? mark(coldStarts[index] <= GOAL.coldStartMs) : '',
    ]);
  }
  printTable(rows);
  if (COMPARE_DIST) console.log(`\napp: ${DIST}\ncompared: ${COMPARE_DIST}`);
  console.log(`\n${machine()}`);
}

await runBench(main);
