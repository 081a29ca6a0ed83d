import { Field, Int, ObjectType } from '@nestjs/graphql';

/** A form type as an account sees it: the global type with the account's overrides applied. */
@ObjectType('FormType')
export class FormTypeModel {
  @Field() slug: string;
  @Field() displayName: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) iconUrl: string | null;
  @Field(() => String, { nullable: true, description: 'CSS colour, e.g. #3378F6' }) bgColor: string | null;
  @Field(() => String, { nullable: true }) iconType: string | null;
  @Field(() => Int, { description: 'Position of the type on the forms home page' }) ordinal: number;
  @Field({ description: 'One of the nine types every account has (all are)' }) isGlobal: boolean;
  @Field(() => Date, { nullable: true, description: "When the account's override was made; null without one" })
  createdAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When the account's override last changed; null without one" })
  updatedAt: Date | null;
}
