import { HttpException, HttpStatus } from '@nestjs/common';
import { DomainError, type FieldErrors } from './domain-errors.js';

/** The text of a fault of ours (a bug, the database gone), the same on REST and GraphQL. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** How any error is answered: REST status, GraphQL code, the client's text and the field messages of bad input. */
export interface ErrorAnswer {
  statusCode: number;
  code: string;
  message: string;
  errors?: FieldErrors;
}

/** The REST error envelope. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldErrors;
}

/** A mutation payload that reports a refusal (`MutationResult` with `success: false`). */
export interface MutationFailure {
  code: number;
  success: false;
  message: string;
  errors?: FieldErrors;
}

/** The GraphQL code of a client mistake by its HTTP status; a 4xx not listed here is BAD_REQUEST. */
const CODES: Readonly<Record<number, string>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
};

export const codeOfStatus = (status: number): string =>
  status >= 500 ? 'INTERNAL_SERVER_ERROR' : (CODES[status] ?? 'BAD_REQUEST');

/**
 * The one mapping of errors to answers. Domain errors carry their own status and code; Nest's HttpExceptions (guards,
 * the validation pipe, Fastify's body checks, a 5xx thrown on purpose) are read from their status and body; anything
 * else is a fault of ours, answered with a generic text.
 */
export function describeError(error: unknown): ErrorAnswer {
  if (error instanceof DomainError) {
    const { status: statusCode, code, message, errors } = error;
    return { statusCode, code, message, ...(errors ? { errors } : {}) };
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const response = error.getResponse();
    const code = codeOfStatus(statusCode);
    if (typeof response === 'string') return { statusCode, code, message: response };
    const { message, errors } = response as { message?: string | string[]; errors?: FieldErrors };
    const text = Array.isArray(message) ? message[0] : message;
    return { statusCode, code, message: text ?? error.message, ...(errors ? { errors } : {}) };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL_SERVER_ERROR', message: SERVER_ERROR_MESSAGE };
}

/**
 * True for errors whose text is shown as is: those the client caused (4xx) and domain errors (a storage failure's 503
 * among them); anything else is logged and hidden.
 */
export const isClientError = (error: unknown): boolean =>
  error instanceof DomainError || (error instanceof HttpException && error.getStatus() < 500);

/** The REST error envelope `{ statusCode, message, errors? }`. */
export function errorBody(error: unknown): ErrorBody {
  const { statusCode, message, errors } = describeError(error);
  return { statusCode, message, ...(errors ? { errors } : {}) };
}

/**
 * The failed payload a mutation answers instead of a GraphQL error, or null when the error stays a GraphQL error: a
 * missing or invalid token (401) and a fault of ours (5xx, but for a domain error's 503, which says what failed: the
 * file storage). The scope guard's 403 never gets here: guards run before
 * the mutation's interceptors.
 */
export function mutationFailure(error: unknown): MutationFailure | null {
  if (!isClientError(error)) return null;
  const { statusCode, message, errors } = describeError(error);
  if (statusCode === 401 || statusCode === 429) return null;
  return { code: statusCode, success: false, message, ...(errors ? { errors } : {}) };
}
