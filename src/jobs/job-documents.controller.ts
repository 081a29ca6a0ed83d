import {
  Body,
  Controller,
  Delete,
  Get,
  HttpException,
  InternalServerErrorException,
  Param,
  Patch,
  Post,
  UseInterceptors,
  type CallHandler,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { catchError, throwError, type Observable } from 'rxjs';
import { DomainError } from '../common/errors/domain-errors.js';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { RequireUploadScopes } from '../files/file-purposes.js';
import { JobDocumentInput, JobDocumentPatch, UploadJobDocumentDto } from './dto/job-document.input.js';
import { JobDocumentsService } from './job-documents.service.js';
import { ApiData } from '../common/http/envelope.js';
import { UploadedFile } from '../files/uploaded-file.model.js';
import { JobDocumentModel } from './models/job-document.model.js';

/** An unexpected failure (storage, database) answers 500 with the call's message of spec 2 §7. */
class FailureMessage implements NestInterceptor {
  constructor(private readonly message: string) {}

  intercept(_: unknown, next: CallHandler): Observable<unknown> {
    const wrap = (error: unknown) =>
      error instanceof HttpException || error instanceof DomainError
        ? error
        : new InternalServerErrorException(this.message, { cause: error });
    return next.handle().pipe(catchError((error: unknown) => throwError(() => wrap(error))));
  }
}

const FailsWith = (message: string) => UseInterceptors(new FailureMessage(message));

/** The job documents calls of spec 2 §7. */
@ApiTags('job documents')
@Controller()
export class JobDocumentsController {
  constructor(private readonly documents: JobDocumentsService) {}

  @Post('upload-document')
  @RequireUploadScopes('job-document')
  @FailsWith('Error while uploading Job Document')
  @ApiOperation({ summary: 'Store the file of a job document (application/* or image, at most 10,000,000 bytes)' })
  @ApiData(UploadedFile, { created: true })
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  upload(@CurrentAccess() access: Access, @Body() body: UploadJobDocumentDto): Promise<UploadedFile> {
    return this.documents.upload(access, body);
  }

  @Post('job/:jobId/document')
  @RequireScopes('web:schedule')
  @FailsWith('Error creating document')
  @ApiOperation({ summary: 'Register an uploaded file as a document of the job' })
  @ApiData(JobDocumentModel, { created: true })
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  create(
    @CurrentAccess() access: Access,
    @Param('jobId') jobId: string,
    @Body() body: JobDocumentInput,
  ): Promise<JobDocumentModel> {
    return this.documents.create(access, jobId, body);
  }

  @Get('job/:jobId/documents')
  @RequireScopes('web:schedule')
  @FailsWith('Error getting Job Documents')
  @ApiOperation({ summary: 'The active documents of the job, newest first' })
  @ApiData([JobDocumentModel])
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  list(@CurrentAccess() access: Access, @Param('jobId') jobId: string): Promise<JobDocumentModel[]> {
    return this.documents.list(access, jobId);
  }

  @Patch('job/:jobId/document/:documentId')
  @RequireScopes('web:schedule')
  @FailsWith('Error updating document')
  @ApiOperation({ summary: 'Change the name, expiry date or visibility of a document' })
  @ApiData(JobDocumentModel)
  @ApiNotFoundResponse({ description: 'No such document on this job, or another account' })
  update(
    @CurrentAccess() access: Access,
    @Param('jobId') jobId: string,
    @Param('documentId') documentId: string,
    @Body() body: JobDocumentPatch,
  ): Promise<JobDocumentModel> {
    return this.documents.update(access, jobId, documentId, body);
  }

  @Delete('job/:jobId/document/:documentId')
  @RequireScopes('web:schedule')
  @ApiOperation({ summary: 'Delete a document and its file; answers { data: null }' })
  @ApiNotFoundResponse({ description: 'No such document on this job, or another account' })
  async delete(
    @CurrentAccess() access: Access,
    @Param('jobId') jobId: string,
    @Param('documentId') documentId: string,
  ): Promise<null> {
    await this.documents.delete(access, jobId, documentId);
    return null;
  }
}
