import { Args, Context, ID, Info, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { RequestBatches } from '../common/graphql/request-batches.js';
import { selectedFields } from '../common/graphql/selection.js';
import {
  AddComplexTaskInput,
  ComplexJobIdInput,
  CreateComplexJobInput,
  UpdateComplexJobInput,
  UpdateComplexTaskInput,
} from './dto/complex-job.input.js';
import { ComplexJobFilters, UndatedJobFilters } from './dto/job-filters.input.js';
import {
  ComplexJobPayload,
  ComplexTaskPayload,
  DeleteComplexJobPayload,
  DeleteComplexTaskPayload,
} from './models/job.payload.js';
import { CALENDAR_JOB_FIELDS, complexTaskView, type TaskWithEntries } from './job-views.js';
import { JobWriter } from './job-writer.service.js';
import { JobsService, type ComplexJobPage } from './jobs.service.js';
import { assertJobUpdateAllowed, JOB_UPDATE_SCOPES } from '../quotes/quote-link-access.js';
import { ComplexJobModel, ComplexJobPageModel, ComplexTaskModel } from './models/complex-job.model.js';

/** Jobs in the complex shape, with their tasks. */
@Resolver(() => ComplexJobModel)
export class ComplexJobsResolver {
  private readonly taskBatches = new RequestBatches<TaskWithEntries[]>();

  constructor(
    private readonly service: JobsService,
    private readonly writer: JobWriter,
  ) {}

  @Query(() => ComplexJobModel, { description: 'Also for billing (web:invoice): the job billing page reads it' })
  @RequireScopes('web:schedule', 'web:invoice')
  complexJob(@CurrentAccess() access: Access, @Args('input') input: ComplexJobIdInput): Promise<ComplexJobModel> {
    return this.service.getComplexJob(access, input.id);
  }

  @Query(() => ComplexJobPageModel, {
    description: 'Jobs overlapping the window sharing any given branch and division, by (startDate, id), paged',
  })
  @RequireScopes('web:schedule')
  complexJobs(
    @CurrentAccess() access: Access,
    @Info() info: GraphQLResolveInfo,
    @Args('filters', { type: () => ComplexJobFilters, nullable: true }) filters?: ComplexJobFilters,
  ): Promise<ComplexJobPage> {
    const calendarOnly = [...selectedFields(info, 'items')].every((field) => CALENDAR_JOB_FIELDS.has(field));
    return this.service.pageComplexJobs(access, filters ?? {}, { calendarOnly });
  }

  @Query(() => [ComplexJobModel], {
    description: 'The newest 200 jobs without dates; with filters.isReadyForInvoice, the jobs ready for invoice',
  })
  @RequireScopes('web:schedule', 'web:invoice')
  jobsWithoutDates(
    @CurrentAccess() access: Access,
    @Args('filters', { type: () => UndatedJobFilters, nullable: true }) filters?: UndatedJobFilters,
  ): Promise<ComplexJobModel[]> {
    return this.service.listJobsWithoutDates(access, filters ?? {});
  }

  /** Loaded for a whole page at once, and only when asked for: the calendars read none. */
  @ResolveField(() => [ComplexTaskModel], {
    description: 'By position; the first carries the job’s times, crew and assets',
  })
  @RequireScopes('web:schedule')
  async tasks(
    @Parent() job: ComplexJobModel,
    @CurrentAccess() access: Access,
    @Context() context: object,
  ): Promise<ComplexTaskModel[]> {
    const tasks = await this.taskBatches.load(context, job.id, (jobIds) => this.service.tasksByJob(access, jobIds));
    return (tasks ?? []).map((task) => complexTaskView(task, job.timezone));
  }

  @Mutation(() => ComplexJobPayload)
  @RequireScopes('web:schedule')
  async createComplexJob(
    @CurrentAccess() access: Access,
    @Args('input') input: CreateComplexJobInput,
  ): Promise<ComplexJobPayload> {
    const id = await this.writer.createComplexJob(access, input);
    return {
      code: 200,
      success: true,
      message: 'Job Created.',
      job: await this.service.getComplexJob(access, id),
    };
  }

  @Mutation(() => ComplexJobPayload)
  @RequireScopes(...JOB_UPDATE_SCOPES)
  async updateComplexJob(
    @CurrentAccess() access: Access,
    @Args('input') input: UpdateComplexJobInput,
  ): Promise<ComplexJobPayload> {
    assertJobUpdateAllowed(access, input);
    const id = await this.writer.updateComplexJob(access, input);
    return {
      code: 200,
      success: true,
      message: 'Job Updated',
      job: await this.service.getComplexJob(access, id),
    };
  }

  @Mutation(() => DeleteComplexJobPayload)
  @RequireScopes('web:schedule')
  async deleteComplexJob(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteComplexJobPayload> {
    await this.service.delete(access, id);
    return { code: 200, success: true, message: 'Complex Job deleted.', id };
  }

  @Mutation(() => ComplexTaskPayload)
  @RequireScopes('web:schedule')
  async updateComplexTask(
    @CurrentAccess() access: Access,
    @Args('input') input: UpdateComplexTaskInput,
  ): Promise<ComplexTaskPayload> {
    const id = await this.writer.updateTask(access, input);
    return {
      code: 200,
      success: true,
      message: 'Job Updated',
      task: await this.service.getComplexTask(access, id),
    };
  }

  @Mutation(() => ComplexTaskPayload, { description: 'A further task of the job, after its others' })
  @RequireScopes('web:schedule')
  async addComplexTask(
    @CurrentAccess() access: Access,
    @Args('input') input: AddComplexTaskInput,
  ): Promise<ComplexTaskPayload> {
    const id = await this.writer.addTask(access, input);
    return { code: 200, success: true, message: 'Task Added', task: await this.service.getComplexTask(access, id) };
  }

  @Mutation(() => DeleteComplexTaskPayload, { description: 'A task after the first, with its days and bookings' })
  @RequireScopes('web:schedule')
  async deleteComplexTask(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteComplexTaskPayload> {
    await this.writer.removeTask(access, id);
    return { code: 200, success: true, message: 'Task Removed', id };
  }
}
