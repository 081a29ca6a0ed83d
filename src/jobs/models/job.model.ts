import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ColorModel } from './color.model.js';

@ObjectType('JobCustomer')
export class JobCustomerModel {
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) email: string | null;
  @Field(() => String, { nullable: true, description: 'Digits only' })
  @ApiProperty({ type: String, nullable: true, description: 'Digits only' })
  phone: string | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) type: string | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) contactName: string | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) siteContact: string | null;
  @Field(() => String, { nullable: true, description: 'Digits only' })
  @ApiProperty({ type: String, nullable: true, description: 'Digits only' })
  siteContactPhone: string | null;
}

@ObjectType('JobLocation')
export class JobLocationModel {
  @Field() @ApiProperty() name: string;
  @Field() @ApiProperty() formattedAddress: string;
  @Field(() => Float) @ApiProperty() lat: number;
  @Field(() => Float) @ApiProperty() lng: number;
}

/** A billing cycle's invoice of a job (filled by the invoicing module; none yet). */
@ObjectType('JobInvoice')
export class JobInvoiceModel {
  @Field(() => ID) @ApiProperty() jobId: string;
  @Field(() => ID, { nullable: true }) @ApiProperty({ type: String, nullable: true }) formSubmissionId: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd; null for an invoice of the whole job' })
  @ApiProperty({ type: String, nullable: true, description: 'yyyy-MM-dd; null for an invoice of the whole job' })
  cycleStartDate: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' })
  @ApiProperty({ type: String, nullable: true, description: 'yyyy-MM-dd' })
  cycleEndDate: string | null;
  @Field() @ApiProperty() status: string;
}

/** A day of a simple job with its crew and assets: an entry of the job's first task. */
@ObjectType('JobTask')
export class JobTaskModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => ID) @ApiProperty() accountId: string;
  @Field(() => ID) @ApiProperty() jobId: string;
  @Field({ description: 'yyyy-MM-dd' }) @ApiProperty({ description: 'yyyy-MM-dd' }) date: string;
  @Field(() => [ID]) @ApiProperty({ type: [String] }) assets: string[];
  @Field(() => [ID]) @ApiProperty({ type: [String] }) crew: string[];
  @Field() @ApiProperty() active: boolean;
}

/** A job in the simple shape (spec 2 §1); the same record as a ComplexJob. */
@ObjectType('Job')
export class JobModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => ID) @ApiProperty() accountId: string;
  @Field() @ApiProperty() createdAt: Date;
  @Field() @ApiProperty() updatedAt: Date;
  @Field() @ApiProperty() number: string;
  @Field() @ApiProperty() name: string;
  @Field({ description: 'scheduled | opportunity | ongoing | complete' })
  @ApiProperty({ description: 'scheduled | opportunity | ongoing | complete' })
  status: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' })
  @ApiProperty({ type: String, nullable: true, description: 'yyyy-MM-dd' })
  startDate: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' })
  @ApiProperty({ type: String, nullable: true, description: 'yyyy-MM-dd' })
  endDate: string | null;
  @Field(() => ID, { nullable: true, description: 'The first of the branches' })
  @ApiProperty({ type: String, nullable: true, description: 'The first of the branches' })
  branchId: string | null;
  @Field(() => ID, { nullable: true, description: 'The first of the divisions' })
  @ApiProperty({ type: String, nullable: true, description: 'The first of the divisions' })
  divisionId: string | null;
  @Field(() => JobLocationModel, { nullable: true })
  @ApiProperty({ type: JobLocationModel, nullable: true })
  address: JobLocationModel | null;
  @Field(() => JobCustomerModel) @ApiProperty({ type: JobCustomerModel }) customer: JobCustomerModel;
  @Field() @ApiProperty() notes: string;
  @Field(() => [ID]) @ApiProperty({ type: [String] }) projectOwner: string[];
  @Field(() => [ID]) @ApiProperty({ type: [String] }) salesPerson: string[];
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) jobType: string | null;
  @Field(() => ColorModel, { description: 'Slate when the job has none' })
  @ApiProperty({ type: ColorModel, description: 'Slate when the job has none' })
  color: ColorModel;
  @Field(() => ID, { nullable: true }) @ApiProperty({ type: String, nullable: true }) colorId: string | null;
  @Field(() => Float, { nullable: true }) @ApiProperty({ type: Number, nullable: true }) quotedCostCents: number | null;
  @Field(() => ID, { nullable: true }) @ApiProperty({ type: String, nullable: true }) quoteId: string | null;
  @Field() @ApiProperty() billingFrequency: string;
  @Field() @ApiProperty() isReadyForInvoice: boolean;
  // `invoices` is resolved through the invoices seam (job-invoices.ts).
  @Field(() => [ID], { description: "The first task's crew" })
  @ApiProperty({ type: [String], description: "The first task's crew" })
  crew: string[];
  @Field(() => [ID], { description: "The first task's assets" })
  @ApiProperty({ type: [String], description: "The first task's assets" })
  assets: string[];
  @Field(() => [JobTaskModel], { description: "The first task's days" })
  @ApiProperty({ type: [JobTaskModel], description: "The first task's days" })
  tasks: JobTaskModel[];
}
