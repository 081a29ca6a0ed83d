import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { ColorModel } from './color.model.js';

@ObjectType('JobCustomer')
export class JobCustomerModel {
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true, description: 'Digits only' }) phone: string | null;
  @Field(() => String, { nullable: true }) type: string | null;
  @Field(() => String, { nullable: true }) contactName: string | null;
  @Field(() => String, { nullable: true }) siteContact: string | null;
  @Field(() => String, { nullable: true, description: 'Digits only' }) siteContactPhone: string | null;
}

@ObjectType('JobLocation')
export class JobLocationModel {
  @Field() name: string;
  @Field() formattedAddress: string;
  @Field(() => Float) lat: number;
  @Field(() => Float) lng: number;
}

/** A billing cycle's invoice of a job (filled by the invoicing module; none yet). */
@ObjectType('JobInvoice')
export class JobInvoiceModel {
  @Field(() => ID) jobId: string;
  @Field(() => ID, { nullable: true }) formSubmissionId: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd; null for an invoice of the whole job' })
  cycleStartDate: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) cycleEndDate: string | null;
  @Field() status: string;
}

/** A day of a simple job with its crew and assets: an entry of the job's first task. */
@ObjectType('JobTask')
export class JobTaskModel {
  @Field(() => ID) id: string;
  @Field(() => ID) accountId: string;
  @Field(() => ID) jobId: string;
  @Field({ description: 'yyyy-MM-dd' }) date: string;
  @Field(() => [ID]) assets: string[];
  @Field(() => [ID]) crew: string[];
  @Field() active: boolean;
}

/** A job in the simple shape (spec 2 §1); the same record as a ComplexJob. */
@ObjectType('Job')
export class JobModel {
  @Field(() => ID) id: string;
  @Field(() => ID) accountId: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  @Field() number: string;
  @Field() name: string;
  @Field({ description: 'scheduled | opportunity | ongoing | complete' }) status: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) startDate: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) endDate: string | null;
  @Field(() => ID, { nullable: true, description: 'The first of the branches' }) branchId: string | null;
  @Field(() => ID, { nullable: true, description: 'The first of the divisions' }) divisionId: string | null;
  @Field(() => JobLocationModel, { nullable: true }) address: JobLocationModel | null;
  @Field(() => JobCustomerModel) customer: JobCustomerModel;
  @Field() notes: string;
  @Field(() => [ID]) projectOwner: string[];
  @Field(() => [ID]) salesPerson: string[];
  @Field(() => String, { nullable: true }) jobType: string | null;
  @Field(() => ColorModel, { description: 'Slate when the job has none' }) color: ColorModel;
  @Field(() => ID, { nullable: true }) colorId: string | null;
  @Field(() => Float, { nullable: true }) quotedCostCents: number | null;
  @Field(() => ID, { nullable: true }) quoteId: string | null;
  @Field() billingFrequency: string;
  @Field() isReadyForInvoice: boolean;
  // `invoices` is resolved through the invoices seam (job-invoices.ts).
  @Field(() => [ID], { description: "The first task's crew" }) crew: string[];
  @Field(() => [ID], { description: "The first task's assets" }) assets: string[];
  @Field(() => [JobTaskModel], { description: "The first task's days" }) tasks: JobTaskModel[];
}
