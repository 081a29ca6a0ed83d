import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { JobFilters } from './dto/job-filters.input.js';
import { JobInput, UpdateJobInput } from './dto/job.input.js';
import { JobPayload } from './models/job.payload.js';
import { JobWriter } from './job-writer.service.js';
import { JobsService } from './jobs.service.js';
import { assertJobUpdateAllowed, JOB_UPDATE_SCOPES } from '../quotes/quote-link-access.js';
import { JobModel } from './models/job.model.js';

/** The simple job shape (spec 2 §1). */
@Resolver(() => JobModel)
export class JobsResolver {
  constructor(
    private readonly service: JobsService,
    private readonly writer: JobWriter,
  ) {}

  @Query(() => JobModel, { description: 'Also for billing (web:invoice): the job billing page reads it' })
  @RequireScopes('web:schedule', 'web:invoice')
  job(@CurrentAccess() access: Access, @Args('id', { type: () => ID }) id: string): Promise<JobModel> {
    return this.service.getJob(access, id);
  }

  @Query(() => [JobModel], { description: 'Jobs overlapping the window (default today and the next 14 days)' })
  @RequireScopes('web:schedule')
  jobs(
    @CurrentAccess() access: Access,
    @Args('filters', { type: () => JobFilters, nullable: true }) filters?: JobFilters,
  ): Promise<JobModel[]> {
    return this.service.listJobs(access, filters ?? {});
  }

  @Mutation(() => JobPayload)
  @RequireScopes('web:schedule')
  async createJob(@CurrentAccess() access: Access, @Args('input') input: JobInput): Promise<JobPayload> {
    const id = await this.writer.createJob(access, input);
    return { code: 200, success: true, message: 'Job Created.', job: await this.service.getJob(access, id) };
  }

  @Mutation(() => JobPayload)
  @RequireScopes(...JOB_UPDATE_SCOPES)
  async updateJob(@CurrentAccess() access: Access, @Args('input') input: UpdateJobInput): Promise<JobPayload> {
    assertJobUpdateAllowed(access, input);
    const id = await this.writer.updateJob(access, input.id, input);
    return { code: 200, success: true, message: 'Job edited.', job: await this.service.getJob(access, id) };
  }
}
