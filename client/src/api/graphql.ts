import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { catchError, throwError } from 'rxjs';
import { createCache, forgetAnswers, freshnessLink } from './graphqlCache';
import { authorizedFetch } from './rest';

/** A GraphQL failure whose message is already the text of spec 1 §7/§8. */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';
}

/** What every GraphQL mutation answers besides its object (the schema's MutationResult interface). */
export interface MutationResult {
  code: number;
  success: boolean;
  message: string;
}

// Spec 1 §8: "A response with errors throws "GraphQL Errors:" followed by the first message."
CombinedGraphQLErrors.formatMessage = (errors) => `GraphQL Errors: ${errors[0]?.message ?? ''}`;

function serverErrorMessage(error: ServerError): string {
  try {
    const body = JSON.parse(error.bodyText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: fall through to the status text.
  }
  return `Failed to fetch: ${error.statusCode}`;
}

/** Spec 1 §8: a non-OK response fails with the body's message, else "Failed to fetch: {status}". */
const httpErrorLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    catchError((error: unknown) =>
      throwError(() => (ServerError.is(error) ? new GraphQLRequestError(serverErrorMessage(error)) : error)),
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

/**
 * TanStack's invalidateQueries for GraphQL, after a change: the queries reading any of `fields` (root fields of the
 * schema's Query type, e.g. `complexJobs`) count as stale (read again when next shown), and those on screen are read
 * again now unless `refetch` is false. A failed read shows on its query.
 */
export async function invalidateGraphQL(fields: string[], { refetch = true } = {}) {
  forgetAnswers(fields);
  if (!refetch) return;
  const invalidate = Object.fromEntries(
    fields.map((field) => [field, (_value: unknown, { INVALIDATE }: { INVALIDATE: unknown }) => INVALIDATE]),
  );
  await Promise.resolve(
    apolloClient.refetchQueries({ updateCache: (cache) => cache.modify({ fields: invalidate }) }),
  ).catch(() => undefined);
}
