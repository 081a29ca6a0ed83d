import {
  applyDecorators,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';
import { map, type Observable } from 'rxjs';

/** A page of a keyset-paginated list; `nextPageKey` is absent on the last page. */
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly nextPageKey?: string,
  ) {}
}

/** Marks a handler result that must be sent as is (files, redirects, already-shaped bodies). */
export class RawBody<T> {
  constructor(readonly body: T) {}
}

export type Envelope<T> = { data: T; nextPageKey?: string };

export function envelope(result: unknown): unknown {
  if (result instanceof RawBody) return result.body;
  if (result instanceof Page) {
    return result.nextPageKey ? { data: result.items, nextPageKey: result.nextPageKey } : { data: result.items };
  }
  return { data: result ?? null };
}

/**
 * The OpenAPI answer of a handler whose result is a `type` (`[type]` for a list) in the envelope: `{ data }`. The
 * client's REST types are generated from it (docs/client.md, REST types).
 */
export function ApiData(
  type: (abstract new (...args: never[]) => unknown) | [abstract new (...args: never[]) => unknown],
) {
  const model = Array.isArray(type) ? type[0] : type;
  const item = { $ref: getSchemaPath(model) };
  const data = Array.isArray(type) ? { type: 'array', items: item } : item;
  return applyDecorators(
    ApiExtraModels(model),
    ApiOkResponse({ schema: { type: 'object', required: ['data'], properties: { data } } }),
  );
}

/**
 * Global (app.module.ts): a REST handler answers `envelope` of its result: `{ data }`, a Page's `{ data, nextPageKey }`,
 * a RawBody's body as is. GraphQL resolvers pass through untouched.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return context.getType() === 'http' ? next.handle().pipe(map(envelope)) : next.handle();
  }
}
