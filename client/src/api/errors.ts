import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApiError } from './http';

// Spec 1 §8: "A response with errors throws "GraphQL Errors:" followed by the first message."
CombinedGraphQLErrors.formatMessage = (errors) => `GraphQL Errors: ${errors[0]?.message ?? ''}`;

/**
 * A GraphQL failure whose message is already the text of spec 1 §7/§8. Here rather than in graphql.ts so that
 * error texts do not load the GraphQL client on pages without it (the sign-in page).
 */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';
}

/** Spec 1 §8: a GraphQL call's non-OK response fails with the body's message, else "Failed to fetch: {status}". */
export function httpFailureMessage(status: number, bodyText: string): string {
  try {
    const body = JSON.parse(bodyText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: fall through to the status text.
  }
  return `Failed to fetch: ${status}`;
}

/** The text an error toast shows: the server's message when there is one, else the call's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof GraphQLRequestError || CombinedGraphQLErrors.is(error)) return error.message;
  return fallback;
}
