// Submission PDFs on the job queue (issue 33), against a PostgreSQL server:
//  - a fresh database bench_pdf_queue_<random> with the demo account (cli.js seed); a web process with WORKER=false
//    and, later, one worker process (npm run worker), on one DATA_DIR, the default QUEUE_SCHEMA;
//  (a) the web process's p99 on a read (the timecard search, POST /api/forms/{formId}/submission/search, 20 rows) while
//      the queue is idle;
//  (b) BENCH_PDF_QUEUE (200) timecards created through the web process, each queuing its PDF in its transaction,
//      while no worker runs; then the worker starts: its throughput (PDFs stored per second, from its first to its
//      last), and the same read's p99 on the web process meanwhile: goal <= 1.2 x the idle p99;
//  - stops the processes and drops the database, also on errors or Ctrl-C.
// Options (environment): BENCH_PG_URL, BENCH_PDF_QUEUE (200), BENCH_DIST, CHROME_PATH and WORKER_NICE for the worker.
import { join } from 'node:path';
import {
  benchDatabase,
  benchDataDir,
  DEMO_OFFICE_EMAIL,
  DIST,
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
  sleep,
  start,
  startServer,
} from './lib.mjs';

const COUNT = Number(process.env.BENCH_PDF_QUEUE ?? 200);
const IDLE_READS = 1000;
const GOAL_RATIO = 1.2;
const TIMECARD = 'Daily Crane Timecard';

await runBench(async () => {
  ensureBuilt();
  console.log(`PDF queue bench: ${machine()}\n`);
  const { db, env, accountId } = await benchDatabase('bench_pdf_queue');
  const { rows: forms } = await db.query('SELECT id FROM form_template WHERE account_id = $1 AND name = $2', [
    accountId,
    TIMECARD,
  ]);
  const formId = forms[0].id;
  const dataDir = benchDataDir();
  const secrets = productionSecrets();
  const { url } = await startServer({ ...env, WORKER: 'false' }, { dataDir, secrets, label: 'web' });
  const token = await signIn(url, DEMO_OFFICE_EMAIL);
  const send = async (path, body) => {
    const startedAt = performance.now();
    const response = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 300)}`);
    return { ms: performance.now() - startedAt, body: JSON.parse(text) };
  };
  const read = async () => (await send(`/forms/${formId}/submission/search`, { limit: 20 })).ms;

  // (a) Idle.
  for (let index = 0; index < 30; index++) await read();
  const idle = [];
  for (let index = 0; index < IDLE_READS; index++) idle.push(await read());

  // (b) The PDFs, queued with no worker running.
  const ids = [];
  for (let index = 0; index < COUNT; index++) {
    const { body } = await send('/form', {
      formId,
      localDateTime: '2026-11-20T06:45:00',
      fields: [
        { id: 'workDate', value: '2026-11-20' },
        { id: 'customerName', value: `Bench customer ${index}` },
        { id: 'startTime', value: '2026-11-20T07:00' },
        { id: 'stopTime', value: '2026-11-20T15:30' },
      ],
    });
    ids.push(body.data.id);
  }
  const made = async () =>
    Number(
      (await db.query('SELECT count(*) FROM form_submission WHERE id = ANY($1) AND has_file', [ids])).rows[0].count,
    );
  expect((await made()) === 0, 'no PDF should be made without a worker');

  const worker = start('worker', [join(DIST, 'src/worker.js')], {
    ...env,
    ...secrets,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  while ((await made()) === 0) {
    if (worker.exitCode !== null) throw new Error(`the worker exited:\n${worker.output()}`);
    await sleep(20);
  }
  const firstAt = performance.now();
  const loaded = [];
  let lastAt = firstAt;
  for (let done = await made(); done < COUNT; done = await made()) {
    for (let index = 0; index < 20; index++) loaded.push(await read());
    if (worker.exitCode !== null) throw new Error(`the worker exited:\n${worker.output()}`);
    lastAt = performance.now();
  }
  const seconds = (lastAt - firstAt) / 1000;
  const idleP99 = percentile(idle, 99);
  const loadedP99 = percentile(loaded, 99);
  const ratio = loadedP99 / idleP99;
  console.log(`${COUNT} queued PDFs, one worker (WORKER_NICE ${process.env.WORKER_NICE ?? '19, the default'}):`);
  printTable([
    ['throughput', `${(COUNT / seconds).toFixed(1)} PDFs/s`, `(${seconds.toFixed(1)} s from the first stored)`],
    ['read p50 idle / while making', ms(percentile(idle, 50)), ms(percentile(loaded, 50))],
    ['read p99 idle / while making', ms(idleP99), ms(loadedP99), `${idle.length} / ${loaded.length} reads`],
    ['p99 ratio', ratio.toFixed(2), `goal <= ${GOAL_RATIO}`, mark(ratio <= GOAL_RATIO)],
  ]);
});
