// Groundcrew asset benchmarks (issue 4), against a PostgreSQL server, in one run:
//  - creates a fresh database bench_assets_<random> on BENCH_PG_URL, loads the demo account into it (cli.js seed,
//    which also runs the migrations) and grows that account by SQL to 50,000 assets and 2,000,000 tracker points
//    (bench/assets-data.mjs);
//  - starts the built server on it (dist/server/main.js, NODE_ENV=production) and signs in as the demo office user;
//  (a) an asset's location history: p50 of its last page (page 4,000 of the heavy asset's 200,000 points) within
//      1.5x of its first page;
//  (c) asset search over the 50,000 assets: p50 <= 20 ms for the first page, keyword, type, category and a deep page;
//  (b) tracker ingestion: >= 5,000 points/s in batches of 500 (run last: it adds points and moves assets);
//  - stops the server and drops the database, also on errors or Ctrl-C.
// Options (environment): BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_SAMPLES (100 requests
// per measured case), BENCH_INGEST_CONCURRENCY (4 batches in flight), BENCH_INGEST_SECONDS (15), BENCH_SQL (a file
// of statements, each ending with `;` at the end of a line, run after the data is generated: to try an index
// before writing its migration).
import { generateAssets, generateHistory, macAddress } from './assets-data.mjs';
import {
  appClient,
  benchDatabase,
  DEMO_OFFICE_EMAIL,
  ensureBuilt,
  expect,
  latencies,
  machine,
  mark,
  ms,
  percentile,
  printTable,
  runBench,
  runExtraSql,
  SAMPLES,
  signIn,
  startServer,
  thousands,
} from './lib.mjs';

const INGEST_CONCURRENCY = Number(process.env.BENCH_INGEST_CONCURRENCY ?? 4);
const INGEST_SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 15);
const INGEST_WARMUP_SECONDS = 2;
const BATCH = 500;
const SIZES = { assets: 50_000, trackers: 10_000, locations: 2_000_000, heavyPoints: 200_000 };
const PAGE = 50; // the default page size of both lists
const GOAL = { lastOverFirst: 1.5, pointsPerSecond: 5000, searchMs: 20 };

/** base64url of the JSON sort values and id, as src/common/pagination/page-key.ts encodes cursors. */
const pageKey = (sortValues, id) => Buffer.from(JSON.stringify([...sortValues, id])).toString('base64url');

/** A case of one GET; `check` sees the first answer. */
const getCase = (app, { label, path, check }) => ({
  label,
  run: async (first) => {
    const answer = await app.get(path);
    if (first) check(answer.body);
    return [answer.ms];
  },
});

/** (a) the heavy asset's first page and the last one, whose cursor is built from the 51st oldest point. */
async function historyCases(db, accountId, heavyId) {
  const { rows } = await db.query(
    `SELECT id, date_time FROM asset_location WHERE account_id = $1 AND asset_id = $2
      ORDER BY date_time, id LIMIT $3`,
    [accountId, heavyId, PAGE + 1],
  );
  const oldest = rows[0];
  const beforeLast = rows[PAGE];
  const path = `/api/assets/locations?assetId=${heavyId}`;
  return [
    {
      label: 'first page',
      path,
      check: (body) => expect(body.data.length === PAGE && body.nextPageKey, 'the first page is not a full page'),
    },
    {
      label: `last page (page ${thousands(SIZES.heavyPoints / PAGE)})`,
      path: `${path}&nextPageKey=${pageKey([beforeLast.date_time.toISOString()], beforeLast.id)}`,
      check: (body) =>
        expect(
          body.data.length === PAGE && !body.nextPageKey && body.data.at(-1).id === oldest.id,
          'the last page does not end on the oldest point',
        ),
    },
  ];
}

/** (c) searches over the account's assets, each labelled with the number of assets it finds. */
async function searchCases(db, accountId) {
  const one = async (sql, params) => (await db.query(sql, [accountId, ...params])).rows[0];
  const count = async (where, params) =>
    (await one(`SELECT count(*)::int AS n FROM asset WHERE account_id = $1 AND ${where}`, params)).n;
  const path = '/api/v2/search/asset';
  const found = (label, n) => (body) => expect(body.data.length === Math.min(n, PAGE), `${label}: wrong page size`);
  const keyword = async (what, word) => {
    const n = await count(
      `(asset_name ILIKE $2 OR details->>'serialNumber' ILIKE $2 OR details->>'manufacturer' ILIKE $2
        OR details->>'assetType' ILIKE $2 OR mac_address ILIKE $2)`,
      [`%${word}%`],
    );
    const label = `keyword, ${what} ("${word}": ${thousands(n)})`;
    return { label, path: `${path}?keywords=${encodeURIComponent(word)}`, check: found(label, n) };
  };
  const serial = await one(
    `SELECT details->>'serialNumber' AS serial FROM asset WHERE account_id = $1 AND asset_name LIKE $2`,
    ['% #31337'],
  );
  const assetType = 'Rough-Terrain Crane';
  const ofType = await count(`details->>'assetType' = $2`, [assetType]);
  const category = async (what, name) => {
    const { id } = await one(`SELECT id FROM category WHERE account_id = $1 AND name = $2`, [name]);
    const n = await count(
      `category_id IN (SELECT id FROM category WHERE account_id = $1 AND (id = $2 OR parent_category_id = $2))`,
      [id],
    );
    const label = `category, ${what} ("${name}": ${thousands(n)})`;
    return { label, path: `${path}?categoryId=${id}`, check: found(label, n) };
  };
  const deepAt = Math.round(SIZES.assets * 0.9);
  const deep = await one(
    `SELECT asset_name, id FROM asset WHERE account_id = $1 ORDER BY asset_name, id OFFSET $2 LIMIT 1`,
    [deepAt],
  );
  const typeLabel = `assetType "${assetType}" (${thousands(ofType)})`;
  return [
    { label: 'first page, no filter', path, check: found('first page', SIZES.assets) },
    await keyword('a manufacturer', 'Liebherr'),
    await keyword('frequent', 'Crane'),
    await keyword('one type', 'Telehandler'),
    await keyword('a serial number', serial.serial),
    { label: typeLabel, path: `${path}?assetType=${encodeURIComponent(assetType)}`, check: found(typeLabel, ofType) },
    await category('with its subcategories', 'Cranes'),
    await category('one, late in name order', 'Welders'),
    {
      label: `deep page (after asset ${thousands(deepAt)})`,
      path: `${path}?nextPageKey=${pageKey([deep.asset_name], deep.id)}`,
      check: (body) => expect(body.data.length === PAGE && body.data[0].assetName >= deep.asset_name, 'deep page'),
    },
  ];
}

/** 500 points from 500 different trackers (as a gateway forwards them), each taken in the last minute. */
function batchOf(batchNumber) {
  const now = Date.now();
  return {
    points: Array.from({ length: BATCH }, (_, i) => {
      const tracker = ((batchNumber * BATCH + i) % SIZES.trackers) + 1;
      return {
        macAddress: macAddress(tracker),
        lat: 33 + Math.random() * 9,
        lng: -112 + Math.random() * 8,
        time: new Date(now - Math.floor(Math.random() * 60_000)).toISOString(),
        provider: 'Bench Tracker',
        source: 'gps',
        radius: Math.round(3 + Math.random() * 30),
      };
    }),
  };
}

/** (b) INGEST_CONCURRENCY workers post batches back to back; only the points stored after the warm-up count. */
async function ingest(appUrl, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let batchNumber = 0;
  let sent = 0;
  const startedAt = performance.now();
  const measureFrom = startedAt + INGEST_WARMUP_SECONDS * 1000;
  const endAt = measureFrom + INGEST_SECONDS * 1000;
  const measured = { points: 0, times: [] };
  const worker = async () => {
    while (performance.now() < endAt) {
      const body = JSON.stringify(batchOf(batchNumber++));
      const postedAt = performance.now();
      const response = await fetch(`${appUrl}/api/trackers/locations`, { method: 'POST', headers, body });
      const result = await response.json();
      const doneAt = performance.now();
      if (response.status !== 200 || result.data.stored !== BATCH || result.data.unknownMacAddresses.length) {
        throw new Error(`POST /api/trackers/locations: ${response.status} ${JSON.stringify(result)}`);
      }
      sent += BATCH;
      if (postedAt >= measureFrom && doneAt <= endAt) {
        measured.points += BATCH;
        measured.times.push(doneAt - postedAt);
      }
    }
  };
  await Promise.all(Array.from({ length: INGEST_CONCURRENCY }, worker));
  // Batches straddling either edge of the window are left out, so the rate is over the window they fill.
  const windowSeconds = (Math.min(performance.now(), endAt) - measureFrom) / 1000;
  return { sent, pointsPerSecond: measured.points / windowSeconds, p50: percentile(measured.times, 50) };
}

async function main() {
  ensureBuilt();
  console.log(`${machine()}\n`);

  const { db, env, accountId } = await benchDatabase('bench_assets');
  const startedAt = performance.now();
  const assets = await generateAssets(db, accountId, SIZES);
  const fleet = await generateHistory(db, accountId, SIZES);
  // What autovacuum would have done by the time an account holds this much: statistics and visibility map.
  await db.query('VACUUM ANALYZE asset, asset_location, category');
  console.log(
    `Generated in ${((performance.now() - startedAt) / 1000).toFixed(0)} s: ${thousands(assets)} assets ` +
      `(${thousands(SIZES.trackers)} with a tracker), ${thousands(fleet.locations)} tracker points: the heavy asset ` +
      `${thousands(SIZES.heavyPoints)} (every 5 min), the other trackers the rest between them, interleaved in time\n`,
  );
  await runExtraSql(db, ['asset', 'asset_location']);

  const { url: appUrl } = await startServer(env);
  const token = await signIn(appUrl, DEMO_OFFICE_EMAIL);
  const app = appClient(appUrl, token);

  const history = await historyCases(db, accountId, fleet.heavyId);
  const [first, last] = await latencies(history.map((historyCase) => getCase(app, historyCase)));
  const searches = await latencies((await searchCases(db, accountId)).map((search) => getCase(app, search)));
  const ingestion = await ingest(appUrl, token);
  const { rows: after } = await db.query(`SELECT count(*)::int AS n FROM asset_location WHERE account_id = $1`, [
    accountId,
  ]);
  expect(after[0].n === fleet.locations + ingestion.sent, 'the stored points do not add up to the points sent');

  const ratio = last.p50 / first.p50;
  console.log(`Results (p50 / p95 over ${SAMPLES} sequential requests per case, one connection)`);
  printTable([
    ['Measure', 'Figure', 'Goal', 'Result'],
    ['(a) history, first page', `${ms(first.p50)} / ${ms(first.p95)}`],
    [`(a) history, ${last.label}`, `${ms(last.p50)} / ${ms(last.p95)}`],
    [
      '(a) last page / first page (p50)',
      `${ratio.toFixed(2)}x`,
      `<= ${GOAL.lastOverFirst}x`,
      mark(ratio <= GOAL.lastOverFirst),
    ],
    [
      `(b) ingestion, ${BATCH}-point batches, ${INGEST_CONCURRENCY} in flight`,
      `${thousands(ingestion.pointsPerSecond)} points/s (batch p50 ${ms(ingestion.p50)})`,
      `>= ${thousands(GOAL.pointsPerSecond)} points/s`,
      mark(ingestion.pointsPerSecond >= GOAL.pointsPerSecond),
    ],
    ...searches.map((search) => [
      `(c) search, ${search.label}`,
      `${ms(search.p50)} / ${ms(search.p95)}`,
      `p50 <= ${GOAL.searchMs} ms`,
      mark(search.p50 <= GOAL.searchMs),
    ]),
  ]);
  console.log(`\n${machine()}`);
}

await runBench(main);
