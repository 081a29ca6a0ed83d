import { describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, cpSync, lstatSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS } from '../../migrations/index.js';
import { Account } from '../../src/accounts/account.entity.js';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { DEMO_ACCOUNT_NAME, DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { PROVIDER_ACCOUNT_NAME } from '../../src/seed/first-admin.js';
import { User } from '../../src/users/user.entity.js';
import { TestContext } from '../support/test-app.js';

/** A new, empty database on the test run's PostgreSQL server, dropped after `work`. */
async function withFreshDatabase(work: (url: string) => Promise<void>): Promise<void> {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `groundcrew_startup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** A temporary directory that PostgreSQL, run as the postgres user when the tests run as root, can enter. */
function openTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

const asRoot = process.getuid?.() === 0;

/** `work` on a connection to the database at `url`, closed after it. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How many migrations the database at `url` records as applied (0 without the migrations table). */
const appliedMigrations = (url: string): Promise<number> =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ table: string | null }>("SELECT to_regclass('migrations') AS table");
    if (!rows[0].table) return 0;
    const { rows: counted } = await client.query<{ applied: number }>(
      'SELECT count(*)::int AS applied FROM migrations',
    );
    return counted[0].applied;
  });

/** `url` with another password. */
function withPassword(url: string, password: string): string {
  const other = new URL(url);
  other.password = password;
  return other.toString();
}

describe('start-up', () => {
  it('brings up two instances started together on an empty database, with one first super admin', async () => {
    await withFreshDatabase(async (databaseUrl) => {
      const adminEmail = `founder-${randomUUID()}@example.com`;
      const settings = { databaseUrl, adminEmail, adminPassword: 'first-admin-pass' };
      const instances = await Promise.allSettled([TestContext.create(settings), TestContext.create(settings)]);
      const started = instances.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(instances.filter((result) => result.status === 'rejected')).toEqual([]);
        const manager = started[0].dataSource.manager;
        expect(await manager.countBy(User, { email: adminEmail })).toBe(1);
        expect(await manager.countBy(Account, { name: PROVIDER_ACCOUNT_NAME })).toBe(1);
        for (const ctx of started) {
          await ctx
            .http()
            .post('/api/auth/sign-in')
            .send({ email: adminEmail, password: 'first-admin-pass' })
            .expect(200);
        }
      } finally {
        await Promise.all(started.map((ctx) => ctx.close()));
      }
    });
  }, 60_000);

  it('never loads the demo data, with its published passwords, when NODE_ENV=production', async () => {
    const dataDir = openTempDir('groundcrew-production-');
    try {
      const ctx = await TestContext.create({ nodeEnv: 'production', demoData: true, databaseUrl: undefined, dataDir });
      try {
        expect(await ctx.dataSource.manager.existsBy(Account, { name: DEMO_ACCOUNT_NAME })).toBe(false);
        await ctx
          .http()
          .post('/api/auth/sign-in')
          .send({ email: 'office@summitcrane.com', password: DEMO_PASSWORD })
          .expect(401);
      } finally {
        await ctx.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it.each([
    ["from the build's template", undefined],
    ['by initdb', null],
  ])(
    'gives a new embedded cluster (%s) its database, and makes it again on a cluster that lost it',
    async (_, template) => {
      const dataDir = openTempDir('groundcrew-embedded-');
      const databases = (url: string): Promise<string[]> =>
        withClient(url, async (client) => {
          const { rows } = await client.query<{ datname: string }>(
            'SELECT datname FROM pg_database WHERE NOT datistemplate ORDER BY datname',
          );
          return rows.map((row) => row.datname);
        });
      const maintenance = (url: string) => url.replace(/\/groundcrew$/, '/template1');
      try {
        const first = await startEmbeddedPostgres(dataDir, { template });
        try {
          expect(await databases(first.url)).toEqual(['groundcrew']);
          // The template's cluster has the build's migrations before the app runs them; initdb's has none.
          expect(await appliedMigrations(first.url)).toBe(template === null ? 0 : MIGRATIONS.length);
          await withClient(maintenance(first.url), (client) => client.query('DROP DATABASE groundcrew'));
        } finally {
          await first.stop();
        }
        const second = await startEmbeddedPostgres(dataDir, { template });
        try {
          expect(await databases(maintenance(second.url))).toEqual(['groundcrew']);
        } finally {
          await second.stop();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it("lets only its DATA_DIR's password in to a cluster copied from the build's template", async () => {
    const dataDirs = [openTempDir('groundcrew-template-a-'), openTempDir('groundcrew-template-b-')];
    try {
      const [first, second] = await Promise.all(dataDirs.map((dataDir) => startEmbeddedPostgres(dataDir)));
      try {
        for (const database of [first, second]) expect(await appliedMigrations(database.url)).toBe(MIGRATIONS.length);
        const password = (url: string) => decodeURIComponent(new URL(url).password);
        expect(password(first.url)).not.toEqual(password(second.url));
        await expect(appliedMigrations(withPassword(first.url, password(second.url)))).rejects.toThrow(
          'password authentication failed',
        );
      } finally {
        await Promise.all([first.stop(), second.stop()]);
      }
    } finally {
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  (asRoot ? it : it.skip)(
    'runs the embedded PostgreSQL for root when both the checkout and DATA_DIR are in mode-0700 directories',
    async () => {
      // As under /root: the PostgreSQL binaries and DATA_DIR sit where the postgres user cannot enter.
      const closed = mkdtempSync(join(tmpdir(), 'groundcrew-root-only-'));
      const runtimeDir = openTempDir('groundcrew-runtime-');
      try {
        const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
          postgres: string;
        };
        const installation = join(closed, 'postgresql');
        cpSync(dirname(dirname(postgres)), installation, { recursive: true, verbatimSymlinks: true });
        // A template the postgres user cannot read either: the first start makes the cluster with initdb instead.
        const template = join(closed, 'database-template');
        cpSync(join(process.cwd(), 'dist/database-template'), template, { recursive: true });
        const dataDir = join(closed, 'data');

        for (let start = 0; start < 2; start++) {
          const database = await startEmbeddedPostgres(dataDir, { installation, runtimeDir, template });
          try {
            const { rows } = await withClient(database.url, (client) =>
              client.query<{ user: string }>('SELECT current_user AS user'),
            );
            expect(rows).toEqual([{ user: 'postgres' }]);
            expect(await appliedMigrations(database.url)).toBe(0);
          } finally {
            await database.stop();
          }
        }
        expect(lstatSync(join(dataDir, 'db')).isSymbolicLink()).toBe(true);
        expect(readlinkSync(join(dataDir, 'db')).startsWith(join(runtimeDir, 'clusters'))).toBe(true);
      } finally {
        rmSync(closed, { recursive: true, force: true });
        rmSync(runtimeDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
