import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/**
 * The rows of an infinite query whose pages are `{ data: Row[] }`, as VirtualTable props: the next page loads when
 * the last row shows.
 */
export function useInfiniteRows<Row>(query: UseInfiniteQueryResult<InfiniteData<{ data: Row[] }>>) {
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { rows, loading: isPending, loadingMore: isFetchingNextPage, onEndReached };
}
