import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import { PageLimit } from '../../common/pagination/page-limit.js';
import { ASSET_TYPES } from '../asset-types.js';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '../asset-search.js';
import { TYPE_REQUIRED } from './asset.dto.js';
import { dateProblem } from '../../bookings/booking-period.js';
import { Rule } from '../../common/validation/rule.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';

export const NOT_A_FLAG = 'Must be true or false.';

/** An empty query parameter counts as absent. */
const emptyAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

const QueryFlag = (description: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, description }),
    Transform(({ value }: { value: unknown }) =>
      value === 'true' ? true : value === 'false' ? false : emptyAsAbsent({ value }),
    ),
    IsOptional(),
    IsBoolean({ message: NOT_A_FLAG }),
  );

const PeriodDateParam = (description: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ example: '2026-05-04', description }),
    Transform(emptyAsAbsent),
    IsOptional(),
    Rule(
      'periodDate',
      (value) => dateProblem(value) === null,
      ({ value }) => dateProblem(value)!,
    ),
  );

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
  @IsUUID('all', { message: NOT_FOUND.category })
  categoryId?: string;

  @ApiPropertyOptional({ description: 'The nextPageKey of the previous page' })
  @IsOptional()
  @IsString()
  nextPageKey?: string;

  @PeriodDateParam('yyyy-MM-dd: the first day of the period that checkDates and markAvailable look at')
  after?: string;

  @PeriodDateParam('yyyy-MM-dd: the last day of that period (included)')
  before?: string;

  @QueryFlag('true: each asset carries isAvailable, no booking holding it on a day of [after, before]')
  checkDates?: boolean;

  @QueryFlag('true: only the assets available for the whole of [after, before]')
  markAvailable?: boolean;

  @QueryFlag('true: only assets with a tracker (a MAC address); false: only those without')
  tracked?: boolean;

  @PageLimit(SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT)
  limit?: number;
}
