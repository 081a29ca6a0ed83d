import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../../common/auth/current-access.decorator.js';
import type { Access } from '../../common/auth/permissions.js';
import { RequireScopes } from '../../common/auth/require-scopes.decorator.js';
import { FormSubmissionsService } from './form-submissions.service.js';
import { JSONScalar } from '../json.scalar.js';
import { validateBody } from '../../common/validation/validation-pipe.js';
import { ExportSubmissionsBody } from './dto/submission-search.js';
import {
  DeleteFormSubmissionPayload,
  FormSubmissionModel,
  FormSubmissionsExportPayload,
  RetryFormSubmissionPdfPayload,
} from './models/form-submission.model.js';
import { SubmissionExportService } from './submission-export.service.js';
import { SUBMISSION_SCOPES } from './submission-rules.js';

/** formSubmission(id) and deleteFormSubmission(id) (spec 3 §7); permissions as the REST calls (submission-rules.ts). */
@Resolver(() => FormSubmissionModel)
export class FormSubmissionsResolver {
  constructor(
    private readonly submissions: FormSubmissionsService,
    private readonly exports: SubmissionExportService,
  ) {}

  @Query(() => FormSubmissionModel, { description: 'NOT_FOUND for a missing submission or another account’s' })
  @RequireScopes(...SUBMISSION_SCOPES)
  formSubmission(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<FormSubmissionModel> {
    return this.submissions.get(access, null, id);
  }

  @Mutation(() => DeleteFormSubmissionPayload, { description: 'Deletes the submission and its audit entries' })
  @RequireScopes(...SUBMISSION_SCOPES)
  async deleteFormSubmission(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteFormSubmissionPayload> {
    await this.submissions.delete(access, id);
    return { code: 200, success: true, message: 'Form submission deleted.', id };
  }

  @Mutation(() => RetryFormSubmissionPdfPayload, {
    description: 'Makes the submission’s PDF again on the queue after “PDF failed”',
  })
  @RequireScopes(...SUBMISSION_SCOPES)
  async retryFormSubmissionPdf(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<RetryFormSubmissionPdfPayload> {
    await this.submissions.retryPdf(access, id);
    return { code: 200, success: true, message: 'PDF queued.', id };
  }

  @Mutation(() => FormSubmissionsExportPayload, {
    description:
      'CSV (the CSV config) or one PDF of one submission, several, or a search filter; answers a signed link',
  })
  @RequireScopes(...SUBMISSION_SCOPES)
  async formSubmissionsExport(
    @CurrentAccess() access: Access,
    @Args('formId', { type: () => ID }) formId: string,
    @Args('fileType', { description: 'CSV or PDF' }) fileType: string,
    @Args('formSubmissionId', { type: () => ID, nullable: true }) formSubmissionId?: string,
    @Args('formSubmissionIds', { type: () => [ID], nullable: true }) formSubmissionIds?: string[],
    @Args('filter', { type: () => JSONScalar, nullable: true, description: 'The search call’s filters' })
    filter?: unknown,
  ): Promise<FormSubmissionsExportPayload> {
    const ids = formSubmissionId ? [formSubmissionId, ...(formSubmissionIds ?? [])] : formSubmissionIds;
    const body = await validateBody(ExportSubmissionsBody, { fileType, formSubmissionIds: ids, filter });
    const file = await this.exports.export(access, formId, body);
    return { code: 200, success: true, message: 'Export ready.', fileName: file.fileName, url: file.url };
  }
}
