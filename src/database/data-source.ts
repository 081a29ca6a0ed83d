import type { ClientBase, PoolConfig } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../migrations/index.js';
import { MIGRATIONS_LOCK, withAdvisoryLock } from './advisory-lock.js';
import { PG_TYPES } from './array-parsers.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';
import { TransactionConnectionSubscriber } from './transactions.js';

/**
 * pg emits the error of a connection the server ended (a restart, a failover, pg_terminate_backend) on its client, and
 * an error nobody hears ends the process. The pool hears an idle connection's (TypeORM's poolErrorHandler logs it) and
 * a TypeORM query runner its own while it holds it; nobody else hears one handed out before its runner listens. This listener, set on every connection the pool opens, hears them for its whole life: the read
 * on it fails with the error, and the pool drops the connection when it comes back (it is no longer queryable).
 */
const hearLostConnection = (client: ClientBase) => void client.on('error', () => undefined);

/**
 * `logErrors`: TypeORM prints failed queries (off when the app's log level is silent, as in tests).
 * `checkTransactions`: a query on another connection inside an open transaction fails (transactions.ts). Set outside
 * production only (development and every test): Node 20's AsyncLocalStorage hooks every promise of the process, which
 * costs a small request a large share of its CPU (docs/performance.md, eleventh round). No entities: the app's modules
 * register theirs (database.module.ts), the CLI passes them all (createDataSource).
 */
export function dataSourceOptions(url: string, poolSize: number, logErrors = true, checkTransactions = false) {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    subscribers: checkTransactions ? [TransactionConnectionSubscriber] : [],
    namingStrategy: new SnakeNamingStrategy(),
    // gen_random_uuid() is built into PostgreSQL 13+: no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    poolSize,
    // String arrays are parsed by a quicker parser giving pg's answers (array-parsers.ts).
    extra: {
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      types: PG_TYPES,
      onConnect: hearLostConnection,
    } satisfies PoolConfig,
    logging: logErrors ? ['error'] : false,
  } satisfies DataSourceOptions;
}

interface DataSourceChoices {
  logErrors?: boolean;
  checkTransactions?: boolean;
  entities?: DataSourceOptions['entities'];
}

/** A DataSource outside the app (the CLI, scripts, tests); `entities` only where the schema itself is worked on. */
export function createDataSource(
  url: string,
  poolSize: number,
  { logErrors = true, checkTransactions = false, entities = [] }: DataSourceChoices = {},
): DataSource {
  return new DataSource({ ...dataSourceOptions(url, poolSize, logErrors, checkTransactions), entities });
}

/** Applies pending migrations while holding an advisory lock, so several instances can start at once. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  return withAdvisoryLock(dataSource, MIGRATIONS_LOCK, async () => {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  });
}

/** The SQL that would bring the database in line with the entities; empty when migrations and entities agree. */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((query) => query.query);
}
