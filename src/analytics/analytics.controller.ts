import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { AnalyticsService } from './analytics.service.js';
import { RecordEventsDto } from './dto/record-events.dto.js';

@ApiTags('analytics')
@Controller('events')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post()
  @HttpCode(200)
  @RequireScopes()
  @ApiOperation({ summary: 'Store a batch of analytics events of the signed-in user (at most 100)' })
  async record(@CurrentAccess() access: Access, @Body() body: RecordEventsDto): Promise<{ stored: number }> {
    return { stored: await this.analytics.record(access, body.events) };
  }
}
