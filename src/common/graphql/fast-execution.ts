import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  BREAK,
  defaultFieldResolver,
  getArgumentValues,
  getVariableValues,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  OperationTypeNode,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { collectFields, collectSubfields } from 'graphql/execution/collectFields.js';

/**
 * A faster executor for the common read: a query whose fields below its root fields are plain data (no resolver of
 * their own, no arguments, no abstract types, no directives). graphql-js completes every field of every row through its
 * general machinery (resolve info, argument maps and a null-prototype object per field): about 2.5 ms for a month of
 * the schedule (300 jobs of 9 fields), more than its SQL. For such a query this plugin resolves the root fields itself,
 * exactly as graphql-js would (the same resolvers, so the same guards, pipes, validation and interceptors, with the
 * same arguments and resolve info), then completes their values with a completer compiled once per document: plain
 * objects in the order graphql-js gives, each leaf serialized by its type.
 *
 * Anything it does not handle goes the usual way, decided before anything runs (mutations, subscriptions, directives,
 * field resolvers below the root, interfaces and unions, introspection) or after the root fields resolved (an error, a
 * null in a non-null field, a promise or a function where data was expected, a value its type cannot serialize). In the
 * second case graphql-js executes the operation as always, but the root fields answer what they already answered (their
 * value or their error): nothing runs twice, and errors, paths and partial data are graphql-js's own, formatted by
 * Apollo as always. Plugins see the request as before, except `executionDidStart` and `willResolveField` on the fast
 * path: none of ours uses them (and Apollo's cache-control plugin, which would, is off).
 */

/** Thrown by a completer when graphql-js must complete the value: it alone knows how to answer that case. */
class Bail extends Error {}
const BAIL = new Bail('completed by graphql-js');
type Complete = (value: unknown) => unknown;

interface RootField {
  responseName: string;
  fieldNodes: readonly FieldNode[];
  /** Null for `__typename`. */
  field: GraphQLField<unknown, unknown> | null;
  complete: Complete;
}

interface Plan {
  fields: RootField[];
  fragments: Record<string, FragmentDefinitionNode>;
}

/** The root fields already resolved in a request, replayed when graphql-js executes the operation after all. */
interface Resolved {
  operation: OperationDefinitionNode;
  results: Map<string, { value: unknown } | { error: unknown }>;
}

/** By request (replayKey): its root fields' answers, until graphql-js has replayed them. */
const replays = new WeakMap<object, Resolved>();
/** The root resolvers as the schema had them, before replayRootFields wrapped them. */
const originals = new WeakMap<GraphQLField<unknown, unknown>, GraphQLFieldResolver<unknown, unknown>>();
const plans = new WeakMap<DocumentNode, Map<string | null, Plan | null>>();

/** A promise rejected with what a resolver threw, whatever it is. */
const rejection = (reason: unknown): Promise<never> =>
  Promise.resolve().then(() => {
    throw reason;
  });

const isThenable = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

const hasDirectives = (document: DocumentNode): boolean => {
  let found = false;
  visit(document, {
    Directive() {
      found = true;
      return BREAK;
    },
  });
  return found;
};

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const fragments = Object.create(null) as Record<string, FragmentDefinitionNode>;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return fragments;
}

type PropertyRead = (source: object) => unknown;

/**
 * The resolver @nestjs/graphql gives every `@Field()` of a code-first object type (`createFieldResolver` in its
 * object-type-definition.factory.js): `(root) => root[property] ?? the field's defaultValue` (undefined only). It reads
 * its source alone, so it is called with the source alone. Any other resolver (a `@ResolveField`, field middleware)
 * leaves the field to graphql-js. fast-execution.spec.ts fails if a new @nestjs/graphql stops matching this.
 */
export const isPropertyRead = (resolve: GraphQLFieldResolver<unknown, unknown>): boolean =>
  resolve.name === 'rootFieldResolver' && resolve.length === 1;

/** Compiles the completion of a field's value; null when graphql-js must complete it. */
function compiler(schema: GraphQLSchema, fragments: Record<string, FragmentDefinitionNode>) {
  const complete = (type: GraphQLOutputType, nodes: readonly FieldNode[]): Complete | null => {
    if (isNonNullType(type)) {
      const inner = completeValue(type.ofType, nodes);
      return (
        inner &&
        ((value) => {
          if (value === null || value === undefined) throw BAIL;
          return inner(value);
        })
      );
    }
    const inner = completeValue(type, nodes);
    return inner && ((value) => (value === null || value === undefined ? null : inner(value)));
  };

  /** For a value that is neither null nor undefined. */
  const completeValue = (type: GraphQLOutputType, nodes: readonly FieldNode[]): Complete | null => {
    if (isListType(type)) {
      const item = complete(type.ofType, nodes);
      return (
        item &&
        ((value) => {
          if (!Array.isArray(value)) throw BAIL;
          const items = new Array<unknown>(value.length);
          for (let index = 0; index < value.length; index++) items[index] = item(value[index]);
          return items;
        })
      );
    }
    if (isLeafType(type)) {
      return (value) => {
        if (isThenable(value) || value instanceof Error) throw BAIL;
        const serialized = type.serialize(value);
        if (serialized === null || serialized === undefined) throw BAIL;
        return serialized;
      };
    }
    if (isObjectType(type)) return completeObject(type, nodes);
    return null; // interfaces and unions: graphql-js resolves the runtime type
  };

  const completeObject = (type: GraphQLObjectType, nodes: readonly FieldNode[]): Complete | null => {
    if (type.isTypeOf) return null;
    const fields: {
      responseName: string;
      fieldName: string;
      typename?: string;
      read?: PropertyRead;
      complete?: Complete;
    }[] = [];
    for (const [responseName, fieldNodes] of collectSubfields(schema, fragments, {}, type, nodes)) {
      // A plain object would take `__proto__` as its prototype: graphql-js's null-prototype result keeps it a key.
      if (responseName === '__proto__') return null;
      const fieldName = fieldNodes[0].name.value;
      if (fieldName === '__typename') {
        fields.push({ responseName, fieldName, typename: type.name });
        continue;
      }
      const field = type.getFields()[fieldName];
      if (!field || field.args.length > 0 || (field.resolve && !isPropertyRead(field.resolve))) return null;
      const completeField = complete(field.type, fieldNodes);
      if (!completeField) return null;
      fields.push({
        responseName,
        fieldName,
        read: field.resolve as PropertyRead | undefined,
        complete: completeField,
      });
    }
    return (value) => {
      if (typeof value !== 'object' || value === null || isThenable(value) || value instanceof Error) throw BAIL;
      const source = value as Record<string, unknown>;
      const result: Record<string, unknown> = {};
      for (const { responseName, fieldName, typename, read, complete: completeField } of fields) {
        if (typename !== undefined) {
          result[responseName] = typename;
          continue;
        }
        let property: unknown;
        if (read) {
          property = read(source);
        } else {
          property = source[fieldName];
          if (typeof property === 'function') throw BAIL; // graphql-js's default resolver would call it
        }
        result[responseName] = completeField!(property);
      }
      return result;
    };
  };

  return complete;
}

/** The root fields of a query with their compiled completion, or null when graphql-js must execute it. */
function compilePlan(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Plan | null {
  const queryType = schema.getQueryType();
  if (operation.operation !== OperationTypeNode.QUERY || !queryType || hasDirectives(document)) return null;
  const fragments = fragmentsOf(document);
  const complete = compiler(schema, fragments);
  const fields: RootField[] = [];
  for (const [responseName, fieldNodes] of collectFields(schema, fragments, {}, queryType, operation.selectionSet)) {
    const fieldName = fieldNodes[0].name.value;
    if (responseName === '__proto__') return null;
    if (fieldName === '__typename') {
      fields.push({ responseName, fieldNodes, field: null, complete: () => queryType.name });
      continue;
    }
    // Introspection (__schema, __type) is no field of the query type: graphql-js answers it.
    const field = queryType.getFields()[fieldName];
    const completeField = field && complete(field.type, fieldNodes);
    if (!completeField) return null;
    fields.push({ responseName, fieldNodes, field, complete: completeField });
  }
  return { fields, fragments };
}

/** The plan of an operation of a document, compiled once (Apollo's document store keeps parsed documents). */
function planFor(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  operationName: string | null,
): Plan | null {
  let byOperation = plans.get(document);
  if (!byOperation) {
    byOperation = new Map();
    plans.set(document, byOperation);
  }
  if (!byOperation.has(operationName)) byOperation.set(operationName, compilePlan(schema, document, operation));
  return byOperation.get(operationName)!;
}

/** Resolves the root fields as graphql-js's executeFields does: all started in order, then awaited together. */
async function resolveRootFields(
  { schema, operation, contextValue }: Operation,
  { fields, fragments }: Plan,
  variableValues: Record<string, unknown>,
): Promise<Resolved> {
  const queryType = schema.getQueryType()!;
  // Each resolver is called at once, in order, and what it throws becomes its rejection, as in graphql-js.
  const pending = fields.map(({ responseName, fieldNodes, field }) => {
    if (!field) return Promise.resolve(undefined);
    try {
      const args = getArgumentValues(field, fieldNodes[0], variableValues);
      const info: GraphQLResolveInfo = {
        fieldName: field.name,
        fieldNodes,
        returnType: field.type,
        parentType: queryType,
        path: { prev: undefined, key: responseName, typename: queryType.name },
        schema,
        fragments,
        rootValue: undefined,
        operation,
        variableValues,
      };
      const resolve = originals.get(field) ?? field.resolve ?? defaultFieldResolver;
      return Promise.resolve(resolve(undefined, args, contextValue, info));
    } catch (error) {
      return rejection(error);
    }
  });
  const settled = await Promise.allSettled(pending);
  return {
    operation,
    results: new Map(
      fields.map(({ responseName }, index) => {
        const outcome = settled[index];
        const result = outcome.status === 'fulfilled' ? { value: outcome.value } : { error: outcome.reason as unknown };
        return [responseName, result];
      }),
    ),
  };
}

/** The root resolvers answer what the fast path already resolved in this request (once each), else run. */
function replayRootFields(schema: GraphQLSchema): void {
  const queryType = schema.getQueryType();
  for (const field of Object.values(queryType?.getFields() ?? {})) {
    if (originals.has(field)) continue;
    const original = field.resolve ?? defaultFieldResolver;
    originals.set(field, original);
    field.resolve = (source, args, context: object, info) => {
      const resolved = info.path.prev === undefined ? replays.get(replayKey(context)) : undefined;
      const result = resolved?.operation === info.operation ? resolved.results.get(info.path.key as string) : undefined;
      if (!result) return original(source, args, context, info);
      resolved!.results.delete(info.path.key as string);
      // Rejected, as the resolver's own promise was.
      return 'error' in result ? rejection(result.error) : result.value;
    };
  }
}

/** What executeFast needs of a request: its parsed and validated operation, and its GraphQL context. */
export interface Operation {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  operationName: string | null;
  contextValue: object;
}

/**
 * The answer of a query on the fast path (its `data`), or null when graphql-js must execute it. When the root fields
 * already ran, graphql-js's execution of the same request replays their answers.
 */
export async function executeFast(
  request: Operation,
  variables: Record<string, unknown> | undefined,
): Promise<Record<string, unknown> | null> {
  const { schema, document, operation, operationName, contextValue } = request;
  const plan = planFor(schema, document, operation, operationName);
  if (!plan) return null;
  const { coerced } = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, {
    maxErrors: 50,
  });
  if (!coerced) return null; // graphql-js reports the variables' errors
  const resolved = await resolveRootFields(request, plan, coerced);
  const data: Record<string, unknown> = {};
  try {
    for (const { responseName, complete } of plan.fields) {
      const result = resolved.results.get(responseName)!;
      if ('error' in result) throw BAIL;
      data[responseName] = complete(result.value);
    }
  } catch {
    replays.set(replayKey(contextValue), resolved);
    return null;
  }
  return data;
}

/**
 * Replays are kept by the HTTP request (the context's `req`, which Apollo's context function puts there): a request
 * the fast lane (fast-lane.ts) hands to Apollo gets a new context from Apollo, but it is the same request.
 */
const replayKey = (context: object): object => (context as { req?: object }).req ?? context;

/** Whether the root fields of this request already ran: graphql-js executes it and they replay their answers. */
const hasRun = (context: object): boolean => replays.has(replayKey(context));

export function fastExecutionPlugin(): ApolloServerPlugin<object> {
  return {
    serverWillStart: ({ schema }) => {
      replayRootFields(schema);
      return Promise.resolve();
    },
    requestDidStart: () =>
      Promise.resolve({
        responseForOperation: async ({ schema, document, operation, operationName, request, contextValue }) => {
          // No operation of that name (graphql-js answers the error), or the root fields already ran.
          if (!operation || hasRun(contextValue)) return null;
          const data = await executeFast(
            { schema, document, operation, operationName, contextValue },
            request.variables,
          );
          if (!data) return null;
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: { data } },
          };
        },
      }),
  };
}
