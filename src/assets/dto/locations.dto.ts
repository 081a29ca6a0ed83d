import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateBy,
} from 'class-validator';
import { PageLimit } from '../../common/pagination/page-limit.js';
import { IsInstant } from '../../common/validation/dates.js';
import { IsId } from '../../common/validation/ids.js';
import { NestedObjects } from '../../common/validation/nested.js';
import { Trimmed } from '../../common/validation/text.js';

export const HISTORY_DEFAULT_LIMIT = 50;
export const HISTORY_MAX_LIMIT = 200;
export const MAX_POINTS = 1000;
/** Tracker clocks drift; a point a little ahead of the server's clock is still accepted. */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** The spec's empty-history text; no route addresses a single point, so it is only the repository's refusal. */
export const ASSET_ID_REQUIRED = 'Asset id is required.';
export const POINTS_RANGE = `Send between 1 and ${MAX_POINTS} points.`;
export const MAC_ADDRESS_REQUIRED = 'MAC address is required.';
export const LAT_RANGE = 'Latitude must be between -90 and 90.';
export const LNG_RANGE = 'Longitude must be between -180 and 180.';
export const POINT_INVALID = 'Each point must be an object with macAddress, lat, lng and time.';
export const TIME_INVALID = 'Time must be an ISO 8601 date and time.';
export const TIME_IN_FUTURE = 'Time cannot be more than 5 minutes in the future.';
export const PROVIDER_REQUIRED = 'Provider is required.';
export const SOURCE_REQUIRED = 'Source is required.';
export const LOCAL_DATE_TIME_INVALID = 'Local date time must be text.';
export const ADDRESS_INVALID = 'Address must be text.';
export const RADIUS_INVALID = 'Radius must be a number of metres, 0 or more.';

export class LocationHistoryDto {
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: ASSET_ID_REQUIRED })
  @IsId()
  assetId: string;

  @ApiPropertyOptional({ description: 'The nextPageKey of the previous page' })
  @IsOptional()
  @IsString()
  nextPageKey?: string;

  @PageLimit(HISTORY_DEFAULT_LIMIT, HISTORY_MAX_LIMIT)
  limit?: number;
}

/** An ISO time not after now plus the tolerance; an unreadable time is left to @IsISO8601. */
const NotInFuture = (): PropertyDecorator =>
  ValidateBy({
    name: 'notInFuture',
    validator: {
      validate: (value: unknown) => {
        const time = typeof value === 'string' ? Date.parse(value) : NaN;
        return Number.isNaN(time) || time <= Date.now() + FUTURE_TOLERANCE_MS;
      },
      defaultMessage: () => TIME_IN_FUTURE,
    },
  });

export class TrackerPointDto {
  @ApiProperty({ example: '00:1B:63:84:45:E6', description: 'Compared case-insensitively' })
  @Trimmed()
  @IsString({ message: MAC_ADDRESS_REQUIRED })
  @IsNotEmpty({ message: MAC_ADDRESS_REQUIRED })
  macAddress: string;

  @ApiProperty({ minimum: -90, maximum: 90 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LAT_RANGE })
  @Min(-90, { message: LAT_RANGE })
  @Max(90, { message: LAT_RANGE })
  lat: number;

  @ApiProperty({ minimum: -180, maximum: 180 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LNG_RANGE })
  @Min(-180, { message: LNG_RANGE })
  @Max(180, { message: LNG_RANGE })
  lng: number;

  @ApiProperty({ example: '2026-11-22T10:15:00Z', description: 'When the point was taken (ISO 8601)' })
  @IsInstant(TIME_INVALID)
  @NotInFuture()
  time: string;

  @ApiProperty({ example: 'gps-tracker-co' })
  @Trimmed()
  @IsString({ message: PROVIDER_REQUIRED })
  @IsNotEmpty({ message: PROVIDER_REQUIRED })
  provider: string;

  @ApiProperty({ example: 'gps', description: 'How the point was obtained; answered as source.type' })
  @Trimmed()
  @IsString({ message: SOURCE_REQUIRED })
  @IsNotEmpty({ message: SOURCE_REQUIRED })
  source: string;

  @ApiPropertyOptional({ example: '2026-11-22 11:15:00', description: "The tracker's local time, kept as sent" })
  @IsOptional()
  @IsString({ message: LOCAL_DATE_TIME_INVALID })
  localDateTime?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: ADDRESS_INVALID })
  address?: string;

  @ApiPropertyOptional({ description: 'Accuracy in metres' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: RADIUS_INVALID })
  @Min(0, { message: RADIUS_INVALID })
  radius?: number;
}

export class IngestLocationsDto {
  @ApiProperty({ type: [TrackerPointDto], minItems: 1, maxItems: MAX_POINTS })
  @IsArray({ message: POINTS_RANGE })
  @ArrayMinSize(1, { message: POINTS_RANGE })
  @ArrayMaxSize(MAX_POINTS, { message: POINTS_RANGE })
  @NestedObjects(() => TrackerPointDto, POINT_INVALID)
  points: TrackerPointDto[];
}
