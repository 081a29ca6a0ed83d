import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { User } from './user.entity.js';
import { UsersResolver } from './users.resolver.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [AccountsModule],
  providers: [tenantRepositoryProvider(User, 'No User Found'), UsersService, UsersResolver],
  exports: [UsersService],
})
export class UsersModule {}
