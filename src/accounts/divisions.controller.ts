import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ApiData } from '../common/http/envelope.js';
import { DivisionView } from './division-view.js';
import { DivisionsService } from './divisions.service.js';
import { CreateDivisionDto, UpdateDivisionDto } from './dto/division.dto.js';

@ApiTags('divisions')
@Controller('division')
export class DivisionsController {
  constructor(private readonly divisions: DivisionsService) {}

  @Get()
  @RequireScopes()
  @ApiOperation({ summary: "The divisions of the caller's account, by name" })
  @ApiData([DivisionView])
  list(@CurrentAccess() access: Access): Promise<DivisionView[]> {
    return this.divisions.list(access);
  }

  @Get(':accountId')
  @RequireScopes()
  @ApiOperation({ summary: 'The divisions of an account (own account; any account for a super admin)' })
  @ApiData([DivisionView])
  @ApiNotFoundResponse({ description: 'No such account, or another account' })
  listOf(@CurrentAccess() access: Access, @Param('accountId') accountId: string): Promise<DivisionView[]> {
    return this.divisions.list(access, accountId);
  }

  @Post()
  @RequireScopes('groundcrew:admin')
  @ApiOperation({ summary: 'Create a division (in the own account unless accountId is given)' })
  @ApiData(DivisionView, { created: true })
  create(@CurrentAccess() access: Access, @Body() body: CreateDivisionDto): Promise<DivisionView> {
    return this.divisions.create(access, body);
  }

  @Patch(':id')
  @RequireScopes('groundcrew:admin')
  @ApiOperation({ summary: 'Rename a division (of the own account unless accountId is given)' })
  @ApiData(DivisionView)
  @ApiNotFoundResponse({ description: 'No such division in that account' })
  update(
    @CurrentAccess() access: Access,
    @Param('id') id: string,
    @Body() body: UpdateDivisionDto,
  ): Promise<DivisionView> {
    return this.divisions.update(access, id, body);
  }
}
