import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { FormTypeModel } from './form-type.model.js';

/** A form shown on the forms home page, in its form type's group (spec 3 §3 Form quicklink). */
@ObjectType('FormTemplateQuickLink')
export class FormTemplateQuickLinkModel {
  @Field(() => ID) id: string;
  @Field(() => ID) accountId: string;
  @Field(() => ID, { description: 'The form template' }) formId: string;
  @Field() formTypeSlug: string;
  @Field(() => FormTypeModel, { description: "The group's form type, as the account sees it" }) formType: FormTypeModel;
  @Field() displayName: string;
  @Field(() => Int, { description: 'Position within its form type' }) ordinal: number;
  @Field(() => [ID]) divisionIds: string[];
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType('FormTemplateHomePage')
export class FormTemplateHomePageModel {
  @Field(() => ID) accountId: string;
  @Field(() => [FormTemplateQuickLinkModel], { description: "By their form type's place, then ordinal" })
  quickLinks: FormTemplateQuickLinkModel[];
  @Field(() => [FormTypeModel], { description: 'The form types in the order the home page shows them' })
  templateTypeOrder: FormTypeModel[];
}
