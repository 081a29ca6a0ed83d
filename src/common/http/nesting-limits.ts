import { BadRequestException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../validation/nesting.js';
import { GRAPHQL_PATH } from './errors.js';

/**
 * Refuses nesting deeper than MAX_NESTING before any parser or library recurses into it (docs/architecture.md,
 * Input checks): a JSON body is measured on its text before it is parsed, and a GraphQL document (with, on GET, the
 * JSON of its variables) before GraphQL parses it. Refusals are 400s in the error envelope, GraphQL-shaped on
 * /graphql (HttpErrorFilter).
 */
export function useNestingLimits(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', {}, (request, body, done) => {
    const text = body.toString('utf8');
    if (nestsDeeperThan(text)) done(new BadRequestException(TOO_DEEP_MESSAGE), undefined);
    else void parseJson(request as Parameters<typeof parseJson>[0], text, done);
  });

  fastify.addHook('preValidation', (request, _reply, done) => {
    const tooDeep =
      request.routeOptions.url === GRAPHQL_PATH && graphqlTexts(request).some((text) => nestsDeeperThan(text));
    done(tooDeep ? new BadRequestException(TOO_DEEP_MESSAGE) : undefined);
  });
}

/** The texts of a GraphQL call that GraphQL parses: the document, and on GET the JSON of variables and extensions. */
function graphqlTexts(request: FastifyRequest): string[] {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return [body.query, query.query, query.variables, query.extensions].filter((text) => typeof text === 'string');
}
