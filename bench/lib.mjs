// What the benchmarks share: the built server and other children on free ports, sign-in, a fresh database on a
// PostgreSQL server, timed requests and their percentiles, the results table, and a run wrapper that stops every
// child and runs the cleanup steps also on errors or Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The built server to measure: `dist/` of this checkout, or BENCH_DIST (e.g. another build, to compare two). */
export const DIST = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
export const DEMO_PASSWORD = 'Groundcrew!2026';
export const DEMO_ACCOUNT = 'Summit Crane & Rigging';
export const DEMO_OFFICE_EMAIL = 'office@summitcrane.com';

/** Settings the benchmarks against a PostgreSQL server share (environment). */
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
export const WARMUP_SAMPLES = 20;

const children = new Set();
const cleanups = [];

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The server a build starts: its bundle, or tsc's output in a build from before the bundle (scripts/bundle-server.mjs). */
export const serverEntry = (dist = DIST) =>
  existsSync(join(dist, 'server/main.js')) ? join(dist, 'server/main.js') : join(dist, 'src/main.js');

/** Builds the server when dist/server/main.js is missing (a BENCH_DIST elsewhere must be built already). */
export function ensureBuilt() {
  if (DIST !== join(ROOT, 'dist')) {
    if (!existsSync(serverEntry(DIST))) throw new Error(`${DIST} holds no built server`);
    return;
  }
  if (existsSync(join(DIST, 'server/main.js'))) return;
  console.log('dist/server/main.js is missing: npm run build:server');
  const build = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:server failed');
}

export const machine = () =>
  `Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ` +
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`;

/**
 * Spawns a Node child whose output is kept (and shown if it fails); `child.exited` resolves when it exits.
 * `extraStdio` adds the child's file descriptors 3 and on (see child_process.spawn).
 */
export function start(name, args, env, extraStdio = []) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', ...extraStdio] });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.output = () => output.join('');
  child.label = name;
  children.add(child);
  void child.exited.then(() => children.delete(child));
  return child;
}

/** Runs a Node script to its end; throws with its output when it fails. */
export async function run(name, args, env) {
  const child = start(name, args, env);
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`${name} exited with ${code}:\n${child.output()}`);
  return child.output();
}

export async function stop(child, timeoutMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const result = await Promise.race([child.exited, sleep(timeoutMs).then(() => null)]);
  if (result === null) {
    console.error(`${child.label} did not stop within ${timeoutMs} ms: killing it`);
    child.kill('SIGKILL');
    await child.exited;
  }
}

/** Registers a step run at the end, after every child has stopped, in reverse order of registration. */
export const onCleanup = (step) => cleanups.unshift(step);

let cleaning;
/** Stops the children, then runs the cleanup steps; once, however many times (Ctrl-C and the failing run) ask. */
function cleanup() {
  cleaning ??= (async () => {
    await Promise.all([...children].map((child) => stop(child)));
    for (const step of cleanups) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}

/** Polls `url` until it answers 200; returns the milliseconds since `startedAt`. */
export async function waitFor200(url, child, startedAt, timeoutMs) {
  while (performance.now() - startedAt < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited with ${child.exitCode}:\n${child.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${child.output()}`);
}

/** Signs in through the API; returns the access token. */
export async function signIn(appUrl, email, password = DEMO_PASSWORD) {
  const response = await fetch(`${appUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = await response.json();
  const token = session?.data?.accessToken;
  if (response.status !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(session)}`);
  }
  return token;
}

/** The secrets production requires, fresh for each run. */
export const productionSecrets = () => ({
  JWT_SECRET: randomBytes(32).toString('hex'),
  FILE_URL_SECRET: randomBytes(32).toString('hex'),
});

export const mark = (ok) => (ok ? 'MET' : 'MISSED');

export function expect(condition, message) {
  if (!condition) throw new Error(message);
}

export async function withClient(url, work) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name) => {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh database `<prefix>_<random>` on BENCH_PG_URL holding the demo account (`cli.js seed`, which also runs the
 * migrations), dropped at the end after the server has stopped, also on errors or Ctrl-C. Returns a client connected
 * to it, the environment to start the server with, and the demo account's id.
 */
export async function benchDatabase(prefix) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  onCleanup(() => withClient(PG_URL, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  await withClient(PG_URL, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const env = { ...process.env, DATABASE_URL: databaseUrl(name), LOG_LEVEL: 'warn' };
  await run('seed', [join(DIST, 'src/cli/cli.js'), 'seed'], env);
  const db = new pg.Client(env.DATABASE_URL);
  await db.connect();
  onCleanup(() => db.end());
  const { rows } = await db.query('SELECT id FROM account WHERE name = $1', [DEMO_ACCOUNT]);
  return { db, env, accountId: rows[0].id };
}

/**
 * BENCH_SQL: a file of statements, each ending with `;` at the end of a line, run on the generated data before the
 * server starts and followed by ANALYZE of `tables`. To measure an index before writing its migration.
 */
export async function runExtraSql(db, tables) {
  const file = process.env.BENCH_SQL;
  if (!file) return;
  const statements = readFileSync(file, 'utf8')
    .split(/;\s*$/m)
    .map((statement) => statement.trim());
  for (const statement of statements.filter(Boolean)) await db.query(statement);
  await db.query(`ANALYZE ${tables.join(', ')}`);
  console.log(`Ran ${file} on the generated data\n`);
}

/** A temporary DATA_DIR, removed at the end. */
export function benchDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-bench-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/**
 * Starts the built server (NODE_ENV=production, a temporary DATA_DIR unless `dataDir` names one) on a free port against `env.DATABASE_URL`,
 * which runs the migrations at start; `nodeArgs` go before the script, `extraStdio` as in `start`. `dist` is the
 * build to start (default DIST) and `secrets` its JWT_SECRET and FILE_URL_SECRET (default fresh ones: pass them to
 * share them with another server). Resolves when /api/health answers 200.
 */
export async function startServer(
  env,
  { nodeArgs = [], extraStdio = [], dist = DIST, secrets = productionSecrets(), label = 'server', dataDir } = {},
) {
  dataDir ??= benchDataDir();
  const url = `http://127.0.0.1:${await freePort()}`;
  const startedAt = performance.now();
  const app = start(
    label,
    [...nodeArgs, serverEntry(dist)],
    {
      ...env,
      NODE_ENV: 'production',
      ...secrets,
      JWT_ACCESS_TTL_SECONDS: '3600',
      PORT: new URL(url).port,
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
    },
    extraStdio,
  );
  await waitFor200(`${url}/api/health`, app, startedAt, 60_000);
  return { app, url };
}

/**
 * The app as one signed-in user: `get(path)` and `graphql(query, variables)` check that the answer is 200 (and, for
 * GraphQL, free of errors) and resolve to `{ms, body}`, timed from sending the request to the whole body read.
 */
export function appClient(appUrl, token) {
  const send = async (label, path, init = {}) => {
    const startedAt = performance.now();
    const response = await fetch(`${appUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    });
    const text = await response.text();
    const ms = performance.now() - startedAt;
    const body = response.status === 200 ? JSON.parse(text) : null;
    if (!body || body.errors) throw new Error(`${label}: ${response.status} ${text.slice(0, 1000)}`);
    return { ms, body };
  };
  return {
    get: (path) => send(`GET ${path}`, path),
    post: (path, body) =>
      send(`POST ${path}`, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    graphql: (query, variables) =>
      send(`GraphQL ${/\w+\s+(\w+)/.exec(query)?.[1] ?? query.slice(0, 40)}`, '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      }),
  };
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Runs each case in turn, round after round (so drift on the machine hits every case alike): WARMUP_SAMPLES rounds,
 * then SAMPLES measured ones. A case's `run(first)` makes its requests one after the other (checking the answers
 * when `first`) and returns their times in ms. Per case: p50 and p95 of the whole case (`p50`, `p95`) and of its
 * single requests (`request.p50`, `request.p95`, `request.count` per run).
 */
export async function latencies(cases) {
  const runs = cases.map(() => ({ totals: [], requests: [] }));
  for (let round = 0; round < WARMUP_SAMPLES + SAMPLES; round++) {
    for (const [index, { run: runCase }] of cases.entries()) {
      const times = await runCase(round === 0);
      if (round < WARMUP_SAMPLES) continue;
      runs[index].totals.push(times.reduce((sum, time) => sum + time, 0));
      runs[index].requests.push(...times);
    }
  }
  return cases.map(({ label }, index) => {
    const { totals, requests } = runs[index];
    return {
      label,
      p50: percentile(totals, 50),
      p95: percentile(totals, 95),
      request: { p50: percentile(requests, 50), p95: percentile(requests, 95), count: requests.length / SAMPLES },
    };
  });
}

export const ms = (value) => `${value.toFixed(1)} ms`;
export const thousands = (value) => Math.round(value).toLocaleString('en-US');

/** Prints rows of cells as columns; the first row is the heading. */
export function printTable(rows) {
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => String(row[column] ?? '').length)));
  for (const row of rows) {
    console.log(`  ${row.map((cell, column) => String(cell ?? '').padEnd(widths[column])).join('   ')}`.trimEnd());
  }
}

/**
 * Runs `main`, then stops the children and runs the cleanup steps, also on errors and Ctrl-C. Exits 0 when the
 * run completed (missed goals are printed, not failures), 1 when something went wrong.
 */
export async function runBench(main) {
  let exitCode = 0;
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping`);
    void cleanup().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await main();
  } catch (error) {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  } finally {
    await cleanup();
  }
  process.exit(exitCode);
}

/**
 * Counts the SQL statements the server sends, one line each on its file descriptor 3 (bench/count-statements.mjs).
 * Returns `statementsOf(makeCase)`: runs the case once through a client that counts, and answers each request's count.
 */
export function statementCounter(server, app) {
  let statements = 0;
  createInterface({ input: server.stdio[3] }).on('line', () => statements++);
  // The server writes a request's statements before it answers; a moment lets the bench read them off the pipe.
  const settle = () => sleep(50);
  return async (makeCase) => {
    const counts = [];
    const counted =
      (send) =>
      async (...args) => {
        await settle();
        const before = statements;
        const answer = await send(...args);
        await settle();
        counts.push(statements - before);
        return answer;
      };
    await makeCase({ get: counted(app.get), post: counted(app.post), graphql: counted(app.graphql) }).run(false);
    return counts;
  };
}

/** The statements of a case's requests: `5 SQL` for one request, `5 SQL each` for several alike, else each count. */
export const sql = (counts) =>
  new Set(counts).size === 1 ? `${counts[0]} SQL${counts.length > 1 ? ' each' : ''}` : `${counts.join(' + ')} SQL`;
