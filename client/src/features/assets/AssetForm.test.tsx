import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { clearTokens } from '../../api/tokens';
import type { FeatureFlags } from '../../auth/access';
import { jsonResponse, sentBody, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import AssetFormPage from './AssetFormPage';
import { anAsset, serveAssets } from './assets.fixtures';

const MANAGER = ['web:assetmap', 'web:assetcrud'];

beforeEach(() => signInAs(MANAGER));
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
});

function renderForm(path: string, flags: Partial<FeatureFlags> = {}) {
  return renderWithProviders(<AssetFormPage />, {
    path,
    access: testAccess(MANAGER, flags),
    routes: ['/assets/browser', '/assets/overview'],
  });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

type FetchMock = ReturnType<typeof serveAssets>;
const sent = (fetchMock: FetchMock, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init.method} ${url}` === key);
  return call && (sentBody(call) as Record<string, unknown>);
};
async function events(fetchMock: FetchMock) {
  await flushEvents();
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/events')
    .flatMap((call) => (sentBody(call) as { events: { name: string }[] }).events);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('asset form', () => {
  it('creates an asset with Unknown type and manufacturer by default, then opens it', async () => {
    const fetchMock = serveAssets({
      'POST /api/assets': () => jsonResponse(201, { data: anAsset({ id: 'asset-9' }) }),
    });
    const { router } = renderForm('/assets/create');
    expect(await screen.findByTestId('asset-form-heading')).toHaveTextContent('Create New Asset');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), ' Loader 2 ');
    await choose('Category', 'Lifting > Cranes > Tower');
    await userEvent.type(screen.getByLabelText('Length'), '12.5');
    await save();

    await waitFor(() => expect(router.state.location.search).toBe('?assetId=asset-9'));
    expect(router.state.location.pathname).toBe('/assets/asset-detail');
    expect(sent(fetchMock, 'POST /api/assets')).toEqual({
      assetName: 'Loader 2',
      assetStatus: 'active',
      branchIds: [],
      divisionId: null,
      categoryId: 'c-tower',
      address: null,
      macAddress: null,
      metadata: [],
      details: { assetType: 'Unknown', manufacturer: 'Unknown', serialNumber: '', notes: '', length: 12.5 },
      attachments: [],
    });
    expect(await screen.findByText('Asset Created')).toBeInTheDocument();
    // The asset's page tracks its entry once it has loaded, which may be after the toast.
    await waitFor(async () =>
      expect((await events(fetchMock)).map(({ name }) => name)).toEqual(['asset created', 'asset edit entered']),
    );
  });

  it('shows the messages of spec 2 §5 and sends nothing', async () => {
    const fetchMock = serveAssets();
    renderForm('/assets/create', { webEngineHours: true });
    await screen.findByTestId('asset-form-heading');
    // Choosing the selected option again deselects it.
    await choose('Type', 'Unknown');
    await choose('Manufacturer', 'Unknown');
    await userEvent.type(screen.getByLabelText('Engine Hours'), '-3');
    await userEvent.click(screen.getByTestId('asset-metadata-add'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Value 1' }), '60');
    await save();

    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Category is required!')).toBeInTheDocument();
    expect(screen.getByText('Type is required!')).toBeInTheDocument();
    expect(screen.getByText('Manufacturer is required!')).toBeInTheDocument();
    expect(screen.getByText('Positive numbers only.')).toBeInTheDocument();
    expect(screen.getByText('Key is required')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/assets')).toBeUndefined();
  });

  it('edits: drops empty-key rows, sends an empty value as a space, and engine hours only when edited with the flag', async () => {
    const fetchMock = serveAssets({
      'GET /api/assets/asset-1': () => jsonResponse(200, { data: anAsset() }),
      'PUT /api/assets/asset-1': () => jsonResponse(200, { data: anAsset() }),
    });
    renderForm('/assets/asset-detail?assetId=asset-1', { webEngineHours: true });
    expect(await screen.findByTestId('asset-form-heading')).toHaveTextContent('Asset Details');
    await userEvent.click(screen.getByTestId('asset-metadata-add'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Key 2' }), 'Jib');
    await userEvent.click(screen.getByTestId('asset-metadata-add'));
    await userEvent.clear(screen.getByLabelText('Length'));
    await save();

    await waitFor(() => expect(sent(fetchMock, 'PUT /api/assets/asset-1')).toBeDefined());
    const body = sent(fetchMock, 'PUT /api/assets/asset-1')!;
    expect(body.metadata).toEqual([
      { metadataName: 'Boom', metadataValue: '60', metadataUnitOfMeasure: 'm' },
      { metadataName: 'Jib', metadataValue: ' ', metadataUnitOfMeasure: '' },
    ]);
    expect(body).not.toHaveProperty('engineHours');
    expect(body.details).not.toHaveProperty('length');
    expect(body.details).toMatchObject({ lengthUnit: 'm', assetType: 'Crane', manufacturer: 'Liebherr' });
    expect(body.address).toEqual(anAsset().address);
    expect(await screen.findByText('Asset Edited')).toBeInTheDocument();
    expect((await events(fetchMock)).map(({ name }) => name)).toEqual(['asset edit entered', 'asset updated']);

    fetchMock.mockClear();
    await userEvent.clear(screen.getByLabelText('Engine Hours'));
    await userEvent.type(screen.getByLabelText('Engine Hours'), '1250.6');
    await save();
    await waitFor(() => expect(sent(fetchMock, 'PUT /api/assets/asset-1')).toMatchObject({ engineHours: 1251 }));
  });

  it('neither shows nor sends engine hours without the flag', async () => {
    const fetchMock = serveAssets({
      'GET /api/assets/asset-1': () => jsonResponse(200, { data: anAsset() }),
      'PUT /api/assets/asset-1': () => jsonResponse(200, { data: anAsset() }),
    });
    renderForm('/assets/asset-detail?assetId=asset-1');
    await screen.findByTestId('asset-form-heading');
    expect(screen.queryByLabelText('Engine Hours')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Serial Number' }), '-B');
    await save();
    await waitFor(() => expect(sent(fetchMock, 'PUT /api/assets/asset-1')).toBeDefined());
    expect(sent(fetchMock, 'PUT /api/assets/asset-1')).not.toHaveProperty('engineHours');
  });

  it('cancels to the overview, and deletes after confirmation to the browser', async () => {
    const fetchMock = serveAssets({
      'GET /api/assets/asset-1': () => jsonResponse(200, { data: anAsset() }),
      'DELETE /api/assets/asset-1': () => jsonResponse(200, { data: { id: 'asset-1' } }),
    });
    const { router } = renderForm('/assets/asset-detail?assetId=asset-1');
    await userEvent.click(await screen.findByTestId('asset-form-delete'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/browser'));
    expect(fetchMock.mock.calls.some(([url, init]) => init.method === 'DELETE' && url === '/api/assets/asset-1')).toBe(
      true,
    );
    expect(await screen.findByText('Asset Deleted')).toBeInTheDocument();

    await act(() => router.navigate('/assets/asset-detail?assetId=asset-1'));
    await userEvent.click(await screen.findByTestId('asset-form-cancel'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/overview'));
    expect(router.state.location.search).toBe('?assetId=asset-1');
  });

  it('shows the failure fallback when saving fails without a message', async () => {
    serveAssets({ 'POST /api/assets': () => jsonResponse(500, null) });
    renderForm('/assets/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Loader');
    await choose('Category', 'Power');
    await save();
    expect(await screen.findByText('Failed to create asset.')).toBeInTheDocument();
  });

  it('pre-fills a duplicate from the navigation state', async () => {
    serveAssets();
    const { router } = renderForm('/assets/browser');
    await act(() =>
      router.navigate('/assets/create', { state: { duplicate: { ...anAsset(), id: '', macAddress: null } } }),
    );
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Tower Crane 7');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('Lifting > Cranes > Tower');
    expect(screen.getByTestId('asset-form-heading')).toHaveTextContent('Create New Asset');
  });
});
