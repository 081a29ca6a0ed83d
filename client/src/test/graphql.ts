import type { TypedDocumentNode } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';

/** A GraphQL answer as Apollo's HttpLink reads it. */
export function graphqlResponse(body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: true,
    status: 200,
    headers: new Map([['content-type', 'application/graphql-response+json']]),
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(body),
  } as unknown as Response;
}

/** How a mocked server answers one GraphQL operation. */
export interface OperationAnswer {
  operationName: string;
  respond: (variables: never) => Response;
}

const errors = (message: string) => graphqlResponse({ data: null, errors: [{ message }] });

/**
 * The answers to the operation of `document` (a generated `…Document` of api/gql, or the feature's own): `with`
 * answers data typed like the real answer, so that a renamed field breaks the mock too; `failing` answers errors.
 */
export function answer<Data, Variables>(document: TypedDocumentNode<Data, Variables>) {
  const operationName = getMainDefinition(document).name?.value ?? '';
  return {
    with: (data: (variables: Variables) => Data): OperationAnswer => ({
      operationName,
      respond: (variables: Variables) => graphqlResponse({ data: data(variables) }),
    }),
    failing: (message: string): OperationAnswer => ({ operationName, respond: () => errors(message) }),
  };
}

/** The operation name and variables a `POST /graphql` carried. */
export function graphqlRequest(init: RequestInit) {
  return JSON.parse(init.body as string) as { operationName: string; variables: Record<string, unknown> };
}

/** Answers a `POST /graphql` with the first of `answers` for its operation; one none answers fails with errors. */
export function answerGraphQL(init: RequestInit, answers: OperationAnswer[]): Response {
  const { operationName, variables } = graphqlRequest(init);
  const found = answers.find((candidate) => candidate.operationName === operationName);
  return found
    ? (found.respond as (variables: unknown) => Response)(variables)
    : errors(`No answer for ${operationName}.`);
}

/** The variables of each GraphQL call of the operation, in order. */
export function graphqlCalls(fetchMock: { mock: { calls: [string, RequestInit][] } }, operationName: string) {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/graphql')
    .map(([, init]) => graphqlRequest(init))
    .filter((request) => request.operationName === operationName)
    .map((request) => request.variables);
}
