import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from '../../migrations/index.js';
import { pendingSchemaChanges } from '../../src/database/data-source.js';
import { TestContext } from '../support/test-app.js';

describe('database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  it('has migrations that match the entities exactly', async () => {
    expect(await pendingSchemaChanges(ctx.dataSource)).toEqual([]);
  });

  it('lists every migration file in migrations/index.ts', () => {
    const files = readdirSync(join(process.cwd(), 'migrations')).filter((file) => /^\d+-\w+\.ts$/.test(file));
    expect(MIGRATIONS.map((migration) => migration.name)).toEqual(
      files.map((file) => file.replace(/^(\d+)-(\w+)\.ts$/, '$2$1')),
    );
  });

  describe('under concurrency', () => {
    const table = `concurrency_probe_${process.pid}_${Date.now()}`;
    beforeAll(() => ctx.dataSource.query(`CREATE TABLE ${table} (tx int NOT NULL, part int NOT NULL)`));
    afterAll(() => ctx.dataSource.query(`DROP TABLE ${table}`));

    it('keeps exactly the rows of the 40 of 50 concurrent transactions that committed', async () => {
      const failing = new Set([3, 7, 12, 18, 21, 27, 33, 38, 44, 49]);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, (_, tx) =>
          ctx.dataSource.transaction(async (manager) => {
            await manager.query(`INSERT INTO ${table} (tx, part) VALUES ($1, 1)`, [tx]);
            await manager.query('SELECT pg_sleep(0.01)');
            await manager.query(`INSERT INTO ${table} (tx, part) VALUES ($1, 2)`, [tx]);
            if (failing.has(tx)) throw new Error(`transaction ${tx} fails on purpose`);
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(10);
      const rows: { tx: number; parts: string }[] = await ctx.dataSource.query(
        `SELECT tx, count(*) AS parts FROM ${table} GROUP BY tx ORDER BY tx`,
      );
      const committed = Array.from({ length: 50 }, (_, tx) => tx).filter((tx) => !failing.has(tx));
      expect(rows.map((row) => row.tx)).toEqual(committed);
      expect(rows.every((row) => Number(row.parts) === 2)).toBe(true);
    });

    it('never shows an open transaction its uncommitted rows to a read outside it', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
      const writer = ctx.dataSource.transaction(async (manager) => {
        await manager.query(`INSERT INTO ${table} (tx, part) VALUES (1000, 1)`);
        inserted();
        await held;
      });
      await insertedSignal;
      const during = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE tx = 1000`);
      release();
      await writer;
      const after = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE tx = 1000`);
      expect(during[0].n).toBe(0);
      expect(after[0].n).toBe(1);
    });
  });
});
