import { Field, ID, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../common/graphql/mutation-result.js';
import { ComplexJobModel, ComplexTaskModel } from './complex-job.model.js';
import { JobModel } from './job.model.js';

@ObjectType({ implements: () => [MutationResult] })
export class JobPayload extends MutationResult {
  @Field(() => JobModel, { nullable: true }) job?: JobModel;
}

@ObjectType({ implements: () => [MutationResult] })
export class ComplexJobPayload extends MutationResult {
  @Field(() => ComplexJobModel, { nullable: true }) job?: ComplexJobModel;
}

@ObjectType({ implements: () => [MutationResult] })
export class DeleteComplexJobPayload extends MutationResult {
  @Field(() => ID, { nullable: true }) id?: string;
}

@ObjectType({ implements: () => [MutationResult] })
export class ComplexTaskPayload extends MutationResult {
  @Field(() => ComplexTaskModel, { nullable: true }) task?: ComplexTaskModel;
}

@ObjectType({ implements: () => [MutationResult] })
export class DeleteComplexTaskPayload extends MutationResult {
  @Field(() => ID, { nullable: true }) id?: string;
}
