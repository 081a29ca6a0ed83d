import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

/** Turns a flag on or off for a whole account (userId null) or for one user of it. */
@Entity('feature_flag_override')
@Index('feature_flag_override_account_user_flag', ['accountId', 'userId', 'flag'], { unique: true })
@Index('feature_flag_override_account_flag', ['accountId', 'flag'], { unique: true, where: '"user_id" IS NULL' })
export class FeatureFlagOverride extends TenantEntity {
  @Column('text')
  flag: string;

  @Column('uuid', { nullable: true })
  userId: string | null;

  @Column('boolean')
  enabled: boolean;
}
