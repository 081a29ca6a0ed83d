import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import { PageLimit } from '../../common/pagination/page-limit.js';
import { ASSET_TYPES } from '../asset-types.js';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '../asset-search.js';
import { CATEGORY_NOT_FOUND, TYPE_REQUIRED } from './asset.dto.js';

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

  @PageLimit(SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT)
  limit?: number;
}
