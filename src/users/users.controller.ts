import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import { SUPER_ADMIN, type Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ListUsersQueryDto, ResendInviteDto, UserPayloadDto } from './dto/user-payload.dto.js';
import { UsersService } from './users.service.js';
import { UserView, type CrewMemberView } from './user-view.js';
import { ApiData, IdAnswer } from '../common/http/envelope.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post()
  @RequireScopes('web:usercrud')
  @ApiOperation({ summary: 'Create a user and e-mail them an invitation to set a password' })
  @ApiData(IdAnswer, { created: true })
  @ApiConflictResponse({ description: 'The e-mail belongs to another user' })
  create(@CurrentAccess() access: Access, @Body() body: UserPayloadDto): Promise<IdAnswer> {
    return this.users.create(access, body);
  }

  @Get()
  // Without web:usercrud, in the crew view: schedulers choosing crew (spec 2 §2 Select Crew), and the form screens'
  // crew pickers and user filters (documents, quoting, invoicing: spec 3 §2).
  @RequireScopes('web:usercrud', 'web:schedule', 'timecard:admin', 'web:quoting', 'web:invoice')
  @ApiOperation({
    summary:
      'Active users of the account by name (internal users and other accounts: super admin); without web:usercrud ' +
      'the crew view (names, phone, divisions, branches, occupations)',
  })
  list(@CurrentAccess() access: Access, @Query() query: ListUsersQueryDto): Promise<UserView[] | CrewMemberView[]> {
    return this.users.list(access, query);
  }

  @Post('resend-invite')
  @HttpCode(200)
  @RequireScopes('web:usercrud')
  @ApiOperation({ summary: "Send a new invitation link; the user's earlier links stop working" })
  resendInvite(@CurrentAccess() access: Access, @Body() body: ResendInviteDto): Promise<{ id: string }> {
    return this.users.resendInvite(access, body.id);
  }

  @Get(':userId')
  @RequireScopes('web:usercrud')
  @ApiOperation({ summary: 'A user of the account (any account for a super admin)' })
  @ApiData(UserView)
  @ApiNotFoundResponse({ description: NOT_FOUND.user })
  get(@CurrentAccess() access: Access, @Param('userId') userId: string): Promise<UserView> {
    return this.users.get(access, userId);
  }

  @Patch(':userId')
  @RequireScopes('web:usercrud')
  @ApiOperation({ summary: 'Edit a user; a new e-mail gets an invitation while no password is set' })
  @ApiData(UserView)
  @ApiNotFoundResponse({ description: NOT_FOUND.user })
  update(
    @CurrentAccess() access: Access,
    @Param('userId') userId: string,
    @Body() body: UserPayloadDto,
  ): Promise<UserView> {
    return this.users.update(access, userId, body);
  }

  @Patch(':userId/disable')
  @RequireScopes('web:usercrud')
  @ApiOperation({ summary: 'Deactivate a user (irreversible): sessions and invitation links end' })
  @ApiNotFoundResponse({ description: NOT_FOUND.user })
  disable(@CurrentAccess() access: Access, @Param('userId') userId: string): Promise<{ id: string; disabled: true }> {
    return this.users.disable(access, userId);
  }

  @Delete(':userId')
  @RequireScopes(SUPER_ADMIN)
  @ApiOperation({ summary: 'Delete a user for good (platform administrators)' })
  @ApiNotFoundResponse({ description: NOT_FOUND.user })
  remove(@CurrentAccess() access: Access, @Param('userId') userId: string): Promise<{ id: string; deleted: true }> {
    return this.users.remove(access, userId);
  }
}
