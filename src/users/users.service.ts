import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
    private readonly dataSource: DataSource,
  ) {}

  /** The signed-in user with what the profile page shows of their account and divisions (two queries). */
  async profile(access: Access): Promise<Profile> {
    const user = await this.users.get(access.accountId, access.userId);
    type AccountRow = Profile['account'] & { divisions: Profile['divisions'] };
    const [account] = await this.dataSource.query<AccountRow[]>(
      `SELECT a.id, a.name, a.logo,
              coalesce((SELECT json_agg(json_build_object('id', d.id, 'divisionName', d.division_name)
                                        ORDER BY d.division_name)
                          FROM division d
                         WHERE d.account_id = a.id AND d.id = ANY($2::uuid[])), '[]') AS divisions
         FROM account a
        WHERE a.id = $1`,
      [access.accountId, user.divisionIds],
    );
    const { divisions, ...accountSummary } = account;
    return { ...toUserView(user), account: accountSummary, divisions };
  }
}
