import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

export const MAX_PAGE_LIMIT = 500;
const LIMIT_MESSAGE = `Limit must be between 1 and ${MAX_PAGE_LIMIT}.`;

/** The paging part of a GraphQL list's filters: the previous page's nextPageKey and a page size. */
@InputType()
export class PageInfoInput {
  @Field(() => String, { nullable: true, description: "The previous page's nextPageKey" })
  @IsOptional()
  @IsString()
  nextPageKey?: string | null;

  @Field(() => Int, { nullable: true, description: `At most ${MAX_PAGE_LIMIT}; each list has its default` })
  @IsOptional()
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(MAX_PAGE_LIMIT, { message: LIMIT_MESSAGE })
  limit?: number | null;
}

/** Where a GraphQL list page stands (keyset paging: nextPageKey is null on the last page). */
@ObjectType()
export class PageInfo {
  @Field(() => String, { nullable: true }) nextPageKey: string | null;
  @Field() hasNextPage: boolean;
  @Field(() => Int, { description: 'Matches over all pages' }) totalCount: number;
  @Field(() => Int) limit: number;
}
