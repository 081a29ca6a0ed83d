import { Module } from '@nestjs/common';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { Branch } from './branch.entity.js';
import { Division } from './division.entity.js';
import { Occupation } from './occupation.entity.js';

const repositories = [
  tenantRepositoryProvider(Division, 'Division not found.'),
  tenantRepositoryProvider(Branch, 'Branch not found.'),
  tenantRepositoryProvider(Occupation, 'Occupation not found.'),
];

@Module({
  controllers: [AccountsController],
  providers: [...repositories, AccountsService],
  exports: [...repositories, AccountsService],
})
export class AccountsModule {}
