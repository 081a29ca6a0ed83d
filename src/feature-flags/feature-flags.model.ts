import { ApiProperty } from '@nestjs/swagger';
import { FEATURE_FLAG_NAMES, type FeatureFlag, type FeatureFlags, type FlagSetting } from './feature-flags.js';

/** GET /api/feature-flags: each flag's value for the signed-in user. */
export class FeatureFlagsModel implements FeatureFlags {
  @ApiProperty() webEngineHours: boolean;
  @ApiProperty() complexJobs: boolean;
  @ApiProperty() webAssetMap: boolean;
  @ApiProperty() webSchedule: boolean;
  @ApiProperty() dispatching: boolean;
  @ApiProperty() assetAvailability: boolean;
  @ApiProperty() serverSideQuoteFilters: boolean;
}

/** One flag of an account (and of one of its users): the default, the overrides (null: inherited), the value. */
export class FlagSettingModel implements FlagSetting {
  @ApiProperty({ enum: FEATURE_FLAG_NAMES }) flag: FeatureFlag;
  @ApiProperty() default: boolean;
  @ApiProperty({ type: Boolean, nullable: true }) account: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true, description: 'Null too when no user is asked about' })
  user: boolean | null;
  @ApiProperty({ description: "The user's value when a user is asked about, else the account's" }) effective: boolean;
}
