import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ApiData } from '../common/http/envelope.js';
import { AccountSummary, AccountsService, AccountView } from './accounts.service.js';

@ApiTags('accounts')
@Controller('accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @RequireScopes('groundcrew:admin')
  @ApiOperation({ summary: 'Every account, by name (super admin)' })
  @ApiData([AccountSummary])
  list(): Promise<AccountSummary[]> {
    return this.accounts.list();
  }

  @Get(':accountId')
  @RequireScopes()
  @ApiOperation({
    summary: 'An account with its occupations, branches and page settings (own account; any for a super admin)',
  })
  @ApiData(AccountView)
  @ApiNotFoundResponse({ description: 'No such account, or another account' })
  get(@CurrentAccess() access: Access, @Param('accountId') accountId: string): Promise<AccountView> {
    return this.accounts.get(access, accountId);
  }
}
