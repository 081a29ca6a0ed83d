import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { Color } from './color.entity.js';
import { ColorsService } from './colors.service.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const COLORS_ENTITIES = [Color];

/**
 * Job colours, the part of the jobs module that onboarding (users module) also uses: a module of their own, so that
 * the users module does not import JobsModule (which imports the forms module, which imports the users module).
 * Exports the service, never the repository.
 */
@Module({
  imports: [TypeOrmModule.forFeature(COLORS_ENTITIES), AccountsModule],
  providers: [tenantRepositoryProvider(Color, NOT_FOUND.color), ColorsService],
  exports: [ColorsService],
})
export class ColorsModule {}
