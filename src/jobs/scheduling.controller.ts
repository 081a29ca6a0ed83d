import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ApiData } from '../common/http/envelope.js';
import { periodOf } from '../bookings/booking-period.js';
import { ScheduledAssetsQuery } from './dto/scheduling.input.js';
import { SchedulingService } from './scheduling.service.js';

class OverbookedAssetRow {
  @ApiProperty() assetId: string;
  @ApiProperty({ description: 'Another job booking the asset on a same day' }) jobId: string;
}

class ScheduledAssets {
  @ApiProperty({ type: [OverbookedAssetRow] }) overbookedAssets: OverbookedAssetRow[];
}

/** The simple job dashboard's double-booking check (spec 2 §7). */
@ApiTags('jobs')
@Controller()
export class SchedulingController {
  constructor(private readonly scheduling: SchedulingService) {}

  @Get('v2/scheduled-assets-for-job')
  @RequireScopes('web:schedule')
  @ApiOperation({
    summary: 'For each asset the job books in [after, before], one row per other job booking it on a same day',
  })
  @ApiData(ScheduledAssets)
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  async overbookedAssets(
    @CurrentAccess() access: Access,
    @Query() query: ScheduledAssetsQuery,
  ): Promise<ScheduledAssets> {
    const period = periodOf(query.after, query.before, { start: 'after', end: 'before' });
    return {
      overbookedAssets: await this.scheduling.overbookedAssets(access, { jobId: query.jobId, period }),
    };
  }
}
