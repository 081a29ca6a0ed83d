import {
  applyDecorators,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiProperty, getSchemaPath } from '@nestjs/swagger';
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

/** The answer of a call that names only the record it made or removed. */
export class IdAnswer {
  @ApiProperty() id: string;
}

/** A model class (its `@ApiProperty`s), or `String` for a text. */
type Model = abstract new (...args: never[]) => unknown;

interface DataOptions {
  /** `{ data: null }` answers too (nothing configured, nothing found). */
  nullable?: boolean;
  /** Answered with 201 Created: a POST without `@HttpCode(200)`. */
  created?: boolean;
}

const itemSchema = (model: Model) => (model === String ? { type: 'string' } : { $ref: getSchemaPath(model) });

function apiAnswer(model: Model, properties: Record<string, object>, created = false) {
  const schema = { type: 'object', required: ['data'], properties };
  return applyDecorators(
    ...(model === String ? [] : [ApiExtraModels(model)]),
    created ? ApiCreatedResponse({ schema }) : ApiOkResponse({ schema }),
  );
}

/**
 * The OpenAPI answer of a handler whose result is a `type` (`[type]` for a list) in the envelope: `{ data }`. The
 * client's REST types are generated from it (docs/client.md, REST types).
 */
export function ApiData(type: Model | [Model], { nullable = false, created }: DataOptions = {}) {
  const model = Array.isArray(type) ? type[0] : type;
  const item = itemSchema(model);
  const data = Array.isArray(type) ? { type: 'array', items: item } : item;
  // OpenAPI 3.0 ignores `nullable` beside a `$ref`: a nullable model is `allOf` that one model.
  const orNull = '$ref' in data ? { allOf: [data], nullable: true } : { ...data, nullable: true };
  return apiAnswer(model, { data: nullable ? orNull : data }, created);
}

/** The OpenAPI answer of a handler whose result is a `Page` of `model`: `{ data: [...], nextPageKey? }`. */
export function ApiPage(model: Model) {
  return apiAnswer(model, {
    data: { type: 'array', items: itemSchema(model) },
    nextPageKey: { type: 'string', description: 'Absent on the last page' },
  });
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
