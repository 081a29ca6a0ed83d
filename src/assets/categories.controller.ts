import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ApiData } from '../common/http/envelope.js';
import { CategoriesService, CategoryView } from './categories.service.js';
import { CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto.js';

/** The spec's paths carry a literal `""` segment; both it and the clean path are served. */
@ApiTags('assets')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get(['', '""'])
  @RequireScopes('web:assetmap', 'web:assetcrud', 'web:schedule')
  @ApiOperation({ summary: "The account's asset categories, each with its path of ids from the root" })
  @ApiData([CategoryView])
  list(@CurrentAccess() access: Access): Promise<CategoryView[]> {
    return this.categories.list(access);
  }

  @Get([':categoryId', '""/:categoryId'])
  @RequireScopes('web:assetmap', 'web:assetcrud', 'web:schedule')
  @ApiOperation({ summary: 'One category' })
  @ApiData(CategoryView)
  @ApiNotFoundResponse({ description: 'No such category, or another account' })
  get(@CurrentAccess() access: Access, @Param('categoryId') categoryId: string): Promise<CategoryView> {
    return this.categories.get(access, categoryId);
  }

  @Post()
  @RequireScopes('web:assetcrud')
  @ApiOperation({ summary: 'Create a category, at the top level or under parentId' })
  @ApiData(CategoryView, { created: true })
  @ApiNotFoundResponse({ description: 'No such parent, or another account' })
  @ApiConflictResponse({ description: 'A sibling has this name (in any case)' })
  create(@CurrentAccess() access: Access, @Body() body: CreateCategoryDto): Promise<CategoryView> {
    return this.categories.create(access, body);
  }

  @Patch(':categoryId')
  @RequireScopes('web:assetcrud')
  @ApiOperation({ summary: 'Rename a category, or move it under another (parentId null: to the top level)' })
  @ApiData(CategoryView)
  @ApiBadRequestResponse({ description: 'A move under the category itself or one of its subcategories' })
  @ApiNotFoundResponse({ description: 'No such category or parent, or another account' })
  @ApiConflictResponse({ description: 'A sibling has this name (in any case)' })
  update(
    @CurrentAccess() access: Access,
    @Param('categoryId') categoryId: string,
    @Body() body: UpdateCategoryDto,
  ): Promise<CategoryView> {
    return this.categories.update(access, categoryId, body);
  }

  @Delete(':categoryId')
  @RequireScopes('web:assetcrud')
  @ApiOperation({ summary: 'Delete a category that has no subcategories and no assets' })
  @ApiNotFoundResponse({ description: 'No such category, or another account' })
  @ApiConflictResponse({ description: 'The category has subcategories or assets' })
  delete(@CurrentAccess() access: Access, @Param('categoryId') categoryId: string): Promise<{ id: string }> {
    return this.categories.delete(access, categoryId);
  }
}
