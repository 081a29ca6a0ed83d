import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { FuzzRequest } from './rest.js';
import { badInput, Deep, encodeSegment, evil, evilKey, fuzzed, kindOf, plausible, toJson } from './values.js';

/** A value as a GraphQL literal, so that it reaches the server through the document rather than the variables. */
function literal(value: unknown): string {
  if (value instanceof Deep) return value.text();
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${key}: ${literal(item)}`)
      .join(', ')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** The scalar fields of a type, and the object fields it holds by their type name only: enough to resolve the field. */
function selection(type: GraphQLNamedOutputType): string {
  if (!isObjectType(type)) return '';
  return Object.values(type.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => (isLeafType(getNamedType(field.type)) ? field.name : `${field.name} { __typename }`))
    .join(' ');
}

/** One arbitrary per query and mutation of the schema, each yielding calls of that field with generated arguments. */
export function graphqlCases(schema: GraphQLSchema, ids: string[]): fc.Arbitrary<FuzzRequest>[] {
  /** An argument's value: plausible (clean) or, wild, often bad at any depth. */
  const value = (name: string, type: GraphQLInputType, depth: number, wild: boolean): fc.Arbitrary<unknown> => {
    if (isNonNullType(type)) return value(name, type.ofType, depth, wild);
    let good: fc.Arbitrary<unknown>;
    if (isListType(type)) good = fc.array(value(name, type.ofType, depth + 1, wild), { maxLength: 3 });
    else if (isEnumType(type)) good = fc.constantFrom(...type.getValues().map((item) => item.name));
    else if (isInputObjectType(type) && depth < 4) {
      const entries = Object.values(type.getFields()).map((field) =>
        fc
          .option(value(field.name, field.type, depth + 1, wild), {
            nil: undefined,
            freq: isNonNullType(field.type) && !wild ? 1_000_000 : wild ? 4 : 6,
          })
          .map((item) => [field.name, item] as const),
      );
      const extra = fc.option(fc.tuple(evilKey, evil), { nil: undefined, freq: wild ? 8 : 1_000_000 });
      good = fc.tuple(fc.tuple(...entries), extra).map(([items, more]) => {
        const result: Record<string, unknown> = {};
        for (const [key, item] of items) if (item !== undefined) result[key] = item;
        if (more) result[more[0]] = more[1];
        return result;
      });
    } else good = plausible(kindOf(name, getNamedType(type).name), ids);
    return wild ? fuzzed(good) : good;
  };

  const call = (operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) => {
    const args = fc.tuple(
      ...field.args.map((arg) =>
        fc.option(badInput(value(arg.name, arg.type, 0, false), value(arg.name, arg.type, 0, true)), {
          nil: undefined,
          freq: isNonNullType(arg.type) ? 12 : 3,
        }),
      ),
    );
    const fields = selection(getNamedType(field.type));
    const body = fields ? ` { __typename ${fields} }` : '';
    return fc
      .record({
        args,
        inline: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, fc.constant(true)),
        viaGet: fc.oneof({ weight: 19, arbitrary: fc.constant(false) }, fc.constant(true)),
        signedIn: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false)),
      })
      .map(({ args: values, inline, viaGet, signedIn }): FuzzRequest => {
        const given = field.args.flatMap((arg, index) =>
          values[index] === undefined ? [] : [{ arg, value: values[index] }],
        );
        const declared = given.map(({ arg }) => `$${arg.name}: ${String(arg.type)}`).join(', ');
        const passed = given
          .map(({ arg, value: item }) => `${arg.name}: ${inline ? literal(item) : `$${arg.name}`}`)
          .join(', ');
        const head = !inline && declared ? `${operation} Fuzz(${declared})` : operation;
        const query = `${head} { ${field.name}${passed ? `(${passed})` : ''}${body} }`;
        const variables = inline ? {} : Object.fromEntries(given.map(({ arg, value: item }) => [arg.name, item]));
        if (viaGet && operation === 'query') {
          const search = `query=${encodeSegment(query)}&variables=${encodeSegment(toJson(variables))}`;
          return { method: 'GET', url: `/graphql?${search}`, signedIn };
        }
        return {
          method: 'POST',
          url: '/graphql',
          signedIn,
          contentType: 'application/json',
          payload: toJson({ query, variables }),
        };
      });
  };

  return [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => call('query', field)),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => call('mutation', field)),
  ];
}
