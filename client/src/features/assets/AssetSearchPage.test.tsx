import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, signInAs } from '../../test/fixtures';
import { reveal, stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import { formatDateTime } from '../../ui/format';
import AssetBrowserPage from './AssetBrowserPage';
import { aListItem, serveAssets } from './assets.fixtures';
import AssetSearchPage from './AssetSearchPage';

const MANAGER = ['web:assetmap', 'web:assetcrud'];

beforeEach(async () => {
  stubIntersectionObserver();
  await signInAs(MANAGER);
});
afterEach(async () => {
  await flushEvents();
  await clearTokens();
});

/** Serves two pages of search results, the second behind the next-page key "page-2". */
function serveSearch() {
  return serveAssets({
    'GET /api/v2/search/asset': (url) =>
      new URL(url, 'http://x').searchParams.get('nextPageKey') === 'page-2'
        ? jsonResponse(200, { data: [aListItem('asset-3')] })
        : jsonResponse(200, { data: [aListItem('asset-1'), aListItem('asset-2')], nextPageKey: 'page-2' }),
  });
}

const searches = (fetchMock: ReturnType<typeof serveAssets>) =>
  fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/v2/search/asset'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

describe('asset search', () => {
  it('searches once typing pauses, then loads the next page when the last row shows', async () => {
    const fetchMock = serveSearch();
    renderWithProviders(<AssetSearchPage />, { path: '/assets/search', access: testAccess(MANAGER) });
    await screen.findByTestId('asset-row-asset-2');
    expect(searches(fetchMock)).toEqual([{ limit: '50' }]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'crane');
    expect(searches(fetchMock)).toHaveLength(1);
    await waitFor(() => expect(searches(fetchMock)).toHaveLength(2), { timeout: 2000 });
    expect(searches(fetchMock)[1]).toEqual({ keywords: 'crane', limit: '50' });

    reveal(await screen.findByTestId('asset-row-asset-2'));
    expect(await screen.findByTestId('asset-row-asset-3')).toBeInTheDocument();
    expect(searches(fetchMock)[2]).toEqual({ keywords: 'crane', nextPageKey: 'page-2', limit: '50' });
    // The last page has no next-page key: showing its last row loads nothing more.
    reveal(screen.getByTestId('asset-row-asset-3'));
    expect(searches(fetchMock)).toHaveLength(3);
  });

  it('opens the overview of a clicked row', async () => {
    serveSearch();
    const { router } = renderWithProviders(<AssetSearchPage />, {
      path: '/assets/search',
      access: testAccess(MANAGER),
      routes: ['/assets/overview'],
    });
    await userEvent.click(await screen.findByTestId('asset-row-asset-1'));
    await waitFor(() => expect(router.state.location.search).toBe('?assetId=asset-1'));
  });

  it('shows each asset with its name as a link, its status label and last seen in the spec format', async () => {
    const lastSeen = '2026-11-20T10:00:00.000Z';
    serveAssets({
      'GET /api/v2/search/asset': () =>
        jsonResponse(200, {
          data: [{ ...aListItem('asset-1', 'Tower Crane 7'), assetStatus: 'maintenance', lastSeen }],
        }),
    });
    renderWithProviders(<AssetSearchPage />, { path: '/assets/search', access: testAccess(MANAGER) });
    const row = await screen.findByTestId('asset-row-asset-1');
    const cells = within(row).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual([
      'Tower Crane 7',
      'Crane',
      'Liebherr',
      'SN-asset-1',
      'In Maintenance',
      formatDateTime(lastSeen),
    ]);
    expect(within(row).getByRole('link', { name: 'Tower Crane 7' })).toHaveAttribute(
      'href',
      '/assets/overview?assetId=asset-1',
    );
  });

  it('keeps the image column wide enough for its thumbnail and header at any width', async () => {
    serveSearch();
    renderWithProviders(<AssetSearchPage />, { path: '/assets/search', access: testAccess(MANAGER) });
    await screen.findByTestId('asset-row-asset-1');
    const [image, name, ...others] = screen.getAllByRole('columnheader');
    expect(image).toHaveTextContent('Image');
    expect(image.style.width).toBe('76px');
    // The name takes what the fixed column leaves; the others keep their shares.
    expect(name.style.width).toBe('');
    expect(others.every((header) => header.style.width.endsWith('%'))).toBe(true);
  });

  it('opens the overview from the keyboard through the name link', async () => {
    serveSearch();
    const { router } = renderWithProviders(<AssetSearchPage />, {
      path: '/assets/search',
      access: testAccess(MANAGER),
      routes: ['/assets/overview'],
    });
    const link = within(await screen.findByTestId('asset-row-asset-2')).getByRole('link', { name: 'Asset asset-2' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?assetId=asset-2'));
  });
});

describe('asset browser', () => {
  it('shows all assets, paged, until a category is chosen', async () => {
    const fetchMock = serveSearch();
    renderWithProviders(<AssetBrowserPage />, { path: '/assets/browser', access: testAccess(['web:assetmap']) });
    expect(await screen.findByTestId('asset-browser-category')).toHaveTextContent('All Assets');
    expect(await screen.findByTestId('category-all')).toHaveAttribute('data-active');
    await screen.findByTestId('asset-row-asset-2');
    expect(searches(fetchMock)).toEqual([{ limit: '50' }]);
    reveal(screen.getByTestId('asset-row-asset-2'));
    expect(await screen.findByTestId('asset-row-asset-3')).toBeInTheDocument();
    expect(searches(fetchMock)[1]).toEqual({ nextPageKey: 'page-2', limit: '50' });
    expect(screen.queryByTestId('category-menu')).not.toBeInTheDocument();
  });

  it('lists the assets of the chosen category and back to all; New Asset only with asset CRUD', async () => {
    const fetchMock = serveSearch();
    renderWithProviders(<AssetBrowserPage />, { path: '/assets/browser', access: testAccess(['web:assetmap']) });
    await userEvent.click(await screen.findByText('Cranes'));
    expect(await screen.findByTestId('asset-browser-category')).toHaveTextContent('Lifting > Cranes');
    await waitFor(() => expect(searches(fetchMock)).toContainEqual({ categoryId: 'c-crane', limit: '50' }));
    expect(screen.getByTestId('category-all')).not.toHaveAttribute('data-active');
    expect(screen.queryByTestId('asset-new')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('category-all'));
    expect(await screen.findByTestId('asset-browser-category')).toHaveTextContent('All Assets');
  });
});
