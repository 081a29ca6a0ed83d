import { jsonResponse, mockFetch } from '../../test/fixtures';
import type { User } from './users';

export const branches = [
  { id: 'branch-1', name: 'North Yard', divisionId: 'division-1' },
  { id: 'branch-2', name: 'South Yard', divisionId: 'division-2' },
];
export const divisions = [
  { id: 'division-1', divisionName: 'Cranes' },
  { id: 'division-2', divisionName: 'Rigging' },
];
export const account = {
  id: 'account-1',
  account_name: 'Lifting Co',
  logo: null,
  occupations: [
    { id: 'occupation-1', name: 'Operator' },
    { id: 'occupation-2', name: 'Rigger' },
  ],
};

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-2',
    accountId: 'account-1',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phoneNumber: '+15555550100',
    phone_number: '+15555550100',
    authMethod: 'both',
    permissions: ['timecard:user', 'mobilehome:user', 'mobile:user', 'general:tracker', 'web:assetmap'],
    branchIds: ['branch-1'],
    divisionIds: ['division-1'],
    occupations: ['operator'],
    disabled: false,
    veteran: null,
    loginId: 'login-2',
    picture: null,
    ...overrides,
  };
}

type Handler = (init: RequestInit) => Response;

/** Serves the lookups of the user screens plus `handlers` keyed by "METHOD /api/path". */
export function serveUsers(handlers: Record<string, Handler> = {}) {
  return mockFetch((url, init) => {
    const handler = handlers[`${init.method ?? 'GET'} ${url}`];
    if (handler) return handler(init);
    if (url === '/api/branch') return jsonResponse(200, { data: branches });
    if (url === '/api/division') return jsonResponse(200, { data: divisions });
    if (url === '/api/accounts/account-1') return jsonResponse(200, { data: account });
    if (url === '/api/accounts')
      return jsonResponse(200, { data: [account, { id: 'account-2', account_name: 'Other Co' }] });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
}
