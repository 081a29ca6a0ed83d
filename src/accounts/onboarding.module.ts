import { Module } from '@nestjs/common';
import { CategoriesModule } from '../assets/categories.module.js';
import { ColorsModule } from '../jobs/colors.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountsModule } from './accounts.module.js';
import { OnboardingController } from './onboarding.controller.js';
import { OnboardingService } from './onboarding.service.js';

/**
 * Onboarding a company (POST /api/accounts): the accounts module's, in a module of its own because it needs the users
 * module (the first administrator and the invitation), which imports AccountsModule; and the standard colours and
 * asset categories.
 */
@Module({
  imports: [AccountsModule, UsersModule, ColorsModule, CategoriesModule],
  controllers: [OnboardingController],
  providers: [OnboardingService],
})
export class OnboardingModule {}
