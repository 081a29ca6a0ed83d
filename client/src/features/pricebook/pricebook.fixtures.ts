import { jsonResponse, mockFetch } from '../../test/fixtures';
import type { PriceBookItem } from './pricebook';

export const BRANCHES = [
  { id: 'branch-1', name: 'Denver', divisionId: 'division-1' },
  { id: 'branch-2', name: 'Phoenix', divisionId: 'division-2' },
];
export const DIVISIONS = [
  { id: 'division-1', divisionName: 'Crane Services' },
  { id: 'division-2', divisionName: 'Heavy Haul' },
];

export const ITEMS: PriceBookItem[] = [
  {
    id: 'item-1',
    name: '90-ton all-terrain crane',
    description: 'Liebherr LTM 1090',
    rate: 295,
    unit: 'hour',
    category: 'Crane Rental',
    divisionIds: ['division-1'],
    branchIds: ['branch-1'],
  },
  {
    id: 'item-2',
    name: 'Lowboy trailer haul',
    description: '55-ton lowboy with driver',
    rate: 155,
    unit: 'hour',
    category: 'Transport & Permits',
    divisionIds: ['division-2'],
    branchIds: ['branch-2'],
  },
  {
    id: 'item-3',
    name: 'Rigger',
    description: 'Qualified rigger',
    rate: null,
    unit: 'hour',
    category: 'Operators & Crew',
    divisionIds: ['division-1', 'division-2'],
    branchIds: ['branch-1', 'branch-2'],
  },
];

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

type GraphqlAnswer = (variables: Record<string, unknown>) => unknown;

/** Serves branches, divisions, events and the price book; `mutations` answer GraphQL operations by name. */
export function servePriceBook(items: PriceBookItem[] = ITEMS, mutations: Record<string, GraphqlAnswer> = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/branch') return jsonResponse(200, { data: BRANCHES });
    if (url === '/api/division') return jsonResponse(200, { data: DIVISIONS });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (url === '/graphql') {
      const { operationName, variables } = JSON.parse(init.body as string) as {
        operationName: string;
        variables: Record<string, unknown>;
      };
      if (operationName === 'PriceBookItems') {
        const priceBookItems = items.map((item) => ({ __typename: 'PriceBookItem', ...item }));
        return graphqlResponse({ data: { priceBookItems } });
      }
      const answer = mutations[operationName];
      if (answer) return graphqlResponse({ data: answer(variables) });
    }
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
}
