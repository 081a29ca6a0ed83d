import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { DefinitionNode, OperationDefinitionNode } from 'graphql';
import { GraphQLRequestError, httpFailureMessage } from './errors';
import { authorizedFetch } from './rest';

/** The document's operation (its other definitions are fragments): without graphql-js's Kind, 0.6 KiB. */
const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode => 'operation' in definition;

/**
 * One GraphQL query read without Apollo Client, for TanStack Query (docs/performance.md, "Measured in a browser"):
 * the operation POSTed to the one GraphQL endpoint as Apollo's HttpLink sends it, with the session's token. It fails
 * as an Apollo read does (spec 1 §8): a non-OK response with the body's message, else "Failed to fetch: {status}";
 * an answer with errors as CombinedGraphQLErrors ("GraphQL Errors: {first message}"). The query is the document's
 * text when it has one (the build's documents carry it: client/vite.config.ts), else printed by graphql-js, loaded
 * then (the dev server's and Jest's documents).
 */
export async function readGraphQL<Data, Variables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const operation = document.definitions.find(isOperation);
  const query = document.loc?.source.body ?? (await import('graphql/language/printer')).print(document);
  const response = await authorizedFetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json' },
    body: JSON.stringify({ operationName: operation?.name?.value, variables, query }),
  });
  const text = await response.text();
  if (!response.ok) throw new GraphQLRequestError(httpFailureMessage(response.status, text));
  const result = JSON.parse(text) as { data?: Data | null; errors?: CombinedGraphQLErrors['errors'] };
  if (result.errors?.length || !result.data) throw new CombinedGraphQLErrors(result);
  return result.data;
}
