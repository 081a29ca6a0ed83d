// Form submission benchmarks (issue 12), against a PostgreSQL server, in one run:
//  - creates a fresh database bench_submissions_<random> on BENCH_PG_URL with the demo account (cli.js seed: its ~300
//    seeded timecards) and grows the demo timecard form to 100,000 submissions with generate_series
//    (bench/submissions-data.mjs), then starts the built server on it and signs in as the office admin;
//  (a) search with a full-text filter (POST /api/forms/{formId}/submission/search), as the Documents page sends it:
//      a crew member's name (many matches), a customer, a job number, one ticket (one match), a field's text:
//      p50 <= 30 ms each;
//  (b) the list (GET /api/forms/{formId}/submission/list): the last page as fast as the first (keyset), and the last
//      page of a status search;
//  (c) CSV export of all 100,000 (POST …/submission/export), streamed: the server's peak RSS growth <= 100 MB
//      (measured first, before the searches of (a) and (b) have filled the heap with garbage);
//  - stops the server and drops the database, also on errors or Ctrl-C.
// The warm PDF and the bulk PDF of 200 timecards are measured by `npm run bench:pdf`.
// Options (environment): BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_SAMPLES (100 measured
// rounds), BENCH_SUBMISSIONS (100000), BENCH_DIST (another build), BENCH_SQL (statements run after the data is
// created; then ANALYZE).
import { readFileSync } from 'node:fs';
import { generateTimecards } from './submissions-data.mjs';
import {
  benchDatabase,
  DEMO_OFFICE_EMAIL,
  ensureBuilt,
  expect,
  latencies,
  machine,
  mark,
  ms,
  printTable,
  runBench,
  runExtraSql,
  SAMPLES,
  signIn,
  sleep,
  startServer,
  thousands,
} from './lib.mjs';

const COUNT = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const PAGE = 20;
const GOAL = { searchMs: 30, lastPageRatio: 1.5, exportRssMb: 100 };
const TIMECARD = 'Daily Crane Timecard';

const pageKey = (sortValues, id) => Buffer.from(JSON.stringify([...sortValues, id])).toString('base64url');

/** A timed request of the app as the signed-in user; the answer must be 200. */
function client(url, token) {
  return async (method, path, body) => {
    const startedAt = performance.now();
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    const time = performance.now() - startedAt;
    if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
    return { ms: time, body: JSON.parse(text) };
  };
}

/** A case of one request; `check` sees the first answer. */
const requestCase = (send, label, method, path, body, check) => ({
  label,
  run: async (first) => {
    const { ms: time, body: answer } = await send(method, path, body);
    if (first) check?.(answer);
    return [time];
  },
});

/** The resident set size of a process in bytes, from /proc (Linux). */
function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/**
 * Exports every submission as CSV and reads the stream to its end, sampling the server's RSS every 20 ms. Answers the
 * time, bytes, lines, and the RSS before and at its peak.
 */
async function exportAll(url, token, formId, serverPid) {
  const before = rss(serverPid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rss(serverPid));
      await sleep(20);
    }
  })();
  const startedAt = performance.now();
  const response = await fetch(`${url}/api/forms/${formId}/submission/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fileType: 'CSV' }),
  });
  if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  let firstByteMs = null;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - startedAt;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const total = performance.now() - startedAt;
  sampling = false;
  await sampler;
  peak = Math.max(peak, rss(serverPid));
  return { ms: total, firstByteMs, bytes, lines, before, peak };
}

async function main() {
  ensureBuilt();
  console.log(`${machine()}\n`);

  const { db, env, accountId } = await benchDatabase('bench_submissions');
  const { rows: forms } = await db.query('SELECT id FROM form_template WHERE account_id = $1 AND name = $2', [
    accountId,
    TIMECARD,
  ]);
  const formId = forms[0].id;
  const startedAt = performance.now();
  const { prototypes } = await generateTimecards(db, { accountId, formId, count: COUNT });
  await db.query('VACUUM ANALYZE form_submission');
  const { rows: stored } = await db.query(
    `SELECT count(*)::int AS n, pg_size_pretty(pg_total_relation_size('form_submission')) AS size
       FROM form_submission WHERE account_id = $1 AND form_id = $2`,
    [accountId, formId],
  );
  console.log(
    `Added ${thousands(COUNT)} timecards (copies of the ${prototypes} seeded demo timecards) in ` +
      `${((performance.now() - startedAt) / 1000).toFixed(1)} s: the form holds ${thousands(stored[0].n)}, ` +
      `form_submission ${stored[0].size} with its indexes\n`,
  );
  await runExtraSql(db, ['form_submission']);

  const { app: server, url } = await startServer(env);
  const token = await signIn(url, DEMO_OFFICE_EMAIL);
  const send = client(url, token);
  const list = `/api/forms/${formId}/submission/list?limit=${PAGE}`;
  const search = `/api/forms/${formId}/submission/search`;

  // How many submissions a text is in (the search's own rule: any field's value, case-insensitive).
  const matches = async (text) => {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM form_submission WHERE account_id = $1 AND form_id = $2
          AND EXISTS (SELECT 1 FROM jsonb_array_elements(fields) f WHERE f->>'value' ILIKE '%' || $3 || '%'
                      AND f->>'value' NOT LIKE 'data:%')`,
      [accountId, formId, text],
    );
    return rows[0].n;
  };
  const { rows: jobs } = await db.query(
    `SELECT f->'value'->>'number' AS number, count(*)::int AS n FROM form_submission s, jsonb_array_elements(s.fields) f
      WHERE s.account_id = $1 AND s.form_id = $2 AND f->>'id' = 'job' AND f->'value' <> 'null'
      GROUP BY 1 ORDER BY 2 LIMIT 1`,
    [accountId, formId],
  );
  const ticket = `T-${Math.floor(COUNT * 0.4242)}`;
  const texts = [
    ['crew member', 'Hollister'],
    ['customer', 'Ridgeline Builders'],
    ['job number', jobs[0].number],
    ['ticket', ticket],
  ];
  const counts = Object.fromEntries(await Promise.all(texts.map(async ([, text]) => [text, await matches(text)])));
  const fullText = (label, filter, extra = {}) =>
    requestCase(send, label, 'POST', search, { fullTextSearch: [filter], limit: PAGE, ...extra }, (answer) =>
      expect(answer.data.length > 0, `${label}: nothing found`),
    );

  // The last page of the list: the PAGE oldest, after the (PAGE + 1)th oldest.
  const { rows: oldest } = await db.query(
    `SELECT id, local_date_time FROM form_submission WHERE account_id = $1 AND form_id = $2
      ORDER BY local_date_time, id LIMIT ${PAGE + 1}`,
    [accountId, formId],
  );
  const beforeLast = oldest[PAGE];
  const { rows: issues } = await db.query(
    `SELECT id, local_date_time FROM form_submission WHERE account_id = $1 AND form_id = $2 AND status = 'Issue'
      ORDER BY local_date_time, id LIMIT ${PAGE + 1}`,
    [accountId, formId],
  );

  const searchCases = texts.map(([kind, text]) =>
    fullText(`fullTextSearch "${text}" (${kind}, ${thousands(counts[text])} found)`, { value: text }),
  );
  searchCases.push(
    fullText(`fullTextSearch customerName "Ridgeline" (one field)`, { id: 'customerName', value: 'Ridgeline' }),
    fullText(`fullTextSearch "Hollister" and status Issue`, { value: 'Hollister' }, { status: ['Issue'] }),
  );
  const listCases = [
    requestCase(send, 'list, first page', 'GET', list, undefined, (answer) =>
      expect(answer.data.length === PAGE && answer.nextPageKey, 'the first page is not a full page'),
    ),
    requestCase(
      send,
      `list, last page (page ${thousands(Math.ceil((COUNT + prototypes) / PAGE))})`,
      'GET',
      `${list}&nextPageKey=${pageKey([beforeLast.local_date_time], beforeLast.id)}`,
      undefined,
      (answer) =>
        expect(
          answer.data.length === PAGE && !answer.nextPageKey && answer.data.at(-1).id === oldest[0].id,
          'the last page does not end on the oldest submission',
        ),
    ),
    requestCase(send, 'search status Issue, first page', 'POST', search, { status: ['Issue'], limit: PAGE }),
    requestCase(
      send,
      'search status Issue, last page',
      'POST',
      search,
      { status: ['Issue'], limit: PAGE, nextPageKey: pageKey([issues[PAGE].local_date_time], issues[PAGE].id) },
      (answer) => expect(!answer.nextPageKey && answer.data.at(-1).id === issues[0].id, 'status search: not the last'),
    ),
  ];
  // The export first, on a server that has only signed in and read one page: its RSS is not yet inflated by the
  // garbage of thousands of searches.
  await send('GET', list);
  const exported = await exportAll(url, token, formId, server.pid);
  const results = await latencies([...searchCases, ...listCases]);
  const searches = results.slice(0, searchCases.length);
  const [first, last, statusFirst, statusLast] = results.slice(searchCases.length);

  const growthMb = (exported.peak - exported.before) / 1e6;
  const rowsExported = exported.lines - 1;

  console.log(
    `Results (p50 / p95 over ${SAMPLES} rounds of sequential requests on one connection, from sending to the whole ` +
      'answer read: the server time plus a loopback round trip)',
  );
  printTable([
    ['Measure', 'Figure', 'Goal', 'Result'],
    ...searches.map((result) => [
      `(a) ${result.label}`,
      `${ms(result.p50)} / ${ms(result.p95)}`,
      `p50 <= ${GOAL.searchMs} ms`,
      mark(result.p50 <= GOAL.searchMs),
    ]),
    [`(b) ${first.label}`, `${ms(first.p50)} / ${ms(first.p95)}`],
    [
      `(b) ${last.label}`,
      `${ms(last.p50)} / ${ms(last.p95)}`,
      `p50 <= ${GOAL.lastPageRatio} x first`,
      mark(last.p50 <= GOAL.lastPageRatio * first.p50),
    ],
    [`(b) ${statusFirst.label}`, `${ms(statusFirst.p50)} / ${ms(statusFirst.p95)}`],
    [
      `(b) ${statusLast.label}`,
      `${ms(statusLast.p50)} / ${ms(statusLast.p95)}`,
      `p50 <= ${GOAL.lastPageRatio} x first`,
      mark(statusLast.p50 <= GOAL.lastPageRatio * statusFirst.p50),
    ],
    [
      `(c) CSV export of ${thousands(rowsExported)} rows (${thousands(exported.bytes / 1e6)} MB), first byte / all`,
      `${ms(exported.firstByteMs)} / ${(exported.ms / 1000).toFixed(1)} s`,
    ],
    [
      `(c) the server's peak RSS during the export, over the ${thousands(exported.before / 1e6)} MB before it`,
      `+${growthMb.toFixed(1)} MB`,
      `<= ${GOAL.exportRssMb} MB`,
      mark(growthMb <= GOAL.exportRssMb),
    ],
  ]);
  expect(rowsExported >= COUNT, `the CSV has ${rowsExported} rows, at least ${COUNT} expected`);
  console.log(`\n${machine()}`);
}

await runBench(main);
