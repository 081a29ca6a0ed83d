import { jest } from '@jest/globals';
import { storeTokens } from '../api/tokens';

/** An unsigned JWT carrying `claims` (the client only reads the claims). */
export function fakeJwt(claims: object): string {
  const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode(claims)}.signature`;
}

export function tokenGrant(permissions: string[] = [], expiresIn = 900, refreshToken = 'refresh-1') {
  const accessToken = fakeJwt({ sub: 'user-1', accountId: 'account-1', divisionIds: ['division-1'], permissions });
  return { accessToken, expiresIn, refreshToken, tokenType: 'Bearer' as const };
}

export function signInAs(permissions: string[], expiresIn = 900): Promise<void> {
  return storeTokens(tokenGrant(permissions, expiresIn));
}

export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response;
}

/** Replaces `fetch`; `answer` gives the response of each call. */
export function mockFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  // The client always calls fetch with a URL string.
  const fetchMock = jest.fn((url: string, init: RequestInit) => Promise.resolve(answer(url, init)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON body a mocked `fetch` call sent. */
export function sentBody(call: unknown[]): unknown {
  return JSON.parse((call[1] as RequestInit).body as string);
}
