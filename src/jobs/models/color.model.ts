import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

// GraphQL's fields and, for the REST answers that carry them (the simple job), OpenAPI's properties.
@ObjectType('Color')
export class ColorModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field(() => ID) @ApiProperty() accountId: string;
  @Field() @ApiProperty() name: string;
  @Field({ description: 'Hex code, e.g. #8098A3' })
  @ApiProperty({ description: 'Hex code, e.g. #8098A3' })
  code: string;
}
