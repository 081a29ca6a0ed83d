import { Args, ID, Info, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { selectedFields } from '../common/graphql/selection.js';
import { CreatePriceBookItemInput, PriceBookFilters, UpdatePriceBookItemInput } from './dto/price-book-item.input.js';
import { DeletePriceBookItemPayload, PriceBookItemPayload } from './models/price-book-item.payload.js';
import type { PriceBookItem } from './price-book-item.entity.js';
import { PriceBookItemModel } from './models/price-book-item.model.js';
import { PriceBookService } from './pricebook.service.js';

@Resolver(() => PriceBookItemModel)
export class PriceBookResolver {
  constructor(private readonly priceBook: PriceBookService) {}

  @Query(() => [PriceBookItemModel], { description: "The account's price book, sorted by name" })
  @RequireScopes('web:settings', 'web:quoting', 'web:invoice')
  priceBookItems(
    @CurrentAccess() access: Access,
    @Info() info: GraphQLResolveInfo,
    @Args('filters', { type: () => PriceBookFilters, nullable: true }) filters?: PriceBookFilters,
  ): Promise<PriceBookItem[]> {
    return this.priceBook.list(access, filters ?? {}, selectedFields(info));
  }

  @Mutation(() => PriceBookItemPayload)
  @RequireScopes('web:settings')
  async createPriceBookItem(
    @CurrentAccess() access: Access,
    @Args('input') input: CreatePriceBookItemInput,
  ): Promise<PriceBookItemPayload> {
    const item = await this.priceBook.create(access, input);
    return { code: 200, success: true, message: 'Pricebook item created.', id: item.id, priceBookItem: item };
  }

  @Mutation(() => PriceBookItemPayload)
  @RequireScopes('web:settings')
  async updatePriceBookItem(
    @CurrentAccess() access: Access,
    @Args('input') input: UpdatePriceBookItemInput,
  ): Promise<PriceBookItemPayload> {
    const item = await this.priceBook.update(access, input);
    return { code: 200, success: true, message: 'Pricebook item edited.', id: item.id, priceBookItem: item };
  }

  @Mutation(() => DeletePriceBookItemPayload)
  @RequireScopes('web:settings')
  async deletePriceBookItem(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeletePriceBookItemPayload> {
    await this.priceBook.delete(access, id);
    return { code: 200, success: true, message: 'Pricebook item deleted.', id };
  }
}
