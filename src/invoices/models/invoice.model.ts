import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../common/graphql/mutation-result.js';
import { FormsMutationResult } from '../../forms/form-problems.js';
import { FormSubmissionModel } from '../../forms/submissions/models/form-submission.model.js';
import { JobBranchModel } from '../../jobs/job-branch.resolver.js';

/** What an invoice row shows of its job (spec 3 §3 "Invoice list row"). */
@ObjectType('InvoiceJob')
export class InvoiceJobModel {
  @Field(() => ID) id: string;
  @Field() number: string;
  @Field() name: string;
  @Field(() => ID, { nullable: true }) quoteId: string | null;
  @Field() isReadyForInvoice: boolean;
  @Field(() => Float, { nullable: true }) quotedCostCents: number | null;
  @Field(() => [ID], { description: 'User ids' }) salesPerson: string[];
  @Field(() => [ID]) branchIds: string[];
  @Field(() => JobBranchModel, { nullable: true, description: 'The first of the branches' })
  branch: JobBranchModel | null;
  @Field(() => [ID]) divisionIds: string[];
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) startDate: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) endDate: string | null;
  @Field() billingFrequency: string;
}

/** An invoice record (spec 3 §3 "Complex invoice / invoice record"). */
@ObjectType('Invoice')
export class InvoiceModel {
  @Field(() => ID) id: string;
  @Field(() => ID) accountId: string;
  @Field(() => ID) jobId: string;
  @Field(() => InvoiceJobModel, { nullable: true, description: 'Null when the job is gone' })
  job: InvoiceJobModel | null;
  @Field(() => ID) formSubmissionId: string;
  @Field(() => ID, { nullable: true }) quoteId: string | null;
  @Field({ description: 'draft, paid, ready_to_approve, ready_to_send, sent or voided' }) status: string;
  @Field(() => Int, { description: 'The submission number' }) number: number;
  @Field(() => Float, { description: 'The line-item total in cents, computed by the server' }) amountCents: number;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) cycleStartDate: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) cycleEndDate: string | null;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType('InvoicePage')
export class InvoicePageModel {
  @Field(() => [InvoiceModel]) items: InvoiceModel[];
  @Field(() => String, { nullable: true }) nextPageKey: string | null;
  @Field() hasNextPage: boolean;
  @Field(() => Int, { description: 'Invoices matching the filters, on every page' }) totalCount: number;
}

/** The overview's tiles (spec 3 §2 Invoicing): Ready to Invoice counts flagged jobs and draft invoices. */
@ObjectType('InvoiceOverview')
export class InvoiceOverviewModel {
  @Field(() => Int) readyToInvoice: number;
  @Field(() => Int) readyToApprove: number;
  @Field(() => Int) readyToSend: number;
}

/** A crew entry of a timecard (spec 3 §3). */
@ObjectType('InvoiceTimecardUser')
export class InvoiceTimecardUserModel {
  @Field(() => ID, { nullable: true }) userId: string | null;
  @Field(() => String, { nullable: true }) userName: string | null;
  @Field(() => ID, { nullable: true }) occupationId: string | null;
}

/** A timecard of the job an invoice bills (spec 3 §3 "Timecard item for an invoice"). */
@ObjectType('InvoiceTimecard')
export class InvoiceTimecardModel {
  @Field(() => ID) id: string;
  @Field(() => Int) number: number;
  @Field(() => ID) userId: string;
  @Field(() => ID) formId: string;
  @Field() createdAt: Date;
  @Field() localDateTime: string;
  @Field(() => Float, { nullable: true }) totalHours: number | null;
  @Field(() => [InvoiceTimecardUserModel]) users: InvoiceTimecardUserModel[];
}

@ObjectType('InvoiceTimecardPage')
export class InvoiceTimecardPageModel {
  @Field(() => [InvoiceTimecardModel]) items: InvoiceTimecardModel[];
  @Field(() => String, { nullable: true }) nextPageKey: string | null;
  @Field() hasNextPage: boolean;
  @Field(() => Int) totalCount: number;
}

@ObjectType({ implements: () => [MutationResult] })
export class InvoicePayload extends FormsMutationResult {
  @Field(() => FormSubmissionModel, { nullable: true }) formSubmission?: FormSubmissionModel;
  @Field(() => InvoiceModel, { nullable: true }) invoice?: InvoiceModel;
}
