import { applyDecorators } from '@nestjs/common';
import { Field, ID, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';
import { NestedObjects } from '../../common/validation/nested.js';
import { dateProblem } from '../../bookings/booking-period.js';
import { REQUIRED } from '../job-rules.js';
import { Rule } from '../../common/validation/rule.js';

/** The most jobs one scheduledAssetsForJobs call may ask about (a dispatch day shows a few hundred at most). */
export const MAX_JOB_INPUTS = 500;

/** A required yyyy-MM-dd date of a period; the order of the two ends is checked with both (booking-period.ts). */
export const PeriodDate = (description = 'yyyy-MM-dd'): PropertyDecorator =>
  applyDecorators(
    Field(() => String, { description }),
    ApiProperty({ example: '2026-05-04', description }),
    Rule(
      'periodDate',
      (value) => dateProblem(value) === null,
      ({ value }) => dateProblem(value)!,
    ),
  );

@InputType()
export class ScheduledAssetsForJobInput {
  @Field(() => ID)
  @IsString({ message: REQUIRED })
  @IsId()
  complexJobId: string;

  @PeriodDate('yyyy-MM-dd, the first day of the period') after: string;
  @PeriodDate('yyyy-MM-dd, the last day of the period (included)') before: string;
}

@InputType()
export class ScheduledAssetsForJobsInput {
  @Field(() => [ScheduledAssetsForJobInput], { description: `At most ${MAX_JOB_INPUTS}` })
  @IsArray({ message: REQUIRED })
  @ArrayMaxSize(MAX_JOB_INPUTS, { message: `At most ${MAX_JOB_INPUTS} jobs.` })
  @NestedObjects(() => ScheduledAssetsForJobInput, REQUIRED)
  jobInputs: ScheduledAssetsForJobInput[];
}

/** GET /v2/scheduled-assets-for-job (the simple job dashboard's double-booking check). */
export class ScheduledAssetsQuery {
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: REQUIRED })
  @IsId()
  jobId: string;

  @PeriodDate() after: string;
  @PeriodDate() before: string;
}
