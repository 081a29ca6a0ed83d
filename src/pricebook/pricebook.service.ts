import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BRANCH_REFERENCE, DIVISION_REFERENCE } from '../accounts/references.js';
import type { Access } from '../common/auth/permissions.js';
import { assertOwnedReferences } from '../common/ownership/owned-references.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import type {
  CreatePriceBookItemInput,
  PriceBookFilters,
  UpdatePriceBookItemInput,
} from './dto/price-book-item.input.js';
import { PriceBookItem } from './price-book-item.entity.js';

@Injectable()
export class PriceBookService {
  constructor(
    @InjectTenantRepository(PriceBookItem) private readonly items: TenantRepository<PriceBookItem>,
    private readonly dataSource: DataSource,
  ) {}

  /** The account's items matching every given filter, sorted by name. */
  list(access: Access, filters: PriceBookFilters = {}): Promise<PriceBookItem[]> {
    const query = this.items.query(access.accountId, 'item').orderBy('item.name', 'ASC').addOrderBy('item.id', 'ASC');
    if (filters.divisionIds?.length)
      query.andWhere('item.divisionIds && :divisionIds', { divisionIds: filters.divisionIds });
    if (filters.branchIds?.length) query.andWhere('item.branchIds && :branchIds', { branchIds: filters.branchIds });
    if (filters.category) query.andWhere('item.category = :category', { category: filters.category });
    if (filters.search) {
      const pattern = `%${filters.search.replace(/[\\%_]/g, '\\$&')}%`;
      query.andWhere('item.name ILIKE :pattern', { pattern });
    }
    return query.getMany();
  }

  async create(access: Access, input: CreatePriceBookItemInput): Promise<PriceBookItem> {
    await this.assertOwnDivisionsAndBranches(access.accountId, input);
    return this.items.create(access.accountId, fields(input));
  }

  async update(access: Access, input: UpdatePriceBookItemInput): Promise<PriceBookItem> {
    await this.items.get(access.accountId, input.id);
    await this.assertOwnDivisionsAndBranches(access.accountId, input);
    return this.items.update(access.accountId, input.id, fields(input));
  }

  delete(access: Access, id: string): Promise<void> {
    return this.items.delete(access.accountId, id);
  }

  private assertOwnDivisionsAndBranches(accountId: string, input: CreatePriceBookItemInput): Promise<void> {
    return assertOwnedReferences(this.dataSource.manager, accountId, [
      { field: 'divisionIds', kind: DIVISION_REFERENCE, ids: input.divisionIds },
      { field: 'branchIds', kind: BRANCH_REFERENCE, ids: input.branchIds },
    ]);
  }
}

function fields(input: CreatePriceBookItemInput): Partial<PriceBookItem> {
  return {
    name: input.name,
    description: input.description,
    unit: input.unit,
    category: input.category,
    rate: input.rate ?? null,
    divisionIds: [...new Set(input.divisionIds)],
    branchIds: [...new Set(input.branchIds)],
  };
}
