import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import type { Access, AccountAccess } from '../common/auth/permissions.js';
import { InvalidInputError, NotFoundError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { ownedIds } from '../common/ownership/owned-references.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import { USER_REFERENCE } from '../users/references.js';
import { FeatureFlagOverride } from './feature-flag-override.entity.js';
import {
  evaluateFlags,
  FEATURE_FLAG_NAMES,
  flagSettings,
  isFeatureFlag,
  type FeatureFlag,
  type FeatureFlags,
  type FlagSetting,
} from './feature-flags.js';

/**
 * Flags are read from the database on every call, with no cache: an override takes effect on the next request of the
 * account's users, whichever server instance answers it.
 */
@Injectable()
export class FeatureFlagsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectTenantRepository(FeatureFlagOverride) private readonly overrides: TenantRepository<FeatureFlagOverride>,
  ) {}

  async effective(access: Pick<Access, 'accountId' | 'userId'>): Promise<FeatureFlags> {
    return evaluateFlags(await this.overridesOf(access.accountId, access.userId), access.userId);
  }

  async isOn(access: Pick<Access, 'accountId' | 'userId'>, flag: FeatureFlag): Promise<boolean> {
    return (await this.effective(access))[flag];
  }

  /** The flags of the account of `access`, and of one user of it when `userId` is given (the admin page). */
  async settings(access: AccountAccess, userId: string | null = null): Promise<FlagSetting[]> {
    await this.assertTarget(access.accountId, userId);
    return flagSettings(await this.overridesOf(access.accountId, userId), userId);
  }

  /**
   * The one write of overrides: on, off, or null to inherit (the override is removed), for the whole account of
   * `access` (userId null) or one user of it. Answers the flags as `settings` does afterwards.
   */
  async set(
    access: AccountAccess,
    flag: string,
    enabled: boolean | null,
    userId: string | null = null,
  ): Promise<FlagSetting[]> {
    if (!isFeatureFlag(flag)) {
      throw new InvalidInputError(`Unknown feature flag "${flag}". Known flags: ${FEATURE_FLAG_NAMES.join(', ')}.`);
    }
    const { accountId } = access;
    await this.assertTarget(accountId, userId);
    const where = { flag, userId: userId ?? IsNull() };
    const existing = await this.overrides.findOne(accountId, where);
    if (enabled === null) await this.overrides.deleteWhere(accountId, where);
    else if (existing) await this.overrides.update(accountId, existing.id, { enabled });
    else await this.overrides.create(accountId, { flag, userId, enabled });
    return flagSettings(await this.overridesOf(accountId, userId), userId);
  }

  private overridesOf(accountId: string, userId: string | null): Promise<FeatureFlagOverride[]> {
    return this.overrides
      .query(accountId, 'override')
      .andWhere('(override.userId IS NULL OR override.userId = :userId)', { userId })
      .getMany();
  }

  /** 404 for an account that does not exist, or a user who is not one of its users. */
  private async assertTarget(accountId: string, userId: string | null): Promise<void> {
    // The account row itself, not a tenant row: the super admin's page may name any account.
    const accountExists =
      isUuid(accountId) && (await this.dataSource.getRepository(Account).existsBy({ id: accountId }));
    if (!accountExists) throw new NotFoundError(NOT_FOUND.account);
    if (userId === null) return;
    const users = isUuid(userId) ? await ownedIds(this.dataSource.manager, accountId, USER_REFERENCE, [userId]) : null;
    if (!users?.has(userId)) throw new NotFoundError(NOT_FOUND.user);
  }
}
