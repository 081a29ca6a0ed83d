import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ApiPage, type Page } from '../common/http/envelope.js';
import { AssetLocationsService, LocationView, type IngestResult } from './asset-locations.service.js';
import { IngestLocationsDto, LocationHistoryDto } from './dto/locations.dto.js';

@ApiTags('asset locations')
@Controller()
export class AssetLocationsController {
  constructor(private readonly locations: AssetLocationsService) {}

  @Get('assets/locations')
  @RequireScopes('web:assetmap', 'web:assetcrud')
  @ApiOperation({ summary: "An asset's location history, newest first, paged by nextPageKey" })
  @ApiPage(LocationView)
  @ApiNotFoundResponse({ description: 'No such asset, or another account' })
  history(@CurrentAccess() access: Access, @Query() query: LocationHistoryDto): Promise<Page<LocationView>> {
    return this.locations.history(access, query);
  }

  @Post('trackers/locations')
  @HttpCode(200)
  @RequireScopes('web:assetcrud')
  @ApiOperation({
    summary: 'Store tracker points (1 to 1000) and move the assets to their newest point',
    description:
      'Points are matched to the assets of the account by MAC address (case-insensitive); points of unknown ' +
      'MAC addresses are skipped and listed in unknownMacAddresses. One invalid point refuses the whole batch.',
  })
  @ApiBadRequestResponse({ description: 'Per-point reasons in errors, keyed like points.3.lat; nothing stored' })
  ingest(@CurrentAccess() access: Access, @Body() body: IngestLocationsDto): Promise<IngestResult> {
    return this.locations.ingest(access, body);
  }
}
