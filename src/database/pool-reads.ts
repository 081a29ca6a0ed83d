import { QueryFailedError, type EntityManager } from 'typeorm';
import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * Distinct statements prepared at most (per process; each of the pool's connections prepares those it runs). Hot
 * reads are a few dozen texts; beyond the bound (filters combined in many ways) a text runs unprepared, so the
 * server's memory for prepared statements stays bounded.
 */
export const MAX_PREPARED_STATEMENTS = 200;

const statementNames = new Map<string, string>();

/** The name a read's text is prepared under, the same for every connection; none beyond the bound. */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `gc_read_${statementNames.size}`;
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
 * The rows of one SELECT of a hot read (docs/performance.md, item 17). Outside a transaction it runs on TypeORM's pg
 * pool as a named prepared statement: PostgreSQL parses and plans a text once per connection instead of on every
 * request, and no TypeORM query runner (with its broadcaster and result objects) is made for it. The data source's
 * logger sees it as it sees TypeORM's queries, and a failure is what TypeORM makes of it: logged, thrown as a
 * QueryFailedError; the connection goes back to the pool as TypeORM gives it back. A connection whose statement a
 * migration made stale is closed, and the read runs again unprepared. Inside a transaction (a manager with its
 * query runner) the query runs on that runner like any other.
 */
export async function readRows<R>(manager: EntityManager, sql: string, params: readonly unknown[] = []): Promise<R[]> {
  const values = params as unknown[];
  if (manager.queryRunner) return manager.query<R[]>(sql, values);
  const dataSource = manager.connection;
  dataSource.logger.logQuery(sql, values);
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    let closeClient = false;
    try {
      const name = attempt === 1 ? statementName(sql) : undefined;
      return (await client.query<R & object>({ name, text: sql, values })).rows;
    } catch (error) {
      closeClient = isStalePlan(error);
      if (closeClient && attempt === 1) continue;
      dataSource.logger.logQueryError(error as Error, sql, values);
      throw new QueryFailedError(sql, values, error as Error);
    } finally {
      client.release(closeClient);
    }
  }
}
