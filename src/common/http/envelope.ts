// The one import of Nest's Controller (eslint.config.js): every controller is declared with `ApiController` below.
// eslint-disable-next-line no-restricted-imports
import { Controller } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';

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

/** Whether a controller's method is a route handler (Nest's @Get, @Post, … mark it with its path). */
const isRouteHandler = (method: unknown): method is (...args: unknown[]) => unknown =>
  typeof method === 'function' && Reflect.hasOwnMetadata(PATH_METADATA, method);

/** The handler answering `envelope` of what `handler` answers, with the handler's name and decorators' metadata. */
function enveloped(handler: (...args: unknown[]) => unknown): (...args: unknown[]) => unknown {
  const wrapped = function (this: unknown, ...args: unknown[]) {
    const result = handler.apply(this, args);
    return result instanceof Promise ? result.then(envelope) : envelope(result);
  };
  for (const key of Reflect.getOwnMetadataKeys(handler) as unknown[])
    Reflect.defineMetadata(key, Reflect.getOwnMetadata(key, handler), wrapped);
  Object.defineProperty(wrapped, 'name', { value: handler.name });
  return wrapped;
}

/**
 * A REST controller (Nest's `@Controller`) whose route handlers answer `envelope` of their result: `{ data }`, a
 * Page's `{ data, nextPageKey }`, a RawBody's body as is. Each handler is wrapped when the class is declared (its
 * decorators' metadata copied), rather than by an interceptor: Nest runs a handler with any interceptor through rxjs
 * (defer, mergeAll and an async resource per interceptor), and a global one ran every GraphQL resolver through it too
 * (docs/performance.md, item 12).
 */
export const ApiController =
  (prefix?: string): ClassDecorator =>
  (target) => {
    const prototype = target.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const method = prototype[name];
      if (name !== 'constructor' && isRouteHandler(method)) prototype[name] = enveloped(method);
    }
    Controller(prefix ?? '')(target);
  };
