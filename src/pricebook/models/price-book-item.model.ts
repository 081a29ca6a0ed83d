import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('PriceBookItem')
export class PriceBookItemModel {
  @Field(() => ID) id: string;
  @Field(() => ID) accountId: string;
  @Field() name: string;
  @Field() description: string;
  @Field(() => Int, { nullable: true, description: 'Whole dollars per unit' }) rate: number | null;
  @Field() unit: string;
  @Field() category: string;
  @Field(() => String, { nullable: true }) defaultValue: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field() status: string;
  @Field() active: boolean;
  @Field(() => [ID]) divisionIds: string[];
  @Field(() => [ID]) branchIds: string[];
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}
