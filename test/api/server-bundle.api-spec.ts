import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../src/database/embedded-postgres.js';

const ROOT = process.cwd();
const SERVER = join(ROOT, 'dist/server');
const CACHE_WARNING = 'serve.js.cache was made by another Node or under other V8 flags';

/** Starts the built server in `dir` on the test run's database; its stderr once it answers /api/health, then stops it. */
async function startedServer(dir: string): Promise<{ stderr: string; health: number }> {
  const port = await freePort();
  const server = spawn(process.execPath, [join(dir, 'main.js')], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  server.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', () => stdout.includes('Groundcrew is running') && resolve());
      void exited.then(() => reject(new Error(`the server exited: ${stderr}`)));
    });
    const { status } = await fetch(`http://127.0.0.1:${port}/api/health`);
    return { stderr, health: status };
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

describe('the built server (dist/server)', () => {
  it('runs the app from the code cache made at build, which V8 accepts', async () => {
    const { stderr, health } = await startedServer(SERVER);
    expect(health).toBe(200);
    expect(stderr).not.toContain(CACHE_WARNING);
  }, 60_000);

  it('compiles the app, and says so, when its code cache does not fit', async () => {
    const copy = join(ROOT, 'dist/server-stale-cache');
    cpSync(SERVER, copy, { recursive: true });
    try {
      const cache = readFileSync(join(copy, 'serve.js.cache'));
      cache.fill(0, 0, 64); // a header V8 cannot take: another version, other flags, another source
      writeFileSync(join(copy, 'serve.js.cache'), cache);
      const { stderr, health } = await startedServer(copy);
      expect(health).toBe(200);
      expect(stderr).toContain(CACHE_WARNING);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
