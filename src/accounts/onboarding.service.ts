import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountsService } from './accounts.service.js';
import { CategoriesService } from '../assets/categories.service.js';
import { MOBILE_PERMISSIONS, WEB_PERMISSIONS, type Access } from '../common/auth/permissions.js';
import { ColorsService } from '../jobs/colors.service.js';
import type { OnboardingDto } from './dto/onboarding.dto.js';
import { UsersService } from '../users/users.service.js';
import { inTransaction } from '../database/transactions.js';

@Injectable()
export class OnboardingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly accounts: AccountsService,
    private readonly colors: ColorsService,
    private readonly categories: CategoriesService,
  ) {}

  /**
   * Creates a company with its first division, branch, administrator, job colours and asset categories, and invites the
   * administrator.
   */
  async onboard(access: Access, { accountName, divisionName, branch, admin }: OnboardingDto): Promise<{ id: string }> {
    const accountId = await inTransaction(this.dataSource, async (manager) => {
      const { accountId, divisionId, branchId } = await this.accounts.open(manager, {
        name: accountName,
        divisionName,
        branch,
      });
      // The super admin works in the new account from here on.
      const inAccount = { ...access, accountId };
      await this.colors.ensureDefaults(inAccount, manager);
      await this.categories.addStandardTree(inAccount, manager);
      const user = await this.users.insert(
        inAccount,
        {
          ...admin,
          authMethod: 'web',
          phoneNumber: null,
          permissions: [...WEB_PERMISSIONS, ...MOBILE_PERMISSIONS],
          divisionIds: [divisionId],
          branchIds: [branchId],
          occupations: [],
          veteran: null,
        },
        manager,
      );
      await this.users.invite(inAccount, user, manager);
      return accountId;
    });
    return { id: accountId };
  }
}
