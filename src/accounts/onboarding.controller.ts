import { Body, Controller, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import { SUPER_ADMIN, type Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ApiData, IdAnswer } from '../common/http/envelope.js';
import { OnboardingDto } from './dto/onboarding.dto.js';
import { OnboardingService } from './onboarding.service.js';

/**
 * Kept apart from AccountsController, in a module of its own (OnboardingModule): onboarding creates users and sends
 * mail through the users module, which imports AccountsModule.
 */
@ApiTags('accounts')
@Controller('accounts')
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  @Post()
  @RequireScopes(SUPER_ADMIN)
  @ApiOperation({ summary: 'Onboard a company: account, first division and branch, and an invited administrator' })
  @ApiData(IdAnswer, { created: true })
  @ApiConflictResponse({ description: "The administrator's e-mail belongs to another user" })
  create(@CurrentAccess() access: Access, @Body() body: OnboardingDto): Promise<IdAnswer> {
    return this.onboarding.onboard(access, body);
  }
}
