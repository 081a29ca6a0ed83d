import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { Allow, IsOptional, ValidateNested } from 'class-validator';
import { JSONScalar } from '../../forms/json.scalar.js';

/**
 * The submission part of an invoice call (spec 3 §7). The forms module checks it with the submission schemas, so
 * the decorators here only let the keys through.
 */
@InputType()
export class InvoiceSubmissionInput {
  @Field(() => ID, { nullable: true, description: 'The invoice form (create)' }) @Allow() formId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Ignored: the submitter is the caller' }) @Allow() userId?:
    string | null;
  @Field(() => String, { nullable: true, description: '0.0.1 for invoices' }) @Allow() version?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DDTHH:mm[:ss]' }) @Allow() localDateTime?: string | null;
  @Field(() => Int, { nullable: true }) @Allow() timezoneOffset?: number | null;
  @Field(() => JSONScalar, { nullable: true, description: '[{ id, value, type? }]' }) @Allow() fields?: unknown;
  @Field(() => JSONScalar, { nullable: true, description: '{ status }' }) @Allow() data?: unknown;
  @Field(() => String, { nullable: true, description: 'The reason, required when fields change' })
  @Allow()
  changeNotes?: string | null;
}

@InputType()
export class CreateInvoiceInput {
  @Field(() => InvoiceSubmissionInput)
  @ValidateNested()
  @Type(() => InvoiceSubmissionInput)
  formSubmission: InvoiceSubmissionInput;
  @Field(() => Float, { nullable: true, description: 'Ignored: the server computes it from the line items' })
  @Allow()
  invoiceAmountCents?: number | null;
  @Field(() => ID) @Allow() jobId: string;
  @Field(() => ID, { nullable: true, description: 'A quote of the account' }) @Allow() quoteId?: string | null;
}

@InputType()
export class UpdateInvoiceInput {
  @Field(() => ID, { description: 'The invoice’s form submission id' }) @Allow() id: string;
  @Field(() => InvoiceSubmissionInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => InvoiceSubmissionInput)
  formSubmission?: InvoiceSubmissionInput | null;
  @Field(() => Float, { nullable: true, description: 'Ignored: the server computes it from the line items' })
  @Allow()
  invoiceAmountCents?: number | null;
  @Field(() => ID, { nullable: true }) @Allow() jobId?: string | null;
  @Field(() => ID, { nullable: true }) @Allow() quoteId?: string | null;
}

@InputType()
export class InvoiceFilters {
  @Field(() => ID, { nullable: true }) @Allow() jobId?: string | null;
  @Field(() => [String], { nullable: true, description: 'Any of these statuses' }) @Allow() status?: string[] | null;
  @Field(() => ID, { nullable: true }) @Allow() branchId?: string | null;
  @Field(() => ID, { nullable: true }) @Allow() divisionId?: string | null;
  @Field(() => ID, { nullable: true, description: 'A user id among the job’s sales people' })
  @Allow()
  salesPerson?: string | null;
  @Field(() => String, { nullable: true, description: 'Part of the job’s name or number, or the customer’s name' })
  @Allow()
  searchTerm?: string | null;
  @Field(() => Int, { nullable: true, description: '1 to 100, default 50' }) @Allow() limit?: number | null;
  @Field(() => String, { nullable: true }) @Allow() nextPageKey?: string | null;
}

@InputType()
export class ComplexInvoiceFilters {
  @Field(() => ID, { nullable: true, description: 'The job (complex or simple: one table)' })
  @Allow()
  complexJobId?: string | null;
  @Field(() => [String], { nullable: true }) @Allow() status?: string[] | null;
}

@InputType()
export class InvoiceTimecardFilters {
  @Field(() => String, { description: 'The job number the timecards name' }) @Allow() jobNumber: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd: timecards of this day or later' })
  @Allow()
  startDate?: string | null;
}
