import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, Min } from 'class-validator';
import { ASSET_TYPES } from '../asset-types.js';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '../asset-search.js';
import { CATEGORY_NOT_FOUND, TYPE_REQUIRED } from './asset.dto.js';

const LIMIT_RANGE = `Limit must be between 1 and ${SEARCH_MAX_LIMIT}.`;

export class SearchAssetsDto {
  @ApiPropertyOptional({ description: 'Words all found in name, serial number, manufacturer, type or MAC address' })
  @IsOptional()
  @IsString()
  keywords?: string;

  @ApiPropertyOptional({ example: 'Crane' })
  @IsOptional()
  @IsIn(ASSET_TYPES, { message: TYPE_REQUIRED })
  assetType?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: CATEGORY_NOT_FOUND })
  categoryId?: string;

  @ApiPropertyOptional({ description: 'The nextPageKey of the previous page' })
  @IsOptional()
  @IsString()
  nextPageKey?: string;

  @ApiPropertyOptional({ default: SEARCH_DEFAULT_LIMIT, maximum: SEARCH_MAX_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_RANGE })
  @Min(1, { message: LIMIT_RANGE })
  @Max(SEARCH_MAX_LIMIT, { message: LIMIT_RANGE })
  limit?: number;
}
