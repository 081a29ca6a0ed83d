import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { PriceBookItem } from './price-book-item.entity.js';
import { PriceBookService } from './pricebook.service.js';
import { PriceBookResolver } from './pricebook.resolver.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

@Module({
  imports: [AccountsModule],
  providers: [tenantRepositoryProvider(PriceBookItem, NOT_FOUND.priceBookItem), PriceBookService, PriceBookResolver],
})
export class PriceBookModule {}
