import { Module } from '@nestjs/common';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { FeatureFlagOverride } from './feature-flag-override.entity.js';
import { FeatureFlagsController } from './feature-flags.controller.js';
import { FeatureFlagsService } from './feature-flags.service.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

@Module({
  controllers: [FeatureFlagsController],
  providers: [tenantRepositoryProvider(FeatureFlagOverride, NOT_FOUND.featureFlagOverride), FeatureFlagsService],
  exports: [FeatureFlagsService],
})
export class FeatureFlagsModule {}
