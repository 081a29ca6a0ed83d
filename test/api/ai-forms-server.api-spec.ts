import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UNREADABLE_FILE } from '../../src/ai-forms/upload-checks.js';
import { dataModelSchema } from '../../src/forms/engine/index.js';
import { freePort } from '../../src/database/embedded-postgres.js';
import { TRUNCATED_PNG } from '../fixtures/ai-forms/unreadable-files.js';
import { TestContext } from '../support/test-app.js';

const ROOT = process.cwd();

/** The bundled server (dist/server/main.js) forks the analysis child of its own bundle, dist/server/analysis-child.js. */
describe('the built server reads uploads in its bundled analysis child', () => {
  let server: ChildProcess;
  let base: string;
  let token: string;
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await TestContext.create();
    token = (await ctx.newUser({ permissions: ['groundcrew:admin'] })).token;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(ROOT, 'dist/server/main.js')], {
      env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      let stdout = '';
      server.stdout!.on(
        'data',
        (chunk: Buffer) => (stdout += chunk.toString()).includes('Groundcrew is running') && resolve(),
      );
      server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
  }, 60_000);
  afterAll(async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await ctx.close();
  });

  const upload = (bytes: Buffer) => {
    const body = new FormData();
    body.append('formType', 'other');
    body.append('file', new Blob([bytes]), 'form.png');
    return fetch(`${base}/api/generate/data-model`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });
  };

  it('analyses a photo, and survives a file that crashes its reader', async () => {
    const crashed = await upload(TRUNCATED_PNG);
    expect([crashed.status, await crashed.json()]).toEqual([400, { statusCode: 400, message: UNREADABLE_FILE }]);
    const analysed = await upload(readFileSync(join(ROOT, 'test/fixtures/ai-forms/photo.png')));
    expect(analysed.status).toBe(200);
    expect(dataModelSchema.parse(JSON.parse(await analysed.text())).data_model.length).toBeGreaterThan(0);
    // pgrep exits 1 when it finds none.
    execFileSync('pgrep', ['-P', String(server.pid), '-f', 'dist/server/analysis-child.js']);
  }, 60_000);
});
