import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../auth/sessions.module.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { MailModule } from '../mail/mail.module.js';
import { UserInvitation } from './user-invitation.entity.js';
import { User } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersResolver } from './users.resolver.js';
import { INVALID_INVITATION, UsersService } from './users.service.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const USERS_ENTITIES = [User, UserInvitation];

@Module({
  imports: [TypeOrmModule.forFeature(USERS_ENTITIES), AccountsModule, MailModule, SessionsModule],
  controllers: [UsersController],
  providers: [
    tenantRepositoryProvider(User, NOT_FOUND.user),
    tenantRepositoryProvider(UserInvitation, INVALID_INVITATION),
    UsersService,
    UsersResolver,
  ],
  exports: [UsersService],
})
export class UsersModule {}
