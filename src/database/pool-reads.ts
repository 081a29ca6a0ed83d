import { QueryFailedError, type EntityManager } from 'typeorm';
import type { PoolClient } from 'pg';
import { assertTransactionConnection } from './transactions.js';

/**
 * Distinct statements prepared at most (per process; each of the pool's connections prepares those it runs). Hot
 * reads are a few dozen texts; beyond the bound (filters combined in many ways) a text runs unprepared, so the
 * server's memory for prepared statements stays bounded.
 */
export const MAX_PREPARED_STATEMENTS = 200;

const statementNames = new Map<string, string>();
let namesGiven = 0;

/** The name a read's text is prepared under, the same for every connection; none beyond the bound. */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `gc_read_${namesGiven++}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * PostgreSQL refuses to run a prepared statement whose result's columns changed since it was prepared (a migration
 * of another instance altered a column it reads): "cached plan must not change result type".
 */
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown }).code === '0A000' && /cached plan must not change result type/.test(String(error));

/**
 * The rows of one SELECT of a hot read (docs/performance.md, item 17), as a named prepared statement: PostgreSQL
 * parses and plans a text once per connection instead of on every request. Inside a transaction (a manager with its
 * query runner) it runs on that runner like any other query. Outside one it runs on a query runner of the data source
 * (`createQueryRunner`, whose `connect` hands out its pooled pg connection, with TypeORM's listener for a connection
 * lost meanwhile), through pg's `{ name, text, values }`; the data source's logger sees it as it sees TypeORM's
 * queries, and a failure is what TypeORM makes of it: logged, thrown as a QueryFailedError. A statement a migration
 * made stale is prepared again under a new name, on every connection.
 */
export async function readRows<R>(manager: EntityManager, sql: string, params: readonly unknown[] = []): Promise<R[]> {
  const values = params as unknown[];
  if (manager.queryRunner) return manager.query<R[]>(sql, values);
  const dataSource = manager.connection;
  const runner = dataSource.createQueryRunner();
  assertTransactionConnection(runner);
  try {
    const client = (await runner.connect()) as PoolClient;
    dataSource.logger.logQuery(sql, values, runner);
    for (let attempt = 1; ; attempt++) {
      try {
        return (await client.query<R & object>({ name: statementName(sql), text: sql, values })).rows;
      } catch (error) {
        if (attempt === 1 && isStalePlan(error)) {
          statementNames.delete(sql);
          continue;
        }
        dataSource.logger.logQueryError(error as Error, sql, values, runner);
        throw new QueryFailedError(sql, values, error as Error);
      }
    }
  } finally {
    await runner.release();
  }
}
