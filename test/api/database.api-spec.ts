import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { DataSource, QueryFailedError } from 'typeorm';
import { join } from 'node:path';
import { MIGRATIONS } from '../../migrations/index.js';
import { createDataSource, pendingSchemaChanges } from '../../src/database/data-source.js';
import { MAX_PREPARED_STATEMENTS, readRows } from '../../src/database/pool-reads.js';
import { SCHEMA_ENTITIES } from '../../src/cli/schema-entities.js';
import { TenantRepository } from '../../src/database/tenant-repository.js';
import { inTransaction } from '../../src/database/transactions.js';
import { Job } from '../../src/jobs/job.entity.js';
import { PriceBookItem } from '../../src/pricebook/price-book-item.entity.js';
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

  it('registers from the modules exactly the tables the schema commands know', () => {
    const registered = ctx.dataSource.entityMetadatas.map((metadata) => metadata.targetName);
    expect(registered.sort()).toEqual(SCHEMA_ENTITIES.map((entity) => entity.name).sort());
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

  it('makes the select list of a plain read from the entity metadata (TenantRepository.selectList)', () => {
    const jobs = new TenantRepository(Job, ctx.dataSource.manager, 'No job');
    expect(jobs.selectList(['id', 'startDate', 'colorId', 'color', 'nothing'], 'job')).toBe(
      'job."id" AS "id", job."start_date"::text AS "startDate", job."color_id" AS "colorId"',
    );
    const items = new TenantRepository(PriceBookItem, ctx.dataSource.manager, 'No item');
    expect(items.selectList()).toContain('t."division_ids" AS "divisionIds", t."branch_ids" AS "branchIds"');
    expect(() => jobs.selectList(['quotedCostCents'])).toThrow('Job.quotedCostCents has a transformer');
  });

  describe('a transaction (inTransaction)', () => {
    const table = `transaction_probe_${process.pid}_${Date.now()}`;
    beforeAll(() => ctx.dataSource.query(`CREATE TABLE ${table} (id int PRIMARY KEY)`));
    afterAll(() => ctx.dataSource.query(`DROP TABLE ${table}`));
    const count = async () => (await ctx.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
    const refused = /A query inside a transaction ran on another pooled connection/;

    it('refuses a query or a hot read on another pooled connection, and rolls back', async () => {
      const other = [
        () => ctx.dataSource.query('SELECT 1'),
        () => ctx.dataSource.manager.find(PriceBookItem, { take: 1 }),
        () => readRows(ctx.dataSource.manager, 'SELECT 1 AS one'),
      ];
      for (const [index, read] of other.entries()) {
        const transaction = inTransaction(ctx.dataSource, async (manager) => {
          await manager.query(`INSERT INTO ${table} (id) VALUES ($1)`, [index]);
          await new Promise((resolve) => setImmediate(resolve));
          return read();
        });
        await expect(transaction).rejects.toThrow(refused);
      }
      expect(await count()).toBe(0);
    });

    it('runs what its manager runs, and leaves the pool to work that goes on after it', async () => {
      let later: Promise<unknown> = Promise.resolve();
      await inTransaction(ctx.dataSource, async (manager) => {
        await manager.query(`INSERT INTO ${table} (id) VALUES (100)`);
        expect(await readRows(manager, `SELECT id FROM ${table}`)).toEqual([{ id: 100 }]);
        later = new Promise((resolve) => setTimeout(resolve, 50)).then(() => ctx.dataSource.query('SELECT 1'));
      });
      await expect(later).resolves.toBeDefined();
      expect(await count()).toBe(1);
    });
  });

  describe('hot reads (readRows)', () => {
    const table = `hot_read_probe_${process.pid}_${Date.now()}`;
    beforeAll(() => ctx.dataSource.query(`CREATE TABLE ${table} (id uuid PRIMARY KEY, label text NOT NULL)`));
    afterAll(() => ctx.dataSource.query(`DROP TABLE ${table}`));
    /** Whether the connection running this statement holds it prepared under a name (protocol level, not SQL). */
    const preparedSelf = (marker: string) =>
      readRows<{ prepared: boolean }>(
        ctx.dataSource.manager,
        `SELECT EXISTS (SELECT 1 FROM pg_prepared_statements WHERE NOT from_sql AND statement LIKE '%${marker}%')
                  AS prepared`,
      );

    it('runs a read as a statement its connection prepared, the same answers every time', async () => {
      for (let i = 0; i < 3; i++) expect(await preparedSelf('probe-a')).toEqual([{ prepared: true }]);
    });

    it('runs inside the transaction of the manager it is given', async () => {
      const id = '6f1c4c6e-1f43-4b4e-9a53-3f0a3d1b2c01';
      await ctx.dataSource.transaction(async (manager) => {
        await manager.query(`INSERT INTO ${table} (id, label) VALUES ($1, 'inside')`, [id]);
        const sql = `SELECT label FROM ${table} WHERE id = $1`;
        expect(await readRows(manager, sql, [id])).toEqual([{ label: 'inside' }]);
        expect(await readRows(ctx.dataSource.manager, sql, [id])).toEqual([]);
      });
    });

    it('fails as TypeORM does, with the SQL and PostgreSQL’s error', async () => {
      const failure = readRows(ctx.dataSource.manager, `SELECT label FROM ${table} WHERE id = $1`, ['not-a-uuid']);
      await expect(failure).rejects.toBeInstanceOf(QueryFailedError);
      await expect(failure).rejects.toMatchObject({ driverError: { code: '22P02' }, parameters: ['not-a-uuid'] });
    });

    describe('on a pool of one connection', () => {
      let single: DataSource;
      beforeAll(async () => {
        single = await createDataSource(process.env.DATABASE_URL!, 1, { logErrors: false }).initialize();
      });
      afterAll(() => single.destroy());
      const backend = async () =>
        (await readRows<{ pid: number }>(single.manager, 'SELECT pg_backend_pid() AS pid'))[0].pid;

      it('keeps the connection after a read that failed', async () => {
        const before = await backend();
        await expect(readRows(single.manager, 'SELECT $1::uuid AS id', ['not-a-uuid'])).rejects.toThrow();
        expect(await backend()).toBe(before);
      });

      it('answers after a migration changed the columns of a prepared read, preparing it again', async () => {
        const id = '6f1c4c6e-1f43-4b4e-9a53-3f0a3d1b2c02';
        await single.query(`INSERT INTO ${table} (id, label) VALUES ($1, 'kept')`, [id]);
        const read = () => readRows(single.manager, `SELECT label FROM ${table} WHERE id = $1`, [id]);
        expect(await read()).toEqual([{ label: 'kept' }]);
        const before = await backend();
        await single.query(`ALTER TABLE ${table} ALTER COLUMN label TYPE varchar(40)`);
        expect(await read()).toEqual([{ label: 'kept' }]);
        expect(await read()).toEqual([{ label: 'kept' }]);
        expect(await backend()).toBe(before);
      });
    });

    it('prepares no more than MAX_PREPARED_STATEMENTS texts, and reads beyond them unprepared', async () => {
      for (let i = 0; i < MAX_PREPARED_STATEMENTS; i++) {
        await readRows(ctx.dataSource.manager, `SELECT $1::int + ${i} AS n`, [1]);
      }
      expect(await preparedSelf('probe-beyond')).toEqual([{ prepared: false }]);
      expect(await preparedSelf('probe-a')).toEqual([{ prepared: true }]);
    });
  });
});
