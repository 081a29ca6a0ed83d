import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

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
  @IsISO8601({ strict: true }, { message: 'Event time must be an ISO 8601 date.' })
  time?: string;
}

export class RecordEventsDto {
  @ApiProperty({ type: [AnalyticsEventDto] })
  @IsArray()
  @ArrayMinSize(1, { message: 'Send at least one event.' })
  @ArrayMaxSize(MAX_EVENTS_PER_BATCH, { message: `Send at most ${MAX_EVENTS_PER_BATCH} events at once.` })
  @ValidateNested({ each: true })
  @Type(() => AnalyticsEventDto)
  events: AnalyticsEventDto[];
}
