import { applyDecorators } from '@nestjs/common';
import { Field, ID, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { ArrayMaxSize, IsIn, IsOptional, MinLength, Min } from 'class-validator';
import { EachId } from '../../common/validation/ids.js';
import { Rule } from '../../common/validation/rule.js';
import { Trimmed } from '../../common/validation/text.js';
import { isUuid } from '../../database/tenant-repository.js';
import {
  normalizeFormTypeSlug,
  QUICK_LINK_OPERATIONS,
  UNKNOWN_FORM_TYPE,
  type QuickLinkOperation,
} from '../engine/index.js';

export const QuickLinkOperationEnum = Object.fromEntries(QUICK_LINK_OPERATIONS.map((name) => [name, name])) as {
  [K in QuickLinkOperation]: K;
};
registerEnumType(QuickLinkOperationEnum, { name: 'QuickLinkOperation' });

/** The most divisions a quicklink is shown to. */
const MAX_DIVISIONS = 500;

const isUuidText = (value: unknown): boolean => typeof value === 'string' && isUuid(value);

const FormTypeSlug = () =>
  applyDecorators(
    IsOptional(),
    Rule('formTypeSlug', (value) => normalizeFormTypeSlug(value) !== undefined, UNKNOWN_FORM_TYPE),
  );
const DisplayName = () => applyDecorators(IsOptional(), Trimmed(), MinLength(1, { message: 'Must not be empty' }));
const Ordinal = () => applyDecorators(IsOptional(), Min(0, { message: 'Must be at least 0' }));
const DivisionIds = () =>
  applyDecorators(
    IsOptional(),
    ArrayMaxSize(MAX_DIVISIONS, { message: `Must have at most ${MAX_DIVISIONS} items` }),
    EachId(),
  );
const AccountId = () => applyDecorators(IsOptional(), Rule('accountId', isUuidText, 'Must be a UUID'));
/** The form a quicklink opens: "Required" unless a UUID. */
const FormId = () => Rule('formId', isUuidText, 'Required');

/**
 * One row of batchOperationsFormTemplateQuickLink (spec 3 §3). A form has one quicklink per account, so `formId`
 * names the quicklink an Update or Delete changes; `currentFormTypeSlug` is accepted and not needed.
 */
@InputType('FormTemplateQuickLinkOperationInput')
export class QuickLinkOperationInput {
  @Field(() => ID, { nullable: true, description: 'Super admin only: the account' })
  @AccountId()
  accountId?: string | null;
  @Field(() => String, { nullable: true, defaultValue: 'other' }) @FormTypeSlug() currentFormTypeSlug?: string | null;
  @Field(() => ID) @FormId() formId: string;
  @Field(() => String, { nullable: true, description: 'Create: the form name when absent' })
  @DisplayName()
  displayName?: string | null;
  @Field(() => String, { nullable: true, description: "The group to put it in; Create: the form's type when absent" })
  @FormTypeSlug()
  newFormTypeSlug?: string | null;
  @Field(() => QuickLinkOperationEnum)
  @IsIn(QUICK_LINK_OPERATIONS, { message: `Must be one of: ${QUICK_LINK_OPERATIONS.join(', ')}` })
  operation: QuickLinkOperation;
  @Field(() => Int, { nullable: true, description: 'Create: after the last of its group when absent' })
  @Ordinal()
  ordinal?: number | null;
  @Field(() => [ID], { nullable: true, description: 'Create: none when absent' }) @DivisionIds() divisionIds?:
    string[] | null;
}

/** updateFormTemplateQuickLink: the values given replace the quicklink's. */
@InputType()
export class UpdateFormTemplateQuickLinkInput {
  @Field(() => String, { nullable: true, description: 'Moves it to this form type' }) @FormTypeSlug() formTypeSlug?:
    string | null;
  @Field(() => String, { nullable: true }) @DisplayName() displayName?: string | null;
  @Field(() => Int, { nullable: true }) @Ordinal() ordinal?: number | null;
  @Field(() => [ID], { nullable: true }) @DivisionIds() divisionIds?: string[] | null;
}

/** createFormTemplateQuickLink. */
@InputType()
export class CreateFormTemplateQuickLinkInput extends UpdateFormTemplateQuickLinkInput {
  @Field(() => ID, { nullable: true, description: 'Super admin only: the account' })
  @AccountId()
  accountId?: string | null;
  @Field(() => ID, { description: 'The form template' }) @FormId() formId: string;
}
