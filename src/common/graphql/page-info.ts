import { Field, InputType, Int, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { RequireScopes } from '../auth/require-scopes.decorator.js';
import { pageLimitMessage } from '../pagination/page-limit.js';

export const MAX_PAGE_LIMIT = 500;
/** complexJobs answers a busy month of the schedule (over 1,000 jobs) in one page: one request is much cheaper. */
export const MAX_CALENDAR_PAGE_LIMIT = 2000;

/** The page-info input types by name, with the largest page each accepts: a field taking one answers a page. */
export const PAGE_INFO_INPUTS = new Map<string, number>();

/** The paging part of a GraphQL list's filters: the previous page's nextPageKey and a page size up to `max`. */
function pageInfoInput(name: string, max: number) {
  const message = pageLimitMessage(max);
  PAGE_INFO_INPUTS.set(name, max);

  @InputType(name)
  class PageInfoInputOf {
    @Field(() => String, { nullable: true, description: "The previous page's nextPageKey" })
    @IsOptional()
    @IsString()
    nextPageKey?: string | null;

    @Field(() => Int, { nullable: true, description: `At most ${max}; each list has its default` })
    @IsOptional()
    @IsInt({ message })
    @Min(1, { message })
    @Max(max, { message })
    limit?: number | null;
  }
  return PageInfoInputOf;
}

export const PageInfoInput = pageInfoInput('PageInfoInput', MAX_PAGE_LIMIT);
export type PageInfoInput = InstanceType<typeof PageInfoInput>;
export const CalendarPageInfoInput = pageInfoInput('CalendarPageInfoInput', MAX_CALENDAR_PAGE_LIMIT);
export type CalendarPageInfoInput = InstanceType<typeof CalendarPageInfoInput>;

/** Where a GraphQL list page stands (keyset paging: nextPageKey is null on the last page). */
@ObjectType()
export class PageInfo {
  @Field(() => String, { nullable: true }) nextPageKey: string | null;
  @Field() hasNextPage: boolean;
  @Field(() => Int) limit: number;
  /** Counts the matches over all pages: `totalCount`, run only when the query asks for it. */
  countAll: () => Promise<number>;
}

@Resolver(() => PageInfo)
export class PageInfoResolver {
  @ResolveField(() => Int, { description: 'Matches over all pages' })
  @RequireScopes()
  totalCount(@Parent() pageInfo: PageInfo): Promise<number> {
    return pageInfo.countAll();
  }
}
