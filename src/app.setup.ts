import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { MAX_UPLOAD_BYTES } from './ai-forms/upload-checks.js';
import { APP_CONFIG, type AppConfig, type TrustProxy } from './config/config.js';
import { useNestingLimits } from './common/http/nesting-limits.js';
import { CLIENT_DIST } from './common/http/spa.js';
import { IdArgumentsPipe } from './common/validation/ids.js';
import { SafeTextPipe } from './common/validation/safe-text.js';
import { VALIDATION_PIPE } from './common/validation/validation-pipe.js';

const REQUEST_ID = 'x-request-id';

/**
 * Fastify options shared by the server and the tests: request ids, proxy trust, body limit. X-Forwarded-For is
 * believed only from the proxies TRUST_PROXY names: otherwise anyone could choose their address (and so a fresh
 * sign-in limit) per request.
 */
export function fastifyOptions(logger?: Logger, trustProxy: TrustProxy = false): FastifyServerOptions {
  return {
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    requestIdHeader: REQUEST_ID,
    genReqId: () => randomUUID(),
    trustProxy,
    bodyLimit: 14 * 1024 * 1024,
  };
}

/** Where the OpenAPI document is written for review and for the client's REST types (development only). */
export const OPENAPI_FILE = join(process.cwd(), 'src/openapi.json');

/** The REST API's OpenAPI document, served at /api/docs-json and written to OPENAPI_FILE in development. */
export function openApiDocument(app: NestFastifyApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Groundcrew API')
      .setDescription(
        'REST API of Groundcrew. Successful answers are `{ "data": ... }` (lists add `nextPageKey`); errors are ' +
          '`{ "statusCode", "message", "errors"? }`. Sign in with `POST /api/auth/sign-in` and send the access token ' +
          'as `Authorization: Bearer <token>`.',
      )
      .setVersion('0.1.0')
      .addBearerAuth()
      .build(),
  );
}

/** Everything between creating the Nest app and listening; the tests run the same setup. */
export async function configureApp(app: NestFastifyApplication): Promise<void> {
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new SafeTextPipe(), new IdArgumentsPipe(), VALIDATION_PIPE);
  useNestingLimits(app);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID, request.id);
    done(null, payload);
  });
  const { mapTiles } = app.get<AppConfig>(APP_CONFIG);
  // Helmet's middleware is made once and runs on Node's request and response, as its documentation shows for plain
  // Node. @fastify/helmet made it again on every request, parsing the policy each time: about 6% of the CPU of a small
  // REST read (docs/performance.md, Issue 31).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://maps.googleapis.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        // A configured tile server may be plain http (one inside the customer's network).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(mapTiles ? [new URL(mapTiles.url).origin] : [])],
        connectSrc: ["'self'", 'https://maps.googleapis.com'],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        workerSrc: ["'self'", 'blob:'],
      },
    },
  });
  fastify.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // A streamed route says `@RouteConfig({ compress: false })`: @fastify/compress would buffer its text.
  fastify.addHook('onRoute', (route) => {
    if ((route.config as { compress?: unknown } | undefined)?.compress === false) route.compress = false;
  });
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  // Multipart bodies are read only by the handlers that ask for them (the AI form builder's upload).
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 },
    throwFileSizeLimit: true,
  });

  // Made at the first request for it, not at start (docs/performance.md, item 13).
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
  });

  if (existsSync(CLIENT_DIST)) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        const hashed = path.includes('/assets/');
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
}
