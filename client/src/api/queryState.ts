import { useState } from 'react';

/** Spec 1 §9: lookups and lists are cached 5 minutes (TanStack's default here, and GraphQL reads' `cachePolicy`). */
export const DEFAULT_STALE_MS = 5 * 60_000;

/**
 * What a page reads of a query, whichever client holds it: TanStack Query (REST) or Apollo (GraphQL). A hook that
 * serves both job variants answers this, so that the page need not know which one it got.
 */
export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}

/** An Apollo query's state as a QueryState of `data`, what the hook made of the query's answer. */
export function apolloState<T>(
  { loading, error }: { loading: boolean; error?: unknown },
  data: T | undefined,
): QueryState<T> {
  return { data, error, isError: !!error, isPending: data === undefined && !error, isFetching: loading };
}

/**
 * TanStack's keepPreviousData for Apollo: `value`, or while it is undefined (new variables loading) the last value
 * that was not.
 */
export function useKeptWhileLoading<T>(value: T | undefined): T | undefined {
  const [kept, setKept] = useState(value);
  if (value !== undefined && value !== kept) setKept(value);
  return value ?? kept;
}
