import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLRequestError } from './graphql';
import { ApiError } from './http';

/** The text an error toast shows: the server's message when there is one, else the call's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof GraphQLRequestError || CombinedGraphQLErrors.is(error)) return error.message;
  return fallback;
}
