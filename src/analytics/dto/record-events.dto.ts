import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { IsInstant } from '../../common/validation/dates.js';
import { NestedObjects } from '../../common/validation/nested.js';

export const MAX_EVENTS_PER_BATCH = 100;

export class AnalyticsEventDto {
  @ApiProperty({ example: 'login' })
  @IsString()
  @IsNotEmpty({ message: 'Each event needs a name.' })
  @MaxLength(100)
  name: string;

  @ApiPropertyOptional({ example: { page: '/schedule' } })
  @IsOptional()
  @IsObject()
  properties?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'When it happened (ISO 8601); defaults to when it was received' })
  @IsOptional()
  @IsInstant('Event time must be an ISO 8601 date.')
  time?: string;
}

export class RecordEventsDto {
  @ApiProperty({ type: [AnalyticsEventDto] })
  @IsArray()
  @ArrayMinSize(1, { message: 'Send at least one event.' })
  @ArrayMaxSize(MAX_EVENTS_PER_BATCH, { message: `Send at most ${MAX_EVENTS_PER_BATCH} events at once.` })
  @NestedObjects(() => AnalyticsEventDto, 'Each event needs a name.')
  events: AnalyticsEventDto[];
}
