import type { ApolloServerPlugin, GraphQLRequestContextDidResolveOperation } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  TypeNameMetaFieldDef,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { operationCost } from './cost.js';
import { MAX_MUTATIONS, MAX_QUERY_COST, MAX_ROOT_FIELDS } from './limits.js';

type ResolvedRequest = GraphQLRequestContextDidResolveOperation<object>;

const format = (count: number) => count.toLocaleString('en-US');

function refusal(code: string, message: string, details: object = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...details, http: { status: 400 } } });
}

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
}

/** The fields at the top of a selection (aliases each, fragments expanded, `__typename` not counted). */
function rootFieldCount(set: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): number {
  const counted = new Map<string, number>();
  const count = (selections: SelectionSetNode): number =>
    selections.selections.reduce((sum, selection) => {
      if (selection.kind === Kind.FIELD) return sum + (selection.name.value === TypeNameMetaFieldDef.name ? 0 : 1);
      if (selection.kind === Kind.INLINE_FRAGMENT) return sum + count(selection.selectionSet);
      const name = selection.name.value;
      if (!counted.has(name)) {
        counted.set(name, 0); // a cycle (refused by validation anyway) ends here
        const fragment = fragments.get(name);
        counted.set(name, fragment ? count(fragment.selectionSet) : 0);
      }
      return sum + counted.get(name)!;
    }, 0);
  return count(set);
}

/** Variables longer than this as JSON are not kept as a key: their cost is computed every time. */
const MAX_KEY_LENGTH = 1024;
/** Costs kept per operation (distinct variables); the operation's are dropped when one more comes. */
const MAX_COSTS_PER_OPERATION = 100;

interface OperationFacts {
  fragments?: Map<string, FragmentDefinitionNode>;
  rootFields?: number;
  /** Cost by the JSON of the variables sent. */
  costs: Map<string, number>;
}

/**
 * What the limits need of an operation, kept per schema and operation node: Apollo keeps the parsed document of a
 * query text, so the same query brings the same nodes. The cost is a function of the operation, its document's
 * fragments and the variables alone (operationCost reads nothing else), so it is kept by the JSON of the variables
 * (a JSON body's values, which JSON writes back as they were read), for short ones; the root field count depends on
 * the document alone. A request's operation is thus measured once, not on every request.
 */
const facts = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, OperationFacts>>();

function factsOf(schema: GraphQLSchema, operation: OperationDefinitionNode): OperationFacts {
  let bySchema = facts.get(schema);
  if (!bySchema) facts.set(schema, (bySchema = new WeakMap()));
  let found = bySchema.get(operation);
  if (!found) bySchema.set(operation, (found = { costs: new Map() }));
  return found;
}

function costOf(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  known: OperationFacts,
  fragments: () => Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> | undefined,
): number {
  const key = keyOf(variables);
  const cached = key === undefined ? undefined : known.costs.get(key);
  if (cached !== undefined) return cached;
  const cost = Math.min(operationCost(schema, operation, fragments(), variables), Number.MAX_SAFE_INTEGER);
  if (key !== undefined) {
    if (known.costs.size >= MAX_COSTS_PER_OPERATION) known.costs.clear();
    known.costs.set(key, cost);
  }
  return cost;
}

/** The variables' JSON, when short (undefined for long ones, and for values JSON cannot write: not from a body). */
function keyOf(variables: Record<string, unknown> | undefined): string | undefined {
  if (variables === undefined) return '';
  try {
    const key = JSON.stringify(variables);
    return key.length <= MAX_KEY_LENGTH ? key : undefined;
  } catch {
    return undefined;
  }
}

/** The first limit the resolved operation breaks, as the error to answer with; undefined when it keeps them all. */
export function operationRefusal({
  document,
  operation,
  request,
  schema,
}: Pick<ResolvedRequest, 'document' | 'operation' | 'request' | 'schema'>): GraphQLError | undefined {
  if (!operation) return undefined;
  const known = factsOf(schema, operation);
  const fragments = () => (known.fragments ??= fragmentsOf(document));
  const cost = costOf(schema, operation, known, fragments, request.variables);
  if (cost > MAX_QUERY_COST) {
    return refusal(
      'QUERY_TOO_COSTLY',
      `Query is too costly: its answer may hold ${format(cost)} fields, at most ${format(MAX_QUERY_COST)} allowed. ` +
        'Ask for smaller pages or fewer fields.',
      { cost, maxCost: MAX_QUERY_COST },
    );
  }
  const rootFields = (known.rootFields ??= rootFieldCount(operation.selectionSet, fragments()));
  if (rootFields > MAX_ROOT_FIELDS) {
    return refusal(
      'TOO_MANY_ROOT_FIELDS',
      `Query has too many root fields: ${rootFields}, at most ${MAX_ROOT_FIELDS} allowed.`,
    );
  }
  if (operation.operation === OperationTypeNode.MUTATION && rootFields > MAX_MUTATIONS) {
    return refusal(
      'TOO_MANY_MUTATIONS',
      `Request has too many mutations: ${rootFields}, at most ${MAX_MUTATIONS} allowed.`,
    );
  }
  return undefined;
}

/**
 * Refuses, before anything resolves, an operation beyond the limits: a 400 with a code of its own. It runs once the
 * operation is resolved rather than among the validation rules, because the cost depends on the variables (page
 * sizes). One operation per request: Apollo's batched requests are off.
 */
export function operationLimitsPlugin(): ApolloServerPlugin {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: (context) => {
          const error = operationRefusal(context);
          return error ? Promise.reject(error) : Promise.resolve();
        },
      }),
  };
}
