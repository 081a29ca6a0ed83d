import { Field, InputType, Int } from '@nestjs/graphql';
import { IsOptional, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { Trimmed } from '../../common/validation/text.js';
import { HEX_COLOUR, HEX_COLOUR_MESSAGE } from '../engine/index.js';

const atMost = (label: string, max: number) =>
  MaxLength(max, { message: `${label} must be at most ${max.toLocaleString('en-US')} characters.` });

/** updateFormTypeAccount: each value replaces the global one for the account; null restores the global value. */
@InputType()
export class UpdateFormTypeAccountInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Trimmed()
  @MinLength(1, { message: 'Must not be empty' })
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
  @IsOptional()
  @Matches(HEX_COLOUR, { message: HEX_COLOUR_MESSAGE })
  bgColor?: string | null;

  @Field(() => String, { nullable: true, description: 'A Tabler icon name' })
  @IsOptional()
  @atMost('Icon type', 100)
  iconType?: string | null;

  @Field(() => Int, { nullable: true, description: 'Position on the forms home page, 0 or more' })
  @IsOptional()
  @Min(0, { message: 'Must be at least 0' })
  ordinal?: number | null;
}
