import { Context, Field, ID, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BranchesService } from '../accounts/branches.service.js';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { RequestBatches } from '../common/graphql/request-batches.js';
import { JobModel } from './models/job.model.js';

/** A job's (first) branch as billing shows it (spec 3 §3 "Job fields used by billing"). */
@ObjectType('JobBranch')
export class JobBranchModel {
  @Field(() => ID) id: string;
  @Field() name: string;
}

/** `Job.branch`: the names of the branches one GraphQL request shows, read in one query. */
@Resolver(() => JobModel)
export class JobBranchResolver {
  private readonly batches = new RequestBatches<string>();

  constructor(private readonly branches: BranchesService) {}

  @ResolveField('branch', () => JobBranchModel, { nullable: true, description: 'The first of the branches' })
  @RequireScopes('web:schedule', 'web:invoice')
  async branch(
    @Parent() job: JobModel,
    @CurrentAccess() access: Access,
    @Context() context: object,
  ): Promise<JobBranchModel | null> {
    if (!job.branchId) return null;
    const name = await this.batches.load(context, job.branchId, (ids) => this.branches.names(access.accountId, ids));
    return name === undefined ? null : { id: job.branchId, name };
  }
}
