import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mockFetch, signInAs } from '../test/fixtures';
import { errorMessage, GraphQLRequestError } from './errors';
import { graphql } from './gql';
import { apolloClient, assertMutationSuccess } from './graphql';
import { clearTokens } from './tokens';

const ME = graphql(`
  query Me {
    me {
      id
      firstName
    }
  }
`);

function graphqlResponse(status: number, body: unknown, contentType = 'application/graphql-response+json') {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Map([['content-type', contentType]]),
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(body),
  } as unknown as Response;
}

beforeEach(() => signInAs(['web:schedule']));

afterEach(async () => {
  await clearTokens();
  await apolloClient.clearStore();
});

describe('apolloClient', () => {
  it('posts to /graphql with the bearer token and the GraphQL response media type', async () => {
    const fetchMock = mockFetch(() =>
      graphqlResponse(200, { data: { me: { __typename: 'User', id: 'user-1', firstName: 'Ada' } } }),
    );
    const { data } = await apolloClient.query({ query: ME });
    expect(data).toEqual({ me: { __typename: 'User', id: 'user-1', firstName: 'Ada' } });
    const [url, init] = fetchMock.mock.calls[0];
    const headers = new Headers(init.headers);
    expect(url).toBe('/graphql');
    expect(headers.get('Authorization')).toMatch(/^Bearer /);
    expect(headers.get('Accept')).toBe('application/graphql-response+json');
  });

  it('fails with "GraphQL Errors:" and the first error', async () => {
    mockFetch(() => graphqlResponse(200, { data: null, errors: [{ message: 'Not allowed' }, { message: 'Other' }] }));
    const error = await apolloClient
      .query({ query: ME, fetchPolicy: 'network-only' })
      .catch((caught: unknown) => caught);
    expect(errorMessage(error, 'fallback')).toBe('GraphQL Errors: Not allowed');
  });

  it("fails with the body's message on a non-OK answer, else with the status", async () => {
    mockFetch(() => graphqlResponse(503, { message: 'Down for maintenance' }, 'application/json'));
    const withMessage = await apolloClient.query({ query: ME, fetchPolicy: 'network-only' }).catch((e: unknown) => e);
    expect(errorMessage(withMessage, 'fallback')).toBe('Down for maintenance');

    mockFetch(() => graphqlResponse(502, 'Bad gateway', 'text/html'));
    const withoutMessage = await apolloClient
      .query({ query: ME, fetchPolicy: 'network-only' })
      .catch((e: unknown) => e);
    expect(errorMessage(withoutMessage, 'fallback')).toBe('Failed to fetch: 502');
  });

  it('treats a mutation answering success false as "GraphQL Errors: {message}"', () => {
    const ok = { code: 200, success: true, message: 'Created' };
    expect(assertMutationSuccess(ok)).toBe(ok);
    const failure = () => assertMutationSuccess({ code: 400, success: false, message: 'Rate must be positive' });
    expect(failure).toThrow(GraphQLRequestError);
    expect(failure).toThrow('GraphQL Errors: Rate must be positive');
  });
});
