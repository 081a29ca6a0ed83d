import { Inject, NotFoundException, type Provider } from '@nestjs/common';
import {
  DataSource,
  type DeepPartial,
  type EntityManager,
  type FindManyOptions,
  type FindOptionsWhere,
  type ObjectLiteral,
  type Repository,
  type SelectQueryBuilder,
} from 'typeorm';

type TenantRow = ObjectLiteral & { id: string; accountId: string };
type EntityClass<T> = new () => T;

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
    if (!row) throw new NotFoundException(this.notFoundMessage);
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

  /** A query builder already restricted to the account, for reads the find options cannot express. */
  query(accountId: string, alias: string): SelectQueryBuilder<T> {
    assertAccountId(accountId);
    return this.repository.createQueryBuilder(alias).where(`${alias}.accountId = :accountId`, { accountId });
  }
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
