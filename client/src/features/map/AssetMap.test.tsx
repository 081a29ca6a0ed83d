import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearTokens } from '../../api/tokens';
import { signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import { OFFLINE_CREDIT } from '../../ui/map/MapBackdrop';
import type { TileSource } from '../../ui/map/useMapSource';
import { AssetMap } from './AssetMap';
import { aPosition, serveMap } from './map.fixtures';
import type { AssetPosition } from './positions';

beforeEach(() => signInAs(['web:assetmap']));
afterEach(() => clearTokens());

// Denver, and two assets about 100 m apart in Phoenix: one cluster until zoomed in.
const DENVER = { lat: 39.7392, lng: -104.9903 };
const PHOENIX = { lat: 33.4484, lng: -112.074 };
const NEAR_PHOENIX = { lat: 33.4493, lng: -112.074 };

function renderMap(
  markers: AssetPosition[],
  options: { permissions?: string[]; apiKey?: string | null; tiles?: TileSource | null } = {},
) {
  const fetchMock = serveMap({ apiKey: options.apiKey ?? null, tiles: options.tiles ?? null });
  const result = renderWithProviders(<AssetMap markers={markers} label="Asset map" />, {
    path: '/map',
    access: testAccess(options.permissions ?? ['web:assetmap']),
    routes: ['/assets/overview'],
  });
  return { ...result, fetchMock };
}

const map = () => screen.findByRole('region', { name: 'Asset map' });
const zoomOf = async () => Number((await map()).getAttribute('data-zoom'));

describe('AssetMap without a maps key (offline map)', () => {
  it('draws a marker per asset, named after it, grey when stale and green otherwise', async () => {
    renderMap([
      aPosition('a', { assetName: 'Fresh crane', ...DENVER }, 1),
      aPosition('b', { assetName: 'Old crane', ...PHOENIX }, 12),
      aPosition('c', { assetName: 'Parked trailer', lat: 46.8, lng: -100.8 }, null),
    ]);
    await map();
    expect(screen.getByRole('button', { name: 'Fresh crane' })).toHaveAttribute('data-tone', 'green');
    expect(screen.getByRole('button', { name: 'Old crane' })).toHaveAttribute('data-tone', 'grey');
    expect(screen.getByRole('button', { name: 'Parked trailer' })).toHaveAttribute('data-tone', 'grey');
    expect(screen.getByTestId('map-attribution')).toHaveTextContent(OFFLINE_CREDIT);
  });

  it('clusters nearby assets, coloured by their staleness, and a cluster click zooms in until they part', async () => {
    renderMap([
      aPosition('a', { assetName: 'Fresh crane', ...PHOENIX }, 1),
      aPosition('b', { assetName: 'Old crane', ...NEAR_PHOENIX }, 30),
      aPosition('c', { assetName: 'Far crane', ...DENVER }, 30),
    ]);
    const cluster = await screen.findByRole('button', { name: 'Cluster of 2 assets' });
    expect(cluster).toHaveAttribute('data-tone', 'gradient');
    expect(cluster).toHaveTextContent('2');
    expect(screen.queryByRole('button', { name: 'Fresh crane' })).not.toBeInTheDocument();
    const before = await zoomOf();

    await userEvent.click(cluster);
    expect(await zoomOf()).toBeGreaterThan(before);
    expect(screen.getByRole('button', { name: 'Fresh crane' })).toHaveAttribute('data-tone', 'green');
    expect(screen.getByRole('button', { name: 'Old crane' })).toHaveAttribute('data-tone', 'grey');
  });

  it('lists the assets of a cluster standing on one spot instead of zooming', async () => {
    renderMap([
      aPosition('a', { assetName: 'Trailer 1', ...DENVER }, 20),
      aPosition('b', { assetName: 'Trailer 2', ...DENVER }, null),
      aPosition('c', { assetName: 'Far crane', ...PHOENIX }, 1),
    ]);
    const cluster = await screen.findByRole('button', { name: 'Cluster of 2 assets' });
    expect(cluster).toHaveAttribute('data-tone', 'grey');
    const before = await zoomOf();
    await userEvent.click(cluster);
    const card = screen.getByTestId('map-marker-card');
    expect(card).toHaveTextContent('2 assets here');
    expect(within(card).getByRole('link', { name: 'Trailer 1' })).toHaveAttribute('href', '/assets/overview?assetId=a');
    expect(within(card).getByRole('link', { name: 'Trailer 2' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Never seen by a tracker: shown at its address');
    expect(await zoomOf()).toBe(before);
  });

  it('shows a card on marker click with the asset linking to its overview and when it was last seen', async () => {
    renderMap([
      aPosition('a', { assetName: 'Fresh crane', assetType: 'Crawler Crane', category: 'Crawler', ...DENVER }, 2),
      aPosition('b', { assetName: 'Far crane', ...PHOENIX }, 1),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Fresh crane' }));
    const card = screen.getByTestId('map-marker-card');
    expect(card).toHaveTextContent('Crawler Crane · Crawler');
    expect(card).toHaveTextContent(/Last seen .+ \(2 hours ago\)/);
    await userEvent.click(within(card).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('map-marker-card')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Fresh crane' }));
    // Leaving /map is a full page load (spec 1 §2.1), so the link is a plain one.
    expect(within(screen.getByTestId('map-marker-card')).getByRole('link', { name: 'Fresh crane' })).toHaveAttribute(
      'href',
      '/assets/overview?assetId=a',
    );
  });

  it('zooms with the buttons and the keyboard within levels 4 to 22', async () => {
    renderMap([aPosition('a', DENVER)]);
    const region = await map();
    // One asset: fitted no closer than the detail zoom.
    expect(await zoomOf()).toBe(15);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let level = 16; level <= 22; level += 1) {
      await userEvent.click(zoomIn);
      expect(await zoomOf()).toBe(level);
    }
    expect(zoomIn).toBeDisabled();
    region.focus();
    await userEvent.keyboard('-');
    expect(await zoomOf()).toBe(21);
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let level = 20; level >= 4; level -= 1) await userEvent.click(zoomOut);
    expect(await zoomOf()).toBe(4);
    expect(zoomOut).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Show all assets' }));
    expect(await zoomOf()).toBe(15);
  });

  it('opens at the default centre and says so when no asset has a location', async () => {
    renderMap([]);
    expect(await zoomOf()).toBe(4);
    expect(screen.getByText('No assets with a location yet.')).toBeInTheDocument();
  });
});

describe('AssetMap maps key', () => {
  const keyCalls = (fetchMock: ReturnType<typeof serveMap>) =>
    fetchMock.mock.calls.filter(([url]) => url === '/api/googleMaps/googleApiKey').length;

  it.each([
    [['web:assetmap'], 1],
    [['web:schedule'], 1],
    [['groundcrew:admin'], 1],
    [['web:settings'], 0],
  ])('with %j fetches the key %i time(s)', async (permissions, calls) => {
    const { fetchMock } = renderMap([aPosition('a', DENVER)], { permissions });
    await map();
    expect(keyCalls(fetchMock)).toBe(calls);
  });

  it('loads Google Maps, not the offline map, when the server has a key', async () => {
    renderMap([aPosition('a', DENVER)], { apiKey: 'browser-key' });
    await waitFor(() =>
      expect(document.querySelector('script[src*="maps.googleapis.com"]')?.getAttribute('src')).toContain(
        'key=browser-key',
      ),
    );
    expect(screen.queryByTestId('offline-map')).not.toBeInTheDocument();
  });

  it('draws the tile server’s tiles under the markers, with its credit, when the server names one and has no key', async () => {
    const tiles = { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example Maps' };
    renderMap([aPosition('a', DENVER)], { tiles });
    const region = await map();
    expect(await within(region).findByRole('button', { name: 'Asset a' })).toBeInTheDocument();
    expect(screen.getByTestId('map-attribution')).toHaveTextContent('© Example Maps');
    // Fitted at zoom 15 on Denver: the tile holding it is among those drawn.
    const sources = screen.getAllByTestId('map-tile').map((tile) => tile.getAttribute('src'));
    expect(sources).toContain('https://tiles.example.com/15/6827/12436.png');
    expect(screen.queryByTestId('map-geography')).not.toBeInTheDocument();
  });
});
