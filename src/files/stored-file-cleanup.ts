import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, type QueryRunner } from 'typeorm';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';

/** Uploads no record took within this long are removed. */
export const UNATTACHED_TTL_MS = 24 * 3_600_000;
/** Held while a run lasts, so that of several instances only one sweeps at a time. Arbitrary, constant. */
export const CLEANUP_LOCK_KEY = 740_326_612;
const BATCH = 100;

/** Removes uploads that were never attached to a record (an abandoned form, a failed second step) after a day. */
@Injectable()
export class StoredFileCleanup {
  private readonly logger = new Logger(StoredFileCleanup.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'stored-file-cleanup' })
  async scheduled(): Promise<void> {
    try {
      const removed = await this.run();
      if (removed) this.logger.log(`Removed ${removed} unattached uploads`);
    } catch (error) {
      this.logger.error({ err: error }, 'Cleanup of unattached uploads failed');
    }
  }

  /**
   * Removes the files and records of uploads unattached since before `now` minus a day. Answers how many, or null
   * when another instance holds the lock (it is doing the same work).
   */
  async run(now = new Date()): Promise<number | null> {
    const cutoff = new Date(now.getTime() - UNATTACHED_TTL_MS);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.manager.query<{ locked: boolean }[]>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [CLEANUP_LOCK_KEY],
      );
      if (!locked) return null;
      try {
        let removed = 0;
        for (;;) {
          const batch = await this.removeBatch(runner, cutoff);
          removed += batch.removed;
          // A batch whose files all failed to go would come back unchanged: stop, the next run retries.
          if (batch.seen < BATCH || batch.removed === 0) return removed;
        }
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [CLEANUP_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  /**
   * One batch in one transaction: the rows stay locked while their files go, so a record attaching one of them
   * meanwhile waits and then finds it gone (and refuses), instead of keeping a key whose file was deleted.
   */
  private async removeBatch(runner: QueryRunner, cutoff: Date): Promise<{ seen: number; removed: number }> {
    await runner.startTransaction();
    try {
      const rows = await runner.manager.query<{ id: string; key: string }[]>(
        `SELECT id, key FROM stored_file
          WHERE owner_id IS NULL AND created_at < $1
          ORDER BY created_at
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED`,
        [cutoff],
      );
      const gone: string[] = [];
      for (const { id, key } of rows) {
        await this.storage.delete(key).then(
          () => gone.push(id),
          (error: unknown) => this.logger.warn({ err: error, key }, 'Unattached upload not removed'),
        );
      }
      if (gone.length) await runner.query('DELETE FROM stored_file WHERE id = ANY($1::uuid[])', [gone]);
      await runner.commitTransaction();
      return { seen: rows.length, removed: gone.length };
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    }
  }
}
