import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ApiData } from '../common/http/envelope.js';
import { APP_CONFIG, type AppConfig, type MapTilesConfig } from '../config/config.js';

class MapTiles implements MapTilesConfig {
  @ApiProperty({ description: 'An OpenStreetMap-style {z}/{x}/{y} template' }) url: string;
  @ApiProperty({ description: "The credit the tile server's licence asks for" }) attribution: string;
}

@ApiTags('assets')
@Controller()
export class MapsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('googleMaps/googleApiKey')
  @RequireScopes('web:assetmap', 'web:schedule')
  @ApiOperation({ summary: 'The Google Maps browser key, or null when none is configured' })
  @ApiData(String, { nullable: true })
  googleApiKey(): string | null {
    return this.config.googleMapsApiKey;
  }

  /** Not a secret (the browser fetches the tiles itself), and every location picker may use it. */
  @Get('maps/tiles')
  @RequireScopes()
  @ApiOperation({
    summary: 'The raster tile server (MAP_TILE_URL) the maps use without a Google key, or null when none is configured',
  })
  @ApiData(MapTiles, { nullable: true })
  tiles(): MapTilesConfig | null {
    return this.config.mapTiles;
  }
}
