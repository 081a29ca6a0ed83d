import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { CreateJobDocumentInput, UpdateJobDocumentInput } from './dto/job-document.input.js';
import { DeleteJobDocumentPayload, JobDocumentPayload } from './models/job-document.payload.js';
import { JobDocumentLoader } from './job-document-loader.js';
import { JobDocumentsService } from './job-documents.service.js';
import { ComplexJobModel } from './models/complex-job.model.js';
import { JobDocumentModel } from './models/job-document.model.js';

/** The job document mutations of spec 2 §7 and `ComplexJob.documents`. */
@Resolver(() => ComplexJobModel)
export class JobDocumentsResolver {
  constructor(
    private readonly service: JobDocumentsService,
    private readonly loader: JobDocumentLoader,
  ) {}

  @ResolveField('documents', () => [JobDocumentModel], { description: 'Active documents, newest first' })
  @RequireScopes('web:schedule')
  documents(
    @Parent() job: ComplexJobModel,
    @CurrentAccess() access: Access,
    @Context() context: object,
  ): Promise<JobDocumentModel[]> {
    return this.loader.load(context, access, job.id);
  }

  @Mutation(() => JobDocumentPayload)
  @RequireScopes('web:schedule')
  async createJobDocument(
    @CurrentAccess() access: Access,
    @Args('input') input: CreateJobDocumentInput,
  ): Promise<JobDocumentPayload> {
    const jobDocument = await this.service.create(access, input.complexJobId, input);
    return { code: 200, success: true, message: 'Document saved to job.', jobDocument };
  }

  @Mutation(() => JobDocumentPayload)
  @RequireScopes('web:schedule')
  async updateJobDocument(
    @CurrentAccess() access: Access,
    @Args('input') input: UpdateJobDocumentInput,
  ): Promise<JobDocumentPayload> {
    const jobDocument = await this.service.update(access, null, input.id, input);
    return { code: 200, success: true, message: 'Document updated.', jobDocument };
  }

  @Mutation(() => DeleteJobDocumentPayload)
  @RequireScopes('web:schedule')
  async deleteJobDocument(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteJobDocumentPayload> {
    await this.service.delete(access, null, id);
    return { code: 200, success: true, message: 'Document deleted.', id };
  }
}
