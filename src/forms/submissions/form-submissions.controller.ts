import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentAccess } from '../../common/auth/current-access.decorator.js';
import type { Access } from '../../common/auth/permissions.js';
import { RequireScopes } from '../../common/auth/require-scopes.decorator.js';
import { Page, RawBody } from '../../common/http/envelope.js';
import { CreateSubmissionBody, EditSubmissionBody } from './dto/submission-body.js';
import { ExportSubmissionsBody, SubmissionListQuery, SubmissionSearchBody } from './dto/submission-search.js';
import { FormSubmissionsService, type AuditView, type SubmissionView } from './form-submissions.service.js';
import { SubmissionExportService } from './submission-export.service.js';
import { SUBMISSION_SCOPES } from './submission-rules.js';

/** A download's Content-Disposition: an ASCII name and the UTF-8 one. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

const ANY_JSON = { schema: { type: 'object', additionalProperties: true } };
const MISSING = { description: 'No such form or submission, or another account' };
const REFUSED = { description: 'Refused input, with the messages by field path' };
const NOT_ALLOWED = {
  description: "Without the permission of the form's screens: timecard:admin, web:quoting (quotes), web:invoice",
};

/**
 * Form submissions over REST (spec 3 §7; docs/forms.md, Submissions). Each handler declares the permissions of every
 * screen that shows submissions; the service checks the one of the form's type (submission-rules.ts).
 */
@ApiTags('form submissions')
@Controller()
export class FormSubmissionsController {
  constructor(
    private readonly submissions: FormSubmissionsService,
    private readonly exports: SubmissionExportService,
  ) {}

  @Post('form')
  @RequireScopes(...SUBMISSION_SCOPES)
  @ApiOperation({ summary: 'Submits a form: fields [{id, value, type?}], localDateTime, formId, version; data.status' })
  @ApiBody(ANY_JSON)
  @ApiBadRequestResponse(REFUSED)
  @ApiForbiddenResponse(NOT_ALLOWED)
  @ApiNotFoundResponse(MISSING)
  async create(@CurrentAccess() access: Access, @Body() body: CreateSubmissionBody): Promise<SubmissionView> {
    return (await this.submissions.create(access, body)).submission;
  }

  @Get('forms/:formId/submission/list')
  @RequireScopes(...SUBMISSION_SCOPES)
  @ApiOperation({ summary: "A page of the form's submissions (startDate, endDate, local, nextPageKey, limit)" })
  @ApiBadRequestResponse(REFUSED)
  @ApiForbiddenResponse(NOT_ALLOWED)
  @ApiNotFoundResponse(MISSING)
  async list(
    @CurrentAccess() access: Access,
    @Param('formId') formId: string,
    @Query() query: SubmissionListQuery,
  ): Promise<Page<SubmissionView>> {
    const page = await this.submissions.search(access, formId, query);
    return new Page(page.rows, page.nextPageKey);
  }

  @Post('forms/:formId/submission/search')
  @HttpCode(200)
  @RequireScopes(...SUBMISSION_SCOPES)
  @ApiOperation({
    summary:
      'A page of the form’s submissions by status, userId, fullTextSearch, exactMatch, hasData, dates; orderField, order',
  })
  @ApiBadRequestResponse(REFUSED)
  @ApiForbiddenResponse(NOT_ALLOWED)
  @ApiNotFoundResponse(MISSING)
  async search(
    @CurrentAccess() access: Access,
    @Param('formId') formId: string,
    @Body() body: SubmissionSearchBody,
  ): Promise<Page<SubmissionView>> {
    const page = await this.submissions.search(access, formId, body);
    return new Page(page.rows, page.nextPageKey);
  }

  @Post('forms/:formId/submission/export')
  @HttpCode(200)
  @RequireScopes(...SUBMISSION_SCOPES)
  @ApiOperation({
    summary: 'CSV (through the CSV config) or one PDF of formSubmissionIds, or of a search filter; made on the queue',
  })
  @ApiBadRequestResponse(REFUSED)
  @ApiForbiddenResponse(NOT_ALLOWED)
  @ApiNotFoundResponse(MISSING)
  async export(
    @CurrentAccess() access: Access,
    @Param('formId') formId: string,
    @Body() body: ExportSubmissionsBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RawBody<StreamableFile>> {
    const file = await this.exports.export(access, formId, body);
    reply.header('cache-control', 'no-store');
    const options = { type: file.contentType, disposition: attachment(file.fileName) };
    return new RawBody(new StreamableFile(await this.exports.read(file), options));
  }

  @Get('forms/:formId/submission/:submissionId')
  @RequireScopes(...SUBMISSION_SCOPES)
  @ApiOperation({ summary: 'One submission' })
  @ApiForbiddenResponse(NOT_ALLOWED)
  @ApiNotFoundResponse(MISSING)
  get(
    @CurrentAccess() access: Access,
    @Param('formId') formId: string,
    @Param('submissionId') submissionId: string,
  ): Promise<SubmissionView> {
    return this.submissions.get(access, formId, submissionId);
  }

  @Patch('forms/:formId/submission/:submissionId')
  @RequireScopes(...SUBMISSION_SCOPES)
  @ApiOperation({
    summary: 'Edits a submission: fields + localDateTime + changeNotes; or data {status}; or adminNotes',
  })
  @ApiBody(ANY_JSON)
  @ApiBadRequestResponse(REFUSED)
  @ApiForbiddenResponse(NOT_ALLOWED)
  @ApiNotFoundResponse(MISSING)
  edit(
    @CurrentAccess() access: Access,
    @Param('formId') formId: string,
    @Param('submissionId') submissionId: string,
    @Body() body: EditSubmissionBody,
  ): Promise<SubmissionView> {
    return this.submissions.edit(access, formId, submissionId, body);
  }

  @Get('forms/:formSubmissionId/download-link')
  @RequireScopes(...SUBMISSION_SCOPES)
  @ApiOperation({ summary: "The submission's PDF (application/pdf): the stored file, else made now" })
  @ApiForbiddenResponse(NOT_ALLOWED)
  @ApiNotFoundResponse(MISSING)
  async downloadLink(
    @CurrentAccess() access: Access,
    @Param('formSubmissionId') formSubmissionId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RawBody<StreamableFile>> {
    const pdf = await this.submissions.pdf(access, formSubmissionId);
    reply.header('cache-control', 'no-store');
    return new RawBody(
      new StreamableFile(pdf.bytes, { type: 'application/pdf', disposition: attachment(pdf.fileName) }),
    );
  }

  @Get('forms/:formSubmissionId/audit/logs')
  @RequireScopes(...SUBMISSION_SCOPES)
  @ApiOperation({ summary: "The submission's audit entries, newest first" })
  @ApiForbiddenResponse(NOT_ALLOWED)
  @ApiNotFoundResponse(MISSING)
  auditLog(@CurrentAccess() access: Access, @Param('formSubmissionId') formSubmissionId: string): Promise<AuditView[]> {
    return this.submissions.auditLog(access, formSubmissionId);
  }
}
