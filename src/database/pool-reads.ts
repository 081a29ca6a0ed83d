import { QueryFailedError, type EntityManager } from 'typeorm';
import type { Pool, QueryResult } from 'pg';
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

/** One SELECT of a read: its text and its parameters. */
export interface Read {
  sql: string;
  params: readonly unknown[];
}

/** The rows of one SELECT of a hot read: readTogether with one read. */
export async function readRows<R>(manager: EntityManager, sql: string, params: readonly unknown[] = []): Promise<R[]> {
  const [rows] = await readTogether(manager, [{ sql, params }]);
  return rows as R[];
}

/**
 * The rows of each SELECT of a hot read, in order (docs/performance.md, items 17 and 23). Outside a transaction they
 * run on TypeORM's pool as named prepared statements: PostgreSQL parses and plans a text once per connection instead of
 * on every request, and no TypeORM query runner (with its broadcaster and result objects) is made for them. Several
 * reads share one connection and leave in one write (the pool's connections run in pg's pipeline mode,
 * data-source.ts): one round trip where each read would have made its own. The data source's logger sees them as it
 * sees TypeORM's queries, and a failure is what TypeORM makes of it: logged, thrown as a QueryFailedError (the first
 * read that failed; the others are waited for, so the connection goes back to the pool idle). A connection whose
 * statement a migration made stale is closed, and the reads run again unprepared. Inside a transaction (a manager with
 * its query runner) they run on that runner one after the other, like any other query.
 */
export async function readTogether(manager: EntityManager, reads: readonly Read[]): Promise<unknown[][]> {
  if (manager.queryRunner) {
    const answers: unknown[][] = [];
    for (const { sql, params } of reads) answers.push(await manager.query<unknown[]>(sql, params as unknown[]));
    return answers;
  }
  const dataSource = manager.connection;
  for (const { sql, params } of reads) dataSource.logger.logQuery(sql, params as unknown[]);
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    const { stream } = client.connection;
    stream.cork();
    const sent = reads.map(({ sql, params }) =>
      client.query<object>({
        name: attempt === 1 ? statementName(sql) : undefined,
        text: sql,
        values: params as unknown[],
      }),
    );
    stream.uncork();
    const answers = await Promise.allSettled(sent);
    const failed = answers.findIndex((answer) => answer.status === 'rejected');
    const stale = answers.some((answer) => answer.status === 'rejected' && isStalePlan(answer.reason));
    client.release(stale);
    if (failed === -1) {
      return answers.map((answer) => (answer as PromiseFulfilledResult<QueryResult<object>>).value.rows);
    }
    if (stale && attempt === 1) continue;
    const { sql, params } = reads[failed];
    const error = (answers[failed] as PromiseRejectedResult).reason as Error;
    dataSource.logger.logQueryError(error, sql, params as unknown[]);
    throw new QueryFailedError(sql, params as unknown[], error);
  }
}
