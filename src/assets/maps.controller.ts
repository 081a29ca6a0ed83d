import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

@ApiTags('assets')
@Controller('googleMaps')
export class MapsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('googleApiKey')
  @RequireScopes('web:assetmap', 'web:schedule')
  @ApiOperation({ summary: 'The Google Maps browser key, or null when none is configured' })
  googleApiKey(): string | null {
    return this.config.googleMapsApiKey;
  }
}
