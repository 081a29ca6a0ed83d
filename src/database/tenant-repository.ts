import { Inject, type Provider } from '@nestjs/common';
import {
  DataSource,
  type DeepPartial,
  type EntityManager,
  type EntityMetadata,
  type FindManyOptions,
  type FindOptionsWhere,
  type ObjectLiteral,
  type DeleteQueryBuilder,
  type Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { readRows } from './pool-reads.js';

export type TenantRow = ObjectLiteral & { id: string; accountId: string };
/** A read of `TenantRepository.rows`: SQL fragments, the table and the account condition added by the repository. */
export interface RowsQuery {
  select: string;
  alias?: string;
  where?: string;
  orderBy?: string;
  limit?: number;
}
export type EntityClass<T> = new () => T;

/** By entity, the select lists made of its metadata (selectList), by alias and properties. */
const selectLists = new WeakMap<EntityMetadata, Map<string, string>>();

export function assertAccountId(accountId: string): void {
  if (typeof accountId !== 'string' || accountId.length === 0) {
    throw new Error('Tenant-scoped data access needs an account id');
  }
}

/**
 * Data access for one tenant-owned entity. Every method takes the account id first, refuses an empty one,
 * and answers a record of another account exactly like a missing one.
 */
export class TenantRepository<T extends TenantRow> {
  constructor(
    private readonly target: EntityClass<T>,
    private readonly manager: EntityManager,
    readonly notFoundMessage: string,
  ) {}

  /** The same repository inside a transaction. */
  with(manager: EntityManager): TenantRepository<T> {
    return new TenantRepository(this.target, manager, this.notFoundMessage);
  }

  private get repository(): Repository<T> {
    return this.manager.getRepository(this.target);
  }

  private scoped(accountId: string, where: FindOptionsWhere<T> = {}): FindOptionsWhere<T> {
    assertAccountId(accountId);
    return { ...where, accountId };
  }

  async find(
    accountId: string,
    options: Omit<FindManyOptions<T>, 'where'> & { where?: FindOptionsWhere<T> } = {},
  ): Promise<T[]> {
    const where = this.scoped(accountId, options.where);
    return this.repository.find({ ...options, where });
  }

  async findOne(accountId: string, where: FindOptionsWhere<T>): Promise<T | null> {
    const scoped = this.scoped(accountId, where);
    return this.repository.findOne({ where: scoped });
  }

  /** The record with this id in this account, or 404. */
  async get(accountId: string, id: string): Promise<T> {
    const row = isUuid(id) ? await this.findOne(accountId, { id } as FindOptionsWhere<T>) : null;
    if (!row) throw new NotFoundError(this.notFoundMessage);
    return row;
  }

  async create(accountId: string, values: DeepPartial<T>): Promise<T> {
    assertAccountId(accountId);
    return this.repository.save(this.repository.create({ ...values, accountId } as DeepPartial<T>));
  }

  async update(accountId: string, id: string, patch: DeepPartial<T>): Promise<T> {
    const row = await this.get(accountId, id);
    return this.repository.save(this.repository.merge(row, { ...patch, id, accountId }));
  }

  async delete(accountId: string, id: string): Promise<void> {
    const row = await this.get(accountId, id);
    await this.repository.remove(row);
  }

  /** Saves rows read from this account (changed in memory); a row of another account is refused. */
  async save<R extends T | T[]>(accountId: string, rows: R): Promise<R> {
    assertAccountId(accountId);
    for (const row of Array.isArray(rows) ? rows : [rows]) {
      if ((row as TenantRow).accountId !== accountId)
        throw new Error('A row of another account cannot be saved in this one');
    }
    return this.repository.save(rows as T[]).then(() => rows);
  }

  /**
   * Writes these columns of a row read from this account (changed in memory) with one UPDATE, and sets on it what
   * the database computes (the update date, generated columns) from its RETURNING. `save` reads the row again first
   * to find what changed: a round trip more while a transaction holds the row's lock.
   */
  async write(accountId: string, row: T, columns: readonly (keyof T & string)[]): Promise<T> {
    assertAccountId(accountId);
    if (row.accountId !== accountId) throw new Error('A row of another account cannot be saved in this one');
    const values: Partial<T> = {};
    for (const column of columns) values[column] = row[column];
    const { affected } = await this.repository
      .createQueryBuilder()
      .update()
      .set(values)
      .whereEntity(row)
      .andWhere('account_id = :accountId', { accountId })
      .execute();
    if (!affected) throw new NotFoundError(this.notFoundMessage);
    return row;
  }

  /**
   * One multi-row INSERT; every row gets the account id. `orIgnore` skips rows that collide with a unique index
   * (ON CONFLICT DO NOTHING). The rows are not read back.
   */
  async insertMany(
    accountId: string,
    rows: readonly QueryDeepPartialEntity<T>[],
    options: { orIgnore?: boolean } = {},
  ): Promise<void> {
    assertAccountId(accountId);
    if (!rows.length) return;
    const query = this.repository
      .createQueryBuilder()
      .insert()
      .values(rows.map((row) => ({ ...row, accountId })))
      .updateEntity(false);
    if (options.orIgnore) query.orIgnore();
    await query.execute();
  }

  /** Sets the patch on every row of the account that matches; answers how many changed. */
  async updateWhere(accountId: string, where: FindOptionsWhere<T>, patch: QueryDeepPartialEntity<T>): Promise<number> {
    const { affected } = await this.repository.update(this.scoped(accountId, where), patch);
    return affected ?? 0;
  }

  /** Deletes every row of the account that matches; answers how many went. */
  async deleteWhere(accountId: string, where: FindOptionsWhere<T>): Promise<number> {
    const { affected } = await this.repository.delete(this.scoped(accountId, where));
    return affected ?? 0;
  }

  /** A DELETE already restricted to the account, for conditions the find options cannot express (`andWhere`). */
  deleteQuery(accountId: string): DeleteQueryBuilder<T> {
    assertAccountId(accountId);
    return this.repository.createQueryBuilder().delete().where('account_id = :accountId', { accountId });
  }

  /**
   * One UPDATE joined with a set of values, restricted to the account by the repository: `UPDATE <table> SET <set>
   * FROM <from> WHERE <table>.account_id = $1 AND (<where>)`, with `params` as $2, $3, …. For batches the
   * find options cannot express (each row its own values, `FROM unnest(...)`).
   */
  async updateFrom(
    accountId: string,
    sql: { set: string; from: string; where: string },
    params: unknown[],
  ): Promise<void> {
    assertAccountId(accountId);
    const table = this.repository.metadata.tableName;
    await this.manager.query(
      `UPDATE "${table}" SET ${sql.set} FROM ${sql.from} WHERE "${table}".account_id = $1 AND (${sql.where})`,
      [accountId, ...params],
    );
  }

  /** A query builder already restricted to the account, for reads the find options cannot express. */
  query(accountId: string, alias: string): SelectQueryBuilder<T> {
    assertAccountId(accountId);
    return this.repository.createQueryBuilder(alias).where(`${alias}.accountId = :accountId`, { accountId });
  }

  /**
   * Plain rows of a hot read, no entity built and no query builder run: `SELECT <select> FROM <table> <alias> WHERE
   * <alias>.account_id = $1 [AND (<where>)] [ORDER BY <orderBy>] [LIMIT <limit>]`, with `params` as $2, $3, ….
   * The repository adds the table and the account condition. `select` names columns in SQL, from the entity's
   * metadata (`selectList`) or computed (`count(*)::int AS count`); pg parses the values. Both
   * TypeORM steps cost more than the SQL of a small read (docs/performance.md). Run by readRows.
   */
  async rows<R>(accountId: string, query: RowsQuery, params: readonly unknown[] = []): Promise<R[]> {
    const statement = this.statement(accountId, query, params);
    return readRows<R>(this.manager, statement.sql, statement.params);
  }

  /**
   * The select list of `rows` for these properties of the entity (all its columns by default), from its metadata:
   * `<alias>."<column>" AS "<property>"`, a `date` column read as text (pg would make a local-time Date of it).
   * Names that are no column of the entity are left out (a GraphQL selection names fields of other kinds too).
   */
  selectList(properties?: Iterable<string>, alias = 't'): string {
    const { metadata } = this.repository;
    const names = properties ? [...new Set(properties)] : metadata.columns.map((column) => column.propertyName);
    const key = `${alias} ${names.join(' ')}`;
    let known = selectLists.get(metadata);
    if (!known) selectLists.set(metadata, (known = new Map<string, string>()));
    let list = known.get(key);
    if (list === undefined) {
      list = names
        .map((name) => metadata.findColumnWithPropertyName(name))
        .filter((column) => column !== undefined)
        .map((column) => {
          // A plain row skips what TypeORM does to a value, so a column it converts cannot be read this way.
          if (column.transformer) throw new Error(`${metadata.name}.${column.propertyName} has a transformer`);
          const cast = column.type === 'date' ? '::text' : '';
          return `${alias}."${column.databaseName}"${cast} AS "${column.propertyName}"`;
        })
        .join(', ');
      known.set(key, list);
    }
    return list;
  }

  /** The statement `rows` runs, for a caller that runs it elsewhere (an export's worker). */
  statement(accountId: string, query: RowsQuery, params: readonly unknown[] = []): { sql: string; params: unknown[] } {
    assertAccountId(accountId);
    const alias = query.alias ?? 't';
    let sql = `SELECT ${query.select} FROM "${this.repository.metadata.tableName}" ${alias} WHERE ${alias}.account_id = $1`;
    if (query.where) sql += ` AND (${query.where})`;
    if (query.orderBy) sql += ` ORDER BY ${query.orderBy}`;
    if (query.limit !== undefined) sql += ` LIMIT ${Math.max(0, Math.trunc(query.limit))}`;
    return { sql, params: [accountId, ...params] };
  }
}

/**
 * The parameters of a `rows` read, gathered as its conditions are written: `param(value)` adds a value and answers
 * its placeholder, `$2`, `$3`, … (`rows` makes the account `$1`).
 */
export function rowsParameters(): { params: unknown[]; param: (value: unknown) => string } {
  const params: unknown[] = [];
  return { params, param: (value) => `$${params.push(value) + 1}` };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

const token = (target: EntityClass<unknown>): string => `TenantRepository<${target.name}>`;

/** Registers a TenantRepository for an entity; inject it with @InjectTenantRepository(Entity). */
export function tenantRepositoryProvider<T extends TenantRow>(
  target: EntityClass<T>,
  notFoundMessage: string,
): Provider {
  return {
    provide: token(target),
    inject: [DataSource],
    useFactory: (dataSource: DataSource) => new TenantRepository(target, dataSource.manager, notFoundMessage),
  };
}

export const InjectTenantRepository = (target: EntityClass<unknown>): ParameterDecorator => Inject(token(target));
