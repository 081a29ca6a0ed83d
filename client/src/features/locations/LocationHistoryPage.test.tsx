import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { clearTokens } from '../../api/tokens';
import { SUPER_ADMIN } from '../../auth/permissions';
import { jsonResponse, signInAs } from '../../test/fixtures';
import { reveal, stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import { formatDateTime } from '../../ui/format';
import { anAsset, serveAssets, type Handler } from '../assets/assets.fixtures';
import { aPoint } from './locations.fixtures';
import LocationHistoryPage from './LocationHistoryPage';

beforeEach(async () => {
  stubIntersectionObserver();
  await signInAs([SUPER_ADMIN]);
});
afterEach(async () => {
  await clearTokens();
});

/** Serves asset-1 and its history through `history`. */
function serveHistory(history: Handler) {
  return serveAssets({
    'GET /api/assets/asset-1': () => jsonResponse(200, { data: anAsset({ assetName: 'Tower Crane 7' }) }),
    'GET /api/assets/locations': history,
  });
}

const historyReads = (fetchMock: ReturnType<typeof serveAssets>) =>
  fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/assets/locations'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

const renderPage = (assetId = 'asset-1') =>
  renderWithProviders(<p>elsewhere</p>, {
    path: `/admin/location/${assetId}`,
    access: testAccess([SUPER_ADMIN]),
    routes: [{ path: '/admin/location/:assetId', element: <LocationHistoryPage /> }],
  });

/** A response that arrives when `release` is called. */
function deferred() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
}

describe('location history', () => {
  it("shows the asset's name and its points in the spec's columns, unnamed points near the nearest city", async () => {
    const fetchMock = serveHistory(() =>
      jsonResponse(200, {
        data: [
          aPoint('p1', {
            localDateTime: '2026-11-22T11:15:00+01:00',
            address: '1600 Main St, Denver',
            radius: 12,
          }),
          aPoint('p2', { dateTime: '2026-11-22T07:15:00.000Z', lat: 39.7, lng: -105 }),
        ],
      }),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Location History');
    await waitFor(() => expect(screen.getByTestId('location-history-asset')).toHaveTextContent('Tower Crane 7'));
    const first = await screen.findByTestId('location-history-row-p1');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date Time',
      'Lat/Lng',
      'Local Date Time',
      'MAC Address',
      'Provider',
      'Source',
      'Address',
      'Radius',
    ]);
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDateTime('2026-11-22T10:15:00.000Z'),
      '39.73920, -104.99030',
      '11/22/2026, 11:15am',
      '00:1B:63:00:01:01',
      'Demo Tracker',
      'gps',
      '1600 Main St, Denver',
      '12 m',
    ]);
    const second = within(screen.getByTestId('location-history-row-p2')).getAllByRole('cell');
    expect(second.map((cell) => cell.textContent)).toEqual([
      formatDateTime('2026-11-22T07:15:00.000Z'),
      '39.70000, -105.00000',
      '',
      '00:1B:63:00:01:01',
      'Demo Tracker',
      'gps',
      'near Denver',
      '',
    ]);
    expect(historyReads(fetchMock)).toEqual([{ assetId: 'asset-1', limit: '25' }]);
  });

  it('says "No history found." when the asset has no points', async () => {
    serveHistory(() => jsonResponse(200, { data: [] }));
    renderPage();
    expect(await screen.findByTestId('location-history-table-empty')).toHaveTextContent(/^No history found\.$/);
    expect(screen.queryByTestId('location-history-table')).not.toBeInTheDocument();
  });

  it('loads the next page by its key when the last row shows, and nothing after the last page', async () => {
    const secondPage = deferred();
    const fetchMock = serveHistory(async (url) => {
      if (new URL(url, 'http://x').searchParams.get('nextPageKey') !== 'key-2')
        return jsonResponse(200, { data: [aPoint('p1'), aPoint('p2')], nextPageKey: 'key-2' });
      await secondPage.arrived;
      return jsonResponse(200, { data: [aPoint('p3')] });
    });
    renderPage();
    await screen.findByTestId('location-history-row-p2');
    expect(historyReads(fetchMock)).toHaveLength(1);

    reveal(screen.getByTestId('location-history-row-p2'));
    expect(await screen.findByTestId('location-history-table-loading')).toBeInTheDocument();
    expect(historyReads(fetchMock)[1]).toEqual({ assetId: 'asset-1', nextPageKey: 'key-2', limit: '25' });
    secondPage.release();
    expect(await screen.findByTestId('location-history-row-p3')).toBeInTheDocument();
    expect(screen.queryByTestId('location-history-table-loading')).not.toBeInTheDocument();

    reveal(screen.getByTestId('location-history-row-p3'));
    expect(historyReads(fetchMock)).toHaveLength(2);
  });

  it('does not read the history again when the window regains focus', async () => {
    const fetchMock = serveHistory(() => jsonResponse(200, { data: [aPoint('p1')] }));
    renderPage();
    await screen.findByTestId('location-history-row-p1');
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(historyReads(fetchMock)).toHaveLength(1);
    focusManager.setFocused(undefined);
  });

  it('says "No Asset Found" for an asset that is not there', async () => {
    serveAssets();
    renderPage('gone');
    expect(await screen.findByTestId('asset-not-found')).toHaveTextContent('No Asset Found');
    expect(screen.queryByTestId('location-history-table-empty')).not.toBeInTheDocument();
  });
});
