import { Args, Query, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ColorFilters } from './dto/job-filters.input.js';
import { ColorsService, type PaletteColor } from './colors.service.js';
import { ColorModel } from './models/color.model.js';

@Resolver(() => ColorModel)
export class ColorsResolver {
  constructor(private readonly service: ColorsService) {}

  @Query(() => [ColorModel], { description: "The account's job colours by name; Slate is the default" })
  @RequireScopes('web:schedule')
  colors(
    @CurrentAccess() access: Access,
    @Args('filters', { type: () => ColorFilters, nullable: true }) filters?: ColorFilters,
  ): Promise<PaletteColor[]> {
    return this.service.list(access, filters ?? {});
  }
}
