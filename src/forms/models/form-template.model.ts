import { Field, ID, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from '../json.scalar.js';
import { FormTypeModel } from './form-type.model.js';

/** A form template (spec 3 §3). The JSON fields are parts of the template document, shaped as the forms engine says. */
@ObjectType('FormTemplate')
export class FormTemplateModel {
  @Field(() => ID) id: string;
  @Field(() => ID) accountId: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  @Field() name: string;
  @Field() formTypeSlug: string;
  @Field(() => FormTypeModel, { description: 'The form type, as the account sees it' }) formType?: FormTypeModel;
  @Field({ description: "The admin card title: the Form Description field's text, else the name" }) title: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => ID, { nullable: true }) divisionId: string | null;
  @Field(() => [ID]) divisionIds: string[];
  @Field() formVersion: string;
  @Field(() => String, { nullable: true }) templateVersion: string | null;
  @Field(() => String, { nullable: true }) renderEngineVersion: string | null;
  @Field(() => JSONScalar, { description: 'The mobile (iOS) fields; the first is the hidden Form Description' })
  fields: unknown;
  @Field(() => JSONScalar, { nullable: true }) alerts?: unknown;
  @Field(() => JSONScalar, { nullable: true }) subForms?: unknown;
  @Field(() => JSONScalar, { nullable: true, description: '{ web?, android?, ios? }' }) layouts?: unknown;
  @Field(() => JSONScalar, { nullable: true, description: '[{ name, rule }]' }) logicRules?: unknown;
  @Field(() => JSONScalar, { nullable: true }) requiredServices?: unknown;
  @Field(() => Boolean, { nullable: true }) flagForReview?: boolean | null;
  @Field(() => Boolean, { nullable: true }) submitted?: boolean | null;
  @Field(() => JSONScalar, { nullable: true, description: '{ forDate, ... }' }) parameters?: unknown;
  @Field({ description: 'Whether formPDFConfig has one' }) hasPdfConfig?: boolean;
  @Field({ description: 'Whether GET /api/forms/{formId}/csvconfig has one' }) hasCsvConfig?: boolean;
  @Field({ description: 'Whether GET /api/forms/{formId}/dynamicdocument has one' }) hasDynamicDocument?: boolean;
  @Field({ description: 'Whether formTemplateNotificationConfig has one' }) hasNotificationConfig?: boolean;
}
