import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { PriceBookItem } from './price-book-item.entity.js';
import { PRICE_BOOK_ITEM_NOT_FOUND, PriceBookService } from './pricebook.service.js';
import { PriceBookResolver } from './pricebook.resolver.js';

@Module({
  imports: [AccountsModule],
  providers: [tenantRepositoryProvider(PriceBookItem, PRICE_BOOK_ITEM_NOT_FOUND), PriceBookService, PriceBookResolver],
})
export class PriceBookModule {}
