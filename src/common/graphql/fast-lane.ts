import type { ApolloServerPlugin } from '@apollo/server';
import type { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { OperationTypeNode, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { isRecord } from '../records.js';
import { executeFast } from './fast-execution.js';
import { operationRefusal } from './operation-limits.js';

/** Query texts known at most; all are forgotten when one more comes. */
const MAX_QUERIES = 500;
/** Longer query texts are not kept. */
const MAX_QUERY_LENGTH = 20_000;
/** Accept headers known at most (clients choose them); all are forgotten when one more comes. */
const MAX_ACCEPT_HEADERS = 20;

interface KnownOperation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  operationName: string | null;
}

/**
 * The fast lane of `POST /graphql`: a query that Apollo Server has answered before without errors, sent again as the
 * same text, is answered by the route handler itself, without Apollo's request pipeline (its HTTP translation, the
 * document's hash and cache lookup, every plugin's hooks), which cost a small read more than its resolver.
 *
 * What Apollo does for such a request is done the same way: the document, its validation (a function of the text and
 * the schema) and its operation are the ones Apollo made of that text; the operation limits are checked with the
 * variables sent (operationRefusal); the context is the one the Nest driver gives (`{ req }`); the root fields run
 * through their Nest resolvers, so the guards, pipes and validation run as always; executeFast completes the answer,
 * sent with the content type Apollo chose for the same Accept header. Anything else goes to Apollo unchanged: another
 * text, an operation Apollo refused or answered with an error, a body Apollo would read differently (extensions,
 * batches, odd types), a refused limit, an Accept header Apollo has not answered yet. A request whose root fields ran
 * and then need graphql-js (an error, a value to complete the usual way) goes to Apollo too, and the root fields replay
 * their answers there (fast-execution.ts): nothing runs twice, and errors are Apollo's.
 *
 * Plugins' hooks do not run for the lane's answers: ours only act on errors (which the lane leaves to Apollo) or at
 * the start of the server. When Apollo starts, the plugin asks the HTTP adapter's Fastify instance to wrap the handler
 * of the route at `path`, which the Nest driver adds right after.
 */
export function graphqlFastLane(adapterHost: HttpAdapterHost, path: string): ApolloServerPlugin<object> {
  let schema: GraphQLSchema | undefined;
  /** By query text, then by the operation name sent (null for none). */
  const queries = new Map<string, Map<string | null, KnownOperation>>();
  /** By Accept header ('' for none): the content type of Apollo's answer. */
  const contentTypes = new Map<string, string>();

  const acceptOf = (request: FastifyRequest): string => request.headers.accept ?? '';

  const answer = async (request: FastifyRequest): Promise<{ contentType: string; body: string } | null> => {
    if (request.method !== 'POST' || !schema || !isRecord(request.body)) return null;
    const { query, operationName = null, variables = null, extensions } = request.body;
    if (typeof query !== 'string' || extensions !== undefined) return null;
    if ((operationName !== null && typeof operationName !== 'string') || (variables !== null && !isRecord(variables))) {
      return null;
    }
    const contentType = contentTypes.get(acceptOf(request));
    const known = queries.get(query)?.get(operationName);
    if (!contentType || !known) return null;
    const sent = variables ?? undefined;
    if (operationRefusal({ schema, ...known, request: { variables: sent } })) return null;
    const data = await executeFast({ schema, ...known, contextValue: { req: request } }, sent);
    return data && { contentType, body: `${JSON.stringify({ data })}\n` };
  };

  const wrap = (handler: RouteHandlerMethod): RouteHandlerMethod =>
    async function fastLane(this: FastifyInstance, request, reply) {
      const fast = await answer(request);
      if (fast) {
        void reply.header('content-type', fast.contentType);
        return fast.body;
      }
      const result: unknown = await handler.call(this, request, reply);
      const contentType = reply.getHeader('content-type');
      const single = typeof result === 'string' && typeof contentType === 'string';
      if (single && request.method === 'POST' && reply.statusCode === 200) {
        if (contentTypes.size >= MAX_ACCEPT_HEADERS) contentTypes.clear();
        contentTypes.set(acceptOf(request), contentType);
      }
      return result;
    };

  return {
    serverWillStart: (service) => {
      schema = service.schema;
      adapterHost.httpAdapter.getInstance<FastifyInstance>().addHook('onRoute', (route) => {
        if (route.url === path) route.handler = wrap(route.handler);
      });
      return Promise.resolve();
    },
    requestDidStart: () =>
      Promise.resolve({
        willSendResponse: ({ request, document, operation, operationName, response, errors }) => {
          const { query } = request;
          const answered = response.body.kind === 'single' && !response.body.singleResult.errors && !errors;
          if (
            answered &&
            typeof query === 'string' &&
            query.length <= MAX_QUERY_LENGTH &&
            request.http?.method === 'POST' &&
            document &&
            operation?.operation === OperationTypeNode.QUERY
          ) {
            if (!queries.has(query) && queries.size >= MAX_QUERIES) queries.clear();
            let byName = queries.get(query);
            if (!byName) queries.set(query, (byName = new Map<string | null, KnownOperation>()));
            byName.set(request.operationName ?? null, { document, operation, operationName: operationName ?? null });
          }
          return Promise.resolve();
        },
      }),
  };
}
