import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Branch } from '../accounts/branch.entity.js';
import { Division } from '../accounts/division.entity.js';
import type { Access } from '../common/auth/permissions.js';
import { FieldValidationException } from '../common/http/errors.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import {
  BRANCH_NOT_FOUND,
  DIVISION_NOT_FOUND,
  type CreatePriceBookItemInput,
  type PriceBookFilters,
  type UpdatePriceBookItemInput,
} from './dto/price-book-item.input.js';
import { PriceBookItem } from './price-book-item.entity.js';

export const PRICE_BOOK_ITEM_NOT_FOUND = 'Pricebook item not found.';

@Injectable()
export class PriceBookService {
  constructor(
    @InjectTenantRepository(PriceBookItem) private readonly items: TenantRepository<PriceBookItem>,
    @InjectTenantRepository(Division) private readonly divisions: TenantRepository<Division>,
    @InjectTenantRepository(Branch) private readonly branches: TenantRepository<Branch>,
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

  private async assertOwnDivisionsAndBranches(accountId: string, input: CreatePriceBookItemInput): Promise<void> {
    const divisionIds = [...new Set(input.divisionIds)];
    const branchIds = [...new Set(input.branchIds)];
    const [divisions, branches] = await Promise.all([
      divisionIds.length ? this.divisions.find(accountId, { where: { id: In(divisionIds) } }) : [],
      branchIds.length ? this.branches.find(accountId, { where: { id: In(branchIds) } }) : [],
    ]);
    if (divisions.length !== divisionIds.length)
      throw new FieldValidationException({ divisionIds: [DIVISION_NOT_FOUND] });
    if (branches.length !== branchIds.length) throw new FieldValidationException({ branchIds: [BRANCH_NOT_FOUND] });
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
