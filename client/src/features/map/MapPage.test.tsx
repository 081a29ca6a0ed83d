import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import { aPosition, serveMap } from './map.fixtures';
import MapPage from './MapPage';

beforeEach(() => signInAs(['web:assetmap']));
afterEach(() => clearTokens());

const renderPage = () => renderWithProviders(<MapPage />, { path: '/map', access: testAccess(['web:assetmap']) });

describe('/map', () => {
  it('shows every located asset on the map with the count and the legend', async () => {
    serveMap({
      positions: [
        aPosition('a', { assetName: 'Crane A', lat: 39.74, lng: -104.99 }, 1),
        aPosition('b', { assetName: 'Crane B', lat: 33.45, lng: -112.07 }, 13),
        aPosition('c', { assetName: 'Crane C', lat: 40.76, lng: -111.89 }, null),
      ],
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Map' })).toBeInTheDocument();
    expect(await screen.findByTestId('map-asset-count')).toHaveTextContent('3 assets on the map');
    expect(await screen.findByRole('region', { name: 'Asset map' })).toBeInTheDocument();
    for (const name of ['Crane A', 'Crane B', 'Crane C']) expect(screen.getByRole('button', { name })).toBeVisible();
    expect(screen.getByTestId('map-legend')).toHaveTextContent(
      'Seen in the last 12 hoursNot seen for 12 hours or moreCluster with both',
    );
  });

  it('says so when the positions cannot be read', async () => {
    mockFetch(() => jsonResponse(500, { statusCode: 500, message: 'Boom' }));
    renderPage();
    expect(await screen.findByText('Error fetching Assets')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Asset map' })).not.toBeInTheDocument();
  });
});
