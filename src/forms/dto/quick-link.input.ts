import { Field, ID, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { QUICK_LINK_OPERATIONS, type QuickLinkOperation } from '../engine/index.js';

export const QuickLinkOperationEnum = Object.fromEntries(QUICK_LINK_OPERATIONS.map((name) => [name, name])) as {
  [K in QuickLinkOperation]: K;
};
registerEnumType(QuickLinkOperationEnum, { name: 'QuickLinkOperation' });

/**
 * One row of batchOperationsFormTemplateQuickLink (spec 3 §3). A form has one quicklink per account, so `formId`
 * names the quicklink an Update or Delete changes; `currentFormTypeSlug` is accepted and not needed. Checked with
 * the engine's schema.
 */
@InputType('FormTemplateQuickLinkOperationInput')
export class QuickLinkOperationInput {
  @Field(() => ID, { nullable: true, description: 'Super admin only: the account' }) @Allow() accountId?: string | null;
  @Field(() => String, { nullable: true, defaultValue: 'other' }) @Allow() currentFormTypeSlug?: string | null;
  @Field(() => ID) @Allow() formId: string;
  @Field(() => String, { nullable: true, description: 'Create: the form name when absent' })
  @Allow()
  displayName?: string | null;
  @Field(() => String, { nullable: true, description: "The group to put it in; Create: the form's type when absent" })
  @Allow()
  newFormTypeSlug?: string | null;
  @Field(() => QuickLinkOperationEnum) @Allow() operation: QuickLinkOperation;
  @Field(() => Int, { nullable: true, description: 'Create: after the last of its group when absent' })
  @Allow()
  ordinal?: number | null;
  @Field(() => [ID], { nullable: true, description: 'Create: none when absent' }) @Allow() divisionIds?:
    string[] | null;
}

/** updateFormTemplateQuickLink: the values given replace the quicklink's. */
@InputType()
export class UpdateFormTemplateQuickLinkInput {
  @Field(() => String, { nullable: true, description: 'Moves it to this form type' }) @Allow() formTypeSlug?:
    string | null;
  @Field(() => String, { nullable: true }) @Allow() displayName?: string | null;
  @Field(() => Int, { nullable: true }) @Allow() ordinal?: number | null;
  @Field(() => [ID], { nullable: true }) @Allow() divisionIds?: string[] | null;
}

/** createFormTemplateQuickLink. */
@InputType()
export class CreateFormTemplateQuickLinkInput extends UpdateFormTemplateQuickLinkInput {
  @Field(() => ID, { nullable: true, description: 'Super admin only: the account' }) @Allow() accountId?: string | null;
  @Field(() => ID, { description: 'The form template' }) @Allow() formId: string;
}
