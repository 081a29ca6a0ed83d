import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { catchError, throwError } from 'rxjs';
import { GraphQLRequestError, httpFailureMessage } from './errors';
import { graphqlLoaded } from './graphqlClient';
import { createCache, forgetAnswers, freshnessLink } from './graphqlCache';
import { authorizedFetch } from './rest';
import { getTokens, subscribeTokens } from './tokens';

/** What every GraphQL mutation answers besides its object (the schema's MutationResult interface). */
export interface MutationResult {
  code: number;
  success: boolean;
  message: string;
}

/** Spec 1 §8: a non-OK response fails with the body's message, else "Failed to fetch: {status}". */
const httpErrorLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    catchError((error: unknown) =>
      throwError(() =>
        ServerError.is(error) ? new GraphQLRequestError(httpFailureMessage(error.statusCode, error.bodyText)) : error,
      ),
    ),
  ),
);

/** Spec 1 §7: a mutation answering `success: false` is an error "GraphQL Errors: {message}". */
export function assertMutationSuccess<T extends MutationResult>(result: T): T {
  if (!result.success) throw new GraphQLRequestError(`GraphQL Errors: ${result.message}`);
  return result;
}

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    httpErrorLink,
    freshnessLink,
    new HttpLink({
      uri: '/graphql',
      headers: { Accept: 'application/graphql-response+json' },
      fetch: authorizedFetch,
    }),
  ]),
  cache: createCache(),
});

const forgetAll = () => {
  forgetAnswers();
  return Promise.resolve();
};
apolloClient.onClearStore(forgetAll);
apolloClient.onResetStore(forgetAll);

// A session that ends (its refresh was refused) must not leave its cached answers to the next user.
subscribeTokens(() => {
  if (!getTokens()) void apolloClient.clearStore();
});

graphqlLoaded({ client: apolloClient, forgetAnswers });

// The callers that read through GraphQL anyway take it from here.
export { invalidateGraphQL } from './graphqlClient';
