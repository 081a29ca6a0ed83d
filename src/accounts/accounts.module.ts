import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Account } from './account.entity.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { FilesModule } from '../files/files.module.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { BranchesController } from './branches.controller.js';
import { BranchesService } from './branches.service.js';
import { Branch } from './branch.entity.js';
import { Division } from './division.entity.js';
import { DivisionsController } from './divisions.controller.js';
import { DivisionsService } from './divisions.service.js';
import { Occupation } from './occupation.entity.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

const repositories = [
  tenantRepositoryProvider(Division, NOT_FOUND.division),
  tenantRepositoryProvider(Branch, NOT_FOUND.branch),
  tenantRepositoryProvider(Occupation, NOT_FOUND.occupation),
];

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const ACCOUNTS_ENTITIES = [Account, Division, Branch, Occupation];

@Module({
  imports: [TypeOrmModule.forFeature(ACCOUNTS_ENTITIES), FilesModule],
  controllers: [AccountsController, BranchesController, DivisionsController],
  providers: [...repositories, AccountsService, BranchesService, DivisionsService],
  exports: [AccountsService, BranchesService],
})
export class AccountsModule {}
