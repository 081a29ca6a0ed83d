import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { jsonResponse, mockFetch, sentBody, signInAs } from '../test/fixtures';
import { flushEvents, MAX_BATCH, track } from './analytics';
import { clearTokens } from './tokens';

type EventsBody = { events: { name: string; properties?: object; time: string }[] };

let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(async () => {
  await signInAs(['web:schedule']);
  fetchMock = mockFetch(() => jsonResponse(200, { data: { stored: 1 } }));
});

afterEach(async () => {
  await flushEvents();
  await clearTokens();
  jest.useRealTimers();
});

describe('analytics', () => {
  it('sends queued events together a few seconds later', async () => {
    jest.useFakeTimers();
    track('help center viewed');
    track('error page viewed', { errorMessage: 'Page Not Found' });
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/events');
    const { events } = sentBody(fetchMock.mock.calls[0]) as EventsBody;
    expect(events.map(({ name }) => name)).toEqual(['help center viewed', 'error page viewed']);
    expect(events[1].properties).toEqual({ errorMessage: 'Page Not Found' });
    expect(new Date(events[0].time).toISOString()).toBe(events[0].time);
  });

  it('sends at once when 100 events are queued', async () => {
    for (let i = 0; i < MAX_BATCH; i += 1) track('asset selected');
    await flushEvents();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((sentBody(fetchMock.mock.calls[0]) as EventsBody).events).toHaveLength(MAX_BATCH);
  });

  it('sends when the page is hidden, with a request that outlives the page', async () => {
    track('logout');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await flushEvents();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1].keepalive).toBe(true);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('drops the events it cannot send', async () => {
    fetchMock = mockFetch(() => jsonResponse(500, { statusCode: 500, message: 'Down' }));
    track('login');
    await flushEvents();
    await flushEvents();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
