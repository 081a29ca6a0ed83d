// Groundcrew benchmark, in one run:
//  (a) cold start: spawn the built server (NODE_ENV=production) on a fresh DATA_DIR (embedded database, demo data) and time
//      it until GET /api/health first answers 200 (goal <= 5 s);
//  (b) sign in as the demo office user;
//  (c) start a bare Fastify hello-world in a child process;
//  (d) load both at the same concurrency with autocannon (warm-up, then a measured run) and compare
//      GET /api/auth/me (authenticated, through guards, database and envelope) with GET /hello
//      (goal: ratio >= 0.5);
//  (e) stop everything, also on errors.
// Options (environment): BENCH_CONNECTIONS (50), BENCH_DURATION (10 s), BENCH_WARMUP (2 s).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const EMAIL = 'office@summitcrane.com';
const PASSWORD = 'Groundcrew!2026';
const GOAL_START_MS = 5000;
const GOAL_RATIO = 0.5;

const children = new Set();
const tempDirs = new Set();

function freePort() {
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns a child whose output is kept (and shown if it fails); resolves when it exits. */
function start(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

async function stop(child, timeoutMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const result = await Promise.race([child.exited, sleep(timeoutMs).then(() => null)]);
  if (result === null) {
    console.error(`${child.label} did not stop within ${timeoutMs} ms: killing it`);
    child.kill('SIGKILL');
    await child.exited;
  }
}

async function cleanup() {
  await Promise.all([...children].map((child) => stop(child)));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** Polls `url` until it answers 200; returns the milliseconds since `startedAt`. */
async function waitFor200(url, child, startedAt, timeoutMs) {
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
  const serverMain = join(ROOT, 'dist/src/main.js');
  if (!existsSync(serverMain)) {
    console.log('dist/src/main.js is missing: npm run build:server');
    const build = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:server failed');
  }

  console.log(
    `Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}); ` +
      `${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target\n`,
  );

  // (a) cold start on a fresh data directory
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-bench-'));
  tempDirs.add(dataDir);
  chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL runs as the `postgres` user and must reach it
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const { DATABASE_URL: _serverDatabase, ...env } = process.env;
  const startedAt = performance.now();
  const app = start('server', ['dist/src/main.js'], {
    ...env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(appPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: appUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  });
  const startMs = await waitFor200(`${appUrl}/api/health`, app, startedAt, 60_000);

  // (b) sign in
  const signIn = await fetch(`${appUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const session = await signIn.json();
  const token = session?.data?.accessToken;
  if (signIn.status !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(session)}`);
  }
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

  const mark = (ok) => (ok ? 'ok' : 'MISSED');
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
