import { Args, Query, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { periodOf } from '../bookings/booking-period.js';
import { ScheduledAssetsForJobInput, ScheduledAssetsForJobsInput } from './dto/scheduling.input.js';
import { JobAssetScheduleModel } from './models/scheduling.model.js';
import type { JobWindow } from '../bookings/bookings.service.js';
import { SchedulingService } from './scheduling.service.js';

const jobWindow = ({ complexJobId, after, before }: ScheduledAssetsForJobInput, prefix = ''): JobWindow => ({
  jobId: complexJobId,
  period: periodOf(after, before, { start: `${prefix}after`, end: `${prefix}before` }),
});

/** Double booking (spec 2 §2 Dispatch and Job dashboard). */
@Resolver(() => JobAssetScheduleModel)
export class SchedulingResolver {
  constructor(private readonly scheduling: SchedulingService) {}

  @Query(() => JobAssetScheduleModel, {
    description: "The job's bookings in [after, before] and its assets other jobs book on the same days",
  })
  @RequireScopes('web:schedule')
  async scheduledAssetsForJob(
    @CurrentAccess() access: Access,
    @Args('input') input: ScheduledAssetsForJobInput,
  ): Promise<JobAssetScheduleModel> {
    const [schedule] = await this.scheduling.schedules(access, [jobWindow(input)]);
    return schedule;
  }

  @Query(() => [JobAssetScheduleModel], {
    description:
      'scheduledAssetsForJob for each job input, in their order; the same few queries for any number. Also for ' +
      'billing (web:invoice): the invoice form lists the job’s equipment (spec 3 §2)',
  })
  @RequireScopes('web:schedule', 'web:invoice')
  scheduledAssetsForJobs(
    @CurrentAccess() access: Access,
    @Args('input') input: ScheduledAssetsForJobsInput,
  ): Promise<JobAssetScheduleModel[]> {
    const windows = input.jobInputs.map((job, index) => jobWindow(job, `jobInputs.${index}.`));
    return this.scheduling.schedules(access, windows);
  }
}
