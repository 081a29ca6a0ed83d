import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../src/database/embedded-postgres.js';

const ROOT = process.cwd();
const SERVER = join(ROOT, 'dist/server');

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
  it('starts the bundled app and answers /api/health, saying nothing on stderr', async () => {
    const { stderr, health } = await startedServer(SERVER);
    expect(health).toBe(200);
    expect(stderr).toBe('');
  }, 60_000);
});
