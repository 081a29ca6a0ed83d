import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('User')
export class UserModel {
  @Field(() => ID) id: string;
  @Field(() => ID) accountId: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phoneNumber: string | null;
  @Field() authMethod: string;
  @Field(() => [String]) permissions: string[];
  @Field(() => [ID]) branchIds: string[];
  @Field(() => [ID]) divisionIds: string[];
  @Field(() => [String]) occupations: string[];
  @Field() disabled: boolean;
  @Field(() => Boolean, { nullable: true }) veteran: boolean | null;
}
