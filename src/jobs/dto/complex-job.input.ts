import { Field, ID, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';
import { NestedObjects } from '../../common/validation/nested.js';
import { REQUIRED } from '../job-rules.js';
import { DateField, IdsField, TextField, TimeField, TimeZoneField } from './fields.js';
import { JobCommonFields, JobLocationInput, LocationField } from './job.input.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';

export const MAX_TASKS = 50;

@InputType({ isAbstract: true })
abstract class ComplexJobFields extends JobCommonFields {
  @IdsField(NOT_FOUND.branch) branchIds?: string[] | null;
  @IdsField(NOT_FOUND.division) divisionIds?: string[] | null;
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
  @IdsField(NOT_FOUND.asset) assetIds?: string[] | null;
  @IdsField(NOT_FOUND.userReference) userIds?: string[] | null;
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
export class AddComplexTaskInput extends ComplexTaskInput {
  @Field(() => ID, { description: 'The job the task is added to, after its other tasks' })
  @IsString({ message: REQUIRED })
  @IsId()
  jobId: string;
}

@InputType()
export class UpdateComplexTaskInput {
  @Field(() => ID)
  @IsString({ message: REQUIRED })
  @IsId()
  id: string;

  @TextField(200) name?: string | null;
  @TextField(100) taskType?: string | null;
  @DateField('yyyy-MM-dd; not for the first task, which takes the job’s dates') startDate?: string | null;
  @DateField('yyyy-MM-dd; not for the first task, which takes the job’s dates') endDate?: string | null;
  @TextField(10_000) notes?: string | null;
  @TimeField() startTime?: string | null;
  @TimeField() endTime?: string | null;
  @TimeZoneField() timezone?: string | null;
  @IdsField(NOT_FOUND.userReference) userIds?: string[] | null;
  @IdsField(NOT_FOUND.asset) assetIds?: string[] | null;
}
