import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isSuperAdmin, type Access } from '../common/auth/permissions.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import { Account } from './account.entity.js';
import { Occupation } from './occupation.entity.js';

export interface AccountView {
  id: string;
  account_name: string;
  logo: string | null;
  occupations: { id: string; name: string }[];
}

export const ACCOUNT_NOT_FOUND = 'Account not found.';

@Injectable()
export class AccountsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectTenantRepository(Occupation) private readonly occupations: TenantRepository<Occupation>,
  ) {}

  /** The caller's own account; a super admin may read any account. Anything else is not found. */
  async get(access: Access, accountId: string): Promise<AccountView> {
    const visible = accountId === access.accountId || isSuperAdmin(access);
    const account =
      visible && isUuid(accountId) ? await this.dataSource.getRepository(Account).findOneBy({ id: accountId }) : null;
    if (!account) throw new NotFoundException(ACCOUNT_NOT_FOUND);
    const occupations = await this.occupations.find(account.id, { order: { name: 'ASC' } });
    return {
      id: account.id,
      account_name: account.name,
      logo: account.logo,
      occupations: occupations.map(({ id, name }) => ({ id, name })),
    };
  }
}
