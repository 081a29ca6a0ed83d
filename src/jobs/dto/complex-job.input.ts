import { Field, ID, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';
import { NestedObjects } from '../../common/validation/nested.js';
import { REQUIRED } from '../job-rules.js';
import {
  ASSET_NOT_FOUND,
  BRANCH_NOT_FOUND,
  DateField,
  DIVISION_NOT_FOUND,
  IdsField,
  TextField,
  TimeField,
  TimeZoneField,
  USER_NOT_FOUND,
} from './fields.js';
import { JobCommonFields, JobLocationInput, LocationField } from './job.input.js';

export const MAX_TASKS = 50;

@InputType({ isAbstract: true })
abstract class ComplexJobFields extends JobCommonFields {
  @IdsField(BRANCH_NOT_FOUND) branchIds?: string[] | null;
  @IdsField(DIVISION_NOT_FOUND) divisionIds?: string[] | null;
  @LocationField() location?: JobLocationInput | null;
  @TimeZoneField() timezone?: string | null;
}

@InputType()
export class ComplexTaskInput {
  @TextField(200) name?: string | null;
  @TextField(100) taskType?: string | null;
  @DateField('yyyy-MM-dd; the first task takes the job’s dates') startDate?: string | null;
  @DateField('yyyy-MM-dd; the first task takes the job’s dates') endDate?: string | null;
  @TimeField() startTime?: string | null;
  @TimeField() endTime?: string | null;
  @TimeZoneField() timezone?: string | null;
  @TextField(10_000) notes?: string | null;
  @IdsField(ASSET_NOT_FOUND) assetIds?: string[] | null;
  @IdsField(USER_NOT_FOUND) userIds?: string[] | null;
}

@InputType()
export class CreateComplexJobInput extends ComplexJobFields {
  @Field(() => [ComplexTaskInput], {
    nullable: true,
    description: "The first one becomes the first task (times, crew, assets); without any, the job's dates make it",
  })
  @IsOptional()
  @IsArray({ message: REQUIRED })
  @ArrayMaxSize(MAX_TASKS, { message: `At most ${MAX_TASKS} tasks.` })
  @NestedObjects(() => ComplexTaskInput, REQUIRED)
  complexTasks?: ComplexTaskInput[] | null;
}

@InputType()
export class UpdateComplexJobInput extends ComplexJobFields {
  @Field(() => ID)
  @IsString({ message: REQUIRED })
  @IsId()
  id: string;
}

@InputType()
export class ComplexJobIdInput {
  @Field(() => ID)
  @IsString({ message: REQUIRED })
  @IsId()
  id: string;
}

@InputType()
export class UpdateComplexTaskInput {
  @Field(() => ID)
  @IsString({ message: REQUIRED })
  @IsId()
  id: string;

  @TimeField() startTime?: string | null;
  @TimeField() endTime?: string | null;
  @TimeZoneField() timezone?: string | null;
  @IdsField(USER_NOT_FOUND) userIds?: string[] | null;
  @IdsField(ASSET_NOT_FOUND) assetIds?: string[] | null;
}
