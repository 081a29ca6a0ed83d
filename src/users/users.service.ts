import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { Division } from '../accounts/division.entity.js';
import type { Access } from '../common/auth/permissions.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { User } from './user.entity.js';
import { toUserView, type UserView } from './user-view.js';

export interface Profile extends UserView {
  account: { id: string; name: string; logo: string | null };
  divisions: { id: string; divisionName: string }[];
}

@Injectable()
export class UsersService {
  constructor(
    @InjectTenantRepository(User) private readonly users: TenantRepository<User>,
    @InjectTenantRepository(Division) private readonly divisions: TenantRepository<Division>,
    private readonly dataSource: DataSource,
  ) {}

  /** The signed-in user with what the profile page shows of their account and divisions. */
  async profile(access: Access): Promise<Profile> {
    const user = await this.users.get(access.accountId, access.userId);
    const [account, divisions] = await Promise.all([
      this.dataSource.getRepository(Account).findOneByOrFail({ id: access.accountId }),
      user.divisionIds.length
        ? this.divisions.find(access.accountId, { where: { id: In(user.divisionIds) }, order: { divisionName: 'ASC' } })
        : [],
    ]);
    return {
      ...toUserView(user),
      account: { id: account.id, name: account.name, logo: account.logo },
      divisions: divisions.map(({ id, divisionName }) => ({ id, divisionName })),
    };
  }
}
