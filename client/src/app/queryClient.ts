import { QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/errors';
import { ApiError } from '../api/http';
import { DEFAULT_STALE_MS } from '../api/queryState';
import { showErrorToast } from '../ui/toasts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorMessage`: the error toast's text when the read fails without a server message (spec 1 §8). */
    queryMeta: { errorMessage?: string };
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Spec 1 §9: lookups and lists are cached 5 minutes and not refetched on window focus.
      staleTime: DEFAULT_STALE_MS,
      refetchOnWindowFocus: false,
      // A refused request (4xx) will be refused again.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.errorMessage) showErrorToast(errorMessage(error, query.meta.errorMessage));
    },
  }),
});
