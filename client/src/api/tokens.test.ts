import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { jsonResponse, mockFetch, sentBody, tokenGrant } from '../test/fixtures';
import { clearTokens, getAccessToken, getTokens, storeTokens, subscribeTokens } from './tokens';

afterEach(async () => {
  await clearTokens();
  jest.useRealTimers();
});

const rotated = tokenGrant(['web:schedule'], 900, 'refresh-2');

describe('token store', () => {
  it('has no token when signed out', async () => {
    expect(await getAccessToken()).toBeNull();
  });

  it('keeps the tokens in local storage', async () => {
    const grant = tokenGrant();
    await storeTokens(grant);
    expect(JSON.parse(localStorage.getItem('groundcrew.session')!)).toMatchObject({
      accessToken: grant.accessToken,
      refreshToken: 'refresh-1',
    });
  });

  it('answers the current token while it is more than 10 s from expiry', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { data: rotated }));
    const grant = tokenGrant([], 11);
    await storeTokens(grant);
    expect(await getAccessToken()).toBe(grant.accessToken);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes within 10 s of expiry, storing the rotated refresh token', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { data: rotated }));
    await storeTokens(tokenGrant([], 9));
    expect(await getAccessToken()).toBe(rotated.accessToken);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/refresh');
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ refreshToken: 'refresh-1' });
    expect(getTokens()?.refreshToken).toBe('refresh-2');
  });

  it('shares one refresh between concurrent callers, as the refresh token may be used once', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { data: rotated }));
    await storeTokens(tokenGrant([], 5));
    const tokens = await Promise.all([getAccessToken(), getAccessToken(), getAccessToken()]);
    expect(tokens).toEqual([rotated.accessToken, rotated.accessToken, rotated.accessToken]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses tokens another tab has just rotated instead of refreshing again', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { data: rotated }));
    await storeTokens(tokenGrant([], 5));
    const otherTab = { accessToken: 'other-tab', refreshToken: 'refresh-3', expiresAt: Date.now() + 900_000 };
    localStorage.setItem('groundcrew.session', JSON.stringify(otherTab));
    expect(await getAccessToken()).toBe('other-tab');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs out when the refresh is refused', async () => {
    mockFetch(() => jsonResponse(401, { statusCode: 401, message: 'Session expired.' }));
    const listener = jest.fn();
    await storeTokens(tokenGrant([], 5));
    const unsubscribe = subscribeTokens(listener);
    expect(await getAccessToken()).toBeNull();
    expect(getTokens()).toBeNull();
    expect(localStorage.getItem('groundcrew.session')).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps the session when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await storeTokens(tokenGrant([], 5));
    await expect(getAccessToken()).rejects.toThrow('Failed to fetch');
    expect(getTokens()).not.toBeNull();
  });

  it('refreshes on its own 10 s before expiry', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch(() => jsonResponse(200, { data: rotated }));
    await storeTokens(tokenGrant([], 60));
    await jest.advanceTimersByTimeAsync(49_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getTokens()?.accessToken).toBe(rotated.accessToken);
  });
});
