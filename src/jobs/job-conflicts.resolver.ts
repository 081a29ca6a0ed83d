import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ComplexJobPayload, ComplexTaskPayload, JobPayload } from './models/job.payload.js';
import { OverbookedAssetModel } from './models/scheduling.model.js';
import { SchedulingService } from './scheduling.service.js';

/*
 * `conflicts` of the job and task mutation payloads: the written job's (or task's) assets that other jobs book on
 * the same days, whatever the dates. Assigning them is allowed; the client warns. Read after the write, and only
 * when asked for; a failed mutation has none.
 */

const DESCRIPTION = "The job's assets other jobs book on the same days (one row per asset and other job)";

@Resolver(() => JobPayload)
export class JobPayloadConflictsResolver {
  constructor(private readonly scheduling: SchedulingService) {}

  @ResolveField(() => [OverbookedAssetModel], { description: DESCRIPTION })
  @RequireScopes('web:schedule')
  conflicts(@CurrentAccess() access: Access, @Parent() payload: JobPayload): Promise<OverbookedAssetModel[]> | [] {
    return payload.job ? this.scheduling.jobConflicts(access, payload.job.id) : [];
  }
}

@Resolver(() => ComplexJobPayload)
export class ComplexJobPayloadConflictsResolver {
  constructor(private readonly scheduling: SchedulingService) {}

  @ResolveField(() => [OverbookedAssetModel], { description: DESCRIPTION })
  @RequireScopes('web:schedule')
  conflicts(
    @CurrentAccess() access: Access,
    @Parent() payload: ComplexJobPayload,
  ): Promise<OverbookedAssetModel[]> | [] {
    return payload.job ? this.scheduling.jobConflicts(access, payload.job.id) : [];
  }
}

@Resolver(() => ComplexTaskPayload)
export class ComplexTaskPayloadConflictsResolver {
  constructor(private readonly scheduling: SchedulingService) {}

  @ResolveField(() => [OverbookedAssetModel], {
    description: "The task's assets other jobs book on the same days (one row per asset and other job)",
  })
  @RequireScopes('web:schedule')
  conflicts(
    @CurrentAccess() access: Access,
    @Parent() payload: ComplexTaskPayload,
  ): Promise<OverbookedAssetModel[]> | [] {
    return payload.task ? this.scheduling.taskConflicts(access, payload.task.id) : [];
  }
}
