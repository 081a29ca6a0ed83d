import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearTokens } from '../../api/tokens';
import type { FeatureFlags } from '../../auth/access';
import { jsonResponse, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import { formatDateTime } from '../../ui/format';
import AssetOverviewPage from './AssetOverviewPage';
import { anAsset, serveAssets } from './assets.fixtures';
import type { Asset } from './assets';

const VIEWER = ['web:assetmap'];
const MANAGER = ['web:assetmap', 'web:assetcrud'];

beforeEach(() => signInAs(MANAGER));
afterEach(() => clearTokens());

interface RenderOptions {
  permissions?: string[];
  flags?: Partial<FeatureFlags>;
}

function renderOverview(asset: Asset | null, { permissions = MANAGER, flags = {} }: RenderOptions = {}) {
  serveAssets({
    'GET /api/assets/asset-1': () =>
      asset ? jsonResponse(200, { data: asset }) : jsonResponse(404, { statusCode: 404, message: 'Asset not found.' }),
  });
  return renderWithProviders(<AssetOverviewPage />, {
    path: '/assets/overview?assetId=asset-1',
    access: testAccess(permissions, flags),
    routes: ['/assets/browser', '/assets/asset-detail', '/assets/create'],
  });
}

describe('asset overview', () => {
  it('shows the primary image first, the counts and the panels', async () => {
    renderOverview(anAsset());
    expect(await screen.findByTestId('asset-overview-name')).toHaveTextContent('Tower Crane 7');
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['two', 'one']);
    expect(screen.getByTestId('asset-images-view-all')).toHaveTextContent('View All (2)');
    expect(screen.getByTestId('asset-images-view-all')).toHaveAttribute('href', '/assets/asset-images?assetId=asset-1');
    expect(screen.getByTestId('asset-documents-view-all')).toHaveAttribute(
      'href',
      '/assets/asset-documents?assetId=asset-1',
    );
    expect(screen.getByRole('tab', { name: 'Documents (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('asset-custom-details')).toHaveTextContent('Boom60 m');
    expect(screen.getByTestId('asset-measurements')).toHaveTextContent('Length12 m');
    expect(screen.getByTestId('asset-location')).toHaveTextContent('1 Yard Road');
  });

  it('shows the status, times and document types in the formats of every screen', async () => {
    const lastSeen = '2026-11-20T10:00:00.000Z';
    renderOverview(anAsset({ assetStatus: 'maintenance', lastSeen, engineHoursLastUpdate: lastSeen }), {
      flags: { webEngineHours: true },
    });
    const details = await screen.findByTestId('asset-details');
    expect(details).toHaveTextContent('StatusIn Maintenance');
    expect(details).toHaveTextContent(`Last Seen${formatDateTime(lastSeen)}`);
    expect(formatDateTime(lastSeen)).toMatch(/^11\/2[01]\/2026, \d{1,2}:00[ap]m$/);
    expect(screen.getByTestId('asset-engine-details')).toHaveTextContent(`Last Updated${formatDateTime(lastSeen)}`);
    expect(screen.getByTestId('asset-documents')).toHaveTextContent('ManualPDF');
    expect(screen.getByTestId('asset-documents')).not.toHaveTextContent('application/pdf');
  });

  it("shows the last location on a map at zoom 15 centred on the asset's tracker position", async () => {
    renderOverview(anAsset({ location: '43.25,-101.5', lastSeen: new Date().toISOString() }));
    const map = await screen.findByRole('region', { name: 'Last location of Tower Crane 7' });
    expect(map).toHaveAttribute('data-zoom', '15');
    expect(screen.getByTestId('asset-location')).toHaveTextContent('Coordinates43.25, -101.5');
    expect(screen.getByRole('button', { name: 'Tower Crane 7' })).toHaveAttribute('data-tone', 'green');
  });

  it('places an asset never tracked at its address, and says when there is no location at all', async () => {
    renderOverview(anAsset({ location: null, lastSeen: null }));
    expect(await screen.findByRole('button', { name: 'Tower Crane 7' })).toHaveAttribute('data-tone', 'grey');
    expect(screen.getByTestId('asset-location')).toHaveTextContent('Coordinates43.1, -101.9');
  });

  it('shows no map without a location', async () => {
    renderOverview(anAsset({ location: null, address: null }));
    expect(await screen.findByText('No location recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Last location/ })).not.toBeInTheDocument();
  });

  it('offers Duplicate and Edit only to users who may change assets', async () => {
    renderOverview(anAsset(), { permissions: VIEWER });
    expect(await screen.findByTestId('asset-view')).toBeInTheDocument();
    expect(screen.queryByTestId('asset-duplicate')).not.toBeInTheDocument();
    expect(screen.queryByTestId('asset-edit')).not.toBeInTheDocument();
  });

  it('also offers them to a super admin; Edit opens the asset form, Duplicate the create form with the copy', async () => {
    const { router } = renderOverview(anAsset(), { permissions: ['groundcrew:admin'] });
    await userEvent.click(await screen.findByTestId('asset-edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/asset-detail'));
    expect(router.state.location.search).toBe('?assetId=asset-1');

    await act(() => router.navigate('/assets/overview?assetId=asset-1'));
    await userEvent.click(await screen.findByTestId('asset-duplicate'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/create'));
    const { duplicate } = router.state.location.state as { duplicate: Asset };
    expect(duplicate).toMatchObject({
      assetName: 'Tower Crane 7',
      categoryId: 'c-tower',
      attachments: [],
      macAddress: null,
    });
  });

  it.each([
    ['numeric hours and the flag on', 1200, true, true],
    ['the flag off', 1200, false, false],
    ['no hours', null, true, false],
  ])('shows Engine Details only with %s', async (_, engineHours, webEngineHours, shown) => {
    renderOverview(anAsset({ engineHours }), { flags: { webEngineHours } });
    await screen.findByTestId('asset-details');
    expect(screen.queryByTestId('asset-engine-details') !== null).toBe(shown);
  });

  it('shows "No Asset Found" when the asset cannot be loaded', async () => {
    renderOverview(null);
    expect(await screen.findByText('No Asset Found')).toBeInTheDocument();
  });

  it('goes to the browser without an asset id', async () => {
    serveAssets();
    const { router } = renderWithProviders(<AssetOverviewPage />, {
      path: '/assets/overview',
      access: testAccess(MANAGER),
      routes: ['/assets/browser'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/browser'));
  });
});
