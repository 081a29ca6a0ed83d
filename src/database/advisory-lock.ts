import type { DataSource, EntityManager } from 'typeorm';

/** Advisory lock keys: arbitrary, constant across releases, one per kind of work (files use 740_326_612, billing cycles 740_326_614). */
export const MIGRATIONS_LOCK = 740_326_611;
export const STARTUP_LOCK = 740_326_613;
/** Customers' answers to quotes, one at a time (src/document-links/): a quote is answered once. */
export const QUOTE_ANSWER_LOCK = 740_326_615;

/**
 * Runs `work` while holding the advisory lock `key` on one connection, so that of several server instances
 * starting together one does it at a time and the next sees its result. `work` gets that connection's manager.
 */
export async function withAdvisoryLock<T>(
  dataSource: DataSource,
  key: number,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [key]);
    return await work(runner.manager);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await runner.release();
  }
}
