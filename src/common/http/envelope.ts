import {
  applyDecorators,
  // The one import of Nest's Controller (eslint.config.js): every controller is declared with `ApiController` below.
  // eslint-disable-next-line no-restricted-imports
  Controller,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
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

/** Wraps a REST success body as `{ data }` (lists add `nextPageKey`). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map(envelope));
  }
}

/**
 * A REST controller (Nest's `@Controller`) whose answers are wrapped by EnvelopeInterceptor. Per controller, not
 * global: a global interceptor is also run around every GraphQL resolver, through rxjs, where it does nothing
 * (docs/performance.md, item 12).
 */
export const ApiController = (prefix?: string): ClassDecorator =>
  applyDecorators(Controller(prefix ?? ''), UseInterceptors(EnvelopeInterceptor));
