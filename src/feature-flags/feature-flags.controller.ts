import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import type { FeatureFlags } from './feature-flags.js';
import { FeatureFlagsService } from './feature-flags.service.js';

@ApiTags('feature flags')
@Controller('feature-flags')
export class FeatureFlagsController {
  constructor(private readonly flags: FeatureFlagsService) {}

  @Get()
  @RequireScopes()
  @ApiOperation({ summary: "The signed-in user's effective feature flags (defaults, account and user overrides)" })
  effective(@CurrentAccess() access: Access): Promise<FeatureFlags> {
    return this.flags.effective(access);
  }
}
