import type { TypedDocumentNode } from '@apollo/client';
import { useQuery as useGraphQLQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { cachePolicy } from '../../api/graphqlCache';
import { apolloState, useKeptWhileLoading, type QueryState } from '../../api/queryState';
import { JOBS_STALE_MS, PAGE_LIMIT } from './scheduleJobs';

/*
 * Apart from scheduleJobs.ts, which the schedule loads: Apollo Client comes with this module (dispatch reads its
 * complex jobs so), not with the schedule's first load.
 */

/** The variables through which `useAllComplexJobs` pages. */
export interface PageVariables {
  nextPageKey: string | null;
  limit: number;
}

/** A `complexJobs` query of the calendar's kind: its items and where the next page starts. */
interface CalendarPages<Item> {
  complexJobs: { items: Item[]; pageInfo: { nextPageKey?: string | null; hasNextPage: boolean } };
}

/**
 * Every job a `complexJobs` query finds in its window: the first page, then each next page read into the cache
 * (whose field policy appends it) until the window is complete. Until then, and while another window loads, the
 * last complete list stays.
 */
export function useAllComplexJobs<Item, Filters extends object>(
  document: TypedDocumentNode<CalendarPages<Item>, Filters & PageVariables>,
  filters: Filters,
  skip: boolean,
): QueryState<Item[]> {
  const variables = { ...filters, nextPageKey: null, limit: PAGE_LIMIT };
  const result = useGraphQLQuery(document, {
    variables,
    skip,
    fetchPolicy: cachePolicy(document, variables, JOBS_STALE_MS),
  } as useGraphQLQuery.Options<CalendarPages<Item>, Filters & PageVariables>);
  const page = result.data?.complexJobs;
  const nextPageKey = page?.pageInfo.hasNextPage ? (page.pageInfo.nextPageKey ?? null) : null;
  const [pageFailure, setPageFailure] = useState<{ nextPageKey: string; error: unknown }>();
  const { fetchMore } = result;
  useEffect(() => {
    if (!nextPageKey) return;
    fetchMore({ variables: { nextPageKey } as Partial<Filters & PageVariables> }).catch((error: unknown) =>
      setPageFailure({ nextPageKey, error }),
    );
  }, [nextPageKey, fetchMore]);

  const complete = page && !nextPageKey ? page.items : undefined;
  const error = result.error ?? (pageFailure?.nextPageKey === nextPageKey ? pageFailure?.error : undefined);
  return apolloState({ loading: result.loading || !!nextPageKey, error }, useKeptWhileLoading(complete));
}
