import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import { HttpException, Logger } from '@nestjs/common';
import { DomainError } from '../errors/domain-errors.js';
import { describeError, SERVER_ERROR_MESSAGE } from '../errors/error-mapping.js';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** graphql-js stops coercing variables after 50 bad values with this error, which carries no code: bad input too. */
const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables, error limit reached. Execution aborted.';

/**
 * A fault of ours rather than of the request: an HttpException of 5xx, or any error that carries no code of GraphQL,
 * Apollo or ours (a bug, the database gone). Parse, validation and variable errors and the operation limits carry
 * their codes.
 */
export function isServerError(error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) return false;
  if (original instanceof HttpException) return original.getStatus() >= 500;
  if (error instanceof GraphQLError && error.message === TOO_MANY_VARIABLE_ERRORS) return false;
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return code === undefined || code === ApolloServerErrorCode.INTERNAL_SERVER_ERROR;
}

/**
 * Apollo's formatError, the GraphQL side of the one error mapping (`common/errors/error-mapping.ts`): domain errors
 * and Nest's HttpExceptions (guards, services, the
 * validation pipe) keep their message and get the code of their status (a class-validator failure adds `errors` by
 * field path, like REST); errors that already carry a client code pass as they are; anything else is
 * INTERNAL_SERVER_ERROR with a generic message (logged by errorLoggingPlugin). `stacktrace` stays only when Apollo
 * added it (GRAPHQL_DEBUG).
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const { locations, path, extensions } = formatted;
  const debug = extensions?.stacktrace ? { stacktrace: extensions.stacktrace } : {};
  if (isServerError(error)) {
    const code = ApolloServerErrorCode.INTERNAL_SERVER_ERROR;
    return { message: SERVER_ERROR_MESSAGE, locations, path, extensions: { code, ...debug } };
  }
  if (formatted.message === TOO_MANY_VARIABLE_ERRORS) {
    return { ...formatted, extensions: { ...extensions, code: ApolloServerErrorCode.BAD_USER_INPUT } };
  }
  const original = unwrapResolverError(error);
  if (!(original instanceof DomainError || original instanceof HttpException)) return formatted;
  const { code, message, errors } = describeError(original);
  return { message, locations, path, extensions: { code, ...(errors && { errors }), ...debug } };
}

/** Logs the server errors of a GraphQL request (the client sees a generic message) with the request id. */
export function errorLoggingPlugin(): ApolloServerPlugin<{ req?: { id?: string } }> {
  const logger = new Logger('GraphQL');
  return {
    requestDidStart: () =>
      Promise.resolve({
        didEncounterErrors: ({ errors, contextValue }) => {
          for (const error of errors.filter(isServerError)) {
            logger.error(
              { err: unwrapResolverError(error), reqId: contextValue.req?.id, path: error.path },
              'Unhandled error',
            );
          }
          return Promise.resolve();
        },
      }),
  };
}
