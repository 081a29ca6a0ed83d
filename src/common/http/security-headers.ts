import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

type HelmetMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** helmet as @fastify/helmet loads it (its own dependency, whatever npm hoisted): the same middleware it runs. */
function helmetOfPlugin(): (options: FastifyHelmetOptions) => HelmetMiddleware {
  const require = createRequire(import.meta.url);
  return createRequire(require.resolve('@fastify/helmet'))('helmet') as (
    options: FastifyHelmetOptions,
  ) => HelmetMiddleware;
}

/**
 * The headers @fastify/helmet sets with these options, read once by running helmet's middleware against a response
 * that records them. The plugin builds that middleware again on every request (parsing the CSP directives each
 * time), although without CSP nonces (which we do not use) the headers never change.
 */
export function helmetHeaders(options: FastifyHelmetOptions): [string, string | number | string[]][] {
  // By lower-case name, as the name was given (Node writes that spelling).
  const headers = new Map<string, [string, string | number | string[]]>();
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => headers.set(name.toLowerCase(), [name, value]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmetOfPlugin()(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('helmet refused its options');
  return [...headers.values()];
}

/**
 * Sets helmet's headers on every response as @fastify/helmet does (on the raw response, in an onRequest hook, so a
 * handler's own header wins: a stored file's `content-security-policy: sandbox`), computed once at start.
 */
export function useSecurityHeaders(app: NestFastifyApplication, options: FastifyHelmetOptions): void {
  const headers = helmetHeaders(options);
  if (headers.length === 0) throw new Error('helmet set no headers');
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
}
