import { Field, ID, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../common/graphql/mutation-result.js';
import { JobDocumentModel } from './job-document.model.js';

@ObjectType({ implements: () => [MutationResult] })
export class JobDocumentPayload extends MutationResult {
  @Field(() => JobDocumentModel, { nullable: true }) jobDocument?: JobDocumentModel;
}

@ObjectType({ implements: () => [MutationResult] })
export class DeleteJobDocumentPayload extends MutationResult {
  @Field(() => ID, { nullable: true }) id?: string;
}
