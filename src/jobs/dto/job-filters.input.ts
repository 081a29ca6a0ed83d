import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsId } from '../../common/validation/ids.js';
import { CalendarPageInfoInput } from '../../common/graphql/page-info.js';
import { DateField, IdField, IdsField } from './fields.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';

export const MAX_JOB_IDS = 100;

const commaJoined = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    : value;

/**
 * GET /jobs and the jobs query: jobs overlapping the window (default today and the next 14 days), optionally of one
 * branch or division. With jobIds and no dates, those jobs whatever their dates.
 */
@InputType()
export class JobFilters {
  @DateField() startDate?: string | null;
  @DateField() endDate?: string | null;
  @IdField(NOT_FOUND.branch) branchId?: string | null;
  @IdField(NOT_FOUND.division) divisionId?: string | null;

  @Field(() => [ID], { nullable: true })
  @ApiPropertyOptional({ description: 'Comma-joined job ids', example: 'id1,id2' })
  @Transform(commaJoined)
  @IsOptional()
  @IsArray({ message: NOT_FOUND.job })
  @ArrayMaxSize(MAX_JOB_IDS, { message: `At most ${MAX_JOB_IDS} job ids.` })
  @IsUUID('all', { each: true, message: NOT_FOUND.job })
  jobIds?: string[] | null;
}

/** complexJobs: jobs overlapping the window that share any given branch and any given division; keyset paged. */
@InputType()
export class ComplexJobFilters {
  @IdsField(NOT_FOUND.branch, 'Empty or absent: every branch') branchIds?: string[] | null;
  @IdsField(NOT_FOUND.division, 'Empty or absent: every division') divisionIds?: string[] | null;
  @DateField() startDate?: string | null;
  @DateField() endDate?: string | null;

  @Field(() => CalendarPageInfoInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => CalendarPageInfoInput)
  pageInfo?: CalendarPageInfoInput | null;
}

@InputType()
export class ColorFilters {
  @Field(() => ID, { nullable: true, description: 'Only a super admin may read another account' })
  @IsOptional()
  @IsString()
  @IsId()
  accountId?: string | null;
}

export const READY_JOBS_LIMIT = 100;

/**
 * jobsWithoutDates: with isReadyForInvoice, the jobs flagged ready for invoice (dated or not) by the invoicing
 * overview's job filters, newest first, at most `limit` (default and most 100, spec 3 §9); without it, the newest
 * jobs without dates.
 */
@InputType()
export class UndatedJobFilters {
  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  isReadyForInvoice?: boolean | null;

  @IdField(NOT_FOUND.branch) branchId?: string | null;
  @IdField(NOT_FOUND.division) divisionId?: string | null;
  @IdField(NOT_FOUND.userReference, 'A user id among the job’s sales people') salesPerson?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the job’s name or number, or the customer’s name' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  searchTerm?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(READY_JOBS_LIMIT)
  limit?: number | null;
}
