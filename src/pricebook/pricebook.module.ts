import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { PriceBookItem } from './price-book-item.entity.js';
import { PriceBookService } from './pricebook.service.js';
import { PriceBookResolver } from './pricebook.resolver.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const PRICEBOOK_ENTITIES = [PriceBookItem];

@Module({
  imports: [TypeOrmModule.forFeature(PRICEBOOK_ENTITIES), AccountsModule],
  providers: [tenantRepositoryProvider(PriceBookItem, NOT_FOUND.priceBookItem), PriceBookService, PriceBookResolver],
})
export class PriceBookModule {}
