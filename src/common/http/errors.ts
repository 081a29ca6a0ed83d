import {
  BadRequestException,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
  type ValidationError,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSpaNavigation, spaIndex } from './spa.js';

export const ROUTE_NOT_FOUND = 'Route not found.';
export const GRAPHQL_PATH = '/graphql';

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldErrors;
}

/**
 * A 400 whose message is the first field error and whose `errors` hold every field's messages. The response carries
 * its statusCode, which is how Nest's GraphQL driver knows it for a client error rather than a server one.
 */
export class FieldValidationException extends BadRequestException {
  constructor(readonly errors: FieldErrors) {
    super({ statusCode: HttpStatus.BAD_REQUEST, message: Object.values(errors)[0]?.[0] ?? 'Invalid input', errors });
  }
}

function flatten(errors: ValidationError[], prefix = '', into: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = Object.values(error.constraints);
    if (error.children?.length) flatten(error.children, path, into);
  }
  return into;
}

/** ValidationPipe exceptionFactory: class-validator errors become a FieldValidationException. */
export const validationExceptionFactory = (errors: ValidationError[]): FieldValidationException =>
  new FieldValidationException(flatten(errors));

export function errorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, message: response };
    const { message, errors } = response as { message?: string | string[]; errors?: FieldErrors };
    const text = Array.isArray(message) ? message[0] : message;
    return { statusCode, message: text ?? exception.message, ...(errors ? { errors } : {}) };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong. Please try again.' };
}

/**
 * A refusal of a GraphQL call before GraphQL ran (body parsing, input checks) in GraphQL's shape, so that clients
 * read it like any GraphQL error: a 400 is BAD_USER_INPUT.
 */
function graphqlErrorBody({ statusCode, message, errors }: ErrorBody) {
  const code = statusCode === 400 ? 'BAD_USER_INPUT' : statusCode < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
  return { errors: [{ message, extensions: { code, ...(errors ? { errors } : {}) } }] };
}

/**
 * Every REST error leaves as `{ statusCode, message, errors? }`; GraphQL errors go to Apollo's formatter, except
 * those raised before GraphQL ran, which leave GraphQL-shaped. A request no route matched is a client-side route
 * (answered with the SPA) or "Route not found.".
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() === 'graphql') return exception;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (!request.routeOptions?.url) {
      const html = isSpaNavigation(request) ? spaIndex() : null;
      if (html)
        return reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      return reply.status(404).send({ statusCode: 404, message: ROUTE_NOT_FOUND });
    }
    const body = errorBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error({ err: exception, reqId: request.id, url: request.url }, 'Unhandled error');
    }
    const graphql = request.routeOptions.url === GRAPHQL_PATH;
    return reply.status(body.statusCode).send(graphql ? graphqlErrorBody(body) : body);
  }
}
