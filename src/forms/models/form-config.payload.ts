import { Field, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../common/graphql/mutation-result.js';
import { FormsMutationResult } from '../form-problems.js';
import { FormPDFConfigModel, FormTemplateNotificationConfigModel } from './form-config.model.js';

@ObjectType({ implements: () => [MutationResult] })
export class FormPDFConfigPayload extends FormsMutationResult {
  @Field(() => FormPDFConfigModel, { nullable: true }) formPDFConfig?: FormPDFConfigModel;
}

@ObjectType({ implements: () => [MutationResult] })
export class FormTemplateNotificationConfigPayload extends FormsMutationResult {
  @Field(() => FormTemplateNotificationConfigModel, { nullable: true })
  notificationConfig?: FormTemplateNotificationConfigModel;
}
