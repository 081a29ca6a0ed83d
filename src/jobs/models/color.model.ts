import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Color')
export class ColorModel {
  @Field(() => ID) id: string;
  @Field(() => ID) accountId: string;
  @Field() name: string;
  @Field({ description: 'Hex code, e.g. #8098A3' }) code: string;
}
