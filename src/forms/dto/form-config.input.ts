import { Field, ID, InputType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';
import { JSONScalar } from '../json.scalar.js';

/** createFormPDFConfig / updateFormPDFConfig; checked with the engine's PDF config schema. */
@InputType()
export class FormPDFConfigInput {
  @Field(() => ID) @IsId() formId: string;
  @Field(() => String, { nullable: true, defaultValue: '' }) @Allow() cssTemplate?: string | null;
  @Field() @Allow() hbsTemplate: string;
  @Field(() => JSONScalar, { nullable: true, description: '[{ fieldId, format?, label?, fields? }]' })
  @Allow()
  fields?: unknown;
}

/** create/updateFormTemplateNotificationConfig; blank e-mails are dropped, the rest must be e-mail addresses. */
@InputType()
export class FormTemplateNotificationConfigInput {
  @Field(() => ID) @IsId() formTemplateId: string;
  @Field(() => [String]) @Allow() emails: string[];
  @Field(() => String, { nullable: true, defaultValue: '' }) @Allow() templateId?: string | null;
}
