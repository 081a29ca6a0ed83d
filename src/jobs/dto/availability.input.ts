import { Field, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, ValidateNested } from 'class-validator';
import { PageInfoInput } from '../../common/graphql/page-info.js';
import { IdField, IdsField, TextField } from './fields.js';
import { PeriodDate } from './scheduling.input.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';

/** getAvailableAssetSchedule: the account's assets with their bookings in a period, keyset paged by (name, id). */
@InputType()
export class AvailableAssetScheduleInput {
  @PeriodDate('yyyy-MM-dd, the first day of the period') startDate: string;
  @PeriodDate('yyyy-MM-dd, the last day of the period (included)') endDate: string;
  @TextField(200, 'Words all found in name, serial number, manufacturer, type or MAC address') search?: string | null;
  @TextField(100, 'An asset type, e.g. Crawler Crane') assetType?: string | null;
  @IdField(NOT_FOUND.category, 'The category or any below it') categoryId?: string | null;
  @IdsField(NOT_FOUND.branch, 'Assets of any of these branches; empty or absent: all') branchIds?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Only assets no booking holds on a day of the period' })
  @IsOptional()
  @IsBoolean()
  availableOnly?: boolean | null;

  @Field(() => PageInfoInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => PageInfoInput)
  pageInfo?: PageInfoInput | null;
}
