import { afterEach, describe, expect, it } from '@jest/globals';
import { jsonResponse, mockFetch, tokenGrant } from '../test/fixtures';
import { ApiError } from './http';
import { api } from './rest';
import { clearTokens, storeTokens } from './tokens';

afterEach(() => clearTokens());

describe('api', () => {
  it('sends the bearer token and answers the envelope data', async () => {
    const grant = tokenGrant();
    await storeTokens(grant);
    const fetchMock = mockFetch(() => jsonResponse(200, { data: { id: 'user-1' } }));
    expect(await api.get('/auth/me')).toEqual({ id: 'user-1' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/me');
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${grant.accessToken}`);
  });

  it('throws the server message and field errors', async () => {
    await storeTokens(tokenGrant());
    mockFetch(() =>
      jsonResponse(400, { statusCode: 400, message: 'Invalid Email', errors: { email: ['Invalid Email'] } }),
    );
    const error = await api.post('/users', { email: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: 'Invalid Email',
      fieldErrors: { email: ['Invalid Email'] },
    });
  });

  it('retries once with a fresh token after a 401', async () => {
    await storeTokens(tokenGrant());
    const rotated = tokenGrant([], 900, 'refresh-2');
    let meCalls = 0;
    const fetchMock = mockFetch((url) => {
      if (url === '/api/auth/refresh') return jsonResponse(200, { data: rotated });
      meCalls += 1;
      return meCalls === 1
        ? jsonResponse(401, { statusCode: 401, message: 'Unauthorized' })
        : jsonResponse(200, { data: 'ok' });
    });
    expect(await api.get('/auth/me')).toBe('ok');
    expect(new Headers(fetchMock.mock.calls[2][1].headers).get('Authorization')).toBe(`Bearer ${rotated.accessToken}`);
  });

  it('fails without calling the server when signed out', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { data: null }));
    await expect(api.get('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
