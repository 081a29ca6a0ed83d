import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { PageInfo } from '../../common/graphql/page-info.js';
import { ColorModel } from './color.model.js';
import { JobCustomerModel, JobLocationModel } from './job.model.js';

@ObjectType('TaskEntry')
export class TaskEntryModel {
  @Field(() => ID) id: string;
  @Field(() => ID) complexTaskId: string;
  @Field({ description: 'yyyy-MM-dd' }) entryDate: string;
  @Field(() => [ID]) assetIds: string[];
  @Field(() => [ID]) userIds: string[];
}

@ObjectType('ComplexTask')
export class ComplexTaskModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) startDate: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm' }) startTime: string | null;
  @Field(() => String, { nullable: true, description: 'ISO instant of start date and time in the timezone' })
  startDateTime: string | null;
  @Field(() => String, { nullable: true }) endDate: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm' }) endTime: string | null;
  @Field(() => String, { nullable: true, description: 'ISO instant of end date and time in the timezone' })
  endDateTime: string | null;
  @Field(() => String, { nullable: true }) timezone: string | null;
  @Field(() => [ID]) assetIds: string[];
  @Field(() => [ID]) userIds: string[];
  @Field() notes: string;
  @Field() status: string;
  @Field() taskType: string;
  @Field(() => ID, { nullable: true }) branchId: string | null;
  @Field(() => ID, { nullable: true }) divisionId: string | null;
  @Field(() => [TaskEntryModel]) entries: TaskEntryModel[];
}

@ObjectType('ComplexJob')
export class ComplexJobModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() number: string;
  @Field({ description: 'SCHEDULED | OPPORTUNITY | ONGOING | COMPLETE' }) status: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) startDate: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) endDate: string | null;
  @Field() notes: string;
  @Field(() => [ID]) branchIds: string[];
  @Field(() => [ID]) divisionIds: string[];
  @Field(() => ColorModel, { description: 'Slate when the job has none' }) color: ColorModel;
  @Field(() => JobCustomerModel) customer: JobCustomerModel;
  @Field(() => JobLocationModel, { nullable: true }) location: JobLocationModel | null;
  @Field(() => String, { nullable: true }) timezone: string | null;
  @Field(() => [ID]) projectOwner: string[];
  @Field(() => [ID]) salesPerson: string[];
  @Field() isReadyForInvoice: boolean;
  @Field(() => Float, { nullable: true }) quotedCostCents: number | null;
  @Field() billingFrequency: string;
  @Field(() => ID, { nullable: true }) quoteId: string | null;
  // `invoices` is resolved through the invoices seam (job-invoices.ts).
  // `tasks` and `documents` are resolved in batches for a whole page (ComplexJobsResolver, JobDocumentsResolver).
}

@ObjectType('ComplexJobPage')
export class ComplexJobPageModel {
  @Field(() => [ComplexJobModel]) items: ComplexJobModel[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}
