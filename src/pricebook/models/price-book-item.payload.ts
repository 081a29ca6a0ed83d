import { Field, ID, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../common/graphql/mutation-result.js';
import { PriceBookItemModel } from './price-book-item.model.js';

@ObjectType({ implements: () => [MutationResult] })
export class PriceBookItemPayload extends MutationResult {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => PriceBookItemModel, { nullable: true }) priceBookItem?: PriceBookItemModel;
}

@ObjectType({ implements: () => [MutationResult] })
export class DeletePriceBookItemPayload extends MutationResult {
  @Field(() => ID, { nullable: true }) id?: string;
}
