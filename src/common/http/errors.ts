import { Catch, Logger, type ArgumentsHost, type ExceptionFilter, type ValidationError } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidFieldsError, type FieldErrors } from '../errors/domain-errors.js';
import { describeError, type ErrorAnswer } from '../errors/error-mapping.js';
import { refusedItems } from '../validation/items.js';
import { isSpaNavigation, spaIndex } from './spa.js';

export const ROUTE_NOT_FOUND = 'Route not found.';
export const GRAPHQL_PATH = '/graphql';

/**
 * A field's messages by path. `@ValidateNested`'s, that the value is no object, says again what the field's own
 * type rule (a list's, an object's) has said: it is shown only alone (an item of a list that is no object). An item
 * rule's (`EachItem`) is given at each item it refused.
 */
function addMessages(into: FieldErrors, path: string, value: unknown, constraints: Record<string, string>): void {
  const { nestedValidation, ...own } = constraints;
  const entries = Object.entries(own);
  if (entries.length === 0) entries.push(['nestedValidation', nestedValidation]);
  for (const [name, message] of entries) {
    const items = refusedItems(name, value);
    for (const at of items ? items.map((index) => `${path}.${index}`) : [path]) (into[at] ??= []).push(message);
  }
}

function flatten(errors: ValidationError[], prefix = '', into: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) addMessages(into, path, error.value, error.constraints);
    if (error.children?.length) flatten(error.children, path, into);
  }
  return into;
}

/** ValidationPipe exceptionFactory: class-validator errors become an InvalidFieldsError. */
export const validationExceptionFactory = (errors: ValidationError[]): InvalidFieldsError =>
  new InvalidFieldsError(flatten(errors));

/**
 * A refusal of a GraphQL call before GraphQL ran (body parsing, input checks) in GraphQL's shape, so that clients
 * read it like any GraphQL error: a 400 is BAD_USER_INPUT.
 */
function graphqlErrorBody({ code, message, errors }: ErrorAnswer) {
  return { errors: [{ message, extensions: { code, ...(errors ? { errors } : {}) } }] };
}

/**
 * The REST side of the one error mapping (`common/errors/error-mapping.ts`): every REST error leaves as `{ statusCode, message, errors? }`; GraphQL errors go to Apollo's formatter, except
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
    const answer = describeError(exception);
    const { statusCode, message, errors } = answer;
    if (statusCode >= 500) {
      this.logger.error({ err: exception, reqId: request.id, url: request.url }, 'Unhandled error');
    }
    const graphql = request.routeOptions.url === GRAPHQL_PATH;
    const body = graphql ? graphqlErrorBody(answer) : { statusCode, message, ...(errors ? { errors } : {}) };
    return reply.status(statusCode).send(body);
  }
}
