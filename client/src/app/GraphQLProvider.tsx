import type { ApolloClient } from '@apollo/client';
import { getApolloContext, type ApolloContextValue } from '@apollo/client/react';
import { use, type ReactNode } from 'react';
import { loadedGraphQLClient } from '../api/graphqlClient';
import { loadPageChunk } from './lazyPage';

const ApolloContext = getApolloContext();
let loading: Promise<ApolloClient> | undefined;

/**
 * Apollo's context with the client loaded on first use: the client (api/graphql.ts, with Apollo Client and the
 * GraphQL library) comes in the chunks of the pages that read through GraphQL, not on the sign-in page or the pages
 * on REST (issue 15). A hook that asks for it before it has loaded suspends (the page's loader shows) until it has;
 * a chunk that fails to load is handled like a page's (lazyPage.tsx).
 */
const context: ApolloContextValue = {
  get client() {
    const client = loadedGraphQLClient();
    if (client) return client;
    loading ??= loadPageChunk(() => import('../api/graphql')).then((graphql) => graphql.apolloClient);
    // eslint-disable-next-line react-hooks/rules-of-hooks -- read while the hook asking for the client renders
    return use(loading);
  },
};

/** ApolloProvider, without loading the GraphQL client before a page needs it. */
export function GraphQLProvider({ children }: { children: ReactNode }) {
  return <ApolloContext value={context}>{children}</ApolloContext>;
}
