import { Args, Query, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { AvailabilityService } from './availability.service.js';
import { AvailableAssetScheduleInput } from './dto/availability.input.js';
import { AvailableAssetScheduleModel } from './models/availability.model.js';

/** Asset availability (spec 2 §2): for schedulers and, as /asset-availability is an asset-map page, map users. */
@Resolver(() => AvailableAssetScheduleModel)
export class AvailabilityResolver {
  constructor(private readonly availability: AvailabilityService) {}

  @Query(() => AvailableAssetScheduleModel, {
    description: 'Assets with the jobs booking them in [startDate, endDate], by (name, id), keyset paged',
  })
  @RequireScopes('web:schedule', 'web:assetmap')
  getAvailableAssetSchedule(
    @CurrentAccess() access: Access,
    @Args('input') input: AvailableAssetScheduleInput,
  ): Promise<AvailableAssetScheduleModel> {
    return this.availability.page(access, input);
  }
}
