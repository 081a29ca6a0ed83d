import { PriceBookItemsDocument } from '../../api/gql/graphql';
import { jsonResponse, mockFetch } from '../../test/fixtures';
import { answer, answerGraphQL, type OperationAnswer } from '../../test/graphql';
import type { PriceBookItem } from './pricebook';

export const BRANCHES = [
  { id: 'branch-1', name: 'Denver', divisionId: 'division-1' },
  { id: 'branch-2', name: 'Phoenix', divisionId: 'division-2' },
];
export const DIVISIONS = [
  { id: 'division-1', divisionName: 'Crane Services' },
  { id: 'division-2', divisionName: 'Heavy Haul' },
];

/** The items as the page shows them; the server's answer adds each one's `__typename`. */
export const ITEMS: Omit<PriceBookItem, '__typename'>[] = [
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

/** Serves branches, divisions, events and the price book, and the GraphQL `answers` (mutations) given. */
export function servePriceBook(items = ITEMS, answers: OperationAnswer[] = []) {
  const priceBookItems = items.map((item) => ({ __typename: 'PriceBookItem' as const, ...item }));
  return mockFetch((url, init) => {
    if (url === '/api/branch') return jsonResponse(200, { data: BRANCHES });
    if (url === '/api/division') return jsonResponse(200, { data: DIVISIONS });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (url === '/graphql')
      return answerGraphQL(init, [...answers, answer(PriceBookItemsDocument).with(() => ({ priceBookItems }))]);
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
}
