import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearTokens } from '../../api/tokens';
import { SUPER_ADMIN } from '../../auth/permissions';
import { jsonResponse, signInAs } from '../../test/fixtures';
import { reveal, stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import type { AssetListItem } from '../assets';
import { aListItem, serveAssets } from '../assets/assets.fixtures';
import LocationAssetsPage from './LocationAssetsPage';

beforeEach(async () => {
  stubIntersectionObserver();
  await signInAs([SUPER_ADMIN]);
});
afterEach(async () => {
  await clearTokens();
});

const tracked = (id: string): AssetListItem => ({
  ...aListItem(id, `Crane ${id}`),
  macAddress: `00:1B:63:${id}`,
  lastSeen: '2026-11-22T14:05:09',
});

/** Serves the search's pages: the first without a key, each next one under its key. */
function serveSearch(pages: Record<string, { data: AssetListItem[]; nextPageKey?: string }>) {
  return serveAssets({
    'GET /api/v2/search/asset': (url) =>
      jsonResponse(200, pages[new URL(url, 'http://x').searchParams.get('nextPageKey') ?? 'first']),
  });
}

const searches = (fetchMock: ReturnType<typeof serveAssets>) =>
  fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/v2/search/asset'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

const renderPage = () =>
  renderWithProviders(<LocationAssetsPage />, {
    path: '/admin/location',
    access: testAccess([SUPER_ADMIN]),
    routes: ['/admin/location/:assetId'],
  });

const listedIds = () =>
  screen.getAllByTestId(/^location-asset-row-/).map((row) => row.dataset.testid!.replace('location-asset-row-', ''));

describe('choosing an asset for its location history', () => {
  it("lists the account's tracked assets, each linking to its history", async () => {
    const fetchMock = serveSearch({ first: { data: [tracked('a1'), tracked('a2')] } });
    const { router } = renderPage();
    await screen.findByTestId('location-asset-row-a2');
    expect(listedIds()).toEqual(['a1', 'a2']);
    expect(searches(fetchMock)).toEqual([{ tracked: 'true', limit: '50' }]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Type',
      'MAC Address',
      'Last Seen',
    ]);
    expect(
      within(screen.getByTestId('location-asset-row-a1'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Crane a1', 'Crane', '00:1B:63:a1', '11/22/2026, 2:05pm']);
    expect(screen.getByRole('link', { name: 'Crane a2' })).toHaveAttribute('href', '/admin/location/a2');

    await userEvent.click(within(screen.getByTestId('location-asset-row-a1')).getByText('Crane'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/location/a1'));
  });

  it('searches once typing pauses', async () => {
    const fetchMock = serveSearch({ first: { data: [tracked('a1')] } });
    renderPage();
    await screen.findByTestId('location-asset-row-a1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'liebherr');
    expect(searches(fetchMock)).toHaveLength(1);
    await waitFor(() => expect(searches(fetchMock)).toHaveLength(2), { timeout: 2000 });
    expect(searches(fetchMock)[1]).toEqual({ keywords: 'liebherr', tracked: 'true', limit: '50' });
  });

  it('reads the next page when the last row shows', async () => {
    const fetchMock = serveSearch({
      first: { data: [tracked('a1'), tracked('a2')], nextPageKey: 'page-2' },
      'page-2': { data: [tracked('a3')] },
    });
    renderPage();
    await screen.findByTestId('location-asset-row-a2');
    expect(searches(fetchMock)).toHaveLength(1);

    reveal(screen.getByTestId('location-asset-row-a2'));
    await screen.findByTestId('location-asset-row-a3');
    expect(searches(fetchMock)[1]).toEqual({ tracked: 'true', nextPageKey: 'page-2', limit: '50' });
    expect(listedIds()).toEqual(['a1', 'a2', 'a3']);
  });

  it('says so when the account has no tracked asset', async () => {
    serveSearch({ first: { data: [] } });
    renderPage();
    expect(await screen.findByTestId('location-asset-table-empty')).toHaveTextContent('No tracked assets found.');
  });
});
