import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../migrations/index.js';
import { MIGRATIONS_LOCK, withAdvisoryLock } from './advisory-lock.js';
import { PG_TYPES } from './array-parsers.js';
import { ENTITIES } from './entities.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/** `logErrors`: TypeORM prints failed queries (off when the app's log level is silent, as in tests). */
export function dataSourceOptions(url: string, poolSize: number, logErrors = true): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    // gen_random_uuid() is built into PostgreSQL 13+: no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    poolSize,
    // String arrays are parsed by a quicker parser giving pg's answers (array-parsers.ts).
    extra: { connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000, types: PG_TYPES },
    logging: logErrors ? ['error'] : false,
  };
}

export function createDataSource(url: string, poolSize: number, logErrors = true): DataSource {
  return new DataSource(dataSourceOptions(url, poolSize, logErrors));
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
