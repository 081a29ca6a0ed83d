// Groundcrew benchmark, in one run:
//  (a) cold start: spawn the built server (NODE_ENV=production) on a fresh DATA_DIR (embedded database, first super
//      admin from ADMIN_EMAIL; production never loads the demo data) and time it until GET /api/health first answers
//      200 (goal <= 5 s);
//  (b) sign in as that admin;
//  (c) start a bare Fastify hello-world in a child process;
//  (d) load both at the same concurrency with autocannon (warm-up, then a measured run) and compare
//      GET /api/auth/me (authenticated, through guards, database and envelope) with GET /hello
//      (goal: ratio >= 0.5);
//  (e) stop everything, also on errors.
// Options (environment): BENCH_CONNECTIONS (50), BENCH_DURATION (10 s), BENCH_WARMUP (2 s), BENCH_DIST (the build).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  ensureBuilt,
  freePort,
  machine,
  mark,
  onCleanup,
  productionSecrets,
  runBench,
  serverEntry,
  signIn,
  start,
  waitFor200,
} from './lib.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = randomBytes(12).toString('hex');
const GOAL_START_MS = 5000;
const GOAL_RATIO = 0.5;

function load(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(label, url, headers = {}) {
  if (WARMUP > 0) await load(url, headers, WARMUP);
  const result = await load(url, headers, DURATION);
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts out of ${result.requests.total}`,
    );
  }
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

async function main() {
  ensureBuilt();
  console.log(`${machine()}; ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target\n`);

  // (a) cold start on a fresh data directory
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-bench-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL runs as the `postgres` user and must reach it
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const { DATABASE_URL: _serverDatabase, ...env } = process.env;
  const startedAt = performance.now();
  const app = start('server', [serverEntry()], {
    ...env,
    NODE_ENV: 'production',
    ...productionSecrets(),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: appUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const startMs = await waitFor200(`${appUrl}/api/health`, app, startedAt, 60_000);

  // (b) sign in
  const token = await signIn(appUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  const me = await fetch(`${appUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  if (me.status !== 200) throw new Error(`GET /api/auth/me answered ${me.status}: ${await me.text()}`);

  // (c) bare Fastify baseline
  const helloPort = await freePort();
  const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
  const hello = start('hello-server', ['bench/hello-server.mjs'], { ...env, PORT: String(helloPort) });
  await waitFor200(helloUrl, hello, performance.now(), 15_000);

  // (d) the same load on both, one after the other
  const appResult = await measure('GET /api/auth/me', `${appUrl}/api/auth/me`, { authorization: `Bearer ${token}` });
  const helloResult = await measure('GET /hello (bare Fastify)', helloUrl);
  const ratio = appResult.rps / helloResult.rps;

  const row = (r) =>
    `  ${r.label.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests)`;
  console.log('Results');
  console.log(
    `  cold start to first 200 on /api/health: ${Math.round(startMs)} ms (goal <= ${GOAL_START_MS} ms: ${mark(startMs <= GOAL_START_MS)})`,
  );
  console.log(row(appResult));
  console.log(row(helloResult));
  console.log(`  ratio app / bare Fastify: ${ratio.toFixed(2)} (goal >= ${GOAL_RATIO}: ${mark(ratio >= GOAL_RATIO)})`);
}

await runBench(main);
