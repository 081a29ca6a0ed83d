import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/database/embedded-postgres.js';
import { timecardTemplate } from '../../src/forms/engine/fixtures/timecard.template.js';
import { FormSubmission } from '../../src/forms/submissions/form-submission.entity.js';
import { StoredFile } from '../../src/files/stored-file.entity.js';
import { JOBS } from '../../src/queue/jobs.js';
import { QueueService } from '../../src/queue/queue.service.js';
import { bearer, TestContext } from '../support/test-app.js';

jest.setTimeout(150_000);

const PDFS = 200;
const EXPORTS = 20;

/** A spawned process of the build, with what it printed. */
interface Started {
  child: ChildProcess;
  output: string[];
  exited: Promise<void>;
}

/**
 * The queue across processes (docs/queue.md): two web processes with WORKER=false and one worker process on one
 * PostgreSQL, all on one QUEUE_SCHEMA and one DATA_DIR. 200 submissions (each queuing its PDF in its create's
 * transaction) and 20 exports (each call waiting for its job) go to both web processes; the worker is killed
 * (SIGKILL) mid-way and a new one started. Every PDF is made and stored once, every export answered.
 */
describe('the queue with two web processes and a worker', () => {
  const queueSchema = `pgboss_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-queue-processes-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    QUEUE_SCHEMA: queueSchema,
    // Faster PDFs, so the 200 fit the test's time; a crash of the one-process Chromium is a failed run the queue retries.
    PDF_SINGLE_PROCESS: 'true',
    QUEUE_POLL_SECONDS: '1',
    DATABASE_POOL_SIZE: '4',
  };
  let ctx: TestContext;
  const started: Started[] = [];
  let webs: string[] = [];

  const start = async (script: string, extra: Record<string, string>, ready: string): Promise<Started> => {
    const child = spawn(process.execPath, [script], {
      env: { ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const process_ = { child, output, exited };
    started.push(process_);
    await new Promise<void>((resolve, reject) => {
      let pending = '';
      child.stdout.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop()!;
        output.push(...lines);
        if (lines.some((line) => line.includes(ready))) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      void exited.then(() => reject(new Error(`${script} exited: ${output.join('\n')}`)));
    });
    return process_;
  };
  const startWeb = async () => {
    const port = await freePort();
    await start(
      'dist/server/main.js',
      { PORT: String(port), HOST: '127.0.0.1', WORKER: 'false', LOG_LEVEL: 'warn' },
      'Groundcrew is running',
    );
    return `http://127.0.0.1:${port}`;
  };
  const startWorker = () => start('dist/src/worker.js', { LOG_LEVEL: 'info' }, 'is working the queue');
  /** The submissions whose PDF a worker noted as stored, one entry per time. */
  const storedBy = (worker: Started) =>
    worker.output
      .filter((line) => line.includes('Submission PDF stored'))
      .map((line) => (JSON.parse(line) as { submissionId: string }).submissionId);

  beforeAll(async () => {
    ctx = await TestContext.create({ worker: false, queueSchema, dataDir });
    webs = await Promise.all([startWeb(), startWeb()]);
  });
  afterAll(async () => {
    for (const { child, exited } of started) {
      child.kill('SIGKILL');
      await exited;
    }
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes every PDF and export once, through a worker killed mid-way', async () => {
    const account = await ctx.newAccount();
    const admin = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
    const clerk = await ctx.newUser({ account, permissions: ['timecard:admin'] });
    const { body } = await ctx
      .http()
      .post('/graphql')
      .set(bearer(admin.token))
      .send({
        query: `mutation C($input: CreateFormTemplateInput!) { createFormTemplate(input: $input) { formTemplate { id } } }`,
        variables: { input: { ...timecardTemplate(), divisionId: account.division.id } },
      })
      .expect(200);
    const formId = body.data.createFormTemplate.formTemplate.id as string;
    const call = (index: number, path: string, payload: object) =>
      fetch(`${webs[index % 2]}/api${path}`, {
        method: 'POST',
        headers: { ...bearer(clerk.token), 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });

    const first = await startWorker();
    // Ten callers at a time, each call to one web process and the next to the other.
    const ids: string[] = [];
    let next = 0;
    const submitting = Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < PDFS) {
          const index = next++;
          const response = await call(index, '/form', {
            formId,
            localDateTime: '2026-11-20T06:45:00',
            fields: [
              { id: 'workDate', value: '2026-11-20' },
              { id: 'customerName', value: `Customer ${index}` },
              { id: 'startTime', value: '2026-11-20T07:00' },
              { id: 'stopTime', value: '2026-11-20T15:30' },
            ],
          });
          expect(response.status).toBe(201);
          ids.push(((await response.json()) as { data: { id: string } }).data.id);
        }
      }),
    );
    // SIGKILL once the worker is well into the PDFs and making one: the jobs it runs then are lost with it, until
    // their timeout. (It may have ended the one seen running the moment it is killed: then none is lost.)
    const queue = ctx.app.get(QueueService);
    while (storedBy(first).length < 20 || (await queue.running(JOBS.submissionPdf)) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const lost = await queue.running(JOBS.submissionPdf);
    // The exports, queued while no worker runs: each call waits for its job, which the next worker runs.
    const exporting = Promise.all(
      Array.from({ length: EXPORTS }, async (_, index) => {
        const fileType = index % 2 ? 'PDF' : 'CSV';
        const response = await call(index, `/forms/${formId}/submission/export`, {
          fileType,
          formSubmissionIds: ids.slice(index, index + 3),
        });
        return { status: response.status, fileType, body: Buffer.from(await response.arrayBuffer()) };
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const second = await startWorker();

    await submitting;
    const exports = await exporting;
    for (const { status, fileType, body: file } of exports) {
      expect(status).toBe(200);
      if (fileType === 'PDF') expect(file.subarray(0, 5).toString()).toBe('%PDF-');
      else expect(file.toString().trim().split('\n')).toHaveLength(4); // the header and the three submissions
    }
    expect(new Set(ids).size).toBe(PDFS);

    const rows = () => ctx.dataSource.getRepository(FormSubmission).findBy({ formId });
    for (let waited = 0; (await rows()).some((row) => !row.hasFile) && waited < 120_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const made = await rows();
    expect(made.filter((row) => !row.hasFile || !row.pdfDigest || row.pdfError)).toEqual([]);
    // None made twice: each PDF stored once, by one worker or the other (the killed one may have stored the PDF of a
    // job it was running without getting to log it: at most one per job it ran at once); each row's PDF its one file.
    const stored = [...storedBy(first), ...storedBy(second)];
    expect(new Set(stored).size).toBe(stored.length);
    expect(stored.length).toBeGreaterThanOrEqual(PDFS - (JOBS.submissionPdf.concurrency ?? 1));
    // The jobs the killed worker was running run again in the other once their timeout has passed (within 40 s, with
    // the queue's maintenance interval), also when it had stored their PDF before it died and every row has its file.
    const ranAgain = () =>
      second.output.some((line) => line.includes(`Job ${JOBS.submissionPdf.name}`) && line.includes('runs again'));
    for (let waited = 0; lost > 0 && !ranAgain() && waited < 60_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(lost === 0 || ranAgain()).toBe(true);
    const attached = await ctx.dataSource
      .getRepository(StoredFile)
      .findBy({ accountId: account.account.id, purpose: 'generated-pdf', ownerType: 'form-submission' });
    expect(attached.map((file) => file.key).sort()).toEqual(made.map((row) => row.pdfFilePath).sort());
  });
});
