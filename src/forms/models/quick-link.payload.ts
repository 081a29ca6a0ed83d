import { Field, ID, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../common/graphql/mutation-result.js';
import { FormsMutationResult } from '../form-problems.js';
import { FormTypeModel } from './form-type.model.js';
import { FormTemplateQuickLinkModel } from './quick-link.model.js';

@ObjectType({ implements: () => [MutationResult] })
export class FormTemplateQuickLinkPayload extends FormsMutationResult {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => FormTemplateQuickLinkModel, { nullable: true }) quickLink?: FormTemplateQuickLinkModel;
}

@ObjectType({ implements: () => [MutationResult] })
export class BatchFormTemplateQuickLinkPayload extends FormsMutationResult {
  @Field(() => ID, { nullable: true, description: 'The account the operations were applied to' }) accountId?: string;
}

@ObjectType({ implements: () => [MutationResult] })
export class FormTypePayload extends FormsMutationResult {
  @Field(() => FormTypeModel, { nullable: true }) formType?: FormTypeModel;
}
