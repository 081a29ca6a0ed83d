import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { FeatureFlagOverride } from './feature-flag-override.entity.js';
import { FeatureFlagsController } from './feature-flags.controller.js';
import { FeatureFlagsService } from './feature-flags.service.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const FEATURE_FLAGS_ENTITIES = [FeatureFlagOverride];

@Module({
  imports: [TypeOrmModule.forFeature(FEATURE_FLAGS_ENTITIES)],
  controllers: [FeatureFlagsController],
  providers: [tenantRepositoryProvider(FeatureFlagOverride, NOT_FOUND.featureFlagOverride), FeatureFlagsService],
  exports: [FeatureFlagsService],
})
export class FeatureFlagsModule {}
