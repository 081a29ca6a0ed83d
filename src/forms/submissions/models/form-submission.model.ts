import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../../common/graphql/mutation-result.js';
import { JSONScalar } from '../../json.scalar.js';

/** A form submission (spec 3 §3), as REST answers it too. */
@ObjectType('FormSubmission')
export class FormSubmissionModel {
  @Field(() => ID) id: string;
  @Field(() => ID) formId: string;
  @Field(() => ID) accountId: string;
  @Field(() => Int) number: number;
  @Field(() => JSONScalar, { description: '{ status, number }' }) data: unknown;
  @Field() status: string;
  @Field() submitDateTime: Date;
  @Field(() => String, { nullable: true }) pdfFilePath: string | null;
  @Field() hasFile: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why the last try to make its PDF failed (shown as “PDF failed, retry”); null when none did',
  })
  pdfError: string | null;
  @Field(() => ID) userId: string;
  @Field() userName: string;
  @Field() version: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  @Field(() => ID, { nullable: true }) lastModifiedBy: string | null;
  @Field({ description: 'The submitter’s wall-clock time, YYYY-MM-DDTHH:mm:ss' }) localDateTime: string;
  @Field(() => Int, { nullable: true, description: 'Minutes east of UTC' }) timezoneOffset: number | null;
  @Field(() => Float, { nullable: true }) totalHours: number | null;
  @Field(() => Float, { nullable: true, description: 'The line-item total in cents' }) totalCents: number | null;
  @Field(() => String, { nullable: true }) adminNotes: string | null;
  @Field(() => JSONScalar, {
    description: '[{ id, value, type?, itemType? }], derived values recomputed by the server',
  })
  fields: unknown;
}

@ObjectType({ implements: () => [MutationResult] })
export class DeleteFormSubmissionPayload extends MutationResult {
  @Field(() => ID, { nullable: true }) id?: string;
}

@ObjectType({ implements: () => [MutationResult] })
export class RetryFormSubmissionPdfPayload extends MutationResult {
  @Field(() => ID, { nullable: true }) id?: string;
}

@ObjectType({ implements: () => [MutationResult] })
export class FormSubmissionsExportPayload extends MutationResult {
  @Field(() => String, { nullable: true }) fileName?: string;
  @Field(() => String, { nullable: true, description: 'A signed, expiring link to the file' }) url?: string;
}
