import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { ArrayMaxSize, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min, MinLength } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';

export const RATE_INVALID = 'Rate must be a whole number of dollars, 0 or more.';

@InputType()
export class CreatePriceBookItemInput {
  @Field()
  @IsString({ message: 'Please provide a Form Name.' })
  @MinLength(1, { message: 'Please provide a Form Name.' })
  @MaxLength(200)
  name: string;

  @Field()
  @IsString({ message: 'Please provide an item description.' })
  @MinLength(1, { message: 'Please provide an item description.' })
  @MaxLength(2000)
  description: string;

  @Field()
  @IsString({ message: 'Please provide a unit' })
  @MinLength(1, { message: 'Please provide a unit' })
  @MaxLength(50)
  unit: string;

  @Field()
  @IsString({ message: 'Please provide a category' })
  @MinLength(1, { message: 'Please provide a category' })
  @MaxLength(100)
  category: string;

  @Field(() => Int, { nullable: true, description: 'Whole dollars per unit; null when priced per quote' })
  @IsOptional()
  @IsInt({ message: RATE_INVALID })
  @Min(0, { message: RATE_INVALID })
  rate?: number | null;

  @Field(() => [ID], { defaultValue: [] })
  @IsUUID('all', { each: true, message: NOT_FOUND.division })
  @ArrayMaxSize(100)
  divisionIds: string[];

  @Field(() => [ID], { defaultValue: [] })
  @IsUUID('all', { each: true, message: NOT_FOUND.branch })
  @ArrayMaxSize(500)
  branchIds: string[];
}

@InputType()
export class UpdatePriceBookItemInput extends CreatePriceBookItemInput {
  @Field(() => ID)
  @IsString()
  @IsId()
  id: string;
}

@InputType()
export class PriceBookFilters {
  @Field(() => [ID], { nullable: true, description: 'Items of any of these divisions' })
  @IsOptional()
  @IsUUID('all', { each: true, message: NOT_FOUND.division })
  divisionIds?: string[];

  @Field(() => [ID], { nullable: true, description: 'Items of any of these branches' })
  @IsOptional()
  @IsUUID('all', { each: true, message: NOT_FOUND.branch })
  branchIds?: string[];

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  category?: string;

  @Field({ nullable: true, description: 'Part of the name, any case' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
