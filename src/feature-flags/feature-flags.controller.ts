import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import { SUPER_ADMIN, type Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { FlagOverrideDto, FlagSettingsQueryDto } from './dto/flag-override.dto.js';
import type { FeatureFlags, FlagSetting } from './feature-flags.js';
import { FeatureFlagsService } from './feature-flags.service.js';
import { FeatureFlagsModel, FlagSettingModel } from './feature-flags.model.js';
import { ApiData } from '../common/http/envelope.js';

@ApiTags('feature flags')
@Controller('feature-flags')
export class FeatureFlagsController {
  constructor(private readonly flags: FeatureFlagsService) {}

  @Get()
  @ApiData(FeatureFlagsModel)
  @RequireScopes()
  @ApiOperation({ summary: "The signed-in user's effective feature flags (defaults, account and user overrides)" })
  effective(@CurrentAccess() access: Access): Promise<FeatureFlags> {
    return this.flags.effective(access);
  }

  @Get('accounts/:accountId')
  @ApiData([FlagSettingModel])
  @RequireScopes(SUPER_ADMIN)
  @ApiOperation({
    summary: "Each flag's default, the account's override and the effective value; a user's with userId",
  })
  @ApiNotFoundResponse({ description: 'No such account, or a user of another account' })
  settings(
    @CurrentAccess() access: Access,
    @Param('accountId') accountId: string,
    @Query() { userId }: FlagSettingsQueryDto,
  ): Promise<FlagSetting[]> {
    return this.flags.settings({ ...access, accountId }, userId);
  }

  @Put('accounts/:accountId/:flag')
  @ApiData([FlagSettingModel])
  @RequireScopes(SUPER_ADMIN)
  @ApiOperation({ summary: 'Turn a flag on or off for the account or one user of it, or inherit; answers the flags' })
  @ApiBadRequestResponse({ description: 'Unknown flag' })
  @ApiNotFoundResponse({ description: 'No such account, or a user of another account' })
  set(
    @CurrentAccess() access: Access,
    @Param('accountId') accountId: string,
    @Param('flag') flag: string,
    @Body() { enabled, userId }: FlagOverrideDto,
  ): Promise<FlagSetting[]> {
    return this.flags.set({ ...access, accountId }, flag, enabled, userId);
  }
}
