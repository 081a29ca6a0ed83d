import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../../src/database/embedded-postgres.js';
import { timecardTemplate } from '../../src/forms/engine/fixtures/timecard.template.js';
import { bearer, TestContext } from '../support/test-app.js';

/** The built server's connections, told apart from the test's own by their application name. */
const APPLICATION_NAME = 'groundcrew-dropped-connections';

/**
 * PostgreSQL ends connections (a restart, a failover, pg_terminate_backend) while the built server is serving reads:
 * the requests using them fail, the server stays up, and the requests after the blip succeed on new connections.
 */
describe('dropped database connections', () => {
  let ctx: TestContext;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(async () => {
    server?.kill('SIGTERM');
    await ctx?.close();
  });

  it('keeps the server serving after its connections are terminated under traffic', async () => {
    const account = await ctx.newAccount();
    const admin = await ctx.newUser({ account, permissions: ['groundcrew:admin'] });
    const clerk = await ctx.newUser({ account, permissions: ['timecard:admin'] });
    const { body } = await ctx
      .http()
      .post('/graphql')
      .set(bearer(admin.token))
      .send({
        query:
          'mutation Create($input: CreateFormTemplateInput!) { createFormTemplate(input: $input) { formTemplate { id } } }',
        variables: { input: { ...timecardTemplate(), divisionId: account.division.id } },
      })
      .expect(200);
    const formId = (body.data.createFormTemplate.formTemplate as { id: string }).id;

    const port = await freePort();
    const started = spawn(process.execPath, [join(process.cwd(), 'dist/server/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'false',
        DATABASE_POOL_SIZE: '4',
        PGAPPNAME: APPLICATION_NAME,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = started;
    let output = '';
    started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      started.stdout.on('data', () => output.includes('Groundcrew is running') && resolve());
      void exited.then(() => reject(new Error(`the server exited: ${output}`)));
    });

    // Hot reads (the template and the page, on the pool's own clients), and /me.
    const read = async () => {
      const search = await fetch(`http://127.0.0.1:${port}/api/forms/${formId}/submission/search`, {
        method: 'POST',
        headers: { ...bearer(clerk.token), 'content-type': 'application/json' },
        body: '{}',
      });
      const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: bearer(clerk.token) });
      return [search.status, me.status];
    };
    let stop = false;
    const traffic = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (!stop) await read().catch(() => [0]);
      }),
    );

    const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await killer.connect();
    let terminated = 0;
    try {
      for (let round = 0; round < 10; round++) {
        await sleep(100);
        const { rows } = await killer.query<{ count: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity
            WHERE application_name = $1 AND pid <> pg_backend_pid()`,
          [APPLICATION_NAME],
        );
        terminated += rows[0].count;
      }
    } finally {
      await killer.end();
    }
    stop = true;
    await traffic;
    expect(terminated).toBeGreaterThan(0);
    await sleep(200);
    // Alive, or what it printed as it ended.
    const alive = () => (started.exitCode === null && started.signalCode === null ? 'alive' : output);
    expect(alive()).toBe('alive');

    const after = await Promise.all(Array.from({ length: 20 }, read));
    expect(after).toEqual(Array(20).fill([200, 200]));
    expect(alive()).toBe('alive');
  }, 60_000);
});
