import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { Access, AccountAccess } from '../common/auth/permissions.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { FeatureFlagOverride } from './feature-flag-override.entity.js';
import { evaluateFlags, type FeatureFlag, type FeatureFlags } from './feature-flags.js';

@Injectable()
export class FeatureFlagsService {
  constructor(
    @InjectTenantRepository(FeatureFlagOverride) private readonly overrides: TenantRepository<FeatureFlagOverride>,
  ) {}

  async effective(access: Pick<Access, 'accountId' | 'userId'>): Promise<FeatureFlags> {
    const rows = await this.overrides
      .query(access.accountId, 'override')
      .andWhere('(override.userId IS NULL OR override.userId = :userId)', { userId: access.userId })
      .getMany();
    return evaluateFlags(rows, access.userId);
  }

  async isOn(access: Pick<Access, 'accountId' | 'userId'>, flag: FeatureFlag): Promise<boolean> {
    return (await this.effective(access))[flag];
  }

  /** Stores an override for the whole of the caller's account (userId null) or one user of it. */
  async set(access: AccountAccess, flag: FeatureFlag, enabled: boolean, userId: string | null = null): Promise<void> {
    const { accountId } = access;
    const existing = await this.overrides.findOne(accountId, { flag, userId: userId ?? IsNull() });
    if (existing) await this.overrides.update(accountId, existing.id, { enabled });
    else await this.overrides.create(accountId, { flag, userId, enabled });
  }
}
