import fc from 'fast-check';
import {
  badInput,
  encodeSegment,
  evil,
  evilKey,
  fuzzed,
  kindOf,
  plausible,
  rawSegment,
  toJson,
  type Kind,
} from './values.js';

/** One generated HTTP call. */
export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  signedIn: boolean;
  contentType?: string;
  payload?: string;
}

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  oneOf?: Schema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Bodies that are no JSON object at all, with the content types a careless client sends. */
const rawBody = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data; boundary=x',
  ),
  payload: fc.constantFrom(
    '',
    'not json',
    '{"a":',
    '[]',
    '"text"',
    '123',
    'null',
    '{"__proto__":{"admin":true}}',
    'a=1&b=%00',
    '\u0000',
    '['.repeat(10_000) + ']'.repeat(10_000),
    '{"a":'.repeat(1000) + '1' + '}'.repeat(1000),
  ),
});

/** Turns the OpenAPI document into one arbitrary per operation, each yielding calls of that route. */
export function restCases(openApi: OpenApi, ids: string[]): fc.Arbitrary<FuzzRequest>[] {
  const resolve = (schema: Schema): Schema => {
    if (schema.$ref) return resolve(openApi.components.schemas[schema.$ref.split('/').pop()!]);
    if (schema.allOf?.length) return resolve(schema.allOf[0]);
    return schema;
  };

  /** A field's value: plausible (clean) or, wild, often bad at any depth. */
  const field = (name: string, schema: Schema, depth: number, wild: boolean): fc.Arbitrary<unknown> => {
    const resolved = resolve(schema);
    let good: fc.Arbitrary<unknown>;
    if (resolved.enum?.length) good = fc.constantFrom(...resolved.enum);
    else if (resolved.properties && depth < 4) good = objectOf(resolved, depth + 1, wild);
    else if (resolved.type === 'array' && resolved.items && depth < 4) {
      good = fc.array(field(name, resolved.items, depth + 1, wild), { maxLength: 3 });
    } else {
      const kind: Kind = kindOf(name, resolved.type, resolved.format ?? schema.format);
      good = resolved.example !== undefined && kind === 'text' ? fc.constant(resolved.example) : plausible(kind, ids);
    }
    return wild ? fuzzed(good) : good;
  };

  const objectOf = (schema: Schema, depth: number, wild: boolean): fc.Arbitrary<Record<string, unknown>> => {
    const entries = Object.entries(schema.properties ?? {}).map(([name, property]) =>
      fc
        .option(field(name, property, depth, wild), { nil: undefined, freq: wild ? 4 : 8 })
        .map((value) => [name, value] as const),
    );
    const extra = fc.option(fc.tuple(evilKey, evil), { nil: undefined, freq: wild ? 6 : 1_000_000 });
    return fc.tuple(fc.tuple(...entries), extra).map(([values, more]) => {
      const object: Record<string, unknown> = {};
      for (const [name, value] of values) if (value !== undefined) object[name] = value;
      if (more) object[more[0]] = more[1];
      return object;
    });
  };

  /** Values of a parameter or body: clean, clean with one bad leaf, wild, or bad altogether. */
  const input = (name: string, schema: Schema) => badInput(field(name, schema, 0, false), field(name, schema, 0, true));

  const cases: fc.Arbitrary<FuzzRequest>[] = [];
  for (const [template, methods] of Object.entries(openApi.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      const schema = operation.requestBody?.content['application/json']?.schema;
      const isPublic = !operation.security?.length;

      const segments = fc.tuple(
        ...pathParameters.map((parameter) =>
          fc.oneof(
            { weight: 9, arbitrary: input(parameter.name, parameter.schema ?? {}).map(encodeSegment) },
            { weight: 1, arbitrary: rawSegment },
          ),
        ),
      );
      const query = fc.tuple(
        fc.tuple(
          ...queryParameters.map((parameter) =>
            fc
              .option(fc.array(input(parameter.name, parameter.schema ?? {}), { minLength: 1, maxLength: 2 }), {
                nil: undefined,
                freq: 3,
              })
              .map((values) => (values ?? []).map((value) => `${parameter.name}=${encodeSegment(value)}`)),
          ),
        ),
        fc.option(
          rawSegment.map((raw) => `extra=${raw}`),
          { nil: undefined, freq: 8 },
        ),
      );
      const body = schema
        ? fc.oneof(
            {
              weight: 8,
              arbitrary: input('body', schema).map((value) => ({
                contentType: 'application/json',
                payload: toJson(value),
              })),
            },
            { weight: 2, arbitrary: rawBody },
          )
        : fc.option(rawBody, { nil: undefined, freq: 9 });

      cases.push(
        fc
          .record({
            segments,
            query,
            body,
            signedIn: isPublic
              ? fc.boolean()
              : fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false)),
          })
          .map(({ segments: values, query: [pairs, extra], body: sent, signedIn }) => {
            let index = 0;
            const path = template.replace(/\{[^}]+\}/g, () => String(values[index++])).replace(/""/g, '%22%22');
            const search = [...pairs.flat(), ...(extra ? [extra] : [])].join('&');
            return {
              method: method.toUpperCase() as FuzzRequest['method'],
              url: search ? `${path}?${search}` : path,
              signedIn,
              ...(sent ?? {}),
            };
          }),
      );
    }
  }
  return cases;
}
