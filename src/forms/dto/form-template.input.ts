import { Field, ID, InputType } from '@nestjs/graphql';
import { Allow, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { JSONScalar } from '../json.scalar.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';

/**
 * The keys of a form template (spec 3 §3). The server checks the whole template with the engine's schema and layout
 * checks, so the decorators here only let the keys through; the JSON values are parts of the template document.
 * `formType` and `submitted` are accepted (a raw-JSON editor sends back what it read) and ignored.
 */
@InputType()
export class UpdateFormTemplateInput {
  @Field(() => String, { nullable: true }) @Allow() name?: string | null;
  @Field(() => String, { nullable: true, description: 'One of the nine form type slugs, any case' })
  @Allow()
  formTypeSlug?: string | null;
  @Field(() => String, { nullable: true, description: 'On create, the text of the hidden Form Description field' })
  @Allow()
  description?: string | null;
  @Field(() => ID, { nullable: true }) @Allow() divisionId?: string | null;
  @Field(() => [ID], { nullable: true }) @Allow() divisionIds?: string[] | null;
  @Field(() => String, { nullable: true, description: 'New forms always get 0.0.5' }) @Allow() formVersion?:
    string | null;
  @Field(() => String, { nullable: true }) @Allow() templateVersion?: string | null;
  @Field(() => String, { nullable: true }) @Allow() renderEngineVersion?: string | null;
  @Field(() => JSONScalar, { nullable: true }) @Allow() fields?: unknown;
  @Field(() => JSONScalar, { nullable: true }) @Allow() alerts?: unknown;
  @Field(() => JSONScalar, { nullable: true }) @Allow() subForms?: unknown;
  @Field(() => JSONScalar, { nullable: true, description: '{ web?, android?, ios? }; replaces all layouts' })
  @Allow()
  layouts?: unknown;
  @Field(() => JSONScalar, { nullable: true }) @Allow() logicRules?: unknown;
  @Field(() => JSONScalar, { nullable: true }) @Allow() requiredServices?: unknown;
  @Field(() => Boolean, { nullable: true }) @Allow() flagForReview?: boolean | null;
  @Field(() => JSONScalar, { nullable: true }) @Allow() parameters?: unknown;
  @Field(() => JSONScalar, { nullable: true, description: 'Ignored (the server resolves it from formTypeSlug)' })
  @Allow()
  formType?: unknown;
  @Field(() => Boolean, { nullable: true, description: 'Ignored (the server maintains it)' })
  @Allow()
  submitted?: boolean | null;
}

@InputType()
export class CreateFormTemplateInput extends UpdateFormTemplateInput {
  @Field(() => ID, { nullable: true, description: 'Super admin only: the account to create it in' })
  @IsOptional()
  @IsUUID('all', { message: NOT_FOUND.account })
  accountId?: string | null;
}

/** formTemplates: the account's templates matching every filter given, by name. */
@InputType()
export class FormTemplateFilters {
  @Field(() => String, { nullable: true, description: 'One of the nine form type slugs, any case' })
  @Allow()
  formTypeSlug?: string | null;

  @Field(() => ID, { nullable: true, description: 'Templates of this division (divisionId or divisionIds)' })
  @IsOptional()
  @IsUUID('all', { message: NOT_FOUND.division })
  divisionId?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the name, any case' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Search must be at most 200 characters.' })
  search?: string | null;
}
