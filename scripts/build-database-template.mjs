// Makes dist/database-template: an embedded PostgreSQL cluster with the build's migrations applied, which a first start
// on a fresh DATA_DIR copies instead of running initdb and the migrations (docs/performance.md, item 20). Its superuser
// has no password, so nothing can sign in to it; each copy gets its DATA_DIR's password before PostgreSQL listens.
// Run by `npm run build:server` after tsc; it needs a build in dist/src.
import { chmodSync, cpSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PgBoss from 'pg-boss';
import { SCHEMA_ENTITIES } from '../dist/src/cli/schema-entities.js';
import { loadConfig } from '../dist/src/config/config.js';
import { createDataSource, runMigrations } from '../dist/src/database/data-source.js';
import { startEmbeddedPostgres } from '../dist/src/database/embedded-postgres.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const TEMPLATE = join(ROOT, 'dist/database-template');

/** Readable by every user: as root, the postgres user copies it, and a Docker image gives it to another user. */
function makeReadable(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makeReadable(path);
    else chmodSync(path, 0o644);
  }
}

/** The cluster, made in a temporary DATA_DIR and copied to TEMPLATE once PostgreSQL has stopped. */
async function makeTemplate() {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-template-'));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user, which must reach its directory
  try {
    const database = await startEmbeddedPostgres(dataDir, { template: null });
    try {
      // The migrations hold one connection, their lock another. TypeORM makes its typeorm_metadata table, which
      // some migrations write, only for entities that need it: so the entities too.
      const dataSource = createDataSource(database.url, 2, { entities: SCHEMA_ENTITIES });
      await dataSource.initialize();
      try {
        await runMigrations(dataSource);
        // The job queue's tables in the default QUEUE_SCHEMA, which pg-boss makes (and upgrades) at its start.
        const { queueSchema } = loadConfig({});
        const boss = new PgBoss({ connectionString: database.url, schema: queueSchema, max: 1, schedule: false });
        await boss.start();
        await boss.stop({ wait: true });
        await dataSource.query('ALTER ROLE postgres PASSWORD NULL');
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await database.stop(); // a fast shutdown: the cluster is left consistent, without a postmaster.pid
    }
    cpSync(realpathSync(join(dataDir, 'db')), TEMPLATE, { recursive: true });
    rmSync(join(TEMPLATE, 'postmaster.opts'), { force: true });
    makeReadable(TEMPLATE);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Only a first start's speed depends on it: a build where the embedded PostgreSQL cannot run (one for a server with
// DATABASE_URL) goes on without it.
const startedAt = performance.now();
rmSync(TEMPLATE, { recursive: true, force: true });
try {
  await makeTemplate();
  console.log(`Database template: ${TEMPLATE} (${Math.round(performance.now() - startedAt)} ms)`);
} catch (error) {
  rmSync(TEMPLATE, { recursive: true, force: true });
  console.warn(
    `No database template (${error instanceof Error ? error.message : error}): a first start on a fresh DATA_DIR ` +
      'will make its cluster with initdb and run the migrations.',
  );
}
