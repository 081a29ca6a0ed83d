import { describe, expect, it } from '@jest/globals';
import { ConflictException, HttpException, InternalServerErrorException, NotFoundException } from '@nestjs/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { InvalidFieldsError } from '../errors/domain-errors.js';
import { formatGraphQLError, isServerError } from './errors.js';

/** An error thrown by a resolver, as graphql-js hands it on: located at the field, the thrown error inside. */
const thrown = (error: Error) => new GraphQLError(error.message, { path: ['complexJob'], originalError: error });
/** What Apollo passes to formatError beside the error: its JSON, every error without a code marked as internal. */
const formatted = (error: GraphQLError, stacktrace?: string[]): GraphQLFormattedError => ({
  message: error.message,
  path: error.path,
  extensions: { code: 'INTERNAL_SERVER_ERROR', ...error.extensions, ...(stacktrace && { stacktrace }) },
});
const format = (error: GraphQLError, stacktrace?: string[]) => formatGraphQLError(formatted(error, stacktrace), error);

describe('formatGraphQLError', () => {
  it('gives an HttpException the code of its status, its message and nothing else', () => {
    const cases: [HttpException, string][] = [
      [new NotFoundException('Job not found.'), 'NOT_FOUND'],
      [new HttpException('You do not have permission to do this.', 403), 'FORBIDDEN'],
      [new HttpException('Unauthorized', 401), 'UNAUTHENTICATED'],
      [new ConflictException('Already taken.'), 'CONFLICT'],
      [new HttpException('Too large', 413), 'BAD_REQUEST'],
    ];
    for (const [exception, code] of cases) {
      expect(format(thrown(exception))).toEqual({
        message: exception.message,
        path: ['complexJob'],
        extensions: { code },
      });
    }
  });

  it('answers a class-validator failure as BAD_USER_INPUT with the errors by field path', () => {
    const error = thrown(new InvalidFieldsError({ 'pageInfo.limit': ['Limit must be between 1 and 2000.'] }));
    expect(format(error)).toEqual({
      message: 'Limit must be between 1 and 2000.',
      path: ['complexJob'],
      extensions: { code: 'BAD_USER_INPUT', errors: { 'pageInfo.limit': ['Limit must be between 1 and 2000.'] } },
    });
  });

  it('answers anything else as INTERNAL_SERVER_ERROR with a generic message', () => {
    for (const error of [new Error('connect ECONNREFUSED 10.0.0.7:5432'), new InternalServerErrorException('Oops')]) {
      expect(format(thrown(error))).toEqual({
        message: 'Something went wrong. Please try again.',
        path: ['complexJob'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(isServerError(thrown(error))).toBe(true);
    }
  });

  it('passes errors that carry a client code as they are', () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Query".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const badDate = thrown(new GraphQLError('Invalid date.', { extensions: { code: 'BAD_USER_INPUT' } }));
    for (const error of [validation, badDate]) {
      expect(format(error)).toEqual(formatted(error));
      expect(isServerError(error)).toBe(false);
    }
  });

  it('keeps the stack trace only where Apollo added it (GRAPHQL_DEBUG)', () => {
    const stacktrace = ['Error: Disk full', '    at JobsService.getComplexJob'];
    expect(format(thrown(new Error('Disk full')), stacktrace).extensions).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      stacktrace,
    });
    expect(format(thrown(new NotFoundException('Job not found.')), stacktrace).extensions).toEqual({
      code: 'NOT_FOUND',
      stacktrace,
    });
  });
});
