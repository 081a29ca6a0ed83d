import { Controller, Get } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ApiData } from '../common/http/envelope.js';
import { AssetPosition, AssetPositionsService } from './asset-positions.service.js';

@ApiTags('asset locations')
@Controller()
export class AssetPositionsController {
  constructor(private readonly positions: AssetPositionsService) {}

  @Get('assets/positions')
  @RequireScopes('web:assetmap')
  @ApiOperation({
    summary: 'Where every located asset of the account is, for the map (beyond the spec)',
    description:
      'One entry per asset with a position, by name: {id, assetName, assetType, category, lat, lng, lastSeen, ' +
      "imageUrl}. The position is the tracker's last point; an asset never tracked stands at its address's " +
      'coordinates with lastSeen null. imageUrl is the signed URL of the primary image, or null.',
  })
  @ApiData([AssetPosition])
  @ApiForbiddenResponse({ description: 'Without the asset-map permission' })
  list(@CurrentAccess() access: Access): Promise<AssetPosition[]> {
    return this.positions.list(access);
  }
}
