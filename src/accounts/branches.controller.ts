import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ApiData } from '../common/http/envelope.js';
import { BranchView } from './branch-view.js';
import { BranchesService } from './branches.service.js';
import { CreateBranchDto, UpdateBranchDto } from './dto/branch.dto.js';

@ApiTags('branches')
@Controller('branch')
export class BranchesController {
  constructor(private readonly branches: BranchesService) {}

  @Get()
  @RequireScopes()
  @ApiOperation({ summary: "The branches of the caller's account, images as signed URLs" })
  @ApiData([BranchView])
  @ApiQuery({ name: 'accountId', required: false, description: 'Super admin only: another account' })
  list(@CurrentAccess() access: Access, @Query('accountId') accountId?: string): Promise<BranchView[]> {
    return this.branches.list(access, accountId);
  }

  @Post()
  @RequireScopes('web:settings')
  @ApiOperation({ summary: 'Create a branch; images arrive as base64 data' })
  @ApiData(BranchView, { created: true })
  create(@CurrentAccess() access: Access, @Body() body: CreateBranchDto): Promise<BranchView> {
    return this.branches.create(access, body);
  }

  @Patch(':branchId')
  @RequireScopes('web:settings')
  @ApiOperation({ summary: 'Change the fields sent (the name is not editable); an unchanged image is omitted' })
  @ApiData(BranchView)
  @ApiNotFoundResponse({ description: 'No such branch, or another account' })
  update(
    @CurrentAccess() access: Access,
    @Param('branchId') branchId: string,
    @Body() body: UpdateBranchDto,
  ): Promise<BranchView> {
    return this.branches.update(access, branchId, body);
  }
}
