import { Field, ID, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from '../json.scalar.js';

/** A form's PDF: Handlebars and CSS templates and the values handed to them (spec 3 §3 PDF config). */
@ObjectType('FormPDFConfig')
export class FormPDFConfigModel {
  @Field(() => ID, { description: 'The form template' }) formId: string;
  @Field() cssTemplate: string;
  @Field() hbsTemplate: string;
  @Field(() => JSONScalar, { description: '[{ fieldId, format?, label?, fields? }]' }) fields: unknown;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

/** Who is e-mailed when the form is submitted, and with which mail template (spec 3 §3 Notification config). */
@ObjectType('FormTemplateNotificationConfig')
export class FormTemplateNotificationConfigModel {
  @Field(() => ID) formTemplateId: string;
  @Field(() => [String]) emails: string[];
  @Field() templateId: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}
