import type { ApolloServerPlugin, GraphQLRequestContextDidResolveOperation } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  TypeNameMetaFieldDef,
  type DocumentNode,
  type FragmentDefinitionNode,
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

/** The first limit the resolved operation breaks, as the error to answer with; undefined when it keeps them all. */
export function operationRefusal({
  document,
  operation,
  request,
  schema,
}: Pick<ResolvedRequest, 'document' | 'operation' | 'request' | 'schema'>): GraphQLError | undefined {
  if (!operation) return undefined;
  const fragments = fragmentsOf(document);
  const cost = Math.min(operationCost(schema, operation, fragments, request.variables), Number.MAX_SAFE_INTEGER);
  if (cost > MAX_QUERY_COST) {
    return refusal(
      'QUERY_TOO_COSTLY',
      `Query is too costly: its answer may hold ${format(cost)} fields, at most ${format(MAX_QUERY_COST)} allowed. ` +
        'Ask for smaller pages or fewer fields.',
      { cost, maxCost: MAX_QUERY_COST },
    );
  }
  const rootFields = rootFieldCount(operation.selectionSet, fragments);
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
