import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import { imageFile, LOGO_DATA } from '../branches/branches.fixtures';
import AssetImagesPage, { wrapIndex } from './AssetImagesPage';
import { anAsset, sentCalls, sentEvents, serveAssets } from './assets.fixtures';
import type { Asset } from './assets';

const VIEWER = ['web:assetmap'];
const MANAGER = ['web:assetmap', 'web:assetcrud'];
const ATTACHMENT = '/api/v2/assets/asset-1/attachment';
const ok = () => jsonResponse(200, { data: { asset: anAsset() } });

beforeEach(() => signInAs(MANAGER));
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
});

function renderImages(
  asset: Asset | null,
  { permissions = MANAGER, path = '/assets/asset-images?assetId=asset-1', handlers = {} } = {},
) {
  const fetchMock = serveAssets({
    'GET /api/assets/asset-1': () =>
      asset ? jsonResponse(200, { data: asset }) : jsonResponse(404, { statusCode: 404, message: 'Asset not found.' }),
    ...handlers,
  });
  renderWithProviders(<AssetImagesPage />, {
    path,
    access: testAccess(permissions),
    routes: ['/assets/browser'],
  });
  return fetchMock;
}

const assetLoads = (fetchMock: ReturnType<typeof serveAssets>) =>
  sentCalls(fetchMock).filter(({ call }) => call === 'GET /api/assets/asset-1').length;

describe('asset images', () => {
  it('shows the images primary first, the primary one marked', async () => {
    renderImages(anAsset());
    const grid = await screen.findByTestId('asset-images-grid');
    expect(
      within(grid)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['two', 'one']);
    expect(within(screen.getByTestId('asset-image-a-2')).getByTestId('asset-image-primary')).toHaveTextContent(
      'Primary',
    );
    expect(within(screen.getByTestId('asset-image-a-1')).queryByTestId('asset-image-primary')).not.toBeInTheDocument();
  });

  it('says so when the asset has no images', async () => {
    renderImages(anAsset({ attachments: anAsset().attachments.filter(({ id }) => id === 'a-3') }));
    expect(await screen.findByText('No asset images found.')).toBeInTheDocument();
  });

  it('sets an image primary with the flags of every image, then reloads the asset', async () => {
    const fetchMock = renderImages(anAsset(), { handlers: { [`PUT ${ATTACHMENT}`]: ok } });
    await userEvent.click(await screen.findByRole('button', { name: 'Set one as primary' }));
    expect(await screen.findByText('Attachment updated.')).toBeInTheDocument();
    expect(sentCalls(fetchMock).find(({ call }) => call === `PUT ${ATTACHMENT}`)?.body).toEqual({
      attachments: [
        { id: 'a-2', primary: false },
        { id: 'a-1', primary: true },
      ],
    });
    await waitFor(() => expect(assetLoads(fetchMock)).toBe(2));
  });

  it('deletes an image only after the confirmation', async () => {
    const fetchMock = renderImages(anAsset(), { handlers: { [`DELETE ${ATTACHMENT}/a-1`]: ok } });
    const deletes = () => sentCalls(fetchMock).filter(({ call }) => call.startsWith('DELETE'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete one' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete Image' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete one' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Attachment deleted.')).toBeInTheDocument();
    expect(deletes().map(({ call }) => call)).toEqual([`DELETE ${ATTACHMENT}/a-1`]);
  });

  it('shows the server message when a change fails', async () => {
    renderImages(anAsset(), {
      handlers: {
        [`PUT ${ATTACHMENT}`]: () => jsonResponse(404, { statusCode: 404, message: 'Attachment not found.' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Set one as primary' }));
    expect(await screen.findByText('Attachment not found.')).toBeInTheDocument();
  });

  it('opens the carousel on the clicked image; its arrows wrap around', async () => {
    renderImages(anAsset());
    await userEvent.click(await screen.findByRole('button', { name: 'View two' }));
    const shown = () => screen.getByTestId('asset-image-carousel-image').getAttribute('alt');
    expect(await screen.findByTestId('asset-image-carousel')).toBeInTheDocument();
    expect(shown()).toBe('two');
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe('one');
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('two');
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('one');
  });

  it('wraps indexes at both ends', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });

  it('offers no changes to users who may not change assets', async () => {
    renderImages(anAsset(), { permissions: VIEWER });
    await screen.findByTestId('asset-images-grid');
    expect(screen.queryByTestId('asset-images-add')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set one as primary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete one' })).not.toBeInTheDocument();
  });

  it('offers them to a super admin', async () => {
    renderImages(anAsset(), { permissions: ['groundcrew:admin'] });
    expect(await screen.findByTestId('asset-images-add')).toHaveTextContent('+ Add New Image');
    expect(screen.getByRole('button', { name: 'Set one as primary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete one' })).toBeInTheDocument();
  });

  it('uploads a new image, attaches it and records "image added"', async () => {
    const fetchMock = renderImages(anAsset(), {
      handlers: {
        'POST /api/images': () =>
          jsonResponse(201, { data: { Location: 'https://files/images/k1.png', key: 'account/images/k1.png' } }),
        [`POST ${ATTACHMENT}`]: ok,
      },
    });
    const input = await screen.findByLabelText('+ Add New Image');
    expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, imageFile('crane.png'));
    expect(await screen.findByText('Image added to attachments.')).toBeInTheDocument();
    const calls = sentCalls(fetchMock);
    expect(calls.find(({ call }) => call === 'POST /api/images')?.body).toEqual({
      mime: 'image/png',
      image: LOGO_DATA,
      name: 'crane.png',
    });
    expect(calls.find(({ call }) => call === `POST ${ATTACHMENT}`)?.body).toEqual({
      url: 'account/images/k1.png',
      contentType: 'image/png',
      primary: false,
      name: 'crane.png',
    });
    await waitFor(() => expect(assetLoads(fetchMock)).toBe(2));
    await flushEvents();
    expect(sentEvents(fetchMock)).toContain('image added');
  });

  it('makes the first image of an asset its primary one', async () => {
    const fetchMock = renderImages(anAsset({ attachments: [] }), {
      handlers: {
        'POST /api/images': () => jsonResponse(201, { data: { Location: 'https://files/images/k1.png', key: 'k1' } }),
        [`POST ${ATTACHMENT}`]: ok,
      },
    });
    await userEvent.upload(await screen.findByLabelText('+ Add New Image'), imageFile());
    expect(await screen.findByText('Image added to attachments.')).toBeInTheDocument();
    expect(sentCalls(fetchMock).find(({ call }) => call === `POST ${ATTACHMENT}`)?.body).toMatchObject({
      primary: true,
    });
  });

  it.each([
    ['the server message', { statusCode: 400, message: 'Image is too large.' }, 'Image is too large.'],
    ['"Failed to upload image." without one', {}, 'Failed to upload image.'],
  ])('shows %s when the upload fails', async (_, body, text) => {
    renderImages(anAsset(), { handlers: { 'POST /api/images': () => jsonResponse(400, body) } });
    await userEvent.upload(await screen.findByLabelText('+ Add New Image'), imageFile());
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const fetchMock = renderImages(anAsset());
    await userEvent.upload(
      await screen.findByLabelText('+ Add New Image'),
      new File(['not a picture'], 'fake.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('File Is NOT Image!')).toBeInTheDocument();
    expect(sentCalls(fetchMock).some(({ call }) => call === 'POST /api/images')).toBe(false);
  });

  it('shows "No Asset Found" when the asset fails to load', async () => {
    renderImages(null);
    expect(await screen.findByTestId('asset-not-found')).toHaveTextContent('No Asset Found');
  });

  it('goes to the browser without an asset id', async () => {
    renderImages(anAsset(), { path: '/assets/asset-images' });
    expect(await screen.findByText('/assets/browser')).toBeInTheDocument();
  });
});
