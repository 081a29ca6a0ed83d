import { Field, ID, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../common/graphql/mutation-result.js';
import { FormsMutationResult } from '../form-problems.js';
import { FormTemplateModel } from './form-template.model.js';

@ObjectType({ implements: () => [MutationResult] })
export class FormTemplatePayload extends FormsMutationResult {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => FormTemplateModel, { nullable: true }) formTemplate?: FormTemplateModel;
}

@ObjectType({ implements: () => [MutationResult] })
export class DeleteFormTemplatePayload extends FormsMutationResult {
  @Field(() => ID, { nullable: true }) id?: string;
}
