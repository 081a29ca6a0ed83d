import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { CategoriesService, type CategoryView } from './categories.service.js';

/** The spec's paths carry a literal `""` segment; both it and the clean path are served. */
@ApiTags('assets')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get(['', '""'])
  @RequireScopes('web:assetmap', 'web:assetcrud', 'web:schedule')
  @ApiOperation({ summary: "The account's asset categories, each with its path of ids from the root" })
  list(@CurrentAccess() access: Access): Promise<CategoryView[]> {
    return this.categories.list(access);
  }

  @Get([':categoryId', '""/:categoryId'])
  @RequireScopes('web:assetmap', 'web:assetcrud', 'web:schedule')
  @ApiOperation({ summary: 'One category' })
  @ApiNotFoundResponse({ description: 'No such category, or another account' })
  get(@CurrentAccess() access: Access, @Param('categoryId') categoryId: string): Promise<CategoryView> {
    return this.categories.get(access, categoryId);
  }
}
