import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { Color } from './color.entity.js';
import { ColorsService } from './colors.service.js';

/**
 * Job colours, the part of the jobs module that onboarding (users module) also uses: a module of their own, so that
 * the users module does not import JobsModule (which imports the forms module, which imports the users module).
 * Exports the service, never the repository.
 */
@Module({
  imports: [AccountsModule],
  providers: [tenantRepositoryProvider(Color, NOT_FOUND.color), ColorsService],
  exports: [ColorsService],
})
export class ColorsModule {}
