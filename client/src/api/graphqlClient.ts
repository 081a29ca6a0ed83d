import type { ApolloClient } from '@apollo/client';

/** The GraphQL client (api/graphql.ts) once loaded, and its record of fresh answers (graphqlCache.ts). */
interface LoadedGraphQL {
  client: ApolloClient;
  forgetAnswers: (fields?: string[]) => void;
}

let loaded: LoadedGraphQL | undefined;

/**
 * Called by api/graphql.ts when it loads. Apollo Client comes in the chunks of the pages that read through GraphQL
 * (issue 15, docs/performance.md); this module lets the others reach it without loading it.
 */
export function graphqlLoaded(graphql: LoadedGraphQL) {
  loaded = graphql;
}

export const loadedGraphQLClient = () => loaded?.client;

/**
 * TanStack's invalidateQueries for GraphQL, after a change: the queries reading any of `fields` (root fields of the
 * schema's Query type, e.g. `complexJobs`) count as stale (read again when next shown), and those on screen are read
 * again now unless `refetch` is false. A failed read shows on its query. Before the client loaded nothing was read.
 */
export async function invalidateGraphQL(fields: string[], { refetch = true } = {}) {
  if (!loaded) return;
  loaded.forgetAnswers(fields);
  if (!refetch) return;
  const invalidate = Object.fromEntries(
    fields.map((field) => [field, (_value: unknown, { INVALIDATE }: { INVALIDATE: unknown }) => INVALIDATE]),
  );
  await Promise.resolve(
    loaded.client.refetchQueries({ updateCache: (cache) => cache.modify({ fields: invalidate }) }),
  ).catch(() => undefined);
}
