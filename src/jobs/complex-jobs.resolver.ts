import { UseFilters } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { MutationFailureFilter } from '../common/graphql/mutation-result.js';
import {
  ComplexJobIdInput,
  CreateComplexJobInput,
  UpdateComplexJobInput,
  UpdateComplexTaskInput,
} from './dto/complex-job.input.js';
import { ComplexJobFilters } from './dto/job-filters.input.js';
import { ComplexJobPayload, ComplexTaskPayload, DeleteComplexJobPayload } from './dto/job.payload.js';
import { JobWriter } from './job-writer.service.js';
import { JobsService } from './jobs.service.js';
import { ComplexJobModel, ComplexJobPageModel } from './models/complex-job.model.js';

/** Jobs in the complex shape, with their tasks. */
@Resolver(() => ComplexJobModel)
export class ComplexJobsResolver {
  constructor(
    private readonly service: JobsService,
    private readonly writer: JobWriter,
  ) {}

  @Query(() => ComplexJobModel)
  @RequireScopes('web:schedule')
  complexJob(@CurrentAccess() access: Access, @Args('input') input: ComplexJobIdInput): Promise<ComplexJobModel> {
    return this.service.getComplexJob(access.accountId, input.id);
  }

  @Query(() => ComplexJobPageModel, {
    description: 'Jobs overlapping the window sharing any given branch and division, by (startDate, id), paged',
  })
  @RequireScopes('web:schedule')
  complexJobs(
    @CurrentAccess() access: Access,
    @Args('filters', { type: () => ComplexJobFilters, nullable: true }) filters?: ComplexJobFilters,
  ): Promise<ComplexJobPageModel> {
    return this.service.pageComplexJobs(access.accountId, filters ?? {});
  }

  @Query(() => [ComplexJobModel], { description: 'The newest 200 jobs without dates' })
  @RequireScopes('web:schedule')
  jobsWithoutDates(@CurrentAccess() access: Access): Promise<ComplexJobModel[]> {
    return this.service.listJobsWithoutDates(access.accountId);
  }

  @Mutation(() => ComplexJobPayload)
  @RequireScopes('web:schedule')
  @UseFilters(MutationFailureFilter)
  async createComplexJob(
    @CurrentAccess() access: Access,
    @Args('input') input: CreateComplexJobInput,
  ): Promise<ComplexJobPayload> {
    const id = await this.writer.createComplexJob(access.accountId, input);
    return {
      code: 200,
      success: true,
      message: 'Job Created.',
      job: await this.service.getComplexJob(access.accountId, id),
    };
  }

  @Mutation(() => ComplexJobPayload)
  @RequireScopes('web:schedule')
  @UseFilters(MutationFailureFilter)
  async updateComplexJob(
    @CurrentAccess() access: Access,
    @Args('input') input: UpdateComplexJobInput,
  ): Promise<ComplexJobPayload> {
    const id = await this.writer.updateComplexJob(access.accountId, input);
    return {
      code: 200,
      success: true,
      message: 'Job Updated',
      job: await this.service.getComplexJob(access.accountId, id),
    };
  }

  @Mutation(() => DeleteComplexJobPayload)
  @RequireScopes('web:schedule')
  @UseFilters(MutationFailureFilter)
  async deleteComplexJob(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteComplexJobPayload> {
    await this.service.delete(access.accountId, id);
    return { code: 200, success: true, message: 'Complex Job deleted.', id };
  }

  @Mutation(() => ComplexTaskPayload)
  @RequireScopes('web:schedule')
  @UseFilters(MutationFailureFilter)
  async updateComplexTask(
    @CurrentAccess() access: Access,
    @Args('input') input: UpdateComplexTaskInput,
  ): Promise<ComplexTaskPayload> {
    const id = await this.writer.updateTask(access.accountId, input);
    return {
      code: 200,
      success: true,
      message: 'Job Updated',
      task: await this.service.getComplexTask(access.accountId, id),
    };
  }
}
