// Groundcrew job benchmarks (issue 5), against a PostgreSQL server, in one run:
//  - creates a fresh database bench_jobs_<random> on BENCH_PG_URL with the demo account (cli.js seed), grows the
//    account by SQL to 50,000 assets (bench/assets-data.mjs) and 20,000 jobs over two years (bench/jobs-data.mjs), and
//    checks every booking against the app's own rule;
//  - starts the built server with bench/count-statements.mjs loaded (it reports each SQL statement the server sends)
//    and signs in as the demo office user;
//  (a) this month of the schedule, as the month view asks for it: complexJobs page after page of 2,000 (all
//      the month's requests together), and GET /api/jobs: p50 <= 50 ms;
//  (b) a dispatch day (complexJobs for the day, then scheduledAssetsForJobs for all its jobs in one call): the same
//      number of SQL statements for a day of 10 jobs as for a day of 200;
//  (c) getAvailableAssetSchedule, 500 assets over this calendar month: p50 <= 100 ms;
//  - stops the server and drops the database, also on errors or Ctrl-C.
// Options (environment): BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_SAMPLES (100 measured
// rounds), BENCH_SQL (a file of statements, each ending with `;` at the end of a line, run after the data is
// generated: to try an index before writing its migration).
import { generateAssets } from './assets-data.mjs';
import { checkBookings, generateJobs, ON_CALL_JOBS } from './jobs-data.mjs';
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
  printTable,
  runBench,
  runExtraSql,
  SAMPLES,
  signIn,
  sql,
  statementCounter,
  startServer,
  thousands,
} from './lib.mjs';

const SIZES = { assets: 50_000, trackers: 10_000, jobs: 20_000 };
/** The complexJobs page size of the schedule and dispatch (PAGE_LIMIT, client/src/features/schedule/scheduleJobs.ts). */
const PAGE_LIMIT = 2000;
const AVAILABILITY_LIMIT = 500;
/** The dispatch days compared: the days whose job counts come nearest to these (the quiet one is last Christmas). */
const QUIET_DAY_JOBS = ON_CALL_JOBS;
const BUSY_DAY_JOBS = 200;
const GOAL = { scheduleMs: 50, availabilityMs: 100 };

// The queries as the client sends them (client/src/features/schedule/scheduleJobs.ts, dispatch/dispatchJobs.ts and
// availability/availability.ts).
const SCHEDULE_COMPLEX_JOBS = `query ScheduleComplexJobs($branchIds: [ID!]!, $divisionIds: [ID!]!, $startDate: String!,
    $endDate: String!, $nextPageKey: String, $limit: Int!) {
  complexJobs(filters: { branchIds: $branchIds, divisionIds: $divisionIds, startDate: $startDate, endDate: $endDate,
      pageInfo: { nextPageKey: $nextPageKey, limit: $limit } }) {
    items { id number name status startDate endDate color { code } }
    pageInfo { nextPageKey hasNextPage }
  }
}`;

const DISPATCH_COMPLEX_JOBS = `query DispatchComplexJobs($branchIds: [ID!]!, $day: String!, $nextPageKey: String,
    $limit: Int!) {
  complexJobs(filters: { branchIds: $branchIds, startDate: $day, endDate: $day,
      pageInfo: { nextPageKey: $nextPageKey, limit: $limit } }) {
    items {
      id number name status startDate endDate color { code } customer { name }
      location { name formattedAddress } tasks { id assetIds userIds }
    }
    pageInfo { nextPageKey hasNextPage }
  }
}`;

const DISPATCH_SCHEDULED_ASSETS = `query DispatchScheduledAssets($jobInputs: [ScheduledAssetsForJobInput!]!) {
  scheduledAssetsForJobs(input: { jobInputs: $jobInputs }) {
    complexJobId
    scheduledAssets { asset { id name } }
    overbookedAssets { assetId conflictingJobId conflictingJobName }
  }
}`;

const AVAILABLE_ASSET_SCHEDULE = `query AssetAvailability($input: AvailableAssetScheduleInput!) {
  getAvailableAssetSchedule(input: $input) {
    availability {
      assetId assetName assetStatus availability attachments { primary url }
      address { formattedAddress lat lng } lastSeen
      jobs { id name number startDate endDate } complexJobs { id name number startDate endDate }
    }
    pageInfo { hasNextPage nextPageKey totalCount }
  }
}`;

const isoDay = (date) => date.toISOString().slice(0, 10);
const utcDay = (year, month, day) => new Date(Date.UTC(year, month, day));

/** This calendar month, and the window the month view asks for: its full weeks, Sunday to Saturday. */
function thisMonth(today) {
  const now = new Date(`${today}T00:00:00Z`);
  const first = utcDay(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const last = utcDay(now.getUTCFullYear(), now.getUTCMonth() + 1, 0);
  return {
    label: first.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    month: { startDate: isoDay(first), endDate: isoDay(last) },
    view: {
      startDate: isoDay(utcDay(first.getUTCFullYear(), first.getUTCMonth(), 1 - first.getUTCDay())),
      endDate: isoDay(utcDay(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate() + 6 - last.getUTCDay())),
    },
  };
}

/** complexJobs page after page, as the client reads a window; returns the jobs and each request's time. */
async function allPages(app, query, variables, limit) {
  const jobs = [];
  const times = [];
  let nextPageKey = null;
  do {
    const { ms: time, body } = await app.graphql(query, { ...variables, nextPageKey, limit });
    const page = body.data.complexJobs;
    jobs.push(...page.items);
    times.push(time);
    nextPageKey = page.pageInfo.hasNextPage ? page.pageInfo.nextPageKey : null;
  } while (nextPageKey);
  return { jobs, times };
}

const sameJobs = (label, jobs, ids) =>
  expect(
    jobs.length === ids.size && jobs.every((job) => ids.has(job.id)),
    `${label}: ${jobs.length} jobs answered, ${ids.size} expected`,
  );

/**
 * The cases are functions of the app client, so that they run once more through a client that counts the SQL
 * statements of each request. `run(first)` checks the answers when `first`.
 */
function scheduleCases(window, ids) {
  return [
    (app) => ({
      label: 'complexJobs',
      run: async (first) => {
        const { jobs, times } = await allPages(
          app,
          SCHEDULE_COMPLEX_JOBS,
          { ...window, branchIds: [], divisionIds: [] },
          PAGE_LIMIT,
        );
        if (first) sameJobs('complexJobs', jobs, ids);
        return times;
      },
    }),
    (app) => ({
      label: 'GET /api/jobs',
      run: async (first) => {
        const { ms: time, body } = await app.get(`/api/jobs?startDate=${window.startDate}&endDate=${window.endDate}`);
        if (first) sameJobs('GET /api/jobs', body.data, ids);
        return [time];
      },
    }),
  ];
}

/** The dispatch page's requests for a day: its jobs, then their bookings and double bookings in one call. */
function dispatchCase({ day, ids }) {
  return (app) => ({
    label: day,
    run: async (first) => {
      const { jobs, times } = await allPages(app, DISPATCH_COMPLEX_JOBS, { branchIds: [], day }, PAGE_LIMIT);
      const jobInputs = jobs.map((job) => ({ complexJobId: job.id, after: day, before: day }));
      const { ms: time, body } = await app.graphql(DISPATCH_SCHEDULED_ASSETS, { jobInputs });
      if (first) {
        sameJobs(`dispatch ${day}`, jobs, ids);
        const answered = body.data.scheduledAssetsForJobs.map((schedule) => schedule.complexJobId);
        expect(answered.join() === jobs.map((job) => job.id).join(), `scheduledAssetsForJobs ${day}: not in order`);
      }
      return [...times, time];
    },
  });
}

function availabilityCase({ month, availableOnly, count }) {
  return (app) => ({
    label: availableOnly ? 'available only' : 'all assets',
    run: async (first) => {
      const input = { ...month, availableOnly, pageInfo: { nextPageKey: null, limit: AVAILABILITY_LIMIT } };
      const { ms: time, body } = await app.graphql(AVAILABLE_ASSET_SCHEDULE, { input });
      if (first) {
        const { availability, pageInfo } = body.data.getAvailableAssetSchedule;
        const booked = availability.filter((asset) => asset.availability === 'UNAVAILABLE').length;
        expect(availability.length === AVAILABILITY_LIMIT, 'getAvailableAssetSchedule: not a full page');
        expect(pageInfo.totalCount === count.total, `getAvailableAssetSchedule: totalCount ${pageInfo.totalCount}`);
        expect(booked === count.booked, `getAvailableAssetSchedule: ${booked} unavailable, ${count.booked} expected`);
      }
      return [time];
    },
  });
}

/** The ids of the account's jobs overlapping [startDate, endDate]. */
async function jobsIn(db, accountId, { startDate, endDate }) {
  const { rows } = await db.query('SELECT id FROM job WHERE account_id = $1 AND start_date <= $3 AND end_date >= $2', [
    accountId,
    startDate,
    endDate,
  ]);
  return new Set(rows.map((row) => row.id));
}

/** The day whose number of jobs comes nearest to `target` (of equals, the one nearest to today). */
async function dayWith(db, accountId, target, today) {
  const { rows } = await db.query(
    `SELECT day::date::text AS day FROM job, generate_series(start_date, end_date, interval '1 day') AS day
      WHERE account_id = $1 AND start_date IS NOT NULL
      GROUP BY day ORDER BY abs(count(*) - $2), abs(day::date - $3::date), day LIMIT 1`,
    [accountId, target, today],
  );
  const { day } = rows[0];
  return { day, ids: await jobsIn(db, accountId, { startDate: day, endDate: day }) };
}

/** What the availability page must show: the assets, and how many of the first page a booking holds in the month. */
async function availabilityCounts(db, accountId, { startDate, endDate }, availableOnly) {
  const booked = `EXISTS (SELECT 1 FROM asset_booking b WHERE b.account_id = $1 AND b.asset_id = a.id
                    AND b.start_date <= $3 AND b.end_date >= $2)`;
  const where = `a.account_id = $1 ${availableOnly ? `AND NOT ${booked}` : ''}`;
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM asset a WHERE ${where}) AS total,
            (SELECT count(*)::int FROM (SELECT a.id FROM asset a WHERE ${where} ORDER BY a.asset_name, a.id LIMIT $4) a
              WHERE ${booked}) AS booked`,
    [accountId, startDate, endDate, AVAILABILITY_LIMIT],
  );
  return rows[0];
}

const sum = (values) => values.reduce((total, value) => total + value, 0);
const timing = (result) => `${ms(result.p50)} / ${ms(result.p95)}`;

async function main() {
  ensureBuilt();
  console.log(`${machine()}\n`);

  const { db, env, accountId } = await benchDatabase('bench_jobs');
  const today = new Date().toISOString().slice(0, 10);
  let startedAt = performance.now();
  const assets = await generateAssets(db, accountId, SIZES);
  const span = await generateJobs(db, accountId, SIZES, today);
  // What autovacuum would have done by the time an account holds this much: statistics and visibility map.
  await db.query('VACUUM ANALYZE asset, category, job, complex_task, task_entry, asset_booking');
  const bookings = await checkBookings(db, accountId);
  console.log(
    `Generated in ${((performance.now() - startedAt) / 1000).toFixed(0)} s: ${thousands(assets)} assets, ` +
      `${thousands(SIZES.jobs)} jobs from ${span.first} to ${span.last} (1-30 days, 1-5 assets and crew each), ` +
      `${thousands(bookings)} bookings, all as bookingsFor (src/jobs/task-bookings.ts) writes them\n`,
  );
  await runExtraSql(db, ['asset', 'job', 'complex_task', 'task_entry', 'asset_booking']);

  const { label: monthLabel, month, view } = thisMonth(today);
  const viewJobs = await jobsIn(db, accountId, view);
  const days = [
    await dayWith(db, accountId, QUIET_DAY_JOBS, today),
    await dayWith(db, accountId, BUSY_DAY_JOBS, today),
  ];
  const availabilityInputs = await Promise.all(
    [false, true].map(async (availableOnly) => ({
      month,
      availableOnly,
      count: await availabilityCounts(db, accountId, month, availableOnly),
    })),
  );

  startedAt = performance.now();
  const { app: server, url } = await startServer(env, {
    nodeArgs: ['--import', './bench/count-statements.mjs'],
    extraStdio: ['pipe'],
  });
  console.log(`Server up in ${((performance.now() - startedAt) / 1000).toFixed(1)} s\n`);
  const app = appClient(url, await signIn(url, DEMO_OFFICE_EMAIL));
  const statementsOf = statementCounter(server, app);

  const measure = async (makeCases) => {
    const results = await latencies(makeCases.map((makeCase) => makeCase(app)));
    for (const [index, makeCase] of makeCases.entries()) results[index].statements = await statementsOf(makeCase);
    return results;
  };
  const [complexMonth, restMonth] = await measure(scheduleCases(view, viewJobs));
  const [quiet, busy] = await measure(days.map(dispatchCase));
  const availability = await measure(availabilityInputs.map(availabilityCase));

  const window = `${view.startDate} to ${view.endDate}, ${thousands(viewJobs.size)} jobs`;
  const pages = complexMonth.statements.length;
  const dayLabel = ({ day, ids }) => `${day} (${ids.size} jobs)`;
  const dayStatements = ({ statements }) =>
    `${sum(statements)} = complexJobs ${statements.slice(0, -1).join(' + ')} + scheduledAssetsForJobs ` +
    `${statements.at(-1)}`;
  console.log(
    `Results (p50 / p95 over ${SAMPLES} rounds of sequential requests, one connection; SQL: statements the server ` +
      `sent to PostgreSQL)`,
  );
  printTable([
    ['Measure', 'Figure', 'Goal', 'Result'],
    [
      `(a) complexJobs, ${monthLabel} month view (${window}): ${pages === 1 ? 'one request' : `${pages} requests`} of up to ${PAGE_LIMIT}`,
      `${timing(complexMonth)} (a request ${timing(complexMonth.request)}), ${sql(complexMonth.statements)}`,
      `p50 <= ${GOAL.scheduleMs} ms`,
      mark(complexMonth.p50 <= GOAL.scheduleMs),
    ],
    [
      `(a) GET /api/jobs (the legacy schedule, complexJobs flag off), ${monthLabel} month view (${window})`,
      `${timing(restMonth)}, ${sql(restMonth.statements)}`,
      `p50 <= ${GOAL.scheduleMs} ms`,
      mark(restMonth.p50 <= GOAL.scheduleMs),
    ],
    ...[quiet, busy].map((result, index) => [
      `(b) dispatch ${dayLabel(days[index])}: SQL statements`,
      dayStatements(result),
    ]),
    ...[quiet, busy].map((result, index) => [
      `(b) dispatch ${dayLabel(days[index])}: the day's ${result.request.count} requests`,
      `${timing(result)} (a request ${timing(result.request)})`,
    ]),
    [
      `(b) scheduledAssetsForJobs SQL, ${days[0].ids.size} vs ${days[1].ids.size} jobs`,
      `${quiet.statements.at(-1)} vs ${busy.statements.at(-1)}`,
      'the same',
      mark(quiet.statements.at(-1) === busy.statements.at(-1)),
    ],
    [
      `(b) dispatch day SQL, ${days[0].ids.size} vs ${days[1].ids.size} jobs (complexJobs pages of ${PAGE_LIMIT})`,
      `${sum(quiet.statements)} vs ${sum(busy.statements)}`,
      'the same',
      mark(sum(quiet.statements) === sum(busy.statements)),
    ],
    ...availability.map((result, index) => {
      const { availableOnly, count } = availabilityInputs[index];
      return [
        `(c) getAvailableAssetSchedule, ${monthLabel}, ${AVAILABILITY_LIMIT} of ${thousands(count.total)} ` +
          `${availableOnly ? 'available ' : ''}assets (${count.booked} booked)`,
        `${timing(result)}, ${sql(result.statements)}`,
        `p50 <= ${GOAL.availabilityMs} ms`,
        mark(result.p50 <= GOAL.availabilityMs),
      ];
    }),
  ]);
  console.log(`\n${machine()}`);
}

await runBench(main);
