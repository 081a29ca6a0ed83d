import {
  ApolloLink,
  InMemoryCache,
  type DocumentNode,
  type FieldPolicy,
  type WatchQueryFetchPolicy,
} from '@apollo/client';
import { canonicalStringify, getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { tap } from 'rxjs';

const argument = (args: Record<string, unknown> | null, name: string) =>
  (args?.[name] ?? {}) as { pageInfo?: { nextPageKey?: string | null } };

/**
 * A keyset-paged root field (its one argument `name` carries `pageInfo: { nextPageKey, limit }`): one cache entry
 * per filter, to which the pages read with a nextPageKey (`fetchMore`) are appended in order; a first page
 * replaces it.
 */
function keysetPaged(name: string, list: string): FieldPolicy<Record<string, unknown[]>> {
  return {
    keyArgs: (args) => canonicalStringify({ ...argument(args, name), pageInfo: undefined }),
    merge: (existing, incoming, { args }) =>
      existing && argument(args, name).pageInfo?.nextPageKey
        ? { ...incoming, [list]: [...(existing[list] ?? []), ...(incoming[list] ?? [])] }
        : incoming,
  };
}

export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          complexJobs: keysetPaged('filters', 'items'),
          getAvailableAssetSchedule: keysetPaged('input', 'availability'),
        },
      },
    },
  });
}

// TanStack Query's staleness for Apollo (spec 1 §9 and spec 2 §9 cache reads for some minutes): Apollo serves
// a cached answer forever, so each query's last answer from the server is remembered here.

interface Answer {
  at: number;
  /** The root fields the query read, for `forgetAnswers`. */
  fields: string[];
}

const answers = new Map<string, Answer>();

const answerKey = (operationName: string | undefined, variables: object | undefined) =>
  `${operationName}:${canonicalStringify(variables ?? {})}`;

/** Notes when each query (operation and variables) was answered without errors. */
export const freshnessLink = new ApolloLink((operation, forward) => {
  const definition = getMainDefinition(operation.query);
  if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== OperationTypeNode.QUERY)
    return forward(operation);
  const key = answerKey(operation.operationName, operation.variables);
  const fields = definition.selectionSet.selections.flatMap((field) =>
    field.kind === Kind.FIELD ? [field.name.value] : [],
  );
  return forward(operation).pipe(
    tap((result) => {
      if (!result.errors) answers.set(key, { at: Date.now(), fields });
    }),
  );
});

/**
 * The fetch policy that gives a query TanStack's staleness: `cache-first` while its answer for these variables is
 * younger than `staleTime`, else `cache-and-network` (a cached answer shows while it is read again).
 */
export function cachePolicy(document: DocumentNode, variables: object, staleTime: number): WatchQueryFetchPolicy {
  const definition = getMainDefinition(document);
  const answer = answers.get(answerKey(definition.name?.value, variables));
  return answer && Date.now() - answer.at < staleTime ? 'cache-first' : 'cache-and-network';
}

/** The answers of the queries that read any of `fields` count as stale from now on; none at all without fields. */
export function forgetAnswers(fields?: string[]) {
  for (const [key, answer] of answers)
    if (!fields || answer.fields.some((field) => fields.includes(field))) answers.delete(key);
}
