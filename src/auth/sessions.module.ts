import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { RefreshToken } from './refresh-token.entity.js';
import { SessionsService } from './sessions.service.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const SESSIONS_ENTITIES = [RefreshToken];

/**
 * The part of the auth module that the users module uses: AuthModule imports UsersModule (sign-in reads users), so
 * the users module reaches sessions through this module of their own instead. Exports the service, never the
 * repository.
 */
@Module({
  imports: [TypeOrmModule.forFeature(SESSIONS_ENTITIES)],
  providers: [tenantRepositoryProvider(RefreshToken, NOT_FOUND.session), SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}
