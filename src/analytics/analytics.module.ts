import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { AnalyticsEvent } from './analytics-event.entity.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const ANALYTICS_ENTITIES = [AnalyticsEvent];

@Module({
  imports: [TypeOrmModule.forFeature(ANALYTICS_ENTITIES)],
  controllers: [AnalyticsController],
  providers: [tenantRepositoryProvider(AnalyticsEvent, NOT_FOUND.event), AnalyticsService],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
