import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { print } from 'graphql';
import { mockFetch, signInAs } from '../test/fixtures';
import { graphqlResponse } from '../test/graphql';
import { errorMessage } from './errors';
import { graphql } from './gql';
import { readGraphQL } from './graphqlRead';
import { clearTokens } from './tokens';

const ME = graphql(`
  query Me {
    me {
      id
      firstName
    }
  }
`);

const failed = (status: number, body: string) =>
  ({ ok: false, status, text: () => Promise.resolve(body) }) as unknown as Response;

beforeEach(() => signInAs(['web:schedule']));
afterEach(() => clearTokens());

describe('readGraphQL', () => {
  it('posts the operation to /graphql with the bearer token and answers its data', async () => {
    const fetchMock = mockFetch(() =>
      graphqlResponse({ data: { me: { __typename: 'User', id: 'u', firstName: 'Ada' } } }),
    );
    await expect(readGraphQL(ME, {})).resolves.toEqual({ me: { __typename: 'User', id: 'u', firstName: 'Ada' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer /);
    const body = JSON.parse(init.body as string) as { operationName: string; query: string; variables: object };
    expect(body).toMatchObject({ operationName: 'Me', variables: {} });
    expect(body.query).toContain('query Me');
  });

  it("sends the document's own text when it carries one (the build's documents), else the printed document", async () => {
    const fetchMock = mockFetch(() => graphqlResponse({ data: { me: null } }));
    const sentQuery = (call: number) =>
      (JSON.parse(fetchMock.mock.calls[call][1].body as string) as { query: string }).query;
    const text = 'query Me { me { id firstName } }';
    await readGraphQL({ ...ME, loc: { start: 0, end: text.length, source: { body: text } } } as typeof ME, {});
    expect(sentQuery(0)).toBe(text);
    await readGraphQL(ME, {});
    expect(sentQuery(1)).toBe(print(ME));
  });

  it('fails with "GraphQL Errors:" and the first message when the answer has errors (spec 1 §8)', async () => {
    mockFetch(() => graphqlResponse({ data: null, errors: [{ message: 'Not allowed.' }, { message: 'Other.' }] }));
    const error = await readGraphQL(ME, {}).catch((caught: unknown) => caught);
    expect(errorMessage(error, 'fallback')).toBe('GraphQL Errors: Not allowed.');
  });

  it('fails with the body\'s message, else "Failed to fetch: {status}", on a non-OK response (spec 1 §8)', async () => {
    mockFetch(() => failed(400, JSON.stringify({ message: 'Bad filters.' })));
    expect(errorMessage(await readGraphQL(ME, {}).catch((caught: unknown) => caught), '')).toBe('Bad filters.');
    mockFetch(() => failed(502, '<html>Bad gateway</html>'));
    expect(errorMessage(await readGraphQL(ME, {}).catch((caught: unknown) => caught), '')).toBe('Failed to fetch: 502');
  });
});
