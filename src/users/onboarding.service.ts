import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { Branch } from '../accounts/branch.entity.js';
import { Division } from '../accounts/division.entity.js';
import { MOBILE_PERMISSIONS, WEB_PERMISSIONS } from '../common/auth/permissions.js';
import { ensureDefaultColors } from '../jobs/default-colors.js';
import { MailService } from '../mail/mail.service.js';
import type { OnboardingDto } from './dto/onboarding.dto.js';
import { UsersService } from './users.service.js';

@Injectable()
export class OnboardingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  /** Creates a company with its first division, branch, administrator and job colours, and invites the administrator. */
  async onboard({ accountName, divisionName, branch, admin }: OnboardingDto): Promise<{ id: string }> {
    const { account, invitation } = await this.dataSource.transaction(async (manager) => {
      const created = await manager.save(manager.create(Account, { name: accountName }));
      const accountId = created.id;
      await ensureDefaultColors(manager, accountId);
      const division = await manager.save(manager.create(Division, { accountId, divisionName }));
      const firstBranch = await manager.save(manager.create(Branch, { ...branch, accountId, divisionId: division.id }));
      const user = await this.users.insert(manager, accountId, {
        ...admin,
        authMethod: 'web',
        phoneNumber: null,
        permissions: [...WEB_PERMISSIONS, ...MOBILE_PERMISSIONS],
        divisionIds: [division.id],
        branchIds: [firstBranch.id],
        occupations: [],
        veteran: null,
      });
      return { account: created, invitation: await this.users.invite(manager, user) };
    });
    await this.mail.deliver(invitation);
    return { id: account.id };
  }
}
