import { ApiError, sendForBody, sendJson } from './http';
import { getAccessToken, refreshTokens } from './tokens';

function withBearer(init: RequestInit, token: string): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/** `fetch` with the session's bearer token; a 401 (token revoked or expired early) is retried once with a fresh token. */
export async function authorizedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const token = await getAccessToken();
  if (!token) throw new ApiError(401, null);
  const response = await fetch(input, withBearer(init, token));
  if (response.status !== 401) return response;
  const fresh = await refreshTokens(token);
  return fresh ? fetch(input, withBearer(init, fresh)) : response;
}

/** A page of a keyset-paged list: the envelope's `data` and, when there is a next page, `nextPageKey`. */
export interface Page<T> {
  data: T[];
  nextPageKey?: string;
}

/** The REST calls of spec 1 §7: JSON to `/api{path}` with the bearer token, answering the envelope's `data`. */
export const api = {
  get: <T>(path: string) => sendJson<T>('GET', path, undefined, authorizedFetch),
  post: <T>(path: string, body?: unknown) => sendJson<T>('POST', path, body, authorizedFetch),
  put: <T>(path: string, body?: unknown) => sendJson<T>('PUT', path, body, authorizedFetch),
  patch: <T>(path: string, body?: unknown) => sendJson<T>('PATCH', path, body, authorizedFetch),
  delete: <T>(path: string) => sendJson<T>('DELETE', path, undefined, authorizedFetch),
  /** A paged list of `T`, whose body carries `nextPageKey` beside `data`. */
  getPage: <T>(path: string) => sendForBody<Page<T>>('GET', path, undefined, authorizedFetch),
};
