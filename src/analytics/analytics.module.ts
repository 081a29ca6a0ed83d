import { Module } from '@nestjs/common';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { AnalyticsEvent } from './analytics-event.entity.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';

@Module({
  controllers: [AnalyticsController],
  providers: [tenantRepositoryProvider(AnalyticsEvent, NOT_FOUND.event), AnalyticsService],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
