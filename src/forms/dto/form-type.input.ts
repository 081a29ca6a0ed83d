import { Field, InputType, Int } from '@nestjs/graphql';
import { Allow, IsOptional, MaxLength } from 'class-validator';

const atMost = (label: string, max: number) =>
  MaxLength(max, { message: `${label} must be at most ${max.toLocaleString('en-US')} characters.` });

/**
 * updateFormTypeAccount: each value replaces the global one for the account; null restores the global value.
 * Shapes are checked with the engine's form type schema (non-empty name, colour like #3378F6, ordinal 0 or more).
 */
@InputType()
export class UpdateFormTypeAccountInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @atMost('Display name', 100)
  displayName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @atMost('Description', 1000)
  description?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @atMost('Icon URL', 2000)
  iconUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'A colour like #3378F6' })
  @Allow()
  bgColor?: string | null;

  @Field(() => String, { nullable: true, description: 'A Tabler icon name' })
  @IsOptional()
  @atMost('Icon type', 100)
  iconType?: string | null;

  @Field(() => Int, { nullable: true, description: 'Position on the forms home page, 0 or more' })
  @Allow()
  ordinal?: number | null;
}
