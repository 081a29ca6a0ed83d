import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BRANCH_REFERENCE, DIVISION_REFERENCE } from '../accounts/references.js';
import type { Access } from '../common/auth/permissions.js';
import { assertOwnedReferences } from '../common/ownership/owned-references.js';
import { InjectTenantRepository, rowsParameters, type TenantRepository } from '../database/tenant-repository.js';
import type {
  CreatePriceBookItemInput,
  PriceBookFilters,
  UpdatePriceBookItemInput,
} from './dto/price-book-item.input.js';
import { PriceBookItem } from './price-book-item.entity.js';
import { containsPattern } from '../database/sql-text.js';

@Injectable()
export class PriceBookService {
  constructor(
    @InjectTenantRepository(PriceBookItem) private readonly items: TenantRepository<PriceBookItem>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * The account's items matching every given filter, sorted by name, as plain rows holding the fields named in
   * `fields` (every field by default): the price book page reads eight of fifteen, and building entities and the
   * query cost more than the SQL (docs/performance.md).
   */
  list(access: Access, filters: PriceBookFilters = {}, fields?: Iterable<string>): Promise<PriceBookItem[]> {
    const select = this.items.selectList(fields && ['id', ...fields], 'item');
    const where: string[] = [];
    const { params, param } = rowsParameters();
    if (filters.divisionIds?.length) where.push(`item.division_ids && ${param(filters.divisionIds)}::uuid[]`);
    if (filters.branchIds?.length) where.push(`item.branch_ids && ${param(filters.branchIds)}::uuid[]`);
    if (filters.category) where.push(`item.category = ${param(filters.category)}`);
    if (filters.search) where.push(`item.name ILIKE ${param(containsPattern(filters.search))}`);
    return this.items.rows<PriceBookItem>(
      access.accountId,
      { alias: 'item', select, where: where.join(' AND '), orderBy: 'item.name, item.id' },
      params,
    );
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
