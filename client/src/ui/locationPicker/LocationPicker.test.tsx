import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import { OFFLINE_CREDIT } from '../map/MapBackdrop';
import { LocationPicker } from './LocationPicker';
import type { PickedLocation } from './LocationPickerSearch';

beforeEach(() => signInAs(['web:schedule']));
afterEach(() => clearTokens());

/** The picker without a maps key: the offline map, where points are named by their coordinates. */
function renderPicker(value: PickedLocation | null = null) {
  mockFetch((url) =>
    url === '/api/googleMaps/googleApiKey'
      ? jsonResponse(200, { data: null })
      : jsonResponse(404, { statusCode: 404, message: 'Route not found.' }),
  );
  const onSelect = jest.fn<(location: PickedLocation) => void>();
  const onClose = jest.fn<() => void>();
  renderWithProviders(<LocationPicker opened value={value} onClose={onClose} onSelect={onSelect} />, {
    access: testAccess(['web:schedule']),
  });
  return { onSelect, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Select Jobsite Location' });
const selectButton = () => within(dialog()).getByRole('button', { name: 'Select Location' });

async function search(text: string) {
  const input = within(dialog()).getByRole('textbox', { name: 'Search' });
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
}

describe('location picker', () => {
  it('shows the map 472 px high with Cancel and a disabled Select Location until a place is chosen', async () => {
    const { onClose } = renderPicker();
    const map = await screen.findByRole('region', { name: 'Jobsite map' });
    expect(map).toHaveStyle({ height: '472px' });
    expect(screen.getByTestId('map-attribution')).toHaveTextContent(OFFLINE_CREDIT);
    expect(selectButton()).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('picks a typed "lat, lng" pair, named by its coordinates offline', async () => {
    const { onSelect, onClose } = renderPicker();
    await screen.findByRole('region', { name: 'Jobsite map' });
    await search('39.7392, -104.9903');
    expect(screen.getByTestId('location-picker-selected')).toHaveTextContent('39.7392, -104.9903');
    expect(screen.getByRole('region', { name: 'Jobsite map' })).toHaveAttribute('data-zoom', '15');
    expect(screen.getByRole('img', { name: 'Selected location' })).toBeInTheDocument();
    await userEvent.click(selectButton());
    expect(onSelect).toHaveBeenCalledWith({
      name: '39.7392, -104.9903',
      formattedAddress: '39.7392, -104.9903',
      lat: 39.7392,
      lng: -104.9903,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a point outside North America with the server message', async () => {
    renderPicker();
    await screen.findByRole('region', { name: 'Jobsite map' });
    await search('48.8566, 2.3522');
    expect(screen.getByRole('alert')).toHaveTextContent('Selected location must be in North America.');
    expect(selectButton()).toBeDisabled();
    await search('39.7392, -104.9903');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(selectButton()).toBeEnabled();
  });

  it('picks the point clicked on the map', async () => {
    const { onSelect } = renderPicker();
    const map = await screen.findByRole('region', { name: 'Jobsite map' });
    // The map is 800 × 472 where nothing is laid out; its centre is the default centre (spec 2 §9).
    fireEvent.click(map, { clientX: 400, clientY: 236 });
    await waitFor(() =>
      expect(screen.getByTestId('location-picker-selected')).toHaveTextContent('43.195297, -101.996554'),
    );
    await userEvent.click(selectButton());
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ lat: 43.195297, lng: -101.996554 }));
  });

  it('finds no address without the maps service', async () => {
    renderPicker();
    await screen.findByRole('region', { name: 'Jobsite map' });
    await search('1 Main St, Denver');
    expect(screen.getByText('No location found.')).toBeInTheDocument();
  });

  it('starts from the form location', async () => {
    renderPicker({ name: 'Denver yard', formattedAddress: '1 Main St', lat: 39.74, lng: -104.99 });
    expect(await screen.findByRole('region', { name: 'Jobsite map' })).toHaveAttribute('data-zoom', '15');
    expect(screen.getByTestId('location-picker-selected')).toHaveTextContent('Denver yard (39.74, -104.99)');
    expect(selectButton()).toBeEnabled();
  });
});
