import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { DataSource, QueryFailedError } from 'typeorm';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { MIGRATIONS } from '../../migrations/index.js';
import { createDataSource, pendingSchemaChanges } from '../../src/database/data-source.js';
import { MAX_PREPARED_STATEMENTS, readRows, readTogether } from '../../src/database/pool-reads.js';
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
        const both = [
          { sql, params: [id] },
          { sql: `SELECT count(*)::int AS n FROM ${table}`, params: [] },
        ];
        expect(await readTogether(manager, both)).toEqual([[{ label: 'inside' }], [{ n: 1 }]]);
        expect(await readTogether(ctx.dataSource.manager, both)).toEqual([[], [{ n: 0 }]]);
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
        single = await createDataSource(process.env.DATABASE_URL!, 1, false).initialize();
      });
      afterAll(() => single.destroy());
      const backend = async () =>
        (await readRows<{ pid: number }>(single.manager, 'SELECT pg_backend_pid() AS pid'))[0].pid;

      it('keeps the connection after a read that failed', async () => {
        const before = await backend();
        await expect(readRows(single.manager, 'SELECT $1::uuid AS id', ['not-a-uuid'])).rejects.toThrow();
        expect(await backend()).toBe(before);
      });

      it('sends several reads together on one connection, in one write, and answers each in order', async () => {
        const pid = await backend();
        const reads = [
          { sql: 'SELECT pg_backend_pid() AS pid, $1::int AS n', params: [1] },
          { sql: 'SELECT pg_backend_pid() AS pid, $1::text AS n', params: ['two'] },
          { sql: 'SELECT pg_backend_pid() AS pid, 3 AS n', params: [] },
        ];
        let answers: unknown[][] = [];
        expect(await writesDuring(async () => (answers = await readTogether(single.manager, reads)))).toBe(1);
        expect(answers).toEqual([[{ pid, n: 1 }], [{ pid, n: 'two' }], [{ pid, n: 3 }]]);
        const oneByOne = async () => {
          for (const { sql, params } of reads) await readRows(single.manager, sql, params);
        };
        expect(await writesDuring(oneByOne)).toBe(3);
      });

      it('fails with the first read that failed, once the others answered, and keeps the connection', async () => {
        const before = await backend();
        const failure = readTogether(single.manager, [
          { sql: 'SELECT 1 AS n', params: [] },
          { sql: 'SELECT $1::uuid AS id', params: ['not-a-uuid'] },
          { sql: 'SELECT $1::int AS n', params: ['nor-a-number'] },
        ]);
        await expect(failure).rejects.toBeInstanceOf(QueryFailedError);
        await expect(failure).rejects.toMatchObject({ query: 'SELECT $1::uuid AS id', parameters: ['not-a-uuid'] });
        expect(await readTogether(single.manager, [{ sql: 'SELECT 2 AS n', params: [] }])).toEqual([[{ n: 2 }]]);
        expect(await backend()).toBe(before);
      });

      /** How many times the pool's one connection wrote to its socket while `work` ran. */
      async function writesDuring(work: () => Promise<unknown>): Promise<number> {
        const client = await ((single.driver as PostgresDriver).master as Pool).connect();
        const socket = client.connection.stream as Socket;
        client.release();
        const { _write: write, _writev: writev } = socket;
        let writes = 0;
        socket._write = (...args) => {
          writes++;
          write.apply(socket, args);
        };
        socket._writev = (...args) => {
          writes++;
          writev!.apply(socket, args);
        };
        try {
          await work();
          return writes;
        } finally {
          Object.assign(socket, { _write: write, _writev: writev });
        }
      }

      it('answers after a migration changed the columns of a prepared read, on a new connection', async () => {
        const id = '6f1c4c6e-1f43-4b4e-9a53-3f0a3d1b2c02';
        await single.query(`INSERT INTO ${table} (id, label) VALUES ($1, 'kept')`, [id]);
        const read = () => readRows(single.manager, `SELECT label FROM ${table} WHERE id = $1`, [id]);
        expect(await read()).toEqual([{ label: 'kept' }]);
        const before = await backend();
        await single.query(`ALTER TABLE ${table} ALTER COLUMN label TYPE varchar(40)`);
        expect(await read()).toEqual([{ label: 'kept' }]);
        expect(await backend()).not.toBe(before);
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
